import RenderSupport

/// Reads an Xcode String Catalog (`.xcstrings`, Xcode 15+): one JSON file holding every language.
///
/// ```
/// { "sourceLanguage" : "en", "version" : "1.0",
///   "strings" : { KEY : { "shouldTranslate" : false?, "localizations" : { LANG : LOCALIZATION } } } }
/// LOCALIZATION = { "stringUnit" : { "state" : S, "value" : V } }
///              | { "variations" : { "plural" : { CATEGORY : LOCALIZATION } } }
///              | { "variations" : { "device" : { DEVICE : LOCALIZATION } } }
///              + optional "substitutions" : { NAME : { "argNum", "formatSpecifier", "variations" : { "plural" } } }
/// ```
/// States are `translated`, `needs_review`, `new` and `stale`; `new` (outside the source language)
/// and empty values are left out, as Xcode leaves them out of the built app. A key without a source
/// language value is its own source text. Unknown members (`comment`, `extractionState`) are
/// ignored, so a newer Xcode's additions do not break reading.
enum XCStringsReader {
    static func read(_ file: String, files: CatalogFiles) throws(CatalogError) -> CatalogContent {
        let document = try files.parseJSON([UInt8](try files.read(file)), file)
        return try read(document, file: file)
    }

    static func read(_ document: JSONValue, file: String) throws(CatalogError) -> CatalogContent {
        _ = try CatalogJSON.members(document, "a string catalog")
        guard let sourceNode = document["sourceLanguage"] else {
            throw CatalogError(at: document.position, "a string catalog needs `sourceLanguage`")
        }
        let sourceLanguage = try language(sourceNode, CatalogJSON.string(sourceNode, "`sourceLanguage`"))
        var content = CatalogContent(sourceLanguage: sourceLanguage)
        guard let strings = document["strings"] else { return content }
        for member in try CatalogJSON.members(strings, "`strings`") {
            try add(member, file: file, to: &content)
        }
        return content
    }

    private static func add(_ member: JSONMember, file: String, to content: inout CatalogContent) throws(CatalogError) {
        let key = CatalogKey(table: table(of: file), key: member.key)
        let string = member.value
        _ = try CatalogJSON.members(string, "a string")
        if let flag = string["shouldTranslate"], try !CatalogJSON.bool(flag, "`shouldTranslate`") {
            content.untranslatable.insert(key)
        }
        // A key Xcode no longer finds in the code still ships its translations: they render, and
        // say they are stale, as a `stale` string unit does.
        let stale = string["extractionState"].map { if case .string("stale") = $0.kind { true } else { false } } ?? false
        var hasSource = false
        if let localizations = string["localizations"] {
            for localization in try CatalogJSON.members(localizations, "`localizations`") {
                let tag = try language(localization.value, localization.key, at: localization.keyPosition)
                content.addLanguage(tag)
                let place = XCStringsPlace(file: file, language: tag, isSource: tag == content.sourceLanguage)
                guard let message = try message(localization.value, place: place) else { continue }
                content.set(stale ? markedStale(message) : message, for: key, language: tag)
                // Every device's own text, for a spec that names its device.
                if let devices = localization.value["variations"]?["device"] {
                    for device in try CatalogJSON.members(devices, "`device`") {
                        guard let text = try self.message(device.value, place: place) else { continue }
                        content.devices[tag, default: [:]][key, default: [:]][device.key] = stale ? markedStale(text) : text
                    }
                }
                hasSource = hasSource || tag == content.sourceLanguage
            }
        }
        // Xcode shows the key itself for a string extracted from code that has no value in the
        // source language yet (`Text("Continue")` is its own English).
        if !hasSource && !member.key.isEmpty {
            let entry = CatalogEntry(value: member.key, state: .translated, language: content.sourceLanguage,
                                     file: file, line: member.keyPosition.line)
            content.set(.plain(entry), for: key, language: content.sourceLanguage)
        }
    }

    /// The device variation a render shows, in order of preference.
    static let devicePreference = ["other", "iphone", "ipad", "mac", "applewatch", "appletv", "applevision", "ipod"]

