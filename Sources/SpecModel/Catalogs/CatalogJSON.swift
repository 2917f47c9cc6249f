/// Typed access to a positioned JSON value for the JSON catalog formats (`.xcstrings`, `.arb`):
/// a value of the wrong type is an error at its line, naming its path.
enum CatalogJSON {
    /// `bytes` parsed with the project's JSON parser, which keeps every value's position.
    static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes, file: file)
        } catch {
            throw CatalogError(error)
        }
    }

    static func members(_ value: JSONValue, _ what: String) throws(CatalogError) -> [JSONMember] {
        guard let members = value.members else {
            throw CatalogError(at: value.position, "\(what) must be an object, got \(value.typeName)")
        }
        return members
    }

    static func string(_ value: JSONValue, _ what: String) throws(CatalogError) -> String {
        guard case .string(let string) = value.kind else {
            throw CatalogError(at: value.position, "\(what) must be a string, got \(value.typeName)")
        }
        return string
    }

    static func bool(_ value: JSONValue, _ what: String) throws(CatalogError) -> Bool {
        guard case .bool(let bool) = value.kind else {
            throw CatalogError(at: value.position, "\(what) must be true or false, got \(value.typeName)")
        }
        return bool
    }
}
