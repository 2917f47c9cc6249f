/// An XML document of elements and attributes written line by line, indented two spaces a level:
/// what FntXMLFormat needs, no text content, no namespaces.
struct XMLText {
    typealias Attributes = [(name: String, value: String)]
    private(set) var text: String
    private var depth = 0

    init(declaration: String) { text = declaration + "\n" }

    mutating func open(_ name: String, _ attributes: Attributes) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    mutating func empty(_ name: String, _ attributes: Attributes) {
        line("<\(name)\(Self.attributes(attributes))/>")
    }

    /// An element holding one empty element per item; written `<name …/>` when there are none.
    mutating func list(_ name: String, _ attributes: Attributes, _ items: [(String, Attributes)]) {
        guard !items.isEmpty else { return empty(name, attributes) }
        open(name, attributes)
        for (child, childAttributes) in items { empty(child, childAttributes) }
        close(name)
    }

    private mutating func line(_ markup: String) {
        text += String(repeating: "  ", count: depth) + markup + "\n"
    }

    private static func attributes(_ attributes: Attributes) -> String {
        attributes.map { " \($0.name)=\"\(attribute($0.value))\"" }.joined()
    }

    /// An attribute value as libxml2 escapes one: the markup characters and the quote as entities,
    /// tab, line feed and carriage return as character references (a parser would otherwise read
    /// each as a space). XML 1.0 has no way to write the other C0 controls, so they become U+FFFD.
    static func attribute(_ value: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20: out.unicodeScalars.append("\u{FFFD}")
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