    /// Every translated form of `message` marked stale.
    private static func markedStale(_ message: CatalogMessage) -> CatalogMessage {
        func mark(_ entry: CatalogEntry) -> CatalogEntry {
            var entry = entry
            if entry.state == .translated { entry.state = .stale }
            return entry
        }
        switch message {
        case .plain(let entry): return .plain(mark(entry))
        case .plural(let forms): return .plural(forms.mapValues(mark))
        default: return message
        }
    }

    /// `Localizable.xcstrings` holds the table `Localizable`.
    static func table(of file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
    }

    // MARK: Localizations

    /// One language's message, nil when it has no usable value (`new`, empty, no plural form left).
    private static func message(_ node: JSONValue, place: XCStringsPlace) throws(CatalogError) -> CatalogMessage? {
        _ = try CatalogJSON.members(node, "a localization")
        var message: CatalogMessage?
        if let unit = node["stringUnit"] {
            message = try stringUnit(unit, place: place).map(CatalogMessage.plain)
        } else if let variations = node["variations"] {
            message = try variation(variations, place: place)
        }
        guard let message else { return nil }
        guard let substitutions = node["substitutions"] else { return message }
        return Substitution.apply(try Substitution.read(substitutions, place: place), to: message)
    }

    private static func variation(_ node: JSONValue, place: XCStringsPlace) throws(CatalogError) -> CatalogMessage? {
        let kinds = try CatalogJSON.members(node, "`variations`")
        guard kinds.count == 1, let kind = kinds.first else {
            throw CatalogError(at: node.position, "`variations` must hold exactly one of `plural` or `device`, got \(kinds.count)")
        }
        switch kind.key {
        case "plural":
            var forms: [PluralCategory: CatalogEntry] = [:]
            for form in try CatalogJSON.members(kind.value, "`plural`") {
                guard let category = PluralCategory(rawValue: form.key) else {
                    throw CatalogError(at: form.keyPosition, "unknown plural category `\(form.key)`; expected \(PluralCategory.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))")
                }
                forms[category] = try message(form.value, place: place)?.entry(plural: category)
            }
            return forms.isEmpty ? nil : .plural(forms)
        case "device":
            // A render shows one device's text: `other` (what Xcode falls back to), else the iPhone's,
            // else the first of the other devices in a fixed order, never whichever the file lists first.
            let devices = try CatalogJSON.members(kind.value, "`device`")
            let chosen = devicePreference.lazy.compactMap { name in devices.first { $0.key == name } }.first
                ?? devices.sorted { $0.key < $1.key }.first
            guard let chosen else { return nil }
            return try message(chosen.value, place: place)
        default:
            throw CatalogError(at: kind.keyPosition, "unsupported variation `\(kind.key)`; expected `plural` or `device`")
        }
    }

    /// A `stringUnit`'s entry, nil when untranslated (`new`, outside the source language) or empty.
    static func stringUnit(_ node: JSONValue, place: XCStringsPlace) throws(CatalogError) -> CatalogEntry? {
        _ = try CatalogJSON.members(node, "`stringUnit`")
        guard let valueNode = node["value"] else {
            throw CatalogError(at: node.position, "a `stringUnit` needs `value`")
        }
        let value = try CatalogJSON.string(valueNode, "`value`")
        var state = CatalogEntry.State.translated
        if let stateNode = node["state"] {
            switch try CatalogJSON.string(stateNode, "`state`") {
            case "translated": state = .translated
            case "needs_review": state = .needsReview
            case "stale": state = .stale
            // Nothing is translated into the source language: its text is usable whatever the state.
            case "new" where !place.isSource: return nil
            case "new": state = .translated
            case let other:
                throw CatalogError(at: stateNode.position, "unknown state `\(other)`; expected `translated`, `needs_review`, `new` or `stale`")
            }
        }
        guard !value.isEmpty else { return nil }
        return CatalogEntry(value: value, state: state, language: place.language, file: place.file, line: valueNode.position.line)
    }

    private static func language(_ node: JSONValue, _ text: String, at position: SourcePosition? = nil) throws(CatalogError) -> String {
        guard let tag = CatalogLanguage.tag(fromParts: text.split(separator: "-", omittingEmptySubsequences: false)) else {
            throw CatalogError(at: position ?? node.position, "`\(text)` is not a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hans`")
        }
        return tag
    }
}

/// Where a localization is being read, for its entries and for what `new` means there.
struct XCStringsPlace {
    var file: String
    var language: String
    var isSource: Bool
}
