import SpecModel

/// What each key of the spec format means, and the range the resolver holds its value to: one entry
/// per `Type.key` the models have (SchemaModel.keyPaths). SchemaModelTests fail when a key has no entry
/// or an entry names a key the models no longer have, so a new key cannot ship undocumented.
/// Ranges come from `SpecResolver` (SpecResolver+*.swift, VariantResolver.swift) and `SpecLimits`.
enum SchemaDescriptions {
    /// One key's documentation.
    struct KeyDoc: Sendable {
        /// One sentence.
        var text: String
        /// On the number the key holds: the value, each item of a list, each value of an object.
        var bounds: NumberBounds?
        /// A list's length.
        var minItems: Int?
        var maxItems: Int?
        /// A string value's pattern, or the pattern of an object's own keys (states, locales, axes).
        var pattern: String?
        /// The one value the key may have (`version`).
        var constant: Int?

        init(_ text: String, _ bounds: NumberBounds? = nil, minItems: Int? = nil, maxItems: Int? = nil,
             pattern: String? = nil, constant: Int? = nil) {
            self.text = text
            self.bounds = bounds
            self.minItems = minItems
            self.maxItems = maxItems
            self.pattern = pattern
            self.constant = constant
        }
    }

    static func key(_ type: String, _ key: String) -> KeyDoc? { keys["\(type).\(key)"] }

    static let kindTypes = ["LabelSpec", "TextFieldSpec", "ButtonSpec", "ViewSpec"]
    static let textTypes = ["LabelSpec", "TextFieldSpec", "TextStyleValue"]

    /// BCP 47, as `VariantExpander.isLanguageTag` reads it.
    static let languageTag = "^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$"

    /// `Type.key` → its documentation. Keys shared by several types are written once and given to each.
    static let keys: [String: KeyDoc] = shared(kindTypes, fileKeys)
        .merging(shared(textTypes, textKeys)) { $1 }
        .merging(bitmapFontShared) { $1 }
        .merging(own) { $1 }

    /// A bitmap font has the file keys but a frame's and the text style but its layout's.
    private static var bitmapFontShared: [String: KeyDoc] {
        let file = ["$schema", "$comment", "version", "kind", "name", "extends", "tokens", "fonts", "output"]
        let text = ["font", "fill", "stroke", "shadow", "glow", "innerShadow"]
        let atlas = ["$schema", "$comment", "version", "kind", "name", "output"]
        return Dictionary(uniqueKeysWithValues: file.compactMap { key in fileKeys[key].map { ("BitmapFontSpec.\(key)", $0) } }
            + text.compactMap { key in textKeys[key].map { ("BitmapFontSpec.\(key)", $0) } }
            + atlas.compactMap { key in fileKeys[key].map { ("AtlasSpec.\(key)", $0) } })
    }

    private static func shared(_ types: [String], _ docs: [String: KeyDoc]) -> [String: KeyDoc] {
        Dictionary(uniqueKeysWithValues: types.flatMap { type in docs.map { ("\(type).\($0.key)", $0.value) } })
    }

    /// The keys every spec file has.
    private static let fileKeys: [String: KeyDoc] = [
        "$schema": KeyDoc("The JSON Schema an editor checks the file against; ignored when rendering."),
        "$comment": KeyDoc("Notes for people reading the file (JSON has no comments): a string or a list of lines; ignored when rendering."),
        "version": KeyDoc("The format version: 1, the only one there is.", constant: 1),
        "kind": KeyDoc("What the spec draws: `label`, `textField`, `button`, `view`, `bitmapFont` or `atlas`."),
        "name": KeyDoc("Output base name; the file name without `.json` by default (not inherited through `extends`)."),
        "extends": KeyDoc("Base specs merged under this one (later over earlier), relative to this file."),
        "tokens": KeyDoc("Inline tokens (`\"$name\"` elsewhere is replaced by the value), the path of a DTCG token file, or a list of both."),
        "serve": KeyDoc("The tokens a request to `render-spec serve` may set (docs/serve.md), each with the limits of its text; a state or locale cannot change it."),
        "locale": KeyDoc("BCP 47 language of the base text, for shaping and line breaking; `en` by default.", pattern: languageTag),
        "size": KeyDoc("The element's size in points."),
        "canvas": KeyDoc("The image's background and the margin around the element."),
        "fonts": KeyDoc("Font files this spec may use, optionally registered under another family name."),
        "states": KeyDoc("State name → overrides of this file's keys; each renders one more image (`normal` is the file itself).",
                         pattern: "^(?!normal$)[A-Za-z0-9][A-Za-z0-9_-]*$"),
        "locales": KeyDoc("BCP 47 tag → overrides of this file's keys; each renders into a `<tag>/` folder (an image set holds its locales inside the one set, as Xcode localizes it).", pattern: languageTag),
        "output": KeyDoc("Scales, formats and this spec's diff budgets for `check`."),
    ]

