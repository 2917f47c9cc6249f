/// The OpenType features a bitmap font's glyphs are shaped without, one character at a time for its
/// cells and two at a time for its kerning, so both see the same glyph for each character.
///
/// An engine draws a bitmap font one cell per character, never shaping the string, so a cell must
/// hold the character's own glyph, the one it has anywhere in a word. Shaped alone, a character is
/// at the end of a word, and the features that look at its neighbours rewrite it: Lobster Two's
/// `liga` turns a lowercase letter with nothing after it into its word-final `.end` form, which an
/// engine would then draw in the middle of every word. `liga`, `clig`, `dlig` and `calt` are the
/// features that substitute by context or merge characters; `rlig` goes too, since its rules join
/// two characters (Arabic's lam-alef) that an engine never sets together, and a bitmap font cannot
/// join a cursive script anyway. What a lone character needs in its script stays on: `ccmp`,
/// `locl` (the spec's language), Arabic's `isol` (the isolated form, the one a lone letter takes),
/// the Indic forms, and every feature the spec's `features` turns on.
package enum BitmapCellFeatures {
    /// In HarfBuzz's syntax, after the spec's own features so they win over a spec that asks for one.
    package static let turnedOff = ["-liga", "-clig", "-dlig", "-calt", "-rlig"]
}
