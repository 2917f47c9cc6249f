/// The BCP 47 tag each catalog format's way of naming a language stands for: `.lproj` folder names,
/// Android resource qualifiers, `.arb` file names and gettext (POSIX) locale names.
///
/// Tags come out in canonical case (`pt-BR`, `zh-Hans`, `sr-Latn`, `es-419`), the form spec
/// `locales` keys and `StringCatalog.languages` use, so they compare as strings.
package enum CatalogLanguage {
    /// What an `.lproj` folder's name says.
    enum LprojName: Equatable {
        /// `Base.lproj`: the development language's text, shared by interface files.
        case base
        case language(String)
    }

    /// `en.lproj` → en, `pt-BR.lproj` and `pt_BR.lproj` → pt-BR, `zh-Hans.lproj` → zh-Hans,
    /// `Base.lproj` → base; the English names old Xcode projects use (`English.lproj`) → their
    /// code. Nil for a name that is no language.
    static func lproj(_ folderName: String) -> LprojName? {
        guard folderName.hasSuffix(".lproj") else { return nil }
        let name = String(folderName.dropLast(".lproj".count))
        if name == "Base" { return .base }
        if let code = legacyLprojNames[name] { return .language(code) }
        return tag(fromParts: name.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }).map(LprojName.language)
    }

    /// The names Xcode projects used before ISO codes (still accepted by Bundle).
    private static let legacyLprojNames = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja",
        "Spanish": "es", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da",
        "Finnish": "fi", "Norwegian": "nb", "Korean": "ko", "Russian": "ru", "Polish": "pl",
    ]

    /// What an Android resource folder's name says.
    enum AndroidFolder: Equatable {
        /// `values`: the default resources, in the app's source language.
        case base
        case language(String)
        /// Resources for a device configuration (`values-night`, `values-v21`, `values-sw600dp`,
        /// `values-fr-land`): not the plain translation a render shows.
        case configuration
        /// Qualifiers that are neither a locale nor a configuration render-spec knows: warned about.
        case unknown
    }

    /// `values` → base; `values-fr` → fr, `values-fil` → fil, `values-zh-rCN` → zh-CN,
    /// `values-b+sr+Latn` → sr-Latn, `values-b+es+419` → es-419; the codes Android still writes for
    /// old ISO 639 names (`in`, `iw`, `ji`) → today's (id, he, yi). Qualifiers are read in
    /// aapt2's order (mcc and mnc, the locale, then the configuration qualifiers); a locale followed
    /// by configuration qualifiers (`values-fr-land`) is a configuration, not a translation.
    static func android(_ folderName: String) -> AndroidFolder? {
        if folderName == "values" { return .base }
        guard folderName.hasPrefix("values-") else { return nil }
        var qualifiers = folderName.dropFirst("values-".count).split(separator: "-", omittingEmptySubsequences: false)[...]
        var configured = false
        while let first = qualifiers.first, first.hasPrefix("mcc") || first.hasPrefix("mnc"), first.dropFirst(3).allSatisfy(isDigit) {
            configured = true
            qualifiers = qualifiers.dropFirst()
        }
        var language: String?
        if let first = qualifiers.first, first.hasPrefix("b+") {
            // BCP 47 written with `+` (API 24+): every subtag is already in place.
            let parts = first.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false)
            guard let tag = tag(fromParts: parts.enumerated().map { $0.offset == 0 ? modernAndroidCode($0.element) : $0.element }) else {
                return .unknown
            }
            language = tag
            qualifiers = qualifiers.dropFirst()
        } else if let first = qualifiers.first, (2...3).contains(first.count), first.allSatisfy({ isLetter($0) && $0.isLowercase }),
                  !isAndroidConfiguration(first) {
            // The older form: an ISO 639 code (two or three letters), optionally `r` + a region.
            var parts = [modernAndroidCode(first)]
            qualifiers = qualifiers.dropFirst()
            if let region = qualifiers.first, region.hasPrefix("r"),
               (region.count == 3 && region.dropFirst().allSatisfy(isLetter)) || (region.count == 4 && region.dropFirst().allSatisfy(isDigit)) {
                parts.append(region.dropFirst())
                qualifiers = qualifiers.dropFirst()
            }
            guard let tag = tag(fromParts: parts) else { return .unknown }
            language = tag
        }
        for qualifier in qualifiers {
            guard isAndroidConfiguration(qualifier) else { return .unknown }
            configured = true
        }
        if configured { return .configuration }
        return language.map(AndroidFolder.language) ?? .unknown
    }

    /// aapt2's configuration qualifiers after the locale: layout direction, sizes, screen, orientation,
    /// UI and night mode, density, touch, keyboard, navigation, version, grammatical gender.
    private static func isAndroidConfiguration(_ qualifier: Substring) -> Bool {
        let words: Set<Substring> = [
            "ldrtl", "ldltr", "small", "normal", "large", "xlarge", "long", "notlong", "round", "notround",
            "widecg", "nowidecg", "highdr", "lowdr", "port", "land", "square", "car", "desk", "television",
            "appliance", "watch", "vrheadset", "night", "notnight", "ldpi", "mdpi", "hdpi", "xhdpi", "xxhdpi",
            "xxxhdpi", "nodpi", "tvdpi", "anydpi", "notouch", "stylus", "finger", "keysexposed", "keyshidden",
            "keyssoft", "nokeys", "qwerty", "12key", "navexposed", "navhidden", "nonav", "dpad", "trackball",
            "wheel", "feminine", "masculine", "neuter",
        ]
        if words.contains(qualifier) { return true }
        func number(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy(isDigit) }
        for (prefix, suffix) in [("sw", "dp"), ("w", "dp"), ("h", "dp"), ("v", ""), ("", "dpi")]
        where qualifier.hasPrefix(prefix) && qualifier.hasSuffix(suffix) && qualifier.count > prefix.count + suffix.count {
            if number(qualifier.dropFirst(prefix.count).dropLast(suffix.count)) { return true }
        }
        let size = qualifier.split(separator: "x", omittingEmptySubsequences: false)
        return size.count == 2 && size.allSatisfy(number)
    }

    private static func modernAndroidCode(_ code: Substring) -> Substring {
        switch code {
        case "in": "id"
        case "iw": "he"
        case "ji": "yi"
        default: code
        }
    }

    /// A gettext catalog's name (`de.po`, `pt_BR.po`, `sr@latin.po`) → de, pt-BR, sr-Latn. POSIX
    /// modifiers become the subtag they mean: `@latin`/`@cyrillic` a script, `@valencia` a variant.
    /// Nil for another modifier or a name that is no locale.
    static func gettext(_ name: String) -> String? {
        let pieces = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var parts = pieces[0].split(separator: "_", omittingEmptySubsequences: false)
        if pieces.count == 2 {
            switch pieces[1].lowercased() {
            case "latin": parts.insert("Latn", at: min(1, parts.count))
            case "cyrillic": parts.insert("Cyrl", at: min(1, parts.count))
            case "valencia": parts.append("valencia")
            default: return nil
            }
        }
        return tag(fromParts: parts)
    }

    /// An `.arb` file's name without `.arb`: the locale is its last `_`-separated parts, after the
    /// app's prefix (`app_de` → de, `app_pt_BR` → pt-BR, `my_app_zh_Hant_TW` → zh-Hant-TW, `fr` → fr).
    /// A region must be upper case, as Flutter writes it, so the prefix `my_app` is not read as a
    /// language. Nil when no suffix is a locale.
    static func arb(_ stem: String) -> String? {
        let parts = stem.split(separator: "_", omittingEmptySubsequences: false)
        for start in parts.indices {
            let candidate = Array(parts[start...])
            if candidate.count > 1, let region = candidate.last, region.count == 2,
               region.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) { continue }
            if let tag = tag(fromParts: candidate) { return tag }
        }
        return nil
    }

    /// The shape of a BCP 47 tag: a 2–8 letter language, then 1–8 character alphanumeric subtags.
    /// A spec's `locales` keys are held to it too (VariantExpander, through CatalogBridge).
    package static func isLanguageTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...8).contains(language.count),
              language.unicodeScalars.allSatisfy(\.isASCIILetter) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) }
        }
    }

    /// `tag` in canonical case (language lower, script title, region upper), separators `-`:
    /// `PT_br` → pt-BR. Not validated; for comparing a caller's tag with the catalog's.
    package static func canonical(_ tag: String) -> String {
        tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .enumerated().map { canonicalCase(of: $0.element, first: $0.offset == 0) }
            .joined(separator: "-")
    }

    /// The parts as `language[-script][-region][-variant…]` in canonical case, or nil when they do
    /// not have that shape: language 2–3 letters, script 4 letters, region 2 letters or 3 digits,
    /// variant 5–8 letters or digits (or a digit and 3 more).
    package static func tag<S: StringProtocol>(fromParts parts: [S]) -> String? {
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(isLetter) else { return nil }
        var out = [language.lowercased()]
        var rest = parts.dropFirst()[...]
        if let script = rest.first, script.count == 4, script.allSatisfy(isLetter) {
            out.append(script.prefix(1).uppercased() + script.dropFirst().lowercased())
            rest = rest.dropFirst()
        }
        if let region = rest.first,
           (region.count == 2 && region.allSatisfy(isLetter)) || (region.count == 3 && region.allSatisfy(isDigit)) {
            out.append(region.uppercased())
            rest = rest.dropFirst()
        }
        for variant in rest {
            let shaped = ((5...8).contains(variant.count) && variant.allSatisfy { isLetter($0) || isDigit($0) })
                || (variant.count == 4 && isDigit(variant.first!) && variant.allSatisfy { isLetter($0) || isDigit($0) })
            guard shaped else { return nil }
            out.append(variant.lowercased())
        }
        let tag = out.joined(separator: "-")
        return isLanguageTag(tag) ? tag : nil
    }

    private static func canonicalCase<S: StringProtocol>(of part: S, first: Bool) -> String {
        if first { return part.lowercased() }
        if part.count == 4, part.allSatisfy(isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
        if part.count == 2 { return part.uppercased() }
        return part.lowercased()
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