    /// The label keys, which a text field and a button's title share.
    private static let textKeys: [String: KeyDoc] = [
        "text": KeyDoc("The text to draw (at most 100,000 characters; no control characters but newline and tab)."),
        "font": KeyDoc("The font; DejaVu Sans 17 regular by default."),
        "fill": KeyDoc("The text's fill; black by default."),
        "stroke": KeyDoc("An outline around the glyphs."),
        "shadow": KeyDoc("Drop shadows, the first on top, as in CSS."),
        "glow": KeyDoc("An outer glow."),
        "innerShadow": KeyDoc("A shadow inside the glyphs."),
        "lines": KeyDoc("Most lines shown; 0 for no limit, 1 by default.", .atLeast(0)),
        "lineBreak": KeyDoc("How lines wrap and what is cut; `truncateTail` by default."),
        "alignment": KeyDoc("Horizontal alignment; `natural` follows the paragraph's direction."),
        "verticalAlignment": KeyDoc("Vertical alignment in the frame; `center` by default."),
        "lineHeight": KeyDoc("Line height as a multiple of the font's own; 1 by default.", .above(0, max: SpecLimits.maxLineHeight)),
        "letterSpacing": KeyDoc("Points added between characters (never between the letters of a cursive script).",
                                .within(SpecLimits.maxLetterSpacing)),
        "minimumScale": KeyDoc("How far the font may shrink for the text to fit; 1 (no shrinking) by default.", .above(0, max: 1)),
        "padding": KeyDoc("Space between the frame and the text, in points."),
    ]

