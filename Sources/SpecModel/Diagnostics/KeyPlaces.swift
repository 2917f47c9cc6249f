/// Where each key is valid in a kind's document, as key paths from the top of the file
/// (`canvas.background`, `title.shadow`, `fill.gradient.stops[].at`), walked from the same models
/// the JSON Schema is (SchemaWalk.swift), so it cannot drift from what the decoder accepts.
/// An unknown key that is valid elsewhere in the kind says where (UnknownKeyMessage.swift).
enum KeyPlaces {
    /// Paths deeper than this are never suggested: the models nest no key a user means deeper.
    private static let maxDepth = 6

    /// kind → key → every path it is valid at, shallowest first (then in the models' key order).
    static let index: [SpecKind: [String: [String]]] = walked.mapValues(\.places)

    /// kind → the places whose value is only ever a list (`fill.gradient.stops`): their items are
    /// `stops[]`, where a shadow's list items are the shadow's own place.
    private static let lists: [SpecKind: Set<String>] = walked.mapValues(\.lists)

    private static let walked: [SpecKind: (places: [String: [String]], lists: Set<String>)] = {
        let model = SchemaModel()
        var walked: [SpecKind: (places: [String: [String]], lists: Set<String>)] = [:]
        for (kind, type) in SchemaModel.kinds {
            walked[kind] = places(from: SchemaNames.name(of: type), in: model)
        }
        return walked
    }()

    /// Where `key` is valid in `kind`: the shallowest places only, so that `width` in a label names
    /// `size.width` and `stroke.width`, not also every deeper width.
    /// With `suffix` (`font.size`), only the places that end in it (`title.font.size`).
    static func shallowest(_ key: String, in kind: SpecKind, endingIn suffix: String? = nil) -> [String] {
        let matching = (index[kind]?[key] ?? []).filter { path in
            guard let suffix, suffix != key else { return true }
            return path == suffix || path.hasSuffix("." + suffix)
        }
        guard let first = matching.first else { return [] }
        let all = matching
        let depth = Self.depth(first)
        return all.filter { Self.depth($0) == depth }
    }

    /// Whether `path` (from the top of the file) is a place `kind` takes a key at.
    static func isPlace(_ path: String, in kind: SpecKind) -> Bool {
        let key = path.split(separator: ".").last.map { String($0.prefix { $0 != "[" }) } ?? path
        return index[kind]?[key]?.contains(path) == true
    }

    /// The place of a decoder's coding path: `[title, shadow, 0]` is `title.shadow`, a list's items
    /// being the list's place (the form beside a single value) unless the model only has lists
    /// (`fill.gradient.stops[]`); a state's or a locale's overrides are the top of the file.
    static func place(of codingPath: [any CodingKey], in kind: SpecKind) -> String {
        var keys = codingPath
        if let first = keys.first?.stringValue, first == "states" || first == "locales", keys.first?.intValue == nil {
            keys = Array(keys.dropFirst(2))
        }
        var path = ""
        for key in keys {
            if key.intValue != nil {
                if lists[kind]?.contains(path) == true { path += "[]" }
            } else {
                path = path.isEmpty ? key.stringValue : path + "." + key.stringValue
            }
        }
        return path
    }

    private static func depth(_ path: String) -> Int { path.split(separator: ".").count }

    /// Every place of every key, ordered by depth and then as the models order their keys (a
    /// label's `shadow.blur` before its `glow.blur`). A type already on the path is not entered
    /// again, and user-keyed objects (`states`, `locales`, `glyphs`, axes) are not entered at all:
    /// `states` holds the kind itself, and the others' keys are the user's.
    private static func places(from root: String, in model: SchemaModel) -> (places: [String: [String]], lists: Set<String>) {
        // Each place with its key indices along the way, which order places of one depth.
        var found: [String: [(path: String, order: [Int])]] = [:]
        var lists: Set<String> = []
        var queue: [(type: String, path: String, order: [Int], seen: [String])] = [(root, "", [], [root])]
        var next = 0
        while next < queue.count {
            let (type, path, order, seen) = queue[next]
            next += 1
            guard let body = model.definition(type)?.body else { continue }
            var follow: [(SchemaModel.Shape, String, [Int])] = []
            switch body {
            case .object(let fields):
                for (index, field) in fields.enumerated() {
                    let place = path.isEmpty ? field.key : path + "." + field.key
                    found[field.key, default: []].append((place, order + [index]))
                    follow.append((field.shape, place, order + [index]))
                }
            case .forms(let forms):
                for (index, form) in forms.enumerated() {
                    switch form {
                    // A list form beside a single one (a shadow or a list of them) is the same place.
                    case .shape(.array(let element)): follow.append((element, path, order + [index]))
                    case .shape(let shape): follow.append((shape, path, order + [index]))
                    case .wrapper(let key, let shape):
                        let place = path.isEmpty ? key : path + "." + key
                        found[key, default: []].append((place, order + [index]))
                        follow.append((shape, place, order + [index]))
                    default: break
                    }
                }
            case .names: break
            }
            for (shape, place, order) in follow where depth(place) < maxDepth {
                var shape = shape, place = place
                while case .array(let element) = shape {
                    lists.insert(place)
                    shape = element
                    place += "[]"
                }
                guard case .reference(let name) = shape, !seen.contains(name) else { continue }
                queue.append((name, place, order, seen + [name]))
            }
        }
        // One place may be reached through two forms of one value (a shadow or a list of them).
        let unique = found.mapValues { entries in
            var unique: [String] = []
            let sorted = entries.sorted { a, b in
                depth(a.path) != depth(b.path) ? depth(a.path) < depth(b.path) : a.order.lexicographicallyPrecedes(b.order)
            }
            for entry in sorted where !unique.contains(entry.path) { unique.append(entry.path) }
            return unique
        }
        return (unique, lists)
    }
}
