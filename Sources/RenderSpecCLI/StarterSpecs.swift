import RenderSupport
import SpecModel

/// The specs `render-spec init` writes: one per kind, each rendering as it is with the pinned
/// DejaVu Sans and without a warning, its keys explained in `$comment` (JSON has no comments; the
/// loader and the schema both take `$comment` as a note). The atlas comes with the two sprite specs
/// it packs. `{{schema}}`, `{{stem}}` and `{{sprites}}` are filled in; the text is then put in the
/// canonical layout (`render-spec format`'s), so a starter is formatted from the first commit.
enum StarterSpecs {
    /// One file to write: its path relative to the spec's folder, and its text.
    struct File {
        var path: String
        var text: String
    }

    /// The starter of `kind` named `stem` (the file `stem.json`), pointing at `schema` (relative to
    /// the spec's folder; nil: no `$schema`): the spec first, then any files it needs.
    static func files(_ kind: SpecKind, stem: String, schema: String?) -> [File] {
        let spritesFolder = "\(stem)-sprites"
        var files = [File(path: "\(stem).json", text: template(kind))]
        if kind == .atlas {
            files.append(File(path: "\(spritesFolder)/play.json", text: spriteButton))
            files.append(File(path: "\(spritesFolder)/coin.json", text: spriteCoin))
        }
        return files.map { file in
            // A sprite spec sits one folder down, so its schema path climbs one more.
            let depth = file.path.split(separator: "/").count - 1
            var text = file.text
            if let schema {
                let relativeSchema = schema.contains("://") || schema.hasPrefix("/") ? schema : String(repeating: "../", count: depth) + schema
                text = text.replacingText("{{schema}}", with: jsonEscaped(relativeSchema))
            } else {
                text = text.replacingText(schemaLine, with: "").replacingText(aboutMetaKeys, with: aboutCommentOnly)
            }
            let filled = text
                .replacingText("{{stem}}", with: jsonEscaped(stem))
                .replacingText("{{sprites}}", with: jsonEscaped(spritesFolder))
            return File(path: file.path, text: canonical(filled))
        }
    }

    /// The canonical layout of a starter; a template that does not decode is a bug (the tests load every one).
    private static func canonical(_ text: String) -> String {
        guard let document = try? JSONDecoder().decode(SpecDocument.self, from: Data(text.utf8)) else {
            preconditionFailure("a starter spec does not decode:\n\(text)")
        }
        return SpecFormatter.text(document)
    }

