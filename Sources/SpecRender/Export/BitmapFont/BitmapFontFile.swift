import SpecModel

/// An AngelCode BMFont font descriptor: what a game engine reads beside the glyph page PNGs to
/// draw text from them (https://www.angelcode.com/products/bmfont/doc/file_format.html).
///
/// The model holds only what the files carry; `encoded(as:)` writes it in BMFont's text, XML or
/// binary format, or as the JSON the JavaScript BMFont loaders use. BMFont's fixed fields that
/// describe its own generator (charset, stretchH, smooth, aa, outline, packed, the channel
/// settings) are written with the values for an unpacked 32-bit RGBA page of ready-coloured
/// glyphs: `charset=""` (Unicode ids), `packed=0` and every `…Chnl=0` ("the channel holds the
/// glyph"), which Godot reads as "use the page's colours as they are"; `channels` says otherwise
/// for packed and grey-and-alpha pages.
package struct BitmapFontFile: Equatable, Sendable {
    /// info face="…": the family name, for people; no reader looks fonts up by it.
    package var face: String
    /// info size: the pixel size (em) at this scale.
    package var size: Int
    package var bold: Bool
    package var italic: Bool
    /// info padding=up,right,down,left, kept as four Ints so the struct stays Equatable;
    /// read and set it through `padding`. Normally 0.
    package var paddingTop: Int, paddingRight: Int, paddingBottom: Int, paddingLeft: Int
    /// info spacing=x,y: the packer's padding between glyph cells; read and set it through `spacing`.
    package var spacingX: Int, spacingY: Int
    /// common lineHeight: from one line's top to the next one's.
    package var lineHeight: Int
    /// common base: from a line's top to its baseline.
    package var base: Int
    /// common scaleW/scaleH: the page size (all pages the same size).
    package var scaleW: Int, scaleH: Int
    /// Page file names, relative to the descriptor's folder; a page's id is its index. Keep them
    /// free of spaces and `"`: libGDX splits the page line on spaces, and the text format has no
    /// escape for a quote (it is written as `'`).
    package var pages: [String]
    /// Written sorted by id.
    package var chars: [BitmapChar]
    /// Written sorted by (first, second).
    package var kernings: [BitmapKerning]
    /// Code points the font was asked for that no face draws (left out under `missing: warn`), in
    /// order: written after the kernings only when there are some (`missing count=2 ids=19968,19969`
    /// in the text format, which LÖVE, Godot and libGDX skip as a line they do not know).
    package var missing: [UInt32] = []
    /// A distance-field font's field, in the block msdf-bmfont-xml writes; nil for coloured glyphs.
    package var distanceField: BitmapDistanceField?
    /// common packed and alphaChnl, redChnl, greenChnl, blueChnl.
    package var channels = BitmapFontChannelSettings()

    package init(face: String, size: Int, bold: Bool = false, italic: Bool = false,
                 padding: (top: Int, right: Int, bottom: Int, left: Int) = (0, 0, 0, 0),
                 spacing: (x: Int, y: Int) = (0, 0), lineHeight: Int, base: Int, scaleW: Int, scaleH: Int,
                 pages: [String], chars: [BitmapChar], kernings: [BitmapKerning] = [],
                 distanceField: BitmapDistanceField? = nil) {
        self.face = face
        self.size = size
        self.bold = bold
        self.italic = italic
        (paddingTop, paddingRight, paddingBottom, paddingLeft) = padding
        (spacingX, spacingY) = spacing
        self.lineHeight = lineHeight
        self.base = base
        self.scaleW = scaleW
        self.scaleH = scaleH
        self.pages = pages
        self.chars = chars
        self.kernings = kernings
        self.distanceField = distanceField
    }

    /// info padding (BMFont's order: up, right, down, left).
    package var padding: (top: Int, right: Int, bottom: Int, left: Int) {
        get { (paddingTop, paddingRight, paddingBottom, paddingLeft) }
        set { (paddingTop, paddingRight, paddingBottom, paddingLeft) = newValue }
    }

    /// info spacing.
    package var spacing: (x: Int, y: Int) {
        get { (spacingX, spacingY) }
        set { (spacingX, spacingY) = newValue }
    }
}

