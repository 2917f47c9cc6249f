import CCairo
import RenderSupport

extension FontconfigConfig {
    /// The families of this configuration's fonts that draw every one of `characters`, best first
    /// for `language` (a BCP 47 tag, or nil), as fontconfig orders them for a sans-serif text in it:
    /// its per-language preferences (Noto Sans CJK JP before SC for Japanese) decide, not the file
    /// order, so the answer is the same on every machine with the same fonts. At most `limit`.
    /// `und-zsye`, emoji's tag, is passed as it is.
    func families(drawing characters: [Unicode.Scalar], language: String?, limit: Int) -> [String] {
        RankedFonts(self, language: language).families(drawing: characters, limit: limit)
    }

    /// A BCP 47 tag as fontconfig names languages: lower case, the script dropped, except that
    /// Chinese is told apart by its orthography as fontconfig's language list does (zh-Hans is
    /// zh-cn, zh-Hant zh-tw, Hong Kong's zh-hk).
    static func fontconfigLanguage(_ tag: String) -> String {
        if tag == FallbackLanguage.emoji { return tag }
        let parts = tag.lowercased().split(separator: "-").map(String.init)
        guard let language = parts.first else { return tag }
        if language == "zh" {
            if parts.contains("hk") || parts.contains("mo") { return "zh-hk" }
            if parts.contains("hant") || parts.contains("tw") { return "zh-tw" }
            return parts.contains("sg") ? "zh-sg" : "zh-cn"
        }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        return region.map { "\(language)-\($0)" } ?? language
    }
}

/// A configuration's fonts in fontconfig's order for sans-serif text in one language (FcFontSort,
/// with no charset asked for, so the order is the same whatever the characters): kept, a font
/// chooser asking about many characters tests each font's charset instead of sorting them all again.
final class RankedFonts {
    private let config: FontconfigConfig
    private let sorted: UnsafeMutablePointer<FcFontSet>?

    init(_ config: FontconfigConfig, language: String?) {
        self.config = config
        sorted = Self.sort(config, language: language)
    }

    deinit { if let sorted { FcFontSetDestroy(sorted) } }

    private static func sort(_ config: FontconfigConfig, language: String?) -> UnsafeMutablePointer<FcFontSet>? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        fcAdd(pattern, FC_FAMILY, "sans-serif")
        if let language { fcAdd(pattern, FC_LANG, FontconfigConfig.fontconfigLanguage(language)) }
        FcConfigSubstitute(config.pointer, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        return FcFontSort(config.pointer, pattern, FcFalse, nil, &result)
    }

    /// The families, best first, whose fonts draw every one of `characters`; at most `limit`.
    func families(drawing characters: [Unicode.Scalar], limit: Int) -> [String] {
        guard !characters.isEmpty, let sorted, let charset = FcCharSetCreate() else { return [] }
        defer { FcCharSetDestroy(charset) }
        for scalar in characters { FcCharSetAddChar(charset, scalar.value) }
        var families: [String] = []
        for i in 0..<Int(sorted.pointee.nfont) where families.count < limit {
            guard let font = sorted.pointee.fonts[i] else { continue }
            var covered: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &covered) == FcResultMatch, let covered,
                  FcCharSetIsSubset(charset, covered) != 0,
                  let family = fcString(font, FC_FAMILY), !families.contains(family) else { continue }
            families.append(family)
        }
        return families
    }
}