    /// Keys of one type.
    private static let own: [String: KeyDoc] = [
        "BitmapFontSpec.locale": KeyDoc("BCP 47 language the glyphs are shaped for (its letter forms); `en` by default.", pattern: languageTag),
        "BitmapFontSpec.characters": KeyDoc("The characters the font holds: named sets (`ascii`, `gb2312`, `joyo`, …), code point ranges (`U+4E00-U+9FFF`), files of characters (`{\"file\": \"chars.txt\"}`) and strings of the characters themselves."),
        "BitmapFontSpec.missing": KeyDoc("`error` (default): a character no face draws is an error. `warn`: those of a named set, a range or a file are left out, with a warning, and listed in the descriptor; characters listed in strings stay errors."),
        "CharacterSourceValue.set": KeyDoc("A named set: " + NamedCharacterSet.names.map { "`\($0)`" }.joined(separator: ", ") + "."),
        "CharacterSourceValue.range": KeyDoc("Code points `FIRST-LAST` (`U+4E00-U+9FFF`, `0x20-0x7E`) or one (`U+20AC`); controls, unassigned and default-ignorable code points are skipped."),
        "CharacterSourceValue.file": KeyDoc("A UTF-8 text file, relative to this spec, inside the render root: every character in it, line breaks and tabs left out."),
        "BitmapFontSpec.charactersFrom": KeyDoc("Spec files (every state and locale) and string catalogs (every language) whose text the font must cover, relative to this file."),
        "BitmapFontSpec.letterSpacing": KeyDoc("Points added to every character's advance.", .within(SpecLimits.maxLetterSpacing)),
        "BitmapFontSpec.kerning": KeyDoc("Whether the descriptor lists the font's kerning pairs; `true` by default. Only pairs the font's positioning tables can move are measured."),
        "BitmapFontSpec.fontFormat": KeyDoc("The font file's format: BMFont `text` (default), `xml`, `binary` (version 3) or `json`; by default the one `engine` reads."),
        "BitmapFontSpec.engine": KeyDoc("The game engine the font is for: `love`, `godot3` and `libgdx` read `text`, `phaser` reads `xml`. Picks `fontFormat`, and refuses what the engine cannot load (another format, more than one page for Phaser, characters above U+FFFF for libGDX)."),
        "BitmapFontSpec.layers": KeyDoc("`combined` (default): effects baked under each glyph; `separate`: a second font `NAME-effects` holds the drop shadows and the glow, drawn first."),
        "BitmapFontSpec.field": KeyDoc("A distance-field font: `sdf` (one signed distance in every channel) or `msdf` (three channels whose median keeps corners sharp), drawn by a shader at any size; refuses `fill`, `stroke`, `shadow`, `glow`, `innerShadow`, `layers: separate` and the `binary` format."),
        "BitmapFontSpec.distanceRange": KeyDoc("With `field`: the pixels of distance a page holds, from outside to inside the outline (BMFont's `distanceRange`); 4 by default.", .between(1, Double(SpecLimits.maxDistanceRange))),
        "BitmapFontSpec.atlas": KeyDoc("How the glyph cells are packed into page images."),
        "BitmapFontSpec.channels": KeyDoc("`rgba` (default): each glyph in all four channels. `packed`: four single-colour glyph layers, one per channel (BMFont `packed=1`, each glyph's `chnl`), for a game's own shader; a font of one solid fill only, and no `engine` draws it."),
        "BitmapFontSpec.pageFormat": KeyDoc("`rgba` (default): 32-bit pages. `a8`: 8-bit grey and alpha pages of white glyphs (PNG colour type 4), which the engine tints with the fill's colour; a font of one solid fill only."),
        "BitmapFontSpec.padding": KeyDoc("Empty pixels around each glyph in its cell, `[up, right, down, left]`, each 0–64 (BMFont's `padding`): room for a shader's outline or glow; the offsets keep the glyph where it was.", .between(0, 64), minItems: 4, maxItems: 4),
        "AtlasSpec.sprites": KeyDoc("Spec files, and folders searched for them (not `_*.json` bases), relative to this file: every state and locale of each, rendered as PNG, is a frame.", minItems: 1),
        "AtlasSpec.atlas": KeyDoc("How the sprites are packed into page images."),
        "AtlasSpec.atlasFormat": KeyDoc("The descriptor: `texturepacker` (JSON hash, default) or `libgdx` (`.atlas`)."),
        "BitmapFontSpec.premultiplied": KeyDoc("`true`: pages hold colour multiplied by alpha (draw them with a premultiplied blend; BMFont has no field to say so). `false` (default): straight alpha, every transparent pixel given the colour of its nearest ink so linear filtering shows no dark fringe."),
        "AtlasSpec.premultiplied": KeyDoc("`true`: pages hold colour multiplied by alpha, and the descriptor says so (TexturePacker `premultipliedAlpha`, libGDX `pma`). `false` (default): straight alpha, every transparent pixel given the colour of its nearest ink so linear filtering shows no dark fringe."),
        "AtlasValue.maxSize": KeyDoc("The largest page side in pixels, 16–16,384; 1024 by default. A page also stays within 64 megapixels: above 8,192 a side, its largest page is the squarest one within them that holds the largest glyph cell or sprite left. More pages are written when one is full. One number, or one per scale: `{\"1\": 1024, \"2\": 2048}`, or a list in `output.scales` order."),
        "AtlasValue.padding": KeyDoc("Empty pixels between two cells, 0–64; 1 by default.", .between(0, 64)),
        "AtlasValue.spacing": KeyDoc("Empty pixels between two cells `[h, v]`, across and down, each 0–64 (BMFont's `spacing`); instead of `padding`.", .between(0, 64), minItems: 2, maxItems: 2),
        "AtlasValue.powerOfTwo": KeyDoc("Page sides are powers of two; false by default."),
        "AtlasValue.extrude": KeyDoc("Each cell's edge pixels repeated this many times around it, 0–16, outside its frame, so filtering at the frame's edge samples its own colours; 0 by default.", .between(0, 16)),
        "AtlasValue.rotation": KeyDoc("Atlases only: a sprite may lie turned 90° on the page when that packs tighter (TexturePacker `rotated`, libGDX `rotate`); false by default."),
        "AtlasValue.pivot": KeyDoc("Atlases only: every frame's pivot `[x, y]`, each 0–1 of its original size (TexturePacker `pivot`); none by default.", .between(0, 1), minItems: 2, maxItems: 2),
        "ServeValue.tokens": KeyDoc("Token name → the limits of the text a request may give it, at most \(SpecLimits.maxRequestTokens) tokens; each needs a string or number default in `tokens` and may stand only in text (`text`, `placeholder`, a title's `text`).",
                                    pattern: "^[A-Za-z_][A-Za-z0-9_.-]*$"),
        "RequestTokenValue.maxLength": KeyDoc("The most characters (grapheme clusters, as a reader counts them) a request's text may have; required.",
                                              .between(1, Double(SpecLimits.maxRequestTokenLength))),
        "RequestTokenValue.characters": KeyDoc("The only characters (Unicode scalars) a request's text may hold, at most 10,000; any but control characters when absent."),
        "CatalogText.key": KeyDoc("The string's key in the catalog."),
        "CatalogText.from": KeyDoc("The catalog, relative to the spec: an `.xcstrings` file, a folder of `*.lproj/`, an Android `res/` folder, a folder of `*.arb` or of `*.po` files."),
        "CatalogText.table": KeyDoc("The `.strings` table or gettext context; the catalog's default when absent."),
        "CatalogText.plural": KeyDoc("Which plural form to show: a CLDR category, the same in every language, or `{\"count\"}` / `{\"argument\"}`, a count each language places by its own rules; `other` by default."),
        "CatalogText.arguments": KeyDoc("Values for the string's placeholders: a list for `%d`, `%@`, `%1$s`…, an object for Flutter's `{name}`."),
        "CatalogText.device": KeyDoc("Which device's text an `.xcstrings` device variation shows (`iphone`, `ipad`, `mac`…); `other`, else `iphone`, else the first of a fixed order of devices by default, never the file's order."),
        "CatalogText.fuzzy": KeyDoc("gettext's `#, fuzzy` translations: `skip` (default), as msgfmt leaves them out, with a warning; `include` renders them, with a warning."),
        "PluralQuantity.count": KeyDoc("The count, a whole number: each language shows the form its plural rules (CLDR's, or a `.po` file's `Plural-Forms`) give it.", .between(0, SpecLimits.maxMagnitude)),
        "PluralQuantity.argument": KeyDoc("The argument of `arguments` that holds the count: its name when they are an object, its position from 1 when they are a list; the forms may leave it out."),
        "TextFieldSpec.text": KeyDoc("The field's text; may be empty (the placeholder then shows)."),
        "TextFieldSpec.placeholder": KeyDoc("Drawn plainly in `placeholderFill` when `text` is empty."),
        "TextFieldSpec.placeholderFill": KeyDoc("The placeholder's fill; UIKit's placeholder grey by default."),
        "TextFieldSpec.borderStyle": KeyDoc("UITextField's border style; `roundedRect` by default."),
        "TextFieldSpec.background": KeyDoc("The field's background; white for `roundedRect`, none otherwise."),
        "TextFieldSpec.clearButton": KeyDoc("When the clear button shows; `never` by default."),
        "TextFieldSpec.editingFill": KeyDoc("The text's colour in the `editing` state; the first colour of `fill` by default."),

        "ButtonSpec.background": KeyDoc("The body's fill; a gloss of a blue by default."),
        "ButtonSpec.cornerRadius": KeyDoc("Of the outer rounded rect, in points, capped at half the shorter side.",
                                          .atLeast(0, max: SpecLimits.maxLength)),
        "ButtonSpec.border": KeyDoc("A line just inside the body; 1 pt `#9F9F9F` by default."),
        "ButtonSpec.groove": KeyDoc("The recessed ring around the body."),
        "ButtonSpec.edge": KeyDoc("The rim outside the groove."),
        "ButtonSpec.title": KeyDoc("The title, with the label keys; centred, one line, white 15 pt bold by default."),
        "ButtonSpec.contentInsets": KeyDoc("From the button's bounds to the title's box, in points."),
        "ButtonSpec.opacity": KeyDoc("The whole button's opacity, 0–1, chrome and title composited first and faded as one layer; 1 by default, 0.5 in the `disabled` state unless that state sets `opacity` or its own `background`.", .between(0, 1)),
        "ButtonSpec.unfaded": KeyDoc("Parts drawn at full opacity whatever `opacity` says: `chrome` (edge, groove, border and background) and `title` (with its effects)."),

        "ViewSpec.background": KeyDoc("The view's fill, inside the border; clear by default."),
        "ViewSpec.cornerRadius": KeyDoc("In points, capped at half the shorter side.", .atLeast(0, max: SpecLimits.maxLength)),
        "ViewSpec.border": KeyDoc("A line just inside the view; none by default."),
        "ViewSpec.shadow": KeyDoc("Drop shadows, the first on top."),
        "ViewSpec.innerShadow": KeyDoc("A shadow inside the view."),

        "SizeValue.width": KeyDoc("Width in points.", .above(0)),
        "SizeValue.height": KeyDoc("Height in points; a label may leave it out and fit its text.", .above(0)),

        "CanvasValue.background": KeyDoc("The image's background; transparent by default."),
        "CanvasValue.margin": KeyDoc("Points around the element, or `auto`: room for every effect's reach; 0 by default."),

        "FontFileValue.file": KeyDoc("A font file, relative to the spec, inside the render root."),
        "FontFileValue.family": KeyDoc("The family name to register the file's faces under."),

        "OutputValue.scales": KeyDoc("Scales to render, each 1–4; `[1]` by default.", .between(1, 4), minItems: 1),
        "OutputValue.formats": KeyDoc("Formats to write; `[\"png\"]` by default, `[\"fnt\"]` for a bitmap font, `[\"atlas\"]` for an atlas.", minItems: 1),
        "OutputValue.threshold": KeyDoc("This spec's per-pixel colour threshold for `check`.", .between(0, 1)),
        "OutputValue.maxDiffPixels": KeyDoc("How many pixels may differ before `check` fails.", .atLeast(0)),
        "OutputValue.maxDiffRatio": KeyDoc("What share of the pixels may differ before `check` fails.", .between(0, 1)),

        "ColorComponents.red": KeyDoc("Red, 0–1.", .between(0, 1)),
        "ColorComponents.green": KeyDoc("Green, 0–1.", .between(0, 1)),
        "ColorComponents.blue": KeyDoc("Blue, 0–1.", .between(0, 1)),
        "ColorComponents.white": KeyDoc("Grey level, 0–1, instead of red, green and blue.", .between(0, 1)),
        "ColorComponents.hue": KeyDoc("Hue, 0–1, with saturation and brightness.", .between(0, 1)),
        "ColorComponents.saturation": KeyDoc("Saturation, 0–1.", .between(0, 1)),
        "ColorComponents.brightness": KeyDoc("Brightness, 0–1.", .between(0, 1)),
        "ColorComponents.alpha": KeyDoc("Opacity, 0–1; 1 by default.", .between(0, 1)),

        "GradientValue.type": KeyDoc("`linear` (the default) or `radial`, centred on the box and reaching its corners."),
        "GradientValue.angle": KeyDoc("Degrees, CSS's convention: 180 (the default) runs top to bottom, 90 left to right."),
        "GradientValue.span": KeyDoc("For text, the box the gradient spans: each line's box (`line`, the default), its ink, all the text's ink, or the frame."),
        "GradientValue.stops": KeyDoc("Colours (evenly spaced) or `{\"color\", \"at\"}` stops, at least 2.",
                                      minItems: 2, maxItems: SpecLimits.maxGradientStops),
        "GradientValue.dither": KeyDoc("Ordered (Bayer) dithering of PNG pixels, so a subtle gradient shows no bands; when absent, on where a colour step would be wider than 4 device pixels. SVG and PDF leave it to the viewer."),
        "PositionedStop.color": KeyDoc("The stop's colour."),
        "PositionedStop.at": KeyDoc("Where the stop sits, 0–1 along the gradient, not decreasing; evenly between its neighbours when absent.",
                                    .between(0, 1)),

        "GlossParameters.color": KeyDoc("The base colour."),
        "GlossParameters.caustic": KeyDoc("The caustic's colour; derived from `color` when absent."),
        "GlossParameters.reflection": KeyDoc("The reflection band's opacity at its top and bottom."),
        "GlossParameters.exponent": KeyDoc("How sharply the gloss falls off; 1.2 by default.", .above(0)),
        "GlossParameters.causticFraction": KeyDoc("How much of the body the caustic covers, 0–1; 0.6 by default.", .between(0, 1)),
        "ReflectionValue.top": KeyDoc("The reflection's opacity at its top, 0–1; 0.6 by default.", .between(0, 1)),
        "ReflectionValue.bottom": KeyDoc("The reflection's opacity at its bottom, 0–1; 0.2 by default.", .between(0, 1)),

        "StrokeValue.color": KeyDoc("The stroke's colour (or give `fill`, not both)."),
        "StrokeValue.fill": KeyDoc("The stroke's fill (or give `color`, not both)."),
        "StrokeValue.width": KeyDoc("In points; 1 by default.", .above(0, max: SpecLimits.maxLength)),
        "StrokeValue.position": KeyDoc("Where the stroke sits on the outline; `outside` by default, as in Photoshop."),

        "ShadowValue.color": KeyDoc("The shadow's colour; black at 1/3 alpha (NSShadow's) by default."),
        "ShadowValue.offset": KeyDoc("`[dx, dy]` in points, +y down.", .within(SpecLimits.maxLength), minItems: 2, maxItems: 2),
        "ShadowValue.blur": KeyDoc("CSS's blur radius in points: a Gaussian of standard deviation blur / 2.",
                                   .atLeast(0, max: SpecLimits.maxBlur)),
        "ShadowValue.spread": KeyDoc("Points the shape grows (or, negative, shrinks) before blurring.", .within(SpecLimits.maxLength)),
        "GlowValue.color": KeyDoc("The glow's colour; required."),
        "GlowValue.blur": KeyDoc("CSS's blur radius in points.", .atLeast(0, max: SpecLimits.maxBlur)),
        "GlowValue.spread": KeyDoc("Points the shape grows (or shrinks) before blurring.", .within(SpecLimits.maxLength)),

        "SidesValue.top": KeyDoc("Points at the top; 0 by default.", .atLeast(0, max: SpecLimits.maxLength)),
        "SidesValue.left": KeyDoc("Points at the left; 0 by default.", .atLeast(0, max: SpecLimits.maxLength)),
        "SidesValue.bottom": KeyDoc("Points at the bottom; 0 by default.", .atLeast(0, max: SpecLimits.maxLength)),
        "SidesValue.right": KeyDoc("Points at the right; 0 by default.", .atLeast(0, max: SpecLimits.maxLength)),

        "FontValue.family": KeyDoc("A family from the spec's `fonts`, the project's pinned fonts or the machine's."),
        "FontValue.file": KeyDoc("A font file relative to the spec, used instead of `family`."),
        "FontValue.index": KeyDoc("Which face of the collection `file` is; 0 by default.", .atLeast(0)),
        "FontValue.size": KeyDoc("In points; 17 by default.", .above(0, max: SpecLimits.maxFontSize)),
        "FontValue.weight": KeyDoc("A weight name or 100–900; `regular` (400) by default."),
        "FontValue.style": KeyDoc("`normal` (the default) or `italic`."),
        "FontValue.variations": KeyDoc("Axis tag → value, e.g. `{\"wght\": 650}`.", .within(SpecLimits.maxAxisValue), pattern: "^[ -~]{4}$"),
        "FontValue.features": KeyDoc("OpenType feature settings: `smcp`, `-liga` (off), `+kern`, `ss01=2`."),
        "FontValue.fallback": KeyDoc("Families tried, in order, for characters the font lacks."),
        "FontValue.colorGlyphs": KeyDoc("Colour glyphs (emoji: CBDT, sbix or COLR) in the font's own colours (`keep`, the default), or their silhouettes filled with the text's paint (`fill`, for a one-colour style); either way the stroke and the shadow follow the silhouette."),
        "FontValue.missingGlyphs": KeyDoc("Whether a character no face has is an `error` (the default), drawn as .notdef (`allow`), or drawn in a family installed on the machine that has it (`fallback`: fontconfig's choice for the text's language, each family chosen reported as a note and in `check`'s results)."),
        "FontValue.glyphs": KeyDoc("Character → the glyph (name or id) drawn for it."),

        "BorderValue.color": KeyDoc("The border's colour; `#9F9F9F` by default."),
        "BorderValue.width": KeyDoc("In points; 0 draws none; 1 by default.", .atLeast(0, max: SpecLimits.maxLength)),
        "GrooveValue.width": KeyDoc("In points; 3 by default.", .above(0, max: SpecLimits.maxLength)),
        "GrooveValue.from": KeyDoc("The ramp's colour at the top; black by default."),
        "GrooveValue.to": KeyDoc("The ramp's colour at the bottom; (34, 34, 34) by default."),
        "GrooveValue.exponent": KeyDoc("The ramp's curve; 2 by default.", .above(0)),
        "EdgeValue.width": KeyDoc("In points; 1 by default.", .above(0, max: SpecLimits.maxLength)),
        "EdgeValue.from": KeyDoc("The ramp's colour at the top; a shadow by default."),
        "EdgeValue.to": KeyDoc("The ramp's colour at the bottom; a highlight by default."),
        "EdgeValue.exponent": KeyDoc("The ramp's curve.", .above(0)),
    ]

