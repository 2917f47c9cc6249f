#if Server
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 exchange over a TCP socket to 127.0.0.1, sending exactly the bytes given (so a
/// test can send what no HTTP library would: an overlong target, a flood of header fields), and
/// reading the answer until the server closes the connection.
struct HTTPTestClient {
    let port: UInt16
    /// Generous: an upper bound for a loaded machine, never a measurement.
    static let patience: Double = 120

    struct Answer {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]
        var raw: String

        func header(_ name: String) -> String? { headers.first { $0.name.lowercased() == name.lowercased() }?.value }
        func headers(_ name: String) -> [String] { headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value) }
        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: String] { (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: String] ?? [:] }
    }

    func get(_ target: String, headers: [String] = []) throws -> Answer {
        try send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n" + headers.map { $0 + "\r\n" }.joined() + "Connection: close\r\n\r\n")
    }

    func send(_ request: String) throws -> Answer {
        let file = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(file) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(file, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard file >= 0, connected == 0 else { throw TestFailure("connect: \(String(cString: strerror(errno)))") }
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(file, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { break }  // the server may answer and close before reading it all (414, 431)
            sent += count
        }
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(Self.patience)
        while deadline.timeIntervalSinceNow > 0 {
            var poller = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 1000) <= 0 { continue }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(file, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return try Self.parse(received)
    }

    static func parse(_ bytes: [UInt8]) throws -> Answer {
        guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { throw TestFailure("no response head in \(bytes.count) bytes") }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        guard let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else { throw TestFailure("status line \(statusLine)") }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Array(bytes[end.upperBound...])
        if let length = headers.first(where: { $0.0.lowercased() == "content-length" }).flatMap({ Int($0.1) }), body.count > length {
            body = Array(body.prefix(length))
        }
        return Answer(status: status, headers: headers, body: body, raw: head)
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
#endif
