import RenderSupport

/// Prints an encoded document in render-spec's one canonical layout, so that a formatted spec's
/// pull-request diff shows only real changes:
/// - keys in the order the models declare them (the encoder keeps it), 2-space indentation;
/// - an array or object that fits on one line within `width` columns (indentation and key
///   included) is written on one line — stops, offsets, sizes — and otherwise one member per line;
///   the document itself is always one member per line;
/// - numbers as short as they read back exactly (`1`, `0.55`, `1e-05`); strings with JSON's
///   escapes for `"`, `\` and control characters, everything else as UTF-8.
/// The layout depends only on the values, so formatting a formatted file changes nothing.
package enum CanonicalJSON {
    /// `width` 0 puts every member on its own line (the generated schema).
    static func text(_ root: OrderedEncoder.Node, width: Int = 100) -> String {
        var out = ""
        write(root, indent: 0, prefix: 0, width: width, forceBreak: true, into: &out)
        return out + "\n"
    }

    /// `prefix` is how many columns precede the value on its line (indentation and `"key": `).
    private static func write(_ node: OrderedEncoder.Node, indent: Int, prefix: Int, width: Int, forceBreak: Bool, into out: inout String) {
        if !forceBreak, let line = oneLine(node), prefix + line.count <= width {
            out += line
            return
        }
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch node.kind {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                write(item, indent: indent + 1, prefix: pad.count, width: width, forceBreak: false, into: &out)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += closing + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (index, member) in members.enumerated() {
                let key = quoted(member.key) + ": "
                out += pad + key
                write(member.value, indent: indent + 1, prefix: pad.count + key.count, width: width, forceBreak: false, into: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += closing + "}"
        default:
            out += oneLine(node) ?? "null"
        }
    }

    /// The value on one line: `{"width": 420, "height": 72}`, `[0, 4]`.
    static func oneLine(_ node: OrderedEncoder.Node) -> String? {
        switch node.kind {
        case .empty, .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return NumberText.short(value)
        case .string(let value): return quoted(value)
        case .array(let items):
            return "[" + items.map { oneLine($0) ?? "null" }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { quoted($0.key) + ": " + (oneLine($0.value) ?? "null") }.joined(separator: ", ") + "}"
        }
    }

    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
