/// The named character sets `characters` may list, as game teams name them: the Latin basics, the
/// standard CJK repertoires (GB 2312, JIS X 0208, the Jōyō kanji, KS X 1001's Hangul) and a few
/// scripts' blocks, and the emoji that are one code point. The CJK and emoji tables are the standards' own, generated from real tables by
/// scripts/generate-character-sets.py (CharacterSetTables.swift says from which).
package enum NamedCharacterSet: String, CaseIterable, Sendable {
    case ascii, latin1, digits
    case cjkPunctuation
    case gb2312Level1 = "gb2312-1"
    case gb2312
    case jis0208Level1 = "jis0208-1"
    case jis0208
    case joyo
    case ksx1001Hangul = "ksx1001-hangul"
    case hiragana, katakana, cyrillic, greek
    /// Colour pictures in a face such as Noto Color Emoji, on RGBA pages (docs/bitmap-fonts.md#emoji).
    case emoji

    /// The set's characters in code point order.
    package var characters: String { String(String.UnicodeScalarView(scalars)) }

    /// The set's code points in order, each once.
    package var scalars: [Unicode.Scalar] {
        switch self {
        case .ascii: return Self.range(0x20...0x7E)
        // Latin-1's printable characters, without the soft hyphen (U+00AD), which nothing draws.
        case .latin1: return Self.range(0x20...0x7E) + Self.range(0xA0...0xAC) + Self.range(0xAE...0xFF)
        case .digits: return Self.range(0x30...0x39)
        case .cjkPunctuation: return Self.table(CharacterSetTables.cjkPunctuation)
        case .gb2312Level1: return Self.table(CharacterSetTables.gb2312Level1)
        case .gb2312: return Self.merged(CharacterSetTables.gb2312Level1, CharacterSetTables.gb2312Level2)
        case .jis0208Level1: return Self.table(CharacterSetTables.jis0208Level1)
        case .jis0208: return Self.merged(CharacterSetTables.jis0208Level1, CharacterSetTables.jis0208Level2)
        case .joyo: return Self.table(CharacterSetTables.joyo)
        case .ksx1001Hangul: return Self.table(CharacterSetTables.ksx1001Hangul)
        case .hiragana: return Self.table(CharacterSetTables.hiragana)
        case .katakana: return Self.table(CharacterSetTables.katakana)
        case .cyrillic: return Self.table(CharacterSetTables.cyrillic)
        case .greek: return Self.table(CharacterSetTables.greek)
        case .emoji: return Self.table(CharacterSetTables.emoji)
        }
    }

    /// The names, for messages and the schema.
    package static var names: [String] { allCases.map(\.rawValue) }

    private static func range(_ codes: ClosedRange<UInt32>) -> [Unicode.Scalar] {
        codes.compactMap(Unicode.Scalar.init)
    }

    private static func merged(_ first: String, _ second: String) -> [Unicode.Scalar] {
        (table(first) + table(second)).sorted { $0.value < $1.value }
    }

    /// A generated table: hexadecimal code points and `FIRST-LAST` runs, separated by white space.
    private static func table(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let ends = word.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let first = ends.first, let last = ends.last, first <= last else { continue }
            scalars += range(first...last)
        }
        return scalars
    }
}
