/// How deep the internal entities a document declares nest, checked as each is declared, so that
/// expat, which expands an entity inside another by recursion, is never asked to go deeper than
/// `limit` (docs/catalogs.md).
///
/// An entity's depth is one more than the deepest entity its replacement text uses (`&name;`; the
/// five predefined entities and character references use none). Every entity it uses must already
/// be declared: XML allows a later one, but then a declaration could deepen every chain through
/// entities already checked.
struct EntityNesting {
    let limit: Int
    private var depths: [String: Int] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    private static let predefined: Set<String> = ["amp", "lt", "gt", "quot", "apos"]

    /// Records entity `name` with replacement text `text`, or says why it is refused. A second
    /// declaration of a name is not reported by expat (XML binds the first).
    mutating func declare(_ name: String, text: [UInt8]) -> String? {
        var depth = 1
        for used in Self.references(in: text) where !Self.predefined.contains(used) {
            guard let usedDepth = depths[used] else {
                return "entity `\(name)` uses `&\(used);`, which is not declared before it; declare an entity before the entities that use it"
            }
            depth = max(depth, usedDepth + 1)
        }
        guard depth <= limit else {
            return "entity `\(name)` nests entity references deeper than \(limit) levels"
        }
        depths[name] = depth
        return nil
    }

    /// The names of the `&name;` references in `text` (character references `&#…;` left out).
    private static func references(in text: [UInt8]) -> [String] {
        var names: [String] = []
        var index = 0
        while let ampersand = text[index...].firstIndex(of: UInt8(ascii: "&")) {
            guard let semicolon = text[ampersand...].firstIndex(of: UInt8(ascii: ";")) else { break }
            let name = text[(ampersand + 1)..<semicolon]
            if name.first != UInt8(ascii: "#") { names.append(String(decoding: name, as: UTF8.self)) }
            index = semicolon + 1
        }
        return names
    }
}
