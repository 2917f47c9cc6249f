import RenderSupport

/// Replaces each catalog reference in a spec's text (`{"key", "from"}`, CatalogText) with the
/// catalog's source-language string, and turns every other language that translates it into a
/// locale, exactly as a `locales` entry with that text would be: the spec's own `locales` entries
/// merge on top (a font, a size, even the text, which then wins). Runs on the merged, substituted
/// tree, before states and locales are expanded.
///
/// - The text keeps the catalog's position, so an error or a warning about it (a character no font
///   has, a translation that does not fit) points at the catalog line, and the catalog is an input
///   of the spec (never overwritten; its changes fail exactly the goldens of the locales they touch).
/// - A translation marked for review (`needs_review`, gettext's `fuzzy`) or stale renders, with a
///   warning in every report of the variants that show it.
/// - References belong in the spec's own text: a state or locale gives plain text.
struct CatalogTextResolver {
    /// A load-time warning for the variants of one locale (nil: the base text).
    struct Warning: Equatable {
        var locale: String?
        var text: String
    }

    private let root: RenderRoot
    private let diagnostics: Diagnostics
    private var catalogs: [String: StringCatalog] = [:]
    private(set) var warnings: [Warning] = []
    /// Every catalog file a string was taken from: inputs of the spec, hashed in `check`'s manifest.
    private(set) var files: Set<String> = []

    init(root: RenderRoot, diagnostics: Diagnostics) {
        self.root = root
        self.diagnostics = diagnostics
    }

    /// Where each kind keeps text a catalog may give.
    static func textPaths(kind: String?) -> [[String]] {
        switch kind {
        case "label": [["text"]]
        case "textField": [["text"], ["placeholder"]]
        case "button": [["title", "text"]]
        default: []
        }
    }

    mutating func resolve(_ document: JSONValue) -> JSONValue {
        let kind: String? = if case .string(let name)? = document["kind"]?.kind { name } else { nil }
        let paths = Self.textPaths(kind: kind)
        refuseReferences(in: document, under: ["states", "locales"], paths: paths)
        var result = document
        var generated: [(tag: String, override: JSONValue)] = []
        var generatedIndex: [String: Int] = [:]
        var sourceLanguage: String?
        // Every language becomes a locale, and each locale renders every state: the locales are
        // counted as they are taken, and a catalog with more than the variant limit allows is
        // refused before any more of them is formatted or merged.
        let states = document["states"]?.members?.count ?? 0
        let maxLocales = SpecLimits.maxVariants / (1 + states) - 1
        for path in paths {
            guard let node = Self.value(in: document, at: path), node.members != nil,
                  let resolved = resolveReference(node, spec: document, maxTranslations: maxLocales) else { continue }
            result = Self.setting(resolved.base, at: path, in: result)
            sourceLanguage = sourceLanguage ?? resolved.sourceLanguage
            for (tag, text) in resolved.translations {
                if let index = generatedIndex[tag] {
                    generated[index].override = Self.setting(text, at: path, in: generated[index].override)
                } else {
                    guard generated.count < maxLocales else {
                        diagnostics.report(node, "the catalog's languages make more than \(NumberText.grouped(maxLocales)) locales; with \(Self.counted(states, "state")) besides `normal`, a spec may have at most \(NumberText.grouped(maxLocales)) locales (\(NumberText.grouped(SpecLimits.maxVariants)) variants in all)")
                        return result
                    }
                    generatedIndex[tag] = generated.count
                    generated.append((tag, Self.setting(text, at: path, in: JSONValue(kind: .object([]), position: node.position))))
                }
            }
            checkSpecLocales(document, textPath: path, translated: Set(resolved.translations.map(\.tag)), reference: node)
        }
        guard !generated.isEmpty || sourceLanguage != nil else { return result }
        if result["locale"] == nil, let sourceLanguage {
            result = Self.adding("locale", JSONValue(kind: .string(sourceLanguage), position: document.position), to: result)
        }
        return Self.mergingLocales(generated.sorted { $0.tag < $1.tag }, into: result)
    }

