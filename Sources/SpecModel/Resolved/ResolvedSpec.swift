// One output variant of a spec file, resolved: every later stage (scene, renderer, exporters)
// consumes this and nothing else. Nothing here is optional unless "absent" is itself a meaning
// (no stroke, no glow).

package enum Content: Equatable, Hashable, Sendable {
    case label(TextStyle)
    case textField(TextFieldStyle)
    case button(ButtonStyle)
    case view(ViewStyle)
    case bitmapFont(BitmapFontStyle)
    case atlas(AtlasStyle)
}

/// One output variant of a spec file: a state in a locale, fully resolved and validated.
package struct ResolvedSpec: Equatable, Hashable, Sendable {
    package var name: String
    /// "normal" for the base image.
    package var state: String
    /// The `locales` key this variant renders (its output folder), nil for the base text.
    package var locale: String?
    /// BCP 47 language of the text, for shaping and line breaking.
    package var language: String
    package var size: Size
    package var canvas: Canvas
    package var fonts: [FontFile]
    package var output: OutputOptions
    package var content: Content
    /// The spec file this variant was loaded from (absolute path).
    package var file: String
    /// JSON path (`$.font.family`) → position of the value that set it, through extends and tokens.
    package var positions: PositionTable
    /// Found while loading, for every report of this variant: a catalog translation marked for
    /// review, say (`FILE:LINE:COL: warning: …`).
    package var warnings: [String] = []
    /// The string-catalog files its text (in any locale) came from, and a bitmap font's files of
    /// characters, absolute: inputs, never written over, fingerprinted by `check`.
    package var catalogFiles: [String] = []
    /// A locale variant whose text-free images (a button's or view's background, as the image set
    /// and the Android 9-patch ship it, the title left to the app) are the same as its state's base
    /// variant's: those formats write them once, unqualified, and do not count the copies.
    package var sharesBaseImages = false
    /// The tokens `serve` lets a request set, and their limits: the same in every variant (a
    /// state or locale cannot change `serve`); empty when the spec has none.
    package var requestTokens = RequestTokenRules()
    package init(name: String, state: String, locale: String?, language: String, size: Size, canvas: Canvas,
                fonts: [FontFile], output: OutputOptions, content: Content, file: String,
                positions: PositionTable) {
        self.name = name; self.state = state; self.locale = locale; self.language = language; self.size = size
        self.canvas = canvas; self.fonts = fonts; self.output = output; self.content = content
        self.file = file; self.positions = positions
    }
}

extension ResolvedSpec {
    /// What a text-free image of this variant depends on: a button's chrome without its title, a
    /// view; nil for the kinds whose images are their text (labels, text fields, fonts, atlases).
    package var textFreeImageKey: TextFreeImageKey? {
        switch content {
        case .button(var style):
            style.title = nil
            return TextFreeImageKey(content: .button(style), size: size, canvas: canvas)
        case .view:
            return TextFreeImageKey(content: content, size: size, canvas: canvas)
        case .label, .textField, .bitmapFont, .atlas:
            return nil
        }
    }
}

/// The parts of a variant a text-free image is drawn from.
package struct TextFreeImageKey: Equatable, Sendable {
    var content: Content
    var size: Size
    var canvas: Canvas
}
