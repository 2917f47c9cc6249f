import RenderSupport

/// JSON as Xcode writes asset catalogs: keys sorted, two-space indents, `"key" : value`, and a
/// final newline, so a catalog written here diffs cleanly against one Xcode has touched.
enum XcodeJSON: Equatable, Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([XcodeJSON])
    case object([(String, XcodeJSON)])

    static func == (a: XcodeJSON, b: XcodeJSON) -> Bool { a.text(indent: 0) == b.text(indent: 0) }

    var bytes: [UInt8] { Array((text(indent: 0) + "\n").utf8) }

    func text(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch self {
        case .string(let s):
            return "\"" + s.replacingText("\\", with: "\\\\").replacingText("\"", with: "\\\"") + "\""
        case .number(let n):
            return String(n)
        case .bool(let b):
            return b ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[\n\n\(end)]" }
            return "[\n" + items.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)]"
        case .object(let members):
            let sorted = members.sorted { $0.0 < $1.0 }
            return "{\n" + sorted.map { pad + "\"\($0.0)\" : " + $0.1.text(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)}"
        }
    }
}
