/// Font: family, size, weight, style, file, index, variations, fallback, missingGlyphs, features, glyphs.
extension ValueReader {
    static let fontKeys = ["family", "size", "weight", "style", "file", "index", "variations", "fallback",
                           "missingGlyphs", "features", "glyphs"]
    /// The CSS / OpenType usWeightClass names, UIKit spelling.
    static let weightNames: [(String, Int)] = [
        ("thin", 100), ("extraLight", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("extraBold", 800), ("black", 900),
    ]
    /// Other names for the weights, from UIKit (`heavy`, `ultraLight`), CSS and font vendors, so that
    /// a near miss no edit distance catches still gets its suggestion: UIKit's `heavy` sits between
    /// `bold` and `black`, as `extraBold` does. Keys are `Suggestion.folded`.
    static let weightSynonyms: [String: String] = [
        "hairline": "thin", "ultrathin": "thin",
        "ultralight": "extraLight",
        "normal": "regular", "book": "regular", "roman": "regular", "plain": "regular", "standard": "regular",
        "demibold": "semibold", "demi": "semibold",
        "heavy": "extraBold", "ultrabold": "extraBold",
        "ultrablack": "black", "extrablack": "black", "fat": "black",
    ]

    func font(_ node: JSONValue) -> FontSpec? {
        guard let fields = fields(node, expecting: "a font object", keys: Self.fontKeys) else { return nil }
        let family: String?? = fields["family"].map { string($0) }
        let size = fields["size"].map { number($0, .greaterThan(0), limit: SpecLimits.maxFontSize, "font size") } ?? 17
        let weight = fields["weight"].map { fontWeight($0) } ?? 400
        let style = fields["style"].map { choice($0, [FontStyle.normal, .italic]) } ?? .normal
        let file: String?? = fields["file"].map { path($0) }
        let index = fields["index"].map { integer($0, atLeast: 0) } ?? 0
        // Without a file the face comes from the family, and an index would silently do nothing.
        let indexWithoutFile = fields["index"] != nil && fields["file"] == nil
        if indexWithoutFile, let indexNode = fields["index"] {
            diagnostics.report(indexNode, "`index` picks a face of `file`; give the font file")
        }
        let variations = fields["variations"].map { fontVariations($0) } ?? [:]
        let fallback = fields["fallback"].map { stringList($0, of: "family names") } ?? []
        let missingGlyphs = fields["missingGlyphs"].map { choice($0, [MissingGlyphs.error, .allow]) } ?? .error
        let features = fields["features"].map { fontFeatures($0) } ?? []
        let glyphs = fields["glyphs"].map { glyphOverrides($0) } ?? [:]
        guard family != .some(nil), file != .some(nil), !indexWithoutFile, let size, let weight, let style, let index,
              let variations, let fallback, let missingGlyphs, let features, let glyphs else { return nil }
        return FontSpec(family: family ?? nil, size: size, weight: weight, style: style, file: file ?? nil,
                        index: index, variations: variations, fallback: fallback, missingGlyphs: missingGlyphs,
                        features: features, glyphs: glyphs)
    }

    /// A weight name or a whole number 100…900.
    private func fontWeight(_ node: JSONValue) -> Int? {
        switch node.kind {
        case .string(let name):
            if let weight = Self.weightNames.first(where: { $0.0 == name })?.1 { return weight }
            let names = Self.weightNames.map(\.0)
            diagnostics.report(node, "`\(name)` is not a weight; use " + names.map { "`\($0)`" }.joined(separator: ", ")
                               + " or a number from 100 to 900"
                               + Suggestion.didYouMean(name, among: names, synonyms: Self.weightSynonyms))
            return nil
        case .number(let value):
            guard value == value.rounded(), (100...900).contains(value) else {
                diagnostics.report(node, "expected a weight from 100 to 900, got \(NumberText.short(value))")
                return nil
            }
            return Int(value)
        default:
            diagnostics.report(node, "expected a weight name or a number from 100 to 900, got \(node.typeName)")
            return nil
        }
    }

    /// `{"wght": 650}`: four-character axis tags to finite values.
    private func fontVariations(_ node: JSONValue) -> [String: Double]? {
        guard let members = node.members else {
            diagnostics.report(node, "expected an object of axis tags to values, got \(node.typeName)")
            return nil
        }
        var result: [String: Double] = [:]
        var valid = true
        for member in members {
            if !Self.isTag(member.key) {
                diagnostics.report(at: member.keyPosition, "`\(member.key)` is not an axis tag (four ASCII characters, e.g. `wght`)")
                valid = false
            }
            let value = number(member.value, limit: SpecLimits.maxAxisValue, "axis value", unit: "")
            if let value { result[member.key] = value } else { valid = false }
        }
        return valid ? result : nil
    }

    /// OpenType feature settings: `smcp`, `-liga` (off), `+kern` (on), `ss01=2` (a value).
    private func fontFeatures(_ node: JSONValue) -> [String]? {
        guard let items = stringList(node, of: "feature tags") else { return nil }
        let nodes = node.arrayItems
        var valid = true
        for (feature, item) in zip(items, nodes) where !Self.isFeature(feature) {
            diagnostics.report(item, "`\(feature)` is not a feature setting; write a four-character tag such as `smcp`, optionally with `-` (off) before it or `=N` after it")
            valid = false
        }
        return valid ? items : nil
    }

    /// `{"ﬁ": "f_i", "→": 1234}`: one character each, to a glyph name or a glyph id.
    private func glyphOverrides(_ node: JSONValue) -> [String: GlyphRef]? {
        guard let members = node.members else {
            diagnostics.report(node, "expected an object of characters to glyph names or ids, got \(node.typeName)")
            return nil
        }
        var result: [String: GlyphRef] = [:]
        var valid = true
        for member in members {
            if member.key.count != 1 {
                diagnostics.report(at: member.keyPosition, "`\(member.key)` is not a single character")
                valid = false
            }
            switch member.value.kind {
            case .string(let name) where !name.isEmpty:
                result[member.key] = .name(name)
            case .number:
                if let id = integer(member.value, atLeast: 0) { result[member.key] = .id(id) } else { valid = false }
            default:
                diagnostics.report(member.value, "expected a glyph name or a glyph id, got \(member.value.typeName)")
                valid = false
            }
        }
        return valid ? result : nil
    }

    func stringList(_ node: JSONValue, of what: String) -> [String]? {
        guard let items = array(node, of: what) else { return nil }
        let strings = items.map { string($0) }
        return strings.contains(where: { $0 == nil }) ? nil : strings.map { $0! }
    }

    /// A file path, relative to the file it is written in, resolved to an absolute path inside the render root.
    func path(_ node: JSONValue) -> String? {
        guard let relative = string(node) else { return nil }
        switch root.resolve(relative, from: node.position.file) {
        case .success(let absolute): return absolute
        case .failure(let problem):
            diagnostics.report(node, problem.message)
            return nil
        }
    }

    private static func isTag(_ text: String) -> Bool {
        text.unicodeScalars.count == 4 && text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }
    }

    private static func isFeature(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("-") || body.hasPrefix("+") { body = body.dropFirst() }
        let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let tag = parts[0].unicodeScalars
        guard tag.count == 4, tag.allSatisfy({ $0.isASCIILetter || ("0"..."9").contains($0) }) else { return false }
        if parts.count == 2 {
            return !parts[1].isEmpty && parts[1].allSatisfy { $0.isASCII && $0.isNumber }
        }
        return true
    }
}

extension JSONValue {
    var arrayItems: [JSONValue] {
        if case .array(let items) = kind { return items }
        return []
    }
}
