import RenderSupport

/// Strict RFC 8259 JSON over UTF-8 bytes that records the position of every value.
///
/// Foundation's JSONSerialization is not used: it reports no positions and silently keeps one of
/// two duplicate keys. This parser refuses what a hand-edited spec most often gets wrong (trailing
/// commas, comments, single quotes, NaN, duplicate keys, bad escapes, lone surrogates) with a
/// message saying so.
///
/// Lines and columns are 1-based. A column counts Unicode scalars, so `é`, a tab and an emoji are
/// one column each (a line break is only `\n`; `\r\n` is one break).
/// Nesting is capped at `maxDepth` so hostile input cannot exhaust the stack, and the number of
/// values at `maxValues` so that any file under the size limit is held in bounded memory: each value
/// costs its place in the tree and its position, whatever its few bytes in the file.
struct JSONParser {
    static let maxDepth = SpecLimits.maxJSONDepth
    static let maxValues = SpecLimits.maxJSONValues

    /// Syntax errors carry path `$`; a duplicate key carries the path of the repeated member.
    static func parse(_ bytes: [UInt8], file: String) throws(SpecError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, file: file)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }  // a UTF-8 byte order mark (RFC 8259 §8.1)
        parser.skipWhitespace()
        let value = try parser.parseValue(at: .node(.root), depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.unexpected("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var values = 0

    /// Where a value is written: under a key (its own path node, which its key shares) or at an
    /// index of an array (its parent's node and the index, a node made only for a container).
    private enum Place {
        case node(WrittenPath.Node)
        case element(of: WrittenPath.Node, index: Int)

        var written: WrittenPath {
            switch self {
            case .node(let node): WrittenPath(node)
            case .element(let array, let index): WrittenPath(element: index, of: array)
            }
        }

        var node: WrittenPath.Node {
            switch self {
            case .node(let node): node
            case .element(let array, let index): array.appending(index: index)
            }
        }
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: Values

    private mutating func parseValue(at place: Place, depth: Int) throws(SpecError) -> JSONValue {
        guard let byte = peek else { throw syntaxError("unexpected end of file; expected a value") }
        let start = SourcePosition(file: file, line: line, column: column, writtenPath: place.written)
        values += 1
        if values > Self.maxValues {
            throw SpecError(at: start, "the file holds more than \(NumberText.grouped(Self.maxValues)) JSON values (numbers, strings, arrays and objects), the limit for one file")
        }
        switch byte {
        case UInt8(ascii: "{"):
            return JSONValue(kind: .object(try parseObject(path: place.node, depth: depth)), position: start)
        case UInt8(ascii: "["):
            return JSONValue(kind: .array(try parseArray(path: place.node, depth: depth)), position: start)
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try parseString()), position: start)
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return JSONValue(kind: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return JSONValue(kind: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return JSONValue(kind: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), position: start)
        case UInt8(ascii: "/"):
            throw syntaxError("comments are not allowed in JSON")
        case UInt8(ascii: "'"):
            throw syntaxError("strings must be in double quotes")
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw syntaxError("NaN and Infinity are not JSON numbers; every number must be finite")
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            throw syntaxError("a JSON number must start with a digit or `-`")
        default:
            throw syntaxError("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func parseObject(path: WrittenPath.Node, depth: Int) throws(SpecError) -> [JSONMember] {
        try checkDepth(depth)
        advance()  // {
        skipWhitespace()
        var members: [JSONMember] = []
        var seen = Set<String>()
        if peek == UInt8(ascii: "}") {
            advance()
            return members
        }
        var comma = (line: line, column: column)
        while true {
            guard peek == UInt8(ascii: "\"") else {
                if peek == UInt8(ascii: "}") { throw syntaxError("trailing comma before `}`", at: comma) }
                if peek == nil { throw syntaxError("unexpected end of file inside an object") }
                throw unexpected("expected a key in double quotes, got \(describeCurrent())")
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try parseString()
            let memberPath = path.appending(key: key)
            let keyPosition = SourcePosition(file: file, line: keyLine, column: keyColumn, writtenPath: WrittenPath(memberPath))
            guard seen.insert(key).inserted else {
                throw SpecError(at: keyPosition, "duplicate key `\(InputExcerpt.of(key))`")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw syntaxError("expected `:` after the key `\(InputExcerpt.of(key))`, got \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(at: .node(memberPath), depth: depth + 1)
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                comma = (line, column)
                advance()
                skipWhitespace()
            case UInt8(ascii: "}"):
                advance()
                return members
            case nil:
                throw syntaxError("unexpected end of file inside an object; expected `,` or `}`")
            default:
                throw unexpected("expected `,` or `}` after a member, got \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray(path: WrittenPath.Node, depth: Int) throws(SpecError) -> [JSONValue] {
        try checkDepth(depth)
        advance()  // [
        skipWhitespace()
        var items: [JSONValue] = []
        if peek == UInt8(ascii: "]") {
            advance()
            return items
        }
        var comma = (line: line, column: column)
        while true {
            if peek == UInt8(ascii: "]") { throw syntaxError("trailing comma before `]`", at: comma) }
            items.append(try parseValue(at: .element(of: path, index: items.count), depth: depth + 1))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                comma = (line, column)
                advance()
                skipWhitespace()
            case UInt8(ascii: "]"):
                advance()
                return items
            case nil:
                throw syntaxError("unexpected end of file inside an array; expected `,` or `]`")
            default:
                throw unexpected("expected `,` or `]` after an element, got \(describeCurrent())")
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(SpecError) {
        if depth >= Self.maxDepth {
            throw syntaxError("nesting is deeper than \(Self.maxDepth) levels")
        }
    }

    private mutating func parseLiteral(_ word: String) throws(SpecError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw syntaxError("unexpected \(describeCurrent()); expected a value (did you mean `\(word)`?)")
        }
        for _ in expected { advance() }
    }

    /// RFC 8259 §6: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`, finite.
    private mutating func parseNumber() throws(SpecError) -> Double {
        let start = position(path: JSONPath.root)
        let begin = index
        if peek == UInt8(ascii: "-") { advance() }
        guard isDigit(peek) else { throw syntaxError("expected a digit after `-`") }
        if peek == UInt8(ascii: "0") {
            advance()
            if isDigit(peek) { throw syntaxError("a JSON number cannot have a leading zero") }
        } else {
            while isDigit(peek) { advance() }
        }
        if peek == UInt8(ascii: ".") {
            advance()
            guard isDigit(peek) else { throw syntaxError("expected a digit after the decimal point") }
            while isDigit(peek) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard isDigit(peek) else { throw syntaxError("expected a digit in the exponent") }
            while isDigit(peek) { advance() }
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SpecError(at: start, "the number \(InputExcerpt.of(text)) is too large; every number must be finite")
        }
        return value
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Strings

    private mutating func parseString() throws(SpecError) -> String {
        let start = position(path: JSONPath.root)
        advance()  // opening quote
        var buffer: [UInt8] = []
        while true {
            guard let byte = peek else { throw SpecError(at: start, "unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let string = String(validating: buffer, as: UTF8.self) else {
                    throw SpecError(at: start, "string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0x0A, 0x0D:
                throw syntaxError("a line break inside a string must be written `\\n`")
            case 0..<0x20:
                throw syntaxError("control character U+\(hex4(UInt32(byte))) inside a string must be escaped")
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(SpecError) {
        let escapeStart = position(path: JSONPath.root)
        advance()  // backslash
        guard let byte = peek else { throw syntaxError("unterminated string") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            advance()
            buffer.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            let shown = describeByte(byte)
            throw SpecError(at: escapeStart, shown.isEmpty ? "invalid escape in a string" : "invalid escape `\\\(shown)` in a string")
        }
        advance()
        let unit = try parseHex4(escapeStart: escapeStart)
        var scalarValue = unit
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate is only half a character: the low half must follow at once.
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw SpecError(at: escapeStart, "lone surrogate `\\u\(hex4(unit))`: a high surrogate must be followed by a low one")
            }
            let lowStart = position(path: JSONPath.root)
            advance(); advance()
            let low = try parseHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw SpecError(at: escapeStart, "lone surrogate `\\u\(hex4(unit))`: a high surrogate must be followed by a low one")
            }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw SpecError(at: escapeStart, "lone surrogate `\\u\(hex4(unit))`: a low surrogate must follow a high one")
        default:
            break
        }
        // Surrogates are excluded above, so every remaining value is a scalar.
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw SpecError(at: escapeStart, "invalid escape `\\u\(hex4(unit))`")
        }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    private mutating func parseHex4(escapeStart: SourcePosition) throws(SpecError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexValue(byte) else {
                throw SpecError(at: escapeStart, "invalid escape: `\\u` must be followed by four hex digits")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Cursor

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Consumes one byte, keeping line and column: a column advances once per scalar, on its lead byte.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    private func position(path: String) -> SourcePosition {
        SourcePosition(file: file, line: line, column: column, path: path)
    }

    private func syntaxError(_ message: String) -> SpecError {
        SpecError(at: position(path: JSONPath.root), message)
    }

    /// `message` at a place already passed: a trailing comma is reported where it stands, not at
    /// the bracket that shows it was one (often on the next line).
    private func syntaxError(_ message: String, at place: (line: Int, column: Int)) -> SpecError {
        SpecError(at: SourcePosition(file: file, line: place.line, column: place.column, path: JSONPath.root), message)
    }

    /// `message`, unless the byte there starts a comment, the commonest reason for it.
    private func unexpected(_ message: String) -> SpecError {
        syntaxError(peek == UInt8(ascii: "/") ? "comments are not allowed in JSON" : message)
    }

    /// "`x`", "end of file", or the code point of a non-ASCII character.
    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte < 0x80 { return describeByte(byte).isEmpty ? "U+\(hex4(UInt32(byte)))" : "`\(describeByte(byte))`" }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return "`\(scalar)` (U+\(hex4(scalar.value)))"
        }
        return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func describeByte(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : ""
    }
}

extension JSONValue {
    /// `bytes` read as strictly as a spec is, for a module that reads back JSON render-spec wrote
    /// (`check` proving an image set's Contents.json).
    package static func parsed(_ bytes: [UInt8], file: String) throws(SpecError) -> JSONValue {
        try JSONParser.parse(bytes, file: file)
    }
}
