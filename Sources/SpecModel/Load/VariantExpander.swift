import RenderSupport

/// One image a spec file renders: the document with a state's and a locale's overrides merged in.
struct Variant {
    var state: String
    var locale: String?
    var document: JSONValue
    /// The top-level keys the state's overrides set (empty for `normal`): a button state that sets
    /// no `background` gets a default one (ButtonStateDefaults.swift).
    var stateKeys: Set<String> = []
    /// Where the variant's `states` and `locales` keys were written: an empty state (`"pressed": {}`)
    /// sets no value, and its key is still the place to point at.
    var stateKey: SourcePosition?
    var localeKey: SourcePosition?
}

/// Expands `states` and `locales` into variants, in output order: the base (`normal`, base text), each
/// state in file order, then for each locale its `normal` and each state, merged base ← locale ← state
/// (a state's look wins over a locale's, a locale's text over the base's).
enum VariantExpander {
    /// Keys a state or locale may not change: they say what the file is, not how one image looks.
    /// `serve` is one declaration for every variant: a server checks a request once, before it
    /// knows which variants it will draw.
    static let fixedKeys = ["$schema", "version", "kind", "name", "extends", "tokens", "serve", "states", "locales", "locale"]

    static func expand(_ document: JSONValue, diagnostics: Diagnostics) -> [Variant] {
        // Counted before a single override is checked or merged: a spec (or a catalog) with tens of
        // thousands of locales is refused at once, not after the work.
        let stateCount = document["states"]?.members?.count ?? 0, localeCount = document["locales"]?.members?.count ?? 0
        let count = (1 + stateCount) * (1 + localeCount)
        if count > SpecLimits.maxVariants, let node = document["locales"] ?? document["states"] {
            diagnostics.report(node, "the base and \(CatalogTextResolver.counted(stateCount, "state")) besides `normal`, in the base text and \(CatalogTextResolver.counted(localeCount, "locale")), make \(NumberText.grouped(count)) variants; the limit is \(NumberText.grouped(SpecLimits.maxVariants))")
            return []
        }
        let base = document.removing(["states", "locales"])
        let states = overrides(document["states"], what: "state", diagnostics: diagnostics) { name in
            if name == "normal" { return "`normal` is the spec itself; put its keys at the top level" }
            return isStateName(name) ? nil : "`\(name)` is not a state name: use letters, digits, `-` and `_`, starting with a letter or digit"
        }
        // Both kinds of name are safe file name characters by their shape; a locale tag is a folder
        // name and must also fit (a state's length is checked with the spec's `name`, in FileKeysResolver).
        let locales = overrides(document["locales"], what: "locale", diagnostics: diagnostics) { tag in
            guard isLanguageTag(tag) else { return "`\(tag)` is not a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant`" }
            return FileNameRules.tooLong(tag).map { "\(FileNameRules.shown(tag)) cannot be a folder name: \($0)" }
        }
        var variants = [Variant(state: "normal", locale: nil, document: base)]
        for state in states {
            variants.append(Variant(state: state.name, locale: nil, document: merged(base, state.value),
                                    stateKeys: keys(of: state.value), stateKey: state.key))
        }
        for locale in locales {
            let localized = merged(base, locale.value)
            variants.append(Variant(state: "normal", locale: locale.name, document: localized, localeKey: locale.key))
            for state in states {
                variants.append(Variant(state: state.name, locale: locale.name, document: merged(localized, state.value),
                                        stateKeys: keys(of: state.value), stateKey: state.key, localeKey: locale.key))
            }
        }
        return variants
    }

    private static func keys(of overrides: JSONValue) -> Set<String> {
        Set(overrides.members?.map(\.key) ?? [])
    }

    /// The merged document keeps the base's own position, so `$` still means the spec file.
    private static func merged(_ base: JSONValue, _ over: JSONValue) -> JSONValue {
        var result = JSONMerge.merge(base, over)
        result.position = base.position
        return result
    }

    /// `{name: {overrides}}`, in file order, without the entries that are not usable (reported).
    private static func overrides(_ node: JSONValue?, what: String, diagnostics: Diagnostics,
                                  nameProblem: (String) -> String?) -> [(name: String, key: SourcePosition, value: JSONValue)] {
        guard let node else { return [] }
        guard let members = node.members else {
            diagnostics.report(node, "expected an object of \(what)s ({name: overrides}), got \(node.typeName)")
            return []
        }
        var result: [(name: String, key: SourcePosition, value: JSONValue)] = []
        for member in members {
            if let problem = nameProblem(member.key) {
                diagnostics.report(at: member.keyPosition, problem)
                continue
            }
            guard let keys = member.value.members else {
                diagnostics.report(member.value, "expected an object of keys to override, got \(member.value.typeName)")
                continue
            }
            var usable = true
            for key in keys where fixedKeys.contains(key.key) {
                diagnostics.report(at: key.keyPosition, "`\(key.key)` cannot be changed by a \(what)")
                usable = false
            }
            if usable { result.append((member.key, member.keyPosition, member.value)) }
        }
        return result
    }

    static func isStateName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || ("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}
