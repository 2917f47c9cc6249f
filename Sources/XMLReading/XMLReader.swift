import CExpat

/// Reads one XML document with expat and reports its elements and text to a handler as they come.
///
/// expat is the parser fontconfig already loads, so reading XML costs render-spec no library of its
/// own (Foundation's XMLParser would load libxml2 and ICU into every process at start-up). No
/// namespace processing is done (an undeclared `xliff:` prefix is not an error), and nothing
/// outside the document is loaded: expat reads no external DTD or entity without a handler for it,
/// and it caps entity expansion against "billion laughs" inputs.
///
/// expat expands an entity that uses another entity by recursion, a few hundred bytes of stack a
/// level, so a chain of declarations (`<!ENTITY e1 "&e2;">`, …) thousands deep overflows a thread's
/// stack. The reader therefore sees every declaration before any expansion (`EntityNesting`) and
/// refuses one nested deeper than `maxEntityNesting`, or one that uses an entity declared after it
/// (the only way a chain could grow after its declarations were checked).
public final class XMLReader {
    private let parser: XML_Parser
    private var handler: XMLEventHandler?
    private var stopped = false
    private var entities: EntityNesting
    /// The reader's own reason to stop (an entity nested too deep), thrown by `read`.
    private var refusal: XMLReadError?

    public init(maxEntityNesting: Int) {
        // Fails only when memory runs out, which Swift treats as fatal everywhere else too.
        guard let parser = XML_ParserCreate(nil) else { fatalError("XML_ParserCreate: out of memory") }
        self.parser = parser
        entities = EntityNesting(limit: maxEntityNesting)
    }

    deinit { XML_ParserFree(parser) }

    /// The current event's position, 1-based: inside a handler call, where that event's markup begins.
    public var line: Int { Int(XML_GetCurrentLineNumber(parser)) }
    public var column: Int { Int(XML_GetCurrentColumnNumber(parser)) + 1 }

    /// Stops reading after the current handler call; `read` then returns without an error. For a
    /// handler that found a problem of its own.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        XML_StopParser(parser, XML_Bool(XML_FALSE))
    }

    /// Reads `bytes` (UTF-8, UTF-16 with a byte-order mark, ISO-8859-1 or US-ASCII, as the
    /// document declares) to the end, or until the handler calls `stop()`. One reader reads one
    /// document.
    public func read(_ bytes: [UInt8], into handler: XMLEventHandler) throws(XMLReadError) {
        self.handler = handler
        defer { self.handler = nil }
        XML_SetUserData(parser, Unmanaged.passUnretained(self).toOpaque())
        XML_SetElementHandler(parser, { data, name, attributes in
            guard let data, let name else { return }
            Unmanaged<XMLReader>.fromOpaque(data).takeUnretainedValue().start(name, attributes)
        }, { data, name in
            guard let data, let name else { return }
            let reader = Unmanaged<XMLReader>.fromOpaque(data).takeUnretainedValue()
            reader.handler?.endElement(String(cString: name), reader: reader)
        })
        XML_SetCharacterDataHandler(parser, { data, text, length in
            guard let data, let text, length > 0 else { return }
            let reader = Unmanaged<XMLReader>.fromOpaque(data).takeUnretainedValue()
            let string = text.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
            }
            reader.handler?.characters(string, reader: reader)
        })
        XML_SetEntityDeclHandler(parser, { data, name, isParameter, value, length, _, _, _, _ in
            guard let data, let name, isParameter == 0 else { return }
            let reader = Unmanaged<XMLReader>.fromOpaque(data).takeUnretainedValue()
            let text = value.map { value in
                value.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
            }
            reader.declare(String(cString: name), text)
        })

        // XML_Parse takes an Int32 length: larger inputs go in slices, the last one marked final.
        let slice = 1 << 24
        let status: XML_Status = bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            repeat {
                let count = min(slice, buffer.count - start)
                let isFinal = start + count == buffer.count
                let base = buffer.baseAddress.map { UnsafeRawPointer($0 + start).assumingMemoryBound(to: CChar.self) }
                let status = XML_Parse(parser, base, Int32(count), isFinal ? 1 : 0)
                if status != XML_STATUS_OK || isFinal { return status }
                start += count
            } while true
        }
        if let refusal { throw refusal }
        if status == XML_STATUS_OK || stopped { return }
        throw error()
    }

    /// A general entity's declaration (`text` nil: an external one, which is never loaded), checked
    /// before anything can expand it; a refused one stops the reader.
    private func declare(_ name: String, _ text: [UInt8]?) {
        guard let problem = entities.declare(name, text: text ?? []) else { return }
        refusal = XMLReadError(kind: .entityNesting, message: problem, line: line, column: column,
                               offset: Int(XML_GetCurrentByteIndex(parser)))
        stop()
    }

    private func start(_ name: UnsafePointer<XML_Char>, _ attributes: UnsafeMutablePointer<UnsafePointer<XML_Char>?>?) {
        var pairs: [String: String] = [:]
        if var cursor = attributes {
            // Name, value, name, value, …, NULL.
            while let key = cursor[0], let value = cursor[1] {
                pairs[String(cString: key)] = String(cString: value)
                cursor += 2
            }
        }
        handler?.startElement(String(cString: name), attributes: pairs, line: line, reader: self)
    }

    private func error() -> XMLReadError {
        let code = XML_GetErrorCode(parser)
        let kind: XMLReadError.Kind = switch code {
        case XML_ERROR_TAG_MISMATCH: .tagMismatch
        case XML_ERROR_INVALID_TOKEN: .invalidToken
        case XML_ERROR_UNDEFINED_ENTITY: .undefinedEntity
        case XML_ERROR_UNCLOSED_TOKEN, XML_ERROR_PARTIAL_CHAR, XML_ERROR_UNCLOSED_CDATA_SECTION: .unclosedToken
        case XML_ERROR_NO_ELEMENTS: .noElements
        case XML_ERROR_JUNK_AFTER_DOC_ELEMENT: .junkAfterRoot
        case XML_ERROR_BAD_CHAR_REF: .badCharacterReference
        default: .other
        }
        let message = XML_ErrorString(code).map { String(cString: $0) } ?? "XML error \(code.rawValue)"
        return XMLReadError(kind: kind, message: message, line: line, column: column,
                            offset: Int(XML_GetCurrentByteIndex(parser)))
    }
}
