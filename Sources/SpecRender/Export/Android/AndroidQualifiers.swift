/// The configuration qualifiers of an Android `res/` folder name that `--format android` uses: the
/// locale and the screen density, in Android's qualifier order (locale before density), so a
/// German @2x drawable lives in `drawable-de-xhdpi`.
package enum AndroidQualifiers {
    /// `drawable[-<locale>]-<density>`.
    package static func folder(locale: String?, density: String) throws(QualifierError) -> String {
        var parts = ["drawable"]
        if let locale { parts.append(try self.locale(locale)) }
        parts.append(density)
        return parts.joined(separator: "-")
    }

    package struct QualifierError: Error, Equatable, Sendable {
        package var tag: String
    }

    /// A BCP 47 tag as an Android locale qualifier: the old `ll[-rRR]` form where it can say the
    /// tag (a two-letter language, optionally with a two-letter region: `de`, `zh-rCN`), else the
    /// `b+` form that API 21 added for everything else (a script, a three-letter language, a
    /// numeric region, variants: `b+sr+Latn`, `b+fil`, `b+es+419`). Subtags take BCP 47's case
    /// (language lower, Script title, REGION upper), so `zh-cn` and `zh-CN` are one folder.
    /// Private-use and extension subtags (`x-…`, `u-…`) have no Android spelling and are refused.
    package static func locale(_ tag: String) throws(QualifierError) -> String {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let language = subtags.first, isLetters(language, 2...3) else { throw QualifierError(tag: tag) }
        var script: String?, region: String?, variants: [String] = []
        for subtag in subtags.dropFirst() {
            if script == nil, region == nil, variants.isEmpty, isLetters(subtag, 4...4) {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if region == nil, variants.isEmpty, isLetters(subtag, 2...2) || isDigits(subtag, 3) {
                region = subtag.uppercased()
            } else if isVariant(subtag) {
                variants.append(subtag.lowercased())
            } else {
                throw QualifierError(tag: tag)
            }
        }
        let lang = language.lowercased()
        if lang.count == 2, script == nil, variants.isEmpty, region.map({ isLetters($0, 2...2) }) ?? true {
            return lang + (region.map { "-r" + $0 } ?? "")
        }
        return (["b", lang] + [script, region].compactMap { $0 } + variants).joined(separator: "+")
    }

    private static func isLetters(_ s: String, _ lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(s.count) && s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    private static func isDigits(_ s: String, _ length: Int) -> Bool {
        s.count == length && s.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    /// BCP 47 variants: 5–8 letters or digits, or a digit and three more (`1996`, `valencia`).
    private static func isVariant(_ s: String) -> Bool {
        let alphanumeric = s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        guard alphanumeric, let first = s.unicodeScalars.first else { return false }
        return (5...8).contains(s.count) || (s.count == 4 && ("0"..."9").contains(first))
    }
}
