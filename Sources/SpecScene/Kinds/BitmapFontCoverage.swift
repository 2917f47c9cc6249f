import RenderSupport
import SpecModel

/// Which of a bitmap font's characters some face of its chain draws. Under `missing: warn`, the
/// characters a named set, a range or a file brought in that no face draws are left out, each
/// source warned about once with what it lost; a character the spec lists itself (or that a spec or
/// catalog of `charactersFrom` shows) stays an error at the value that asked for it.
package struct BitmapFontCoverage: Sendable {
    /// The style holding only the characters drawn.
    package var style: BitmapFontStyle
    /// Left out, in code point order: what the descriptor lists.
    package var leftOut: [Unicode.Scalar]
    package var warnings: [String]

    /// Most characters a warning names; the descriptor lists every one.
    static let namedInWarning = 12

    package init(spec: ResolvedSpec, style: BitmapFontStyle, engine: any TextLayoutEngine) throws(SpecError) {
        self.style = style
        leftOut = []
        warnings = []
        guard style.missing == .warn else { return }
        let request = TextLayoutRequest(text: style.text.text, font: style.text.font, fonts: spec.fonts, language: spec.language,
                                        width: nil, height: nil, lines: 1, lineBreak: .clip, alignment: .left,
                                        lineHeight: 1, letterSpacing: 0)
        let missing: [MissingCharacter], tried: [String]
        do {
            _ = try engine.layout(request)
            return
        } catch {
            guard case .missingCharacters(let list, let fonts, _) = error else {
                throw spec.error(for: error, font: style.text.font, fontPath: "$.font", textPath: "$.characters")
            }
            (missing, tried) = (list, fonts)
        }
        // A cluster (a base and its marks) is left out whole; if the spec asked for any of it, the
        // error stands as it would without `missing`.
        let required = style.required
        if let asked = missing.first(where: { $0.character.unicodeScalars.contains(where: required.contains) }) {
            throw spec.error(for: .missingCharacters([asked], fontsTried: tried), font: style.text.font, fontPath: "$.font",
                             textPath: style.path(asking: asked.character))
        }
        let left = Set(missing.flatMap(\.character.unicodeScalars))
        guard left.count < style.characters.count else {
            throw spec.error(at: "$.font", "no face of the font chain draws any of the \(style.characters.count) characters; add a `fallback` family")
        }
        self.style = style.leavingOut(left)
        leftOut = left.sorted { $0.value < $1.value }
        warnings = Self.warnings(leftOut, style: style, spec: spec)
    }

    /// One warning per source that lost characters, at that source, in the order the spec lists
    /// them; a character two sources brought in is named in both.
    private static func warnings(_ leftOut: [Unicode.Scalar], style: BitmapFontStyle, spec: ResolvedSpec) -> [String] {
        let left = Set(leftOut)
        return style.sources.compactMap { source in
            let scalars = source.characters.unicodeScalars
            let lost = Set(scalars.filter(left.contains)).sorted { $0.value < $1.value }
            guard !lost.isEmpty else { return nil }
            let named = lost.prefix(namedInWarning).map { MissingCharacter(String($0)).label }.joined(separator: ", ")
            let more = lost.count > namedInWarning ? " and \(lost.count - namedInWarning) more" : ""
            let message = "no face of the font chain draws \(lost.count) of the \(scalars.count) characters of \(source.origin.name); left out (the descriptor lists them): \(named)\(more)"
            let at = spec.error(at: source.path, message)
            let variant = "state \(spec.state)" + (spec.locale.map { ", locale \($0)" } ?? "")
            return "\(DisplayPath.forUser(at.file)):\(at.line):\(at.column): warning: \(at.path): \(at.message) (\(variant))"
        }
    }
}

extension CharacterSource.Origin {
    /// "set `gb2312`", "range U+4E00-U+9FFF", "file `chars.txt`".
    var name: String {
        switch self {
        case .spec: "the text"
        case .set(let name): "set `\(name)`"
        case .range(let range): "range \(range)"
        case .file(let file): "file `\(file)`"
        }
    }
}
