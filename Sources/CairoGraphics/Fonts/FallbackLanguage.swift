/// The language fontconfig is asked to draw a character for when `missingGlyphs: fallback` looks
/// for an installed family that has it: the text's own (the spec's locale), so a `ja` name's kanji
/// get a Japanese face and a `zh-Hant` one's a traditional one, except for an emoji shown as one,
/// which is asked for as emoji. The process's locale plays no part (Pango's sample language for a
/// script would follow `LANGUAGE`), so the same installed fonts give the same choice on every run.
enum FallbackLanguage {
    /// fontconfig's language tag for emoji (Unicode's script code Zsye): colour emoji fonts claim it,
    /// and fontconfig's generic rules prefer them for it.
    static let emoji = "und-zsye"

    static func language(for character: String, textLanguage: String) -> String {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return textLanguage }
        let presentedAsEmoji = first.properties.isEmojiPresentation || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
        return presentedAsEmoji ? emoji : textLanguage
    }
}
