import RenderSupport

/// The words designers bring from CSS, Figma, Sketch and UIKit for what the spec format names
/// otherwise: an unknown key that is one of these suggests the spec's key, when that key is valid
/// in the same object (`colors` in a gradient → `stops`) or, failing that, says where in the
/// kind the key is valid (`fontSize` in a label → `font.size`). Keyed by `Suggestion.folded`
/// names, so `font-size`, `font_size` and `fontSize` are one word; several targets are tried in
/// order, the first one the object takes winning (`color` is a label's `fill`, a button's and a
/// view's `background`). A dotted target (`font.size`) names a place below the object.
enum KeySynonyms {
    static let table: [String: [String]] = [
        // Gradients: CSS and Figma call the stops colours, and a stop's place its offset or position.
        "colors": ["stops"], "colours": ["stops"],
        "offset": ["at"], "position": ["at"], "location": ["at"], "stop": ["at"],
        // Spellings and the CSS property names.
        "colour": ["color", "fill", "background"],
        "color": ["fill", "background"],
        "textcolor": ["fill"], "textcolour": ["fill"], "foregroundcolor": ["fill"],
        "backgroundcolor": ["background"], "backgroundcolour": ["background"], "bg": ["background"],
        "align": ["alignment"], "textalign": ["alignment"], "textalignment": ["alignment"],
        "horizontalalignment": ["alignment"], "halign": ["alignment"],
        "verticalalign": ["verticalAlignment"], "valign": ["verticalAlignment"],
        // A dotted target is a place below the object: `fontSize` beside `text` is `font.size`, and
        // inside `font` it is `size`.
        "fontfamily": ["font.family"], "fontsize": ["font.size"], "fontweight": ["font.weight"], "fontstyle": ["font.style"],
        "tracking": ["letterSpacing"], "kerning": ["letterSpacing"], "charspacing": ["letterSpacing"],
        "lineheightmultiple": ["lineHeight"], "leading": ["lineHeight"],
        "numberoflines": ["lines"], "maxlines": ["lines"],
        "linebreakmode": ["lineBreak"], "truncation": ["lineBreak"],
        "minimumscalefactor": ["minimumScale"],
        "radius": ["cornerRadius"], "borderradius": ["cornerRadius"],
        "outline": ["stroke"], "border": ["stroke"],
        "dropshadow": ["shadow"], "boxshadow": ["shadow"], "textshadow": ["shadow"],
        "outerglow": ["glow"], "innerglow": ["innerShadow"],
        "blurradius": ["blur"],
        // `format` is a bitmap font's file format, an atlas's descriptor, or the output's formats.
        "format": ["fontFormat", "atlasFormat", "formats"],
        "scale": ["scales"],
    ]

    /// The spec keys `word` may stand for, in the order they are tried.
    static func targets(of word: String) -> [String] {
        table[Suggestion.folded(word)] ?? []
    }
}
