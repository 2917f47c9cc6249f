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
        let parsed = parser.parse()
        if let error = collector.error { throw error }
        guard parsed else {
            throw CatalogError(file: file, line: collector.errorLine ?? parser.lineNumber, column: collector.errorColumn ?? parser.columnNumber,
                               "malformed XML: \(describe(parser.parserError))")
        }
        return collector.resources
    }

    private static func describe(_ error: Error?) -> String {
        guard let error = error as NSError?, let code = XMLParser.ErrorCode(rawValue: error.code) else {
            return "the XML parser stopped"
        }
        switch code {
        case .tagNameMismatchError: return "a closing tag does not match the open element"
        case .prematureDocumentEndError: return "the file ends inside an element"
        case .undeclaredEntityError: return "an undefined entity (`&name;`): write `&amp;` for `&`"
        case .emptyDocumentError: return "the file is empty"
        default: return "\(code) (XMLParser error \(error.code))"
        }
    }

    /// The parser's delegate: collects resources, and stops at the first problem (a delegate cannot throw).
    private final class Collector: NSObject, XMLParserDelegate {
        let file: String
        var resources: [AndroidResource] = []
        var error: CatalogError?
        var errorLine: Int?
        var errorColumn: Int?

        /// Open elements, outermost first.
        private var stack: [String] = []
        private var current: (name: String, line: Int, translatable: Bool, isPlurals: Bool)?
        private var items: [PluralCategory: String] = [:]
        private var item: (category: PluralCategory, line: Int)?
        private var text = ""
        private var textLine = 0

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            defer { stack.append(element) }
            let line = parser.lineNumber
            switch stack.count {
            case 0:
                if element != "resources" { fail(parser, line: line, "the root element must be `<resources>`, got `<\(element)>`") }
            case 1 where element == "string" || element == "plurals":
                guard let name = attributes["name"], !name.isEmpty else {
                    return fail(parser, line: line, "`<\(element)>` needs a `name` attribute")
                }
                current = (name, line, attributes["translatable"] != "false", element == "plurals")
                items = [:]
                text = ""
                textLine = line
            case 2 where current?.isPlurals == true:
                guard element == "item" else {
                    return fail(parser, line: line, "`<plurals>` may hold only `<item>`, got `<\(element)>`")
                }
                guard let quantity = attributes["quantity"], let category = PluralCategory(rawValue: quantity) else {
                    return fail(parser, line: line, "`<item>` needs `quantity` set to one of \(PluralCategory.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))")
                }
                item = (category, line)
                text = ""
                textLine = line
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
            if errorLine == nil { (errorLine, errorColumn) = (parser.lineNumber, parser.columnNumber) }
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

        private func fail(_ parser: XMLParser, line: Int, _ message: String) {
            guard error == nil else { return }
            error = CatalogError(file: file, line: line, message)
            parser.abortParsing()
        }
    }
}