/// One glyph: its rectangle on a page, where to put it relative to the pen (top-left of the
/// line, y down) and how far to move the pen after it.
package struct BitmapChar: Equatable, Sendable {
    /// The Unicode scalar.
    package var id: UInt32
    package var x: Int, y: Int, width: Int, height: Int
    package var xoffset: Int, yoffset: Int, xadvance: Int
    package var page: Int
    /// Which page channels hold the glyph; 15 = all four (RGBA), as for coloured glyphs.
    package var chnl: Int = 15

    package init(id: UInt32, x: Int, y: Int, width: Int, height: Int, xoffset: Int, yoffset: Int,
                 xadvance: Int, page: Int, chnl: Int = 15) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.xoffset = xoffset
        self.yoffset = yoffset
        self.xadvance = xadvance
        self.page = page
        self.chnl = chnl
    }
}

/// msdf-bmfont-xml's `distanceField` block: which field the pages hold (`sdf`, `msdf`) and its
/// range in page pixels, the two numbers an engine's shader needs.
package struct BitmapDistanceField: Equatable, Sendable {
    package var fieldType: String
    package var distanceRange: Int

    package init(fieldType: String, distanceRange: Int) { self.fieldType = fieldType; self.distanceRange = distanceRange }
}

/// BMFont's `common` channel fields: whether glyphs are packed one per channel, and what each
/// channel holds: 0 the glyph, 1 its outline, 2 both, 3 zero, 4 one (AngelCode's file format page).
package struct BitmapFontChannelSettings: Equatable, Sendable {
    package var packed = false
    package var alpha = 0, red = 0, green = 0, blue = 0

    package init(packed: Bool = false, alpha: Int = 0, red: Int = 0, green: Int = 0, blue: Int = 0) {
        self.packed = packed; self.alpha = alpha; self.red = red; self.green = green; self.blue = blue
    }

    /// What BMFont writes for such pages: packed, every channel a layer of glyphs; grey and alpha
    /// (`a8`), the glyph in alpha and 255 ("one") in the colour channels; RGBA, the glyph's own
    /// colours in all four.
    init(_ pages: BitmapFontPages) {
        if pages.channels == .packed {
            self.init(packed: true)
        } else if pages.format == .a8 {
            self.init(alpha: 0, red: 4, green: 4, blue: 4)
        } else {
            self.init()
        }
    }
}

/// `amount` pixels added to the pen between `first` and `second` (negative: closer).
package struct BitmapKerning: Equatable, Sendable {
    package var first: UInt32
    package var second: UInt32
    package var amount: Int

    package init(first: UInt32, second: UInt32, amount: Int) {
        self.first = first
        self.second = second
        self.amount = amount
    }
}

/// The descriptor formats `BitmapFontFile.encoded(as:)` writes. Which engine reads which is in
/// docs/bitmap-fonts-engines.md: LÖVE, libGDX and Godot 3 read text, Phaser reads XML, Godot 4
/// reads text and binary, the JavaScript loaders (load-bmfont, three-bmfont-text) read JSON,
/// binary, text and XML.
package enum BitmapFontFileFormat: String, Sendable, CaseIterable {
    case text, xml, json, binary
}

extension BitmapFontFile {
    /// The descriptor's bytes (the text formats: UTF-8, LF line ends, a final newline). The same
    /// font always gives the same bytes: chars and kernings are sorted, attributes and keys in
    /// fixed order. Check a font with `FntBinaryFormat.problem(in:)` before writing it as binary.
    package func encoded(as format: BitmapFontFileFormat) -> [UInt8] {
        switch format {
        case .text: return FntTextFormat.bytes(self)
        case .xml: return FntXMLFormat.bytes(self)
        case .json: return FntJSONFormat.bytes(self)
        case .binary: return FntBinaryFormat.bytes(self)
        }
    }

    /// Chars by id; a stable sort, so equal ids (a producer's bug) keep their order.
    var sortedChars: [BitmapChar] {
        chars.enumerated().sorted { ($0.element.id, $0.offset) < ($1.element.id, $1.offset) }.map(\.element)
    }

    var sortedKernings: [BitmapKerning] {
        kernings.enumerated().sorted {
            ($0.element.first, $0.element.second, $0.offset) < ($1.element.first, $1.element.second, $1.offset)
        }.map(\.element)
    }
}
