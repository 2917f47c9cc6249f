import RenderSupport

/// Font: family, size, weight, style, file, index, variations, fallback, missingGlyphs, features, glyphs, colorGlyphs.
extension SpecResolver {
    func font(_ value: FontValue, _ path: ValuePath) -> FontSpec? {
        let family: String?? = value.family.map { nonEmpty($0, path.key("family")) }
        let size = value.size.map { number($0, path.key("size"), .greaterThan(0), limit: SpecLimits.maxFontSize, "font size") } ?? 17
        let weight = value.weight.map { fontWeight($0, path.key("weight")) } ?? 400
        let file: String?? = value.file.map { filePath($0, path.key("file")) }
        let index = value.index.map { integer($0, path.key("index"), atLeast: 0) } ?? 0
        // Without a file the face comes from the family, and an index would silently do nothing.
        let indexWithoutFile = written(path.key("index")) && !written(path.key("file"))
        if indexWithoutFile {
            report(path.key("index"), "`index` picks a face of `file`; give the font file")
        }
        let variations = value.variations.map { fontVariations($0, path.key("variations")) } ?? [:]
        let fallback = value.fallback.map { strings($0, path.key("fallback")) } ?? []
        let features = value.features.map { fontFeatures($0, path.key("features")) } ?? []
        let glyphs = value.glyphs.map { glyphOverrides($0, path.key("glyphs")) } ?? [:]
        guard family != .some(nil), file != .some(nil), !indexWithoutFile, let size, let weight, let index,
              let variations, let fallback, let features, let glyphs else { return nil }
        var font = FontSpec(family: family ?? nil, size: size, weight: weight, style: value.style ?? .normal, file: file ?? nil,
                            index: index, variations: variations, fallback: fallback,
                            missingGlyphs: value.missingGlyphs ?? .error, features: features, glyphs: glyphs)
        font.colorGlyphs = value.colorGlyphs ?? .keep
        return font
    }

    /// A weight name (checked when it was decoded) or a whole number 100…900.
    private func fontWeight(_ value: FontWeightValue, _ path: ValuePath) -> Int? {
        switch value {
        case .name(let weight):
            return weight.value
        case .number(let number):
            guard number == number.rounded(), (100...900).contains(number) else {
                report(path, "expected a weight from 100 to 900, got \(NumberText.short(number))")
                return nil
            }
            return Int(number)
        }
    }

    /// Four-character axis tags to values.
    private func fontVariations(_ axes: OrderedObject<Double>, _ path: ValuePath) -> [String: Double]? {
        var result: [String: Double] = [:]
        var valid = true
        for entry in axes.entries {
            if !Self.isTag(entry.key) {
                reportKey(path.key(entry.key), "`\(entry.key)` is not an axis tag (four ASCII characters, e.g. `wght`)")
                valid = false
            }
            if let value = number(entry.value, path.key(entry.key), limit: SpecLimits.maxAxisValue, "axis value", unit: "") {
                result[entry.key] = value
            } else {
                valid = false
            }
        }
        return valid ? result : nil
    }

    /// OpenType feature settings: `smcp`, `-liga` (off), `+kern` (on), `ss01=2` (a value).
    private func fontFeatures(_ features: [String], _ path: ValuePath) -> [String]? {
        var valid = true
        for (index, feature) in features.enumerated() where !Self.isFeature(feature) {
            report(path.index(index), "`\(feature)` is not a feature setting; write a four-character tag such as `smcp`, optionally with `-` (off) before it or `=N` after it")
            valid = false
        }
        return valid ? features : nil
    }

    /// One character each, to a glyph name or a glyph id.
    private func glyphOverrides(_ glyphs: OrderedObject<GlyphRefValue>, _ path: ValuePath) -> [String: GlyphRef]? {
        var result: [String: GlyphRef] = [:]
        var valid = true
        for entry in glyphs.entries {
            let entryPath = path.key(entry.key)
            if entry.key.count != 1 {
                reportKey(entryPath, "`\(entry.key)` is not a single character")
                valid = false
            }
            switch entry.value {
            case .name(let name) where !name.isEmpty:
                result[entry.key] = .name(name)
            case .name:
                report(entryPath, "expected a glyph name or a glyph id, got a string")
                valid = false
            case .id(let id):
                if id == id.rounded(), id >= 0, id < 1e15 { result[entry.key] = .id(Int(id)) } else {
                    report(entryPath, "expected a whole number of at least 0, got \(NumberText.short(id))")
                    valid = false
                }
            }
        }
        return valid ? result : nil
    }

    /// Non-empty strings.
    func strings(_ items: [String], _ path: ValuePath) -> [String]? {
        let checked = items.enumerated().map { nonEmpty($0.element, path.index($0.offset)) }
        return checked.contains(where: { $0 == nil }) ? nil : checked.map { $0! }
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
