import RenderSupport
import SpecModel

/// An installed family that `missingGlyphs: fallback` drew characters in, which no face of the
/// spec's font chain has.
///
/// The family is fontconfig's first choice on the machine that rendered, for the text's language
/// (emoji's for an emoji), so another machine with other fonts may choose another. Every choice
/// is reported: `render` prints a note, `check` lists it in its results and records it in the
/// golden manifest, and the Swift API's `Rendering/fallbackFonts` lists it.
public struct FallbackFont: Equatable, Hashable, Sendable, Codable {
    /// The family, as fontconfig names it ("Noto Sans Arabic").
    public internal(set) var family: String
    /// The characters (each one grapheme) it drew, in text order, each once.
    public internal(set) var characters: [String]
    package init(family: String, characters: [String]) { self.family = family; self.characters = characters }
}

extension [FallbackFont] {
    /// `other` added: a known family's new characters after its own, a new family at the end, so
    /// the order stays that of each family's first character.
    package mutating func merge(_ other: [FallbackFont]) {
        for font in other {
            if let i = firstIndex(where: { $0.family == font.family }) {
                for c in font.characters where !self[i].characters.contains(c) { self[i].characters.append(c) }
            } else {
                append(font)
            }
        }
    }

    /// "`Noto Sans Arabic` (U+0645 'م', …), `Noto Sans CJK JP` (U+5C71 '山')": what a note and a
    /// report say, each family with up to five of its characters.
    package var summary: String {
        map { font in
            let shown = font.characters.prefix(5).map { MissingCharacter($0).label }
            return "`\(font.family)` (" + shown.joined(separator: ", ") + (font.characters.count > 5 ? ", …" : "") + ")"
        }.joined(separator: ", ")
    }
}

/// The engine a scene is built with, recording what `missingGlyphs: fallback` chose in every layout
/// (text that shrinks to fit is laid out several times), for `Scene.fallbackFonts`.
final class FallbackRecorder: TextLayoutEngine, @unchecked Sendable {
    private let engine: any TextLayoutEngine
    private let lock = Lock()
    private var recorded: [FallbackFont] = []

    init(_ engine: any TextLayoutEngine) { self.engine = engine }

    func layout(_ request: TextLayoutRequest) throws(TextLayoutError) -> TextLayoutResult {
        let result = try engine.layout(request)
        if !result.fallbackFonts.isEmpty {
            lock.lock()
            recorded.merge(result.fallbackFonts)
            lock.unlock()
        }
        return result
    }

    var fonts: [FallbackFont] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

extension Scene {
    /// `FILE:LINE:COLUMN: note: PATH: message (state …)`, at the spec's `missingGlyphs`, naming the
    /// installed families `fallback` drew in; nil when it drew none. A note, not a warning: the
    /// mode was asked for, and `--strict` must not fail it, but a reader (and a CI log) sees which
    /// fonts this machine chose.
    package func fallbackNote(for spec: ResolvedSpec) -> String? {
        guard !fallbackFonts.isEmpty else { return nil }
        let fontPath = if case .button = spec.content { "$.title.font" } else { "$.font" }
        let at = spec.error(at: fontPath + ".missingGlyphs", "characters no font of the chain has are drawn in installed fonts: " + fallbackFonts.summary)
        let variant = "state \(spec.state)" + (spec.locale.map { ", locale \($0)" } ?? "")
        return "\(DisplayPath.forUser(at.file)):\(at.line):\(at.column): note: \(at.path): \(at.message) (\(variant))"
    }
}
