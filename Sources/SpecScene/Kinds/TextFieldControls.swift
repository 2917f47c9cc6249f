import SpecModel

/// The caret and the clear button of a text field, in UIKit's metrics.
enum TextFieldControls {
    /// UIKit's default tint (systemBlue), which colours the caret.
    static let tint = RGBA(0, 122.0 / 255, 1)
    static let caretWidth = 2.0
    /// clearButtonRect is a 19 pt square; the grey circle iOS draws in it is 14 pt across.
    static let clearSide = 19.0
    static let clearDiameter = 14.0
    static let clearGrey = RGBA(0.70, 0.70, 0.72)

    /// The caret at the end of `line` (its right end, or its left end for right-to-left text), as tall
    /// as the line box: ascent plus descent, as UIKit's caretRect is as tall as the font's lineHeight.
    static func caret(after line: TextLine, rightToLeft: Bool) -> Rect {
        let x = rightToLeft ? line.logical.minX - caretWidth : line.logical.maxX
        return Rect(x: x, y: line.logical.y, width: caretWidth, height: line.logical.height)
    }

    /// The clear button's square: at the right of `area` (the field inside its border's insets),
    /// centred vertically.
    static func clearRect(in area: Rect) -> Rect {
        Rect(x: area.maxX - clearSide, y: area.minY + (area.height - clearSide) / 2, width: clearSide, height: clearSide)
    }

    /// A grey disc with a white ×, centred in `square`.
    static func clearButton(in square: Rect) -> [DrawCommand] {
        let cx = square.x + square.width / 2, cy = square.y + square.height / 2
        let r = clearDiameter / 2
        let disc = Path.roundedRect(Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r), radius: r)
        let arm = 3.0   // half the × across, so it spans 6 pt as iOS's does
        let cross = Path([.move(Point(cx - arm, cy - arm)), .line(Point(cx + arm, cy + arm)),
                          .move(Point(cx + arm, cy - arm)), .line(Point(cx - arm, cy + arm))])
        return [.fill(.path(disc), .solid(clearGrey)),
                .stroke(.path(cross), .solid(.white), width: 1.5, position: .center)]
    }
}