    /// Each `$defs` type, in one sentence.
    static let types: [String: String] = [
        "LabelSpec": "A `label` spec file: styled text in a frame.",
        "TextFieldSpec": "A `textField` spec file: one line of label-styled text in a UIKit text field's border.",
        "ButtonSpec": "A `button` spec file: glossy chrome around an optional title.",
        "ViewSpec": "A `view` spec file: a filled rounded rect with a border and shadows.",
        "TextStyleValue": "A button's title: the label keys.",
        "BitmapFontSpec": "A `bitmapFont` spec file: a text style baked into glyph cells, written as an AngelCode BMFont per scale.",
        "CharactersValue": "One item of characters, or a list of them.",
        "CharacterItem": "A named set, a range or the characters themselves as a string, or `{\"set\"}`, `{\"range\"}` or `{\"file\"}`.",
        "CharacterSourceValue": "Exactly one of `set`, `range` and `file`.",
        "MissingCharacterPolicy": "Whether characters no face draws are errors or, from a set, range or file, left out with a warning.",
        "AtlasValue": "How cells are packed into pages.",
        "AtlasSpec": "An `atlas` spec file: other specs' PNG renders packed into a texture atlas per scale.",
        "AtlasFileFormat": "The atlas descriptor's format.",
        "BitmapFontFormat": "The BMFont file format.",
        "BitmapFontEngine": "A game engine that draws BMFont fonts.",
        "BitmapFontLayers": "One font, or the effects in a second font.",
        "BitmapFontField": "The distance field a font's pages hold.",
        "BitmapFontChannels": "Whether each glyph fills a page's four channels or one of them.",
        "BitmapFontPageFormat": "The page images' pixel format.",
        "MaxSizeValue": "One largest page side, or one per scale (by scale, or a list in `output.scales` order).",
        "ServeValue": "What a request to `render-spec serve` may set: the tokens and their limits.",
        "RequestTokenValue": "The limits of the text a request may give one token.",
        "TextValue": "Text: the string itself, or a reference to a string of the app's catalog, whose translations become locales.",
        "CatalogText": "A string of the app's own catalog (docs/catalogs.md); its source language is the base text and every translation a locale.",
        "PluralForm": "A CLDR plural category.",
        "PluralValue": "A plural form: a CLDR category, or a count given or taken from an argument.",
        "PluralQuantity": "The count a plural form is chosen for: `count` or `argument`, one of the two.",
        "ArgumentReference": "An argument by name (`arguments` an object) or by position from 1 (a list).",
        "FuzzyEntries": "Whether gettext's fuzzy translations are skipped or rendered.",
        "DeviceVariation": "A device of a String Catalog's `device` variations.",
        "SpecKind": "What a spec draws.",
        "ExtendsValue": "One base spec's path or a list of them, relative to the file.",
        "CommentValue": "A note: one string, or a list of lines.",
        "JSONAny": "Any JSON value.",
        "SizeValue": "A size in points.",
        "CanvasValue": "The image around the element.",
        "ColorValue": "A colour: a string or components, each 0–1.",
        "ColorComponents": "`{\"red\", \"green\", \"blue\"}`, `{\"white\"}` or `{\"hue\", \"saturation\", \"brightness\"}`, with `alpha`; the keys present choose the space.",
        "MarginValue": "Points, or `auto`: room for 3σ of every blur.",
        "FontFileValue": "A font file the spec may use.",
        "FontValue": "A font: a family or a file, size, weight, style, variations, fallback and OpenType settings.",
        "FontWeightValue": "A weight name or a whole number from 100 to 900.",
        "FontStyle": "Upright or italic.",
        "MissingGlyphs": "What a character no face of the font chain has does.",
        "ColorGlyphStyle": "How colour glyphs (emoji) are drawn.",
        "GlyphRefValue": "A glyph by name or by id.",
        "FillValue": "A colour, `{\"gradient\": …}` or `{\"gloss\": …}`.",
        "GradientValue": "A linear or radial gradient.",
        "GradientStopValue": "A bare colour (placed evenly, as in CSS) or `{\"color\", \"at\"}`.",
        "PositionedStop": "A gradient stop at a position.",
        "GradientType": "The gradient's geometry.",
        "GradientSpan": "The box a text gradient spans.",
        "ButtonPart": "A part of a button that `opacity` can leave unfaded.",
        "GlossValue": "A gloss: its base colour, or the colour with the caustic and reflection parameters.",
        "GlossParameters": "The gloss of the reference math: base colour, caustic and reflection band.",
        "ReflectionValue": "The gloss's reflection band.",
        "StrokeValue": "An outline: a `fill` or a `color`, a width and a position.",
        "StrokePosition": "Where a stroke sits on the outline.",
        "ShadowList": "One shadow or a list of them, the first on top.",
        "ShadowValue": "A drop shadow; also the form of `innerShadow`.",
        "GlowValue": "A shadow with no offset.",
        "LineBreak": "How lines wrap and what is cut, as UILabel does.",
        "TextAlignment": "Horizontal alignment.",
        "VerticalAlignment": "Vertical alignment in the frame.",
        "InsetsValue": "One number for all four sides, or each side.",
        "SidesValue": "Points on each side.",
        "OutputValue": "Scales, formats and diff budgets.",
        "OutputFormat": "An output file format; `imageset` writes an Xcode asset catalog, `fnt` a bitmap font's files, `atlas` an atlas's sheets.",
        "BorderStyle": "UITextField's border style.",
        "ClearButtonMode": "When a text field's clear button shows.",
        "BorderValue": "A line just inside the rounded rect, as CALayer's border.",
        "GrooveValue": "The recessed ring around a button's body: a per-row colour ramp.",
        "EdgeValue": "The outermost rim, outside the groove: a per-row colour ramp.",
    ]
}