    private struct Resolved {
        var base: JSONValue
        var sourceLanguage: String
        var translations: [(tag: String, text: JSONValue)]
    }

    /// One reference: the base text and each translation, formatted with the spec's arguments.
    /// Stops after `maxTranslations + 1` translations: one more than a spec may render is enough to refuse it.
    private mutating func resolveReference(_ node: JSONValue, spec: JSONValue, maxTranslations: Int) -> Resolved? {
        // A value the decoder refused (a plural count that is no whole number) is reported once, at
        // itself, not again as the gap it leaves.
        let reported = diagnostics.errors.count
        guard let reference = TreeDecoder.decode(CatalogText.self, from: node, diagnostics: diagnostics),
              diagnostics.errors.count == reported else { return nil }
        guard let key = reference.key, let from = reference.from else {
            diagnostics.report(node, "missing required key `\(reference.key == nil ? "key" : "from")` of a catalog reference")
            return nil
        }
        let specLanguage: String? = if case .string(let tag)? = spec["locale"]?.kind { tag } else { nil }
        guard let catalog = catalog(from, at: node, sourceLanguage: specLanguage) else { return nil }
        guard var plural = PluralChoice.read(reference.plural, arguments: reference.arguments, at: node, diagnostics: diagnostics) else { return nil }
        let name = DisplayPath.forUser(catalog.path)
        let tableText = reference.table.map { " (table `\($0)`)" } ?? ""
        var valid = true
        /// The form `plural` shows in `language`; a count the catalog's own formula cannot place is an error.
        func lookup(_ language: String) -> CatalogEntry? {
            do {
                return try catalog.entry(key: key, table: reference.table, language: language, choice: plural.choice,
                                         device: reference.device?.rawValue)
            } catch {
                diagnostics.report(node["plural"] ?? node, "`\(key)` in \(name) (\(language)): \(error.message) (\(DisplayPath.forUser(error.file))\(error.line.map { ":\($0)" } ?? ""))")
                valid = false
                return nil
            }
        }
        guard var source = lookup(catalog.sourceLanguage) else {
            guard valid else { return nil }
            let keyNode = node["key"] ?? node
            diagnostics.report(keyNode, "`\(key)` is not a key of \(name)\(tableText) in its source language \(catalog.sourceLanguage)"
                               + Suggestion.didYouMean(key, among: catalog.keys(table: reference.table)))
            return nil
        }
        let arguments = reference.arguments ?? (catalog.format == .arb ? .object(OrderedObject()) : .null)
        // Without `plural`, a substitution's own argument chooses the form, as on the device.
        if plural.choice == nil, let slot = source.countArgument, case .array(let list) = arguments, slot <= list.count,
           case .number(let value) = list[slot - 1], value >= 0, value == value.rounded(), value <= 1_000_000 {
            plural = PluralChoice.Read(choice: .count(Int(value)), argument: .position(slot))
            guard let chosen = lookup(catalog.sourceLanguage) else { return nil }
            source = chosen
        }
        func text(_ entry: CatalogEntry, _ language: String, locale: String?) -> JSONValue? {
            var filled = CatalogFormat.apply(entry.value, arguments: arguments, count: plural.argument)
            // A translation may leave an argument out, as the platforms allow at run time (a French
            // `one` form that reads "1 minute", an Arabic `zero` form with no number): a warning at
            // its line, never a refusal. Too few arguments or a wrong type stays an error.
            if case .failure(let problem) = filled, problem.isUnusedArgument {
                let place = "\(DisplayPath.forUser(entry.file))\(entry.line.map { ":\($0):1" } ?? "")"
                let spec = "\(DisplayPath.forUser(node.position.file)):\(node.position.line):\(node.position.column)"
                warnings.append(Warning(locale: locale, text: "\(place): warning: the \(language) text of `\(key)` in \(name) leaves an argument out: \(problem.message); rendered without it (used at \(spec))"))
                filled = CatalogFormat.apply(entry.value, arguments: arguments, count: plural.argument, ignoringUnused: true)
            }
            switch filled {
            case .success(let formatted):
                let position = SourcePosition(file: entry.file, line: entry.line ?? 1, column: 1, path: node.position.path)
                return JSONValue(kind: .string(formatted), position: position)
            case .failure(let problem):
                diagnostics.report(node["arguments"] ?? node, "`\(key)` in \(name) (\(language)): \(problem.message)")
                valid = false
                return nil
            }
        }
        let base = text(source, catalog.sourceLanguage, locale: nil)
        note(source, key: key, catalog: name, locale: nil, language: catalog.sourceLanguage, at: node)
        var translations: [(tag: String, text: JSONValue)] = []
        // A locale whose text the spec itself gives is not the catalog's to check.
        let overridden = Self.localesSettingText(spec, under: node.position.path)
        for language in catalog.languages where language != catalog.sourceLanguage && !overridden.contains(language) {
            if translations.count > maxTranslations { break }
            guard let entry = lookup(language) else { continue }
            if entry.state == .fuzzy && reference.fuzzy != .include {
                skipFuzzy(entry, key: key, catalog: name, language: language, at: node)
                continue
            }
            guard let translated = text(entry, language, locale: language) else { continue }
            note(entry, key: key, catalog: name, locale: language, language: language, at: node)
            translations.append((language, translated))
        }
        guard valid, let base else { return nil }
        return Resolved(base: base, sourceLanguage: catalog.sourceLanguage, translations: translations)
    }

