/// A JSON value whose objects keep their keys in the order they were built, printed the same way
/// every time: the generated schema is committed, so its text must not depend on hashing.
indirect enum OrderedJSON: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    static func == (a: OrderedJSON, b: OrderedJSON) -> Bool { a.pretty() == b.pretty() }

    /// Two-space indentation, one member or item a line, a newline at the end.
    func pretty() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .string(let text): out += Self.quoted(text)
        case .number(let value): out += NumberText.short(value)
        case .bool(let value): out += value ? "true" : "false"
        case .array(let items) where items.isEmpty: out += "[]"
        case .object(let members) where members.isEmpty: out += "{}"
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += inner + Self.quoted(key) + ": "
                value.write(to: &out, indent: inner)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
