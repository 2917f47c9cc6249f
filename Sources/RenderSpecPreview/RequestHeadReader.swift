/// Reads one request head from bytes as they arrive, and refuses it the moment it passes a limit.
///
/// FlyingFox's own decoder looks for the end of a line again after every byte, so a long line costs
/// time in the square of its length, and it keeps any number of header fields. This reader looks at
/// each byte once and holds at most one line beyond the fields already read, so a hostile client
/// costs time in proportion to what it sent and memory within `PreviewLimits`.
struct RequestHeadReader {
    /// Why a head was refused: the status to answer with before closing the connection.
    struct Refusal: Error, Equatable {
        var status: Int
        var reason: String

        static let requestLineTooLong = Refusal(status: 414, reason: "the request line is too long")
        static let headersTooLarge = Refusal(status: 431, reason: "too many or too large header fields")
        static let versionNotSupported = Refusal(status: 505, reason: "only HTTP/1.0 and HTTP/1.1")
        static func malformed(_ what: String) -> Refusal { Refusal(status: 400, reason: what) }
    }

    private let limits: PreviewLimits
    /// The line being read, without its LF.
    private var line: [UInt8] = []
    private var requestLine: (method: String, target: String, version: String)?
    private var fields: [RequestHead.Field] = []
    private var fieldBytes = 0
    private var emptyLinesBefore = 0

    init(limits: PreviewLimits) {
        self.limits = limits
        line.reserveCapacity(256)
    }

    /// Takes the next bytes of the connection. Returns the head once its empty line has arrived,
    /// with the bytes after it (the next request, or a WebSocket's first frames); nil while more
    /// are needed.
    mutating func read(_ bytes: ArraySlice<UInt8>) throws(Refusal) -> (head: RequestHead, rest: ArraySlice<UInt8>)? {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let piece = bytes[start..<(newline ?? bytes.endIndex)]
            // Checked before the bytes are kept: a line never grows past its limit.
            try checkLength(adding: piece.count)
            line.append(contentsOf: piece)
            guard let newline else { return nil }
            start = newline + 1
            if let head = try endLine() { return (head, bytes[start...]) }
        }
        return nil
    }

    private func checkLength(adding count: Int) throws(Refusal) {
        let length = line.count + count
        if requestLine == nil {
            // One more byte for the CR before the LF.
            if length > limits.requestLineBytes + 1 { throw .requestLineTooLong }
        } else if fieldBytes + length + 1 > limits.headerBytes {
            throw .headersTooLarge
        }
    }

    /// Handles the line just ended; returns the head at its empty line.
    private mutating func endLine() throws(Refusal) -> RequestHead? {
        defer { line.removeAll(keepingCapacity: true) }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        // A CR anywhere else could be read as a line end by something after the preview (RFC 9112 §2.2).
        if line.contains(UInt8(ascii: "\r")) { throw .malformed("a CR not followed by LF") }
        guard let requestLine else {
            if line.isEmpty {
                // RFC 9112 §2.2 asks to ignore an empty line before the request line; a stream of them is no request.
                emptyLinesBefore += 1
                if emptyLinesBefore > 2 { throw .malformed("empty lines instead of a request line") }
                return nil
            }
            if line.count > limits.requestLineBytes { throw .requestLineTooLong }
            self.requestLine = try Self.parseRequestLine(line)
            return nil
        }
        if line.isEmpty {
            return RequestHead(method: requestLine.method, target: requestLine.target, version: requestLine.version, fields: fields)
        }
        fieldBytes += line.count + 2
        if fields.count == limits.headerFields { throw .headersTooLarge }
        fields.append(try Self.parseField(line))
        return nil
    }

    /// `method SP request-target SP HTTP-version` (RFC 9112 §3), single spaces, nothing else.
    static func parseRequestLine(_ line: [UInt8]) throws(Refusal) -> (method: String, target: String, version: String) {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .malformed("the request line is not METHOD TARGET VERSION") }
        let (method, target, version) = (parts[0], parts[1], parts[2])
        guard !method.isEmpty, method.allSatisfy(isTokenByte) else { throw .malformed("the method is not a token") }
        // Visible ASCII only: a browser percent-encodes everything else.
        guard !target.isEmpty, target.allSatisfy({ (0x21...0x7E).contains($0) }) else { throw .malformed("the request target has a byte that is not visible ASCII") }
        let prefix = Array("HTTP/".utf8)
        guard version.count == 8, version.starts(with: prefix), version[version.startIndex + 6] == UInt8(ascii: "."),
              isDigit(version[version.startIndex + 5]), isDigit(version[version.startIndex + 7]) else {
            throw .malformed("the version is not HTTP/x.y")
        }
        guard version[version.startIndex + 5] == UInt8(ascii: "1") else { throw .versionNotSupported }
        let minor = version[version.startIndex + 7]
        return (ascii(method), ascii(target), minor == UInt8(ascii: "0") ? "HTTP/1.0" : "HTTP/1.1")
    }

    /// `name: value` (RFC 9112 §5): a token, a colon, optional whitespace around the value.
    static func parseField(_ line: [UInt8]) throws(Refusal) -> RequestHead.Field {
        // A line starting with whitespace continues the last field (obsolete folding, RFC 9112 §5.2).
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { throw .malformed("a header line without a field name") }
        let name = line[..<colon]
        guard name.allSatisfy(isTokenByte) else { throw .malformed("a field name that is not a token") }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        // Tab, visible ASCII and obs-text only: no NUL or other control byte (RFC 9110 §5.5).
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else { throw .malformed("a control byte in a field value") }
        return RequestHead.Field(name: ascii(name), value: String(decoding: value, as: UTF8.self))
    }

    /// RFC 9110 §5.6.2's tchar.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return tokenSymbols.contains(byte)
        }
    }

    private static let tokenSymbols = Array("!#$%&'*+-.^_`|~".utf8)

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func ascii(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
}
