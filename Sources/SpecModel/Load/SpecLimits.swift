/// What render-spec refuses to load, so that a hostile or mistaken spec fails fast with a clear
/// message instead of exhausting memory or time (docs/spec.md#errors-and-limits). The nesting a
/// string catalog's formats allow is the catalog readers' own (StringCatalogs' CatalogLimits).
package enum SpecLimits {
    package static let maxFileBytes = 5 * 1024 * 1024
    package static let maxTextLength = 100_000
    package static let maxBlur = 200.0
    package static let maxImageSide = 16_384
    /// 64 megapixels, as 64 × 2^20 (an 8192 × 8192 image).
    package static let maxImagePixels = 64 * 1024 * 1024
    package static let maxExtendsDepth = 32
    package static let maxJSONDepth = 128
    /// Values (numbers, strings, booleans, nulls, arrays and objects) in one JSON file: a spec, a
    /// base, a DTCG token file, a JSON catalog. Each costs memory for its place in the tree and its
    /// position whatever its size in the file (`0,` is two bytes), so this with `maxFileBytes`
    /// bounds what loading any file holds. Real specs have hundreds; a design system's token file
    /// of ten thousand tokens has about fifty thousand; a 5 MB `.xcstrings` as Xcode writes it, about
    /// 150,000.
    package static let maxJSONValues = 250_000
    /// Tokens in one DTCG token file: each is also kept by name with its value and type, on top of
    /// its JSON values, so the values' limit alone would let a token file hold several times what
    /// a spec of as many values does. A large design system has a few thousand.
    package static let maxDesignTokens = 25_000
    /// Aliases followed in a row: a DTCG alias to a token that is itself an alias (`{a}` → `{b}` →
    /// …), and a spec token whose value is another token (`$a` → `$b` → …). Real chains are two or
    /// three long; each link of a spec token's is a level of recursion.
    package static let maxAliasDepth = 64
    /// Specs loaded inside one another through `charactersFrom` and `sprites`: each is a whole load
    /// on the same stack (a bitmap font drawing another's text is one level, an atlas of such fonts two).
    package static let maxNestedSpecDepth = 8
    /// The stack a load runs on (StackReserve): several times what the deepest load these limits
    /// allow needs in a debug build, whose frames are several times a release build's (a
    /// 128-level JSON file at the end of a 32-file `extends` chain, inside 8 nested specs).
    package static let loadStackBytes = 8 * 1024 * 1024
    /// Images one spec file may expand to ((1 + states) × (1 + locales)): each is a full document to
    /// validate, so an unbounded product would let a small file demand unbounded work.
    package static let maxVariants = 1_000
    /// Token values are shared when used many times; this caps what they expand to.
    package static let maxExpandedValues = 1_000_000
    /// The size of every number in a spec, whatever its key: far beyond any real UI value, and small
    /// enough that no later conversion to a pixel count or to Pango's and Cairo's 32-bit integers can
    /// overflow (Swift traps on an out-of-range Double → Int conversion).
    package static let maxMagnitude = 1_000_000.0
    /// Font size in points: Pango asserts, and renders junk, for sizes in the millions.
    package static let maxFontSize = 10_000.0
    /// Letter spacing either way, in points: Pango takes it in 1/1024 pt as a 32-bit integer.
    package static let maxLetterSpacing = 10_000.0
    /// Lengths in points: stroke, border, groove and edge widths, shadow spread and offset, padding,
    /// content insets, corner radius and canvas margin. They grow masks, margins and pixel bands.
    package static let maxLength = 100_000.0
    /// A font variation axis value, either way (real axes stay within ±1,000).
    package static let maxAxisValue = 100_000.0
    /// `lineHeight`, a multiple of the font's line height.
    package static let maxLineHeight = 100.0
    /// Stops of one gradient: far more than a smooth ramp needs (a 256-step ramp is already finer
    /// than 8-bit colour), and few enough that no stage's per-stop work can add up.
    package static let maxGradientStops = 1_024
    /// Files one spec may write: every state × locale variant at each scale and format, an image set
    /// counting its three images. Checked at load, so `validate`, `render` and `check` all refuse
    /// before writing anything.
    package static let maxImages = 1_000
    /// Bytes (UTF-8) of an output file name's stem, `<name>[-<state>]`, and of a locale tag (a folder).
    /// 255 (ext4's limit for one name) less the longest suffix a file gets: `@<scale>x.pdf` (24 bytes
    /// for a scale such as 1.2345678901234567), `.golden` in a check report (7), and the temporary
    /// name an atomic write uses beside it (24).
    package static let maxNameBytes = 200
    /// Characters one bitmap font may hold: GB2312's 6,763 Hanzi with ASCII and punctuation fit.
    /// Refused with the count, before any glyph is laid out.
    package static let maxFontCharacters = 8_000
    /// A distance-field font's `distanceRange` in pixels: the cells grow by half of it on every
    /// side, and wider ranges than this only blur the edge msdfgen's tools keep sharp.
    package static let maxDistanceRange = 64
    /// Tokens one spec's `serve` may let a request set: a reply names them all, and each is checked
    /// on every request.
    package static let maxRequestTokens = 64
    /// The most a `serve` token's `maxLength` may allow, in characters: a request sets a name or a
    /// score in a picture, not a paragraph.
    package static let maxRequestTokenLength = 1_000
    /// Unicode scalars in one `serve` token's `characters`: a whole script's letters fit.
    package static let maxRequestCharacters = 10_000
    /// UTF-8 bytes a request's text may have for each character `maxLength` allows. A character
    /// can be a long emoji sequence (a family with skin tones is 41 bytes), but not an unbounded
    /// pile of combining marks: without this, one "character" could be megabytes to lay out.
    package static let requestBytesPerCharacter = 64
}
