// Colours, points, insets and sizes of the resolved spec. Colours are straight-alpha RGBA in 0…1,
// already converted from grey and HSB.

package struct RGBA: Equatable, Hashable, Sendable {
    package var r: Double, g: Double, b: Double, a: Double
    package init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    package static let clear = RGBA(0, 0, 0, 0)
    package static let black = RGBA(0, 0, 0, 1)
    package static let white = RGBA(1, 1, 1, 1)
}

package struct Point: Equatable, Hashable, Sendable {
    package var x: Double, y: Double
    package init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

package struct Insets: Equatable, Hashable, Sendable {
    package var top: Double, left: Double, bottom: Double, right: Double
    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    package static let zero = Insets()
}

package enum Margin: Equatable, Hashable, Sendable { case points(Double), auto }

package struct Canvas: Equatable, Hashable, Sendable {
    package var background: RGBA
    package var margin: Margin
    package init(background: RGBA = .clear, margin: Margin = .points(0)) {
        self.background = background; self.margin = margin
    }
}

package struct Size: Equatable, Hashable, Sendable {
    package var width: Double
    /// Nil only for a label that fits its text's height.
    package var height: Double?
    package init(width: Double, height: Double?) { self.width = width; self.height = height }
}