    /// `text` inside a JSON string's quotes.
    private static func jsonEscaped(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    private static func template(_ kind: SpecKind) -> String {
        switch kind {
        case .label: label
        case .textField: textField
        case .button: button
        case .view: view
        case .bitmapFont: bitmapFont
        case .atlas: atlas
        }
    }

    /// The note every starter opens with.
    private static let aboutMetaKeys = #""$schema: the JSON Schema an editor checks this file against (completion and help as you type); $comment: these notes. render-spec ignores both.""#
    /// Without a schema to point at, the note says how to get editor help.
    private static let aboutCommentOnly = #""$comment: these notes, which render-spec ignores. For completion as you type, `render-spec schema -o render-spec.schema.json` writes the JSON Schema and a \"$schema\" key naming it lets an editor check this file.""#
    /// A template's `$schema` member, left out when there is no schema to name.
    private static let schemaLine = "  \"$schema\": \"{{schema}}\",\n"
    private static let aboutFileKeys = #""version: always 1. kind: what the spec draws. Output files are named for this file ({{stem}}); a name key renames them.""#
    private static let aboutMore = #""Every key and value: `render-spec schema --markdown` prints the reference.""#

    private static let label = #"""
    {
      "$schema": "{{schema}}",
      "$comment": [
        "A label: styled text in a frame. `render-spec {{stem}}.json` writes {{stem}}.png and {{stem}}@2x.png beside this file.",
        \#(aboutMetaKeys),
        \#(aboutFileKeys),
        "size: the frame in points (a label may leave out height to fit its text). canvas.margin auto: room around the frame for the stroke and shadow.",
        "text: the words. font: family (DejaVu Sans ships with render-spec), size in points, weight (regular, bold, … or 100–900).",
        "fill: a colour, or a gradient from top to bottom whose stops are colours (evenly spaced) or {\"color\", \"at\"} with at from 0 to 1.",
        "stroke: an outline around the glyphs, outside, center or inside. shadow: a drop shadow, offset [x, y] and blur in points.",
        "alignment: natural, left, center, right or justified. output.scales: one image per scale; output.formats adds svg, pdf, imageset, android or flutter.",
        \#(aboutMore)
      ],
      "version": 1,
      "kind": "label",
      "size": {"width": 320, "height": 64},
      "canvas": {"margin": "auto"},
      "text": "Hello, world",
      "font": {"family": "DejaVu Sans", "size": 32, "weight": "bold"},
      "fill": {"gradient": {"stops": ["#FFF7B0", "#FFD23F", "#F08A24"]}},
      "stroke": {"color": "#5A2A0C", "width": 2, "position": "outside"},
      "shadow": {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 3], "blur": 6},
      "alignment": "center",
      "output": {"scales": [1, 2]}
    }
    """#

    private static let textField = #"""
    {
      "$schema": "{{schema}}",
      "$comment": [
        "A text field as UIKit draws one, an image per state: `render-spec {{stem}}.json` writes {{stem}}.png, {{stem}}-editing.png and {{stem}}-empty.png (and @2x).",
        \#(aboutMetaKeys),
        \#(aboutFileKeys),
        "size: the field in points. canvas.margin auto: room for anything drawn outside it.",
        "text: what the field holds; placeholder: drawn in grey when text is empty. font and fill: as a label's (a colour or a gradient).",
        "borderStyle: roundedRect, line, bezel or none. clearButton: never, always or whileEditing (the grey × at the right).",
        "states: each renders one more image with these keys changed. editing draws the caret; empty shows the placeholder.",
        "output.scales: one image per scale.",
        \#(aboutMore)
      ],
      "version": 1,
      "kind": "textField",
      "size": {"width": 280, "height": 44},
      "canvas": {"margin": "auto"},
      "text": "Player One",
      "placeholder": "Your name",
      "font": {"size": 20},
      "fill": "#1B2140",
      "borderStyle": "roundedRect",
      "clearButton": "whileEditing",
      "states": {"editing": {}, "empty": {"text": ""}},
      "output": {"scales": [1, 2]}
    }
    """#

    private static let button = #"""
    {
      "$schema": "{{schema}}",
      "$comment": [
        "A glossy button, an image per state: `render-spec {{stem}}.json` writes {{stem}}.png, {{stem}}-highlighted.png and {{stem}}-disabled.png (and @2x).",
        \#(aboutMetaKeys),
        \#(aboutFileKeys),
        "size: the button in points. cornerRadius: its corners. background: a colour, a gradient, or a gloss of a base colour.",
        "border: a line just inside the outline (color, width). title: the label keys (text, font, fill, stroke, shadow …), centred.",
        "states: each renders one more image. highlighted darkens the background and disabled fades it unless the state sets its own.",
        "output.scales: one image per scale; output.formats: [\"imageset\"] writes an Xcode image set, [\"android\"] drawables with 9-patches.",
        \#(aboutMore)
      ],
      "version": 1,
      "kind": "button",
      "size": {"width": 200, "height": 56},
      "background": {"gloss": "#1E88E5"},
      "cornerRadius": 12,
      "border": {"color": "#0D47A1", "width": 1},
      "title": {
        "text": "Play",
        "font": {"size": 22, "weight": "bold"},
        "fill": "white",
        "shadow": {"color": "rgba(0, 0, 0, 0.4)", "offset": [0, -1], "blur": 0}
      },
      "states": {"highlighted": {}, "disabled": {}},
      "output": {"scales": [1, 2]}
    }
    """#

    private static let view = #"""
    {
      "$schema": "{{schema}}",
      "$comment": [
        "A view: a panel with a background, corners, a border and shadows. `render-spec {{stem}}.json` writes {{stem}}.png and {{stem}}@2x.png.",
        \#(aboutMetaKeys),
        \#(aboutFileKeys),
        "size: the view in points. canvas.margin auto: room around it for the shadow.",
        "background: a colour, a gradient (stops from top to bottom; angle turns it) or a gloss. cornerRadius: its corners.",
        "border: a line just inside the outline. shadow: a drop shadow (or a list), offset [x, y] and blur in points.",
        "output.scales: one image per scale.",
        \#(aboutMore)
      ],
      "version": 1,
      "kind": "view",
      "size": {"width": 240, "height": 120},
      "canvas": {"margin": "auto"},
      "background": {"gradient": {"stops": ["#2B3A67", "#1B2140"]}},
      "cornerRadius": 16,
      "border": {"color": "rgba(255, 255, 255, 0.25)", "width": 1},
      "shadow": {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 4], "blur": 10},
      "output": {"scales": [1, 2]}
    }
    """#

    private static let bitmapFont = #"""
    {
      "$schema": "{{schema}}",
      "$comment": [
        "A bitmap font for a game engine (AngelCode BMFont): `render-spec {{stem}}.json` writes {{stem}}.fnt with its page {{stem}}_0.png, and the same @2x.",
        \#(aboutMetaKeys),
        \#(aboutFileKeys),
        "characters: the glyphs the font holds: named sets (digits, ascii, latin1) and strings of the characters themselves.",
        "font, fill, stroke, shadow: the text style baked into every glyph, as a label's.",
        "fontFormat: the .fnt file's format: text, xml or json. atlas: how the glyphs are packed into pages (maxSize, padding in pixels).",
        "output.scales: one font per scale.",
        \#(aboutMore)
      ],
      "version": 1,
      "kind": "bitmapFont",
      "characters": ["digits", "SCORE: x"],
      "font": {"family": "DejaVu Sans", "size": 32, "weight": "bold"},
      "fill": {"gradient": {"stops": ["#FFF7B0", "#F08A24"]}},
      "stroke": {"color": "#5A2A0C", "width": 2},
      "shadow": {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 2], "blur": 3},
      "fontFormat": "text",
      "atlas": {"maxSize": 512, "padding": 1},
      "output": {"scales": [1, 2]}
    }
    """#

    private static let atlas = #"""
    {
      "$schema": "{{schema}}",
      "$comment": [
        "A texture atlas: every PNG its sprite specs render, packed into one sheet per scale. `render-spec {{stem}}.json` writes {{stem}}-sheet.png and {{stem}}-sheet.json (TexturePacker's JSON), and the same @2x.",
        \#(aboutMetaKeys),
        "version: always 1. kind: what the spec draws. name: the sheet's file name, not this file's, so the descriptor does not take this file's place.",
        "sprites: spec files, and folders searched for them, relative to this file: every state and locale of each is a frame named for its PNG.",
        "atlas: maxSize is a page's largest side in pixels, padding the pixels between two frames. atlasFormat: texturepacker or libgdx.",
        "output.scales: one sheet per scale.",
        \#(aboutMore)
      ],
      "version": 1,
      "kind": "atlas",
      "name": "{{stem}}-sheet",
      "sprites": ["{{sprites}}"],
      "atlas": {"maxSize": 1024, "padding": 1},
      "atlasFormat": "texturepacker",
      "output": {"scales": [1, 2]}
    }
    """#

    private static let spriteButton = #"""
    {
      "$schema": "{{schema}}",
      "$comment": "A sprite of the {{stem}} atlas: a button, and its highlighted state (a second frame).",
      "version": 1,
      "kind": "button",
      "size": {"width": 120, "height": 44},
      "background": {"gloss": "#43A047"},
      "cornerRadius": 10,
      "title": {"text": "Play", "font": {"size": 18, "weight": "bold"}, "fill": "white"},
      "states": {"highlighted": {}},
      "output": {"scales": [1, 2]}
    }
    """#

    private static let spriteCoin = #"""
    {
      "$schema": "{{schema}}",
      "$comment": "A sprite of the {{stem}} atlas: a round view with a radial gradient.",
      "version": 1,
      "kind": "view",
      "size": {"width": 40, "height": 40},
      "background": {"gradient": {"type": "radial", "stops": ["#FFF59D", "#FBC02D", "#F57F17"]}},
      "cornerRadius": 20,
      "border": {"color": "#E65100", "width": 2},
      "output": {"scales": [1, 2]}
    }
    """#
}
