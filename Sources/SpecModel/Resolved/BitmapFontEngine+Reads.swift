/// What each engine `engine` names can load, from its own loader (docs/bitmap-fonts-engines.md;
/// LÖVE and Godot 3 are also tested: BitmapFontEngineTests, BitmapFontGodotTests).
extension BitmapFontEngine {
    /// The name its users know it by, for messages.
    package var displayName: String {
        switch self {
        case .love: "LÖVE"
        case .godot3: "Godot 3"
        case .libgdx: "libGDX"
        case .phaser: "Phaser 3"
        }
    }

    /// The one descriptor format the engine reads, and so the default `fontFormat` for it.
    package var format: BitmapFontFormat {
        switch self {
        case .love, .godot3, .libgdx: .text
        case .phaser: .xml
        }
    }

    /// Why the engine cannot load a font written as `format`, or nil when it can.
    package func refusal(of format: BitmapFontFormat) -> String? {
        guard format != self.format else { return nil }
        let reads = "\(displayName) cannot load `\(format.rawValue)`: it reads only BMFont's \(self.format.rawValue) format"
        let because: String
        switch self {
        case .love: because = "it takes a file for a BMFont only when its first four bytes are `info`"
        case .godot3:
            because = format == .xml
                ? "BitmapFont.create_from_fnt loads an XML `.fnt` as an empty font, and says nothing"
                : "BitmapFont.create_from_fnt reads the file line by line as text, and loads anything else as an empty font"
        case .libgdx: because = "BitmapFontData reads the text lines by position"
        case .phaser: because = "its loader parses the file as XML"
        }
        return "\(reads) (\(because)); write `\"fontFormat\": \"\(self.format.rawValue)\"` or leave `fontFormat` out"
    }

    /// The most pages a font may have: Phaser's `load.bitmapFont` takes one texture.
    package var maxPages: Int? { self == .phaser ? 1 : nil }

    /// The highest character the engine can hold: libGDX keeps glyphs in pages of a Java `char`
    /// (UTF-16 code unit) and skips ids above U+FFFF.
    package var maxCharacter: UInt32? { self == .libgdx ? 0xFFFF : nil }
}
