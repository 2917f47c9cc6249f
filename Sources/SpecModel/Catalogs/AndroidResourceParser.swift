import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses one Android resource XML file into its `<string>` and `<plurals>` resources with
/// Foundation's XML parser, which decodes entities (`&amp;`, `&#233;`) and CDATA. The text of inner
/// markup (`<b>`, `<i>`, `<xliff:g>`, `<annotation>`) is kept and its tags dropped: a render shows
/// the words, not the styling spans. `<string-array>` and other resources are skipped.
enum AndroidResourceParser {
    static func parse(_ data: Data, file: String) throws(CatalogError) -> [AndroidResource] {
        let parser = XMLParser(data: data)
        let collector = Collector(file: file)
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        _ = parser.parse()
        if let error = collector.error { throw error }
        // swift-corelibs-foundation's parser can report success after an error, or none at all for
        // a file that ends inside an element, so its own bookkeeping is checked as well.
        if let open = collector.openElement, collector.xmlError.map({ $0.code == 5 }) ?? true {
            throw CatalogError(file: file, line: parser.lineNumber, "malformed XML: the file ends inside `<\(open)>`")
        }
        if let failure = collector.xmlError {
            throw CatalogError(file: file, line: failure.line, column: failure.column, "malformed XML: \(describe(failure.code))")
        }
        guard collector.sawRoot else {
            throw CatalogError(file: file, line: 1, "the file is empty; expected `<resources>`")
        }
        return collector.resources
    }

    /// libxml2's error codes (`xmlParserErrors`), which the parser reports as they are.
    private static func describe(_ code: Int) -> String {
        switch code {
        case 76: "a closing tag does not match the open element"
        case 77: "a tag is not finished"
        case 26: "an undefined entity (`&name;`): XML knows only `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#…;`"
        case 68, 22: "`&` must start an entity; write `&amp;` for `&`"
        case 23: "an entity is missing its `;`"
        case 39, 40, 41: "an attribute value must be in quotes"
        case 5: "content after the root element, or the file ends early"
        case 4: "the file is empty"
        default: "XML error \(code)"
        }
    }

    /// The parser's delegate: collects resources, and stops at the first problem (a delegate cannot throw).
    private final class Collector: NSObject, XMLParserDelegate {
        let file: String
        var resources: [AndroidResource] = []
        var error: CatalogError?
        /// The first fatal error the XML parser reported.
        var xmlError: (code: Int, line: Int, column: Int)?
        var sawRoot = false
        /// The outermost element still open when parsing stopped.
        var openElement: String? { stack.first }

        /// Open elements, outermost first.
        private var stack: [String] = []
        private var current: (name: String, line: Int, translatable: Bool, isPlurals: Bool)?
        private var items: [PluralCategory: String] = [:]
        private var item: (category: PluralCategory, line: Int)?
        private var text = ""

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            defer { stack.append(element) }
            let line = parser.lineNumber
            switch stack.count {
            case 0:
                sawRoot = true
                if element != "resources" { fail(parser, line: line, "the root element must be `<resources>`, got `<\(element)>`") }
            case 1 where element == "string" || element == "plurals":
                guard let name = attributes["name"], !name.isEmpty else {
                    return fail(parser, line: line, "`<\(element)>` needs a `name` attribute")
                }
                current = (name, line, attributes["translatable"] != "false", element == "plurals")
                items = [:]
                text = ""
            case 2 where current?.isPlurals == true:
                guard element == "item" else {
                    return fail(parser, line: line, "`<plurals>` may hold only `<item>`, got `<\(element)>`")
                }
                guard let quantity = attributes["quantity"], let category = PluralCategory(rawValue: quantity) else {
                    return fail(parser, line: line, "`<item>` needs `quantity` set to one of \(PluralCategory.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))")
                }
                item = (category, line)
                text = ""
            default:
                break  // markup inside a string keeps its text; other resources are skipped
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
            guard let current else { return }
            if stack.count == 2, current.isPlurals, let item {
                guard let value = unescape(parser, line: item.line) else { return }
                items[item.category] = value
                self.item = nil
            } else if stack.count == 1 {
                if current.isPlurals {
                    resources.append(AndroidResource(name: current.name, value: .plurals(items), translatable: current.translatable, line: current.line))
                } else if let value = unescape(parser, line: current.line) {
                    resources.append(AndroidResource(name: current.name, value: .string(value), translatable: current.translatable, line: current.line))
                }
                self.current = nil
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if collecting { text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            if collecting { text += String(decoding: block, as: UTF8.self) }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            let code = (parseError as NSError).code
            // Namespace errors (2xx: an undeclared `xliff:` prefix) do not stop aapt2 from reading the text.
            if xmlError == nil && !(200..<300).contains(code) {
                xmlError = (code, parser.lineNumber, parser.columnNumber)
            }
        }

        /// Inside a `<string>`, or an `<item>` of a `<plurals>`.
        private var collecting: Bool {
            guard let current else { return false }
            return current.isPlurals ? item != nil : true
        }

        private func unescape(_ parser: XMLParser, line: Int) -> String? {
            switch AndroidStringText.unescape(text) {
            case .success(let value):
                return value
            case .failure(let problem):
                fail(parser, line: line, "in `\(current?.name ?? "")`: \(problem.message)")
                return nil
            }
        }

        /// Records the first problem; after an XML error the parser recovers with guesses (an
        /// attribute dropped), so what it reports then is a consequence, not the problem.
        private func fail(_ parser: XMLParser, line: Int, _ message: String) {
            guard error == nil, xmlError == nil else { return }
            error = CatalogError(file: file, line: line, message)
            parser.abortParsing()
        }
    }
}
