/// Which engines can draw a packed font (docs/bitmap-fonts-engines.md).
extension BitmapFontEngine {
    /// Why the engine cannot draw a font with `channels: packed`, or nil when it can. None of the
    /// four reads a glyph's `chnl`: each draws every glyph with all four channels of its page, so
    /// four glyphs would lie on top of each other. A packed font is for a game's own shader.
    package var refusalOfPackedChannels: String? {
        let reader: String
        switch self {
        case .love: reader = "LÖVE's BMFont loader (BMFontRasterizer)"
        case .godot3: reader = "Godot 3's BitmapFont.create_from_fnt"
        case .libgdx: reader = "libGDX's BitmapFontData"
        case .phaser: reader = "Phaser's ParseXMLBitmapFont"
        }
        return "\(displayName) cannot draw `channels: packed`: \(reader) ignores each glyph's `chnl` and draws all four channels of the page, so four glyphs would show on top of each other; leave `engine` out and draw the font with a shader that picks each glyph's channel, or write `\"channels\": \"rgba\"`"
    }
}
