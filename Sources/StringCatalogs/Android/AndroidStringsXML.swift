import RenderSupport
import XMLReading

/// Parses one `res/values*/strings.xml` (or any other Android resource XML file) into its
/// `<string>` and `<plurals>` resources with expat (XMLReading), which decodes entities (`&amp;`,
/// `&#233;`) and CDATA. The text of inner markup (`<b>`, `<i>`, `<xliff:g>`, `<annotation>`) is
/// kept and its tags dropped: a render shows the words, not the styling spans. `<string-array>` and
/// other resources are skipped.
enum AndroidStringsXML {
    static func parse(_ data: Data, file: String) throws(CatalogError) -> [AndroidResource] {
        let bytes = [UInt8](data)
        let collector = Collector(file: file)
        do {
            try XMLReader(maxEntityNesting: CatalogLimits.maxMessageNesting).read(bytes, into: collector)
        } catch {
            throw describe(error, in: bytes, file: file, open: collector.openElement)
        }
        if let error = collector.error { throw error }
        return collector.resources
    }

    /// The error in words a translator can act on, at the token expat stopped at.
    private static func describe(_ error: XMLReadError, in bytes: [UInt8], file: String,
                                 open: (name: String, line: Int)?) -> CatalogError {
        func malformed(_ message: String) -> CatalogError {
            CatalogError(file: file, line: error.line, column: error.column, "malformed XML: \(message)")
        }
        switch error.kind {
        case .noElements:
            if let open {
                return CatalogError(file: file, line: open.line, "malformed XML: the file ends inside `<\(open.name)>`, which opens here")
            }
            let blank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            return CatalogError(file: file, line: 1, blank ? "the file is empty; expected `<resources>`"
                                                            : "the file has no element; expected `<resources>`")
        case .tagMismatch: return malformed("a closing tag does not match the open element")
        case .undefinedEntity:
            return malformed("an undefined entity (`&name;`): XML knows only `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#…;`")
        case .junkAfterRoot: return malformed("content after the root element `<resources>`")
        case .unclosedToken: return malformed("the file ends inside a tag")
        case .badCharacterReference: return malformed("a character reference (`&#…;`) to a character XML does not allow")
        case .invalidToken:
            guard let named = invalidToken(error, in: bytes) else { return malformed(error.message) }
            return CatalogError(file: file, line: error.line, column: named.column, "malformed XML: \(named.message)")
        case .entityNesting: return CatalogError(file: file, line: error.line, column: error.column, error.message)
        case .other: return malformed(error.message)
        }
    }

    /// expat has one error for every character that cannot stand where it is, reported just
    /// after the mistake; the bytes before it say which mistake it was.
    private static func invalidToken(_ error: XMLReadError, in bytes: [UInt8]) -> (message: String, column: Int)? {
        guard error.offset > 0, error.offset <= bytes.count else { return nil }
        // Back over an entity's name to its `&`: `Tom & Jerry`, `&amp Jerry`.
        var start = error.offset
        while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
        if start > 0, bytes[start - 1] == UInt8(ascii: "&") {
            let column = error.column - (error.offset - start) - 1
            return start == error.offset ? ("`&` must start an entity; write `&amp;` for `&`", column)
                                         : ("an entity is missing its `;`", column)
        }
        // `name=a`: a value after `=` that is not in quotes.
        var before = error.offset - 1
        while before > 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
        if bytes[before] == UInt8(ascii: "=") { return ("an attribute value must be in quotes", error.column) }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Collects resources as the reader reports them, and stops it at the first problem (a handler cannot throw).
    private final class Collector: XMLEventHandler {
        let file: String
        var resources: [AndroidResource] = []
        var error: CatalogError?
        /// The outermost element still open when reading stopped, and the line it opens on.
        var openElement: (name: String, line: Int)? { stack.first }

        /// Open elements, outermost first.
        private var stack: [(name: String, line: Int)] = []
        private var current: (name: String, line: Int, translatable: Bool, isPlurals: Bool)?
        private var items: [PluralCategory: String] = [:]
        private var item: (category: PluralCategory, line: Int)?
        private var text = ""

        init(file: String) { self.file = file }

        func startElement(_ element: String, attributes: [String: String], line: Int, reader: XMLReader) {
            defer { stack.append((element, line)) }
            switch stack.count {
            case 0:
                if element != "resources" { fail(reader, line: line, "the root element must be `<resources>`, got `<\(element)>`") }
            case 1 where element == "string" || element == "plurals":
                guard let name = attributes["name"], !name.isEmpty else {
                    return fail(reader, line: line, "`<\(element)>` needs a `name` attribute")
                }
                current = (name, line, attributes["translatable"] != "false", element == "plurals")
                items = [:]
                text = ""
            case 2 where current?.isPlurals == true:
                guard element == "item" else {
                    return fail(reader, line: line, "`<plurals>` may hold only `<item>`, got `<\(element)>`")
                }
                guard let quantity = attributes["quantity"], let category = PluralCategory(rawValue: quantity) else {
                    return fail(reader, line: line, "`<item>` needs `quantity` set to one of \(PluralCategory.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))")
                }
                item = (category, line)
                text = ""
            default:
                break  // markup inside a string keeps its text; other resources are skipped
            }
        }

        func endElement(_ element: String, reader: XMLReader) {
            stack.removeLast()
            guard let current else { return }
            if stack.count == 2, current.isPlurals, let item {
                guard let value = unescape(reader, line: item.line) else { return }
                items[item.category] = value
                self.item = nil
            } else if stack.count == 1 {
                if current.isPlurals {
                    resources.append(AndroidResource(name: current.name, value: .plurals(items), translatable: current.translatable, line: current.line))
                } else if let value = unescape(reader, line: current.line) {
                    resources.append(AndroidResource(name: current.name, value: .string(value), translatable: current.translatable, line: current.line))
                }
                self.current = nil
            }
        }

        func characters(_ string: String, reader: XMLReader) {
            if collecting { text += string }
        }

        /// Inside a `<string>`, or an `<item>` of a `<plurals>`.
        private var collecting: Bool {
            guard let current else { return false }
            return current.isPlurals ? item != nil : true
        }

        private func unescape(_ reader: XMLReader, line: Int) -> String? {
            switch AndroidStringText.unescape(text) {
            case .success(let value):
                return value
            case .failure(let problem):
                fail(reader, line: line, "in `\(current?.name ?? "")`: \(problem.message)")
                return nil
            }
        }

        /// Records the first problem and stops reading.
        private func fail(_ reader: XMLReader, line: Int, _ message: String) {
            guard error == nil else { return }
            error = CatalogError(file: file, line: line, message)
            reader.stop()
        }
    }
}
