import RenderSupport

/// Typed access to a positioned JSON value for the JSON catalog formats (`.xcstrings`, `.arb`):
/// a value of the wrong type is an error at its line, naming its path.
enum CatalogJSON {
    /// Where character `offset` (a Unicode scalar, from 0) of the string `value` is written in
    /// `bytes`, the file it was parsed from, counting columns as JSONParser does. A JSON string is
    /// on one line, but an escape (`\n`, `\u00e9`, a surrogate pair) is several columns for one
    /// character, so the column is read from the bytes rather than added.
    static func position(ofCharacter offset: Int, in value: JSONValue, bytes: [UInt8]) -> SourcePosition {
        var position = value.position
        var index = byteIndex(line: position.line, column: position.column, in: bytes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return position }
        index += 1
        position.column += 1
        for _ in 0..<offset where index < bytes.count {
            let width = bytes[index] == UInt8(ascii: "\\") ? escapeWidth(at: index, in: bytes) : 1
            for _ in 0..<width { index = nextScalar(after: index, in: bytes) }
            position.column += width
        }
        return position
    }

    /// The byte where `line`:`column` starts (a byte order mark is no column, as in JSONParser).
    private static func byteIndex(line: Int, column: Int, in bytes: [UInt8]) -> Int {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for _ in 1..<max(line, 1) {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return bytes.count }
            index = newline + 1
        }
        for _ in 1..<max(column, 1) where index < bytes.count { index = nextScalar(after: index, in: bytes) }
        return index
    }

    /// Columns (all ASCII) of the escape at `index`: 2, 6 for `\uXXXX`, 12 for a surrogate pair.
    private static func escapeWidth(at index: Int, in bytes: [UInt8]) -> Int {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else { return 2 }
        let hex = bytes.count >= index + 6 ? String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self) : ""
        guard let unit = UInt32(hex, radix: 16), (0xD800...0xDBFF).contains(unit) else { return 6 }
        return 12
    }

    private static func nextScalar(after index: Int, in bytes: [UInt8]) -> Int {
        var next = index + 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
        return next
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
