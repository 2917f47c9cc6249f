/// How a bitmap font's pages hold its glyphs: `channels`, `pageFormat` and `padding`.
package struct BitmapFontPages: Equatable, Hashable, Sendable {
    package var channels: BitmapFontChannels
    package var format: BitmapFontPageFormat
    /// Empty pixels around each glyph inside its cell (BMFont's `padding=up,right,down,left`).
    package var paddingTop: Int, paddingRight: Int, paddingBottom: Int, paddingLeft: Int

    package init(channels: BitmapFontChannels = .rgba, format: BitmapFontPageFormat = .rgba,
                 padding: (top: Int, right: Int, bottom: Int, left: Int) = (0, 0, 0, 0)) {
        self.channels = channels
        self.format = format
        (paddingTop, paddingRight, paddingBottom, paddingLeft) = padding
    }

    package var padding: (top: Int, right: Int, bottom: Int, left: Int) { (paddingTop, paddingRight, paddingBottom, paddingLeft) }

    /// Whether the pages hold only each glyph's coverage (one colour, known from the spec), not its colours.
    package var coverageOnly: Bool { channels == .packed || format == .a8 }
}