    private mutating func catalog(_ from: String, at node: JSONValue, sourceLanguage: String?) -> StringCatalog? {
        let cacheKey = node.position.file + "\u{0}" + from + "\u{0}" + (sourceLanguage ?? "")
        if let cached = catalogs[cacheKey] { return cached }
        do {
            let catalog = try StringCatalog.load(path: from, relativeTo: node.position.file, root: root, sourceLanguage: sourceLanguage)
            catalogs[cacheKey] = catalog
            // What reading it noticed (a folder no language can be read from) reaches every report.
            for warning in catalog.warnings where !warnings.contains(where: { $0.text == warning.text }) {
                warnings.append(Warning(locale: nil, text: warning.text))
            }
            return catalog
        } catch {
            // The file the error is in, unless the message already quotes the path as the spec wrote it.
            let named = error.line == nil && error.message.contains("`\(from)`")
            diagnostics.report(node["from"] ?? node, "cannot read the catalog: \(error.message)"
                               + (error.file.isEmpty || named ? "" : " (\(DisplayPath.forUser(error.file))\(Self.lineAndColumn(of: error)))"))
            return nil
        }
    }

    /// `:LINE:COLUMN` of a catalog error, as much of it as the format gives (docs/catalogs.md#limits).
    private static func lineAndColumn(of error: CatalogError) -> String {
        guard let line = error.line else { return "" }
        return ":\(line)" + (error.column.map { ":\($0)" } ?? "")
    }

    /// The `locales` of the spec that give their own value at `path` (`$.text`, `$.title.text`),
    /// in canonical case.
    private static func localesSettingText(_ spec: JSONValue, under path: String?) -> Set<String> {
        guard let path, let members = spec["locales"]?.members else { return [] }
        let keys = path.split(separator: ".").dropFirst().map(String.init)
        return Set(members.filter { value(in: $0.value, at: keys) != nil }.map { CatalogLanguage.canonical($0.key) })
    }

    /// A translation that is not final still renders, and says so.
    private mutating func note(_ entry: CatalogEntry, key: String, catalog: String, locale: String?, language: String, at node: JSONValue) {
        files.insert(entry.file)
        let why: String
        switch entry.state {
        case .translated: return
        case .needsReview: why = "is marked for review"
        case .stale: why = "is stale (Xcode no longer finds the key in the code)"
        case .fuzzy: why = "is marked fuzzy, which msgfmt leaves out"
        }
        let place = "\(DisplayPath.forUser(entry.file))\(entry.line.map { ":\($0):1" } ?? "")"
        let spec = "\(DisplayPath.forUser(node.position.file)):\(node.position.line):\(node.position.column)"
        warnings.append(Warning(locale: locale, text: "\(place): warning: the \(language) text of `\(key)` in \(catalog) \(why); rendered as it is (used at \(spec))"))
    }

