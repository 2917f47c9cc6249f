import RenderSupport

/// What an unknown key is told, in one line: the key the user most likely meant, or where in the
/// kind the key (or the spec's word for it) is valid.
///
/// In order: a synonym this object takes (`colors` in a gradient → `stops`, KeySynonyms.swift) or
/// a place below it (`fontSize` beside `text` → `font.size`); the key itself valid elsewhere in the
/// kind (a label's `background` → `canvas.background`, KeyPlaces.swift); a synonym valid elsewhere
/// (a button's `align` → `title.alignment`); a near miss among this object's keys (edit distance,
/// Suggestion.swift). The named words come before the edit distance, which would take a button's
/// `fontSize` for `fonts`. A key valid in more than three places at its shallowest (a label's
/// `color`) names none of them: a list that long does not say which.
struct UnknownKeyMessage {
    let text: String
    /// The key of this object that the unknown key stood in for: the object is not also reported
    /// as missing it (`colors` is one error, not also "missing required key `stops`").
    let standsFor: String?

    private static let maxPlaces = 3

    /// `place`: where the object is in its kind (KeyPlaces.place), for synonyms that name a place
    /// below it (`fontSize` → `font.size`).
    init(key: String, known: [String], kind: SpecKind?, place: String) {
        let head = "unknown key `\(InputExcerpt.of(key))`"
        let targets = KeySynonyms.targets(of: key).filter { $0 != key }
        if let target = targets.first(where: known.contains) {
            text = head + "; did you mean `\(target)`?"
            standsFor = target
            return
        }
        standsFor = nil
        if let kind, let hint = targets.lazy.compactMap({ Self.below(place, $0, known: known, in: kind) }).first {
            text = head + hint
            return
        }
        // A key another form of this very value takes (`white` in a gloss of parameters) is not
        // elsewhere: the object mixes two forms, and the near miss or nothing says more.
        if let kind, !KeyPlaces.isPlace(place.isEmpty ? key : place + "." + key, in: kind),
           let hint = Self.elsewhere(key, in: kind) {
            text = head + hint
            return
        }
        if let kind, let hint = targets.lazy.compactMap({ Self.elsewhere($0, in: kind) }).first {
            text = head + hint
            return
        }
        text = head + Suggestion.didYouMean(key, among: known)
    }

    /// A dotted target (`font.size`) from the object at `place`: "; a label takes `size` at
    /// `font.size`" beside the text, and "; did you mean `size`?" inside `font` itself.
    private static func below(_ place: String, _ target: String, known: [String], in kind: SpecKind) -> String? {
        let parts = target.split(separator: ".").map(String.init)
        guard parts.count > 1, let key = parts.last else { return nil }
        let full = place.isEmpty ? target : place + "." + target
        if known.contains(parts[0]), KeyPlaces.isPlace(full, in: kind) {
            return "; \(noun(kind)) takes `\(key)` at `\(full)`"
        }
        let last = place.split(separator: ".").last.map { String($0.prefix { $0 != "[" }) }
        let rest = parts.dropFirst().joined(separator: ".")
        if last == parts[0], known.contains(parts[1]), KeyPlaces.isPlace(place + "." + rest, in: kind) {
            return "; did you mean `\(rest)`?"
        }
        return nil
    }

    /// "; a button takes `shadow` at `title.shadow`", or nil when the kind has no such key, or too
    /// many. A dotted target (`font.size`) counts only the places that end in it.
    private static func elsewhere(_ target: String, in kind: SpecKind) -> String? {
        let key = target.split(separator: ".").last.map(String.init) ?? target
        let places = KeyPlaces.shallowest(key, in: kind, endingIn: target)
        guard !places.isEmpty, places.count <= maxPlaces else { return nil }
        let quoted = places.map { "`\($0)`" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "; \(noun(kind)) takes `\(key)` at \(list)"
    }

    private static func noun(_ kind: SpecKind) -> String {
        switch kind {
        case .label: "a label"
        case .textField: "a text field"
        case .button: "a button"
        case .view: "a view"
        case .bitmapFont: "a bitmap font"
        case .atlas: "an atlas"
        }
    }
}