    /// A gettext `#, fuzzy` translation is left out as msgfmt leaves it out, and the base text says
    /// so: the language has no locale for it to be said in.
    private mutating func skipFuzzy(_ entry: CatalogEntry, key: String, catalog: String, language: String, at node: JSONValue) {
        files.insert(entry.file)
        let place = "\(DisplayPath.forUser(entry.file))\(entry.line.map { ":\($0):1" } ?? "")"
        let spec = "\(DisplayPath.forUser(node.position.file)):\(node.position.line):\(node.position.column)"
        warnings.append(Warning(locale: nil, text: "\(place): warning: the \(language) text of `\(key)` in \(catalog) is marked fuzzy; skipped as msgfmt skips it, so \(language) has no translation of it (`\"fuzzy\": \"include\"` renders it; used at \(spec))"))
    }

    /// A spec locale the catalog lacks for this text must give its own.
    private func checkSpecLocales(_ document: JSONValue, textPath: [String], translated: Set<String>, reference: JSONValue) {
        for member in document["locales"]?.members ?? [] {
            let covered = translated.contains { $0.lowercased() == member.key.lowercased() }
            if !covered && Self.value(in: member.value, at: textPath) == nil {
                diagnostics.report(at: member.keyPosition, "the catalog has no \(member.key) text for `\(textPath.joined(separator: "."))` (\(reference.sourcePath)), and this locale gives none of its own")
            }
        }
    }

    /// A reference inside `states` or `locales` is an error: only the spec's own text is expanded.
    private func refuseReferences(in document: JSONValue, under keys: [String], paths: [[String]]) {
        for key in keys {
            for member in document[key]?.members ?? [] {
                for path in paths {
                    guard let node = Self.value(in: member.value, at: path), node.members != nil, node["key"] != nil else { continue }
                    diagnostics.report(node, "a catalog reference belongs in the spec's own text; in `\(key)` give the text itself (each language of the catalog becomes a locale already)")
                }
            }
        }
    }

    // MARK: - The tree

    static func value(in node: JSONValue, at path: [String]) -> JSONValue? {
        path.reduce(Optional(node)) { $0?[$1] }
    }

    /// `node` with `value` at `path`, objects created on the way.
    static func setting(_ value: JSONValue, at path: [String], in node: JSONValue) -> JSONValue {
        guard let key = path.first else { return value }
        let child = node[key] ?? JSONValue(kind: .object([]), position: value.position)
        let updated = setting(value, at: Array(path.dropFirst()), in: child)
        var members = node.members ?? []
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = updated
        } else {
            members.append(JSONMember(key: key, keyPosition: value.position, value: updated))
        }
        return JSONValue(kind: .object(members), position: node.position)
    }

    /// "1 state", "3 states".
    static func counted(_ n: Int, _ noun: String) -> String { "\(NumberText.grouped(n)) \(noun)\(n == 1 ? "" : "s")" }

    static func adding(_ key: String, _ value: JSONValue, to node: JSONValue) -> JSONValue {
        setting(value, at: [key], in: node)
    }

    /// The catalog's locales, with the spec's own entries merged over them (spec order first, then
    /// the catalog's other languages in tag order).
    static func mergingLocales(_ generated: [(tag: String, override: JSONValue)], into document: JSONValue) -> JSONValue {
        var remaining = generated
        var members: [JSONMember] = []
        for member in document["locales"]?.members ?? [] {
            if let index = remaining.firstIndex(where: { $0.tag.lowercased() == member.key.lowercased() }) {
                var merged = JSONMerge.merge(remaining[index].override, member.value)
                merged.position = member.value.position
                members.append(JSONMember(key: member.key, keyPosition: member.keyPosition, value: merged))
                remaining.remove(at: index)
            } else {
                members.append(member)
            }
        }
        for entry in remaining {
            members.append(JSONMember(key: entry.tag, keyPosition: entry.override.position, value: entry.override))
        }
        let position = document["locales"]?.position ?? document.position
        return adding("locales", JSONValue(kind: .object(members), position: position), to: document)
    }
}
