import Foundation

/// What a request asks of the preview, decided from its head alone: `/` the page, `/state.json`
/// the newest snapshot, `/image/<sha256>.png` one of its images, `/events` the WebSocket that sends
/// each snapshot; or the refusal to answer with.
enum PreviewRoute: Equatable, Sendable {
    case page
    case state
    case image(hash: String)
    case events
    case refused(status: Int, message: String)

    static func resolve(_ head: RequestHead, serverPort: UInt16) -> PreviewRoute {
        // A web page elsewhere can reach 127.0.0.1 through DNS rebinding (its own name resolving to
        // this address) and then read spec sources from the page; such a request names its own host.
        let hosts = head.values(of: "Host")
        guard hosts.count <= 1 else { return .refused(status: 400, message: "more than one Host\n") }
        guard let host = hosts.first, isLocal(host: host) else {
            return .refused(status: 403, message: "preview answers only requests for 127.0.0.1 or localhost\n")
        }
        guard head.method == "GET" else { return .refused(status: 405, message: "only GET\n") }
        switch head.path {
        case "/":
            return .page
        case "/state.json":
            return .state
        case "/events":
            // A cross-site page may open a WebSocket to 127.0.0.1 (browsers do not apply CORS to it),
            // and so may a page served by another program on another local port: only this server's
            // own page, or a client that sends no Origin, is answered.
            let origins = head.values(of: "Origin")
            guard origins.count <= 1, origins.allSatisfy({ isLocal(origin: $0, port: serverPort) }) else {
                return .refused(status: 403, message: "preview's events are for its own page\n")
            }
            return .events
        default:
            if let hash = imageHash(head.path) { return .image(hash: hash) }
            return .refused(status: 404, message: "not found\n")
        }
    }

    /// The SHA-256 (64 lowercase hex digits) in `/image/<sha256>.png`.
    static func imageHash(_ path: Substring) -> String? {
        guard path.hasPrefix("/image/"), path.hasSuffix(".png") else { return nil }
        let hash = path.dropFirst("/image/".count).dropLast(".png".count)
        guard hash.utf8.count == 64, hash.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        return String(hash)
    }

    /// `127.0.0.1`, `localhost` or `[::1]`, with any port.
    static func isLocal(host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]") { host = String(host[..<colon]) }
        return ["127.0.0.1", "localhost", "[::1]"].contains(host)
    }

    /// An `http` origin on a local host and on `port`, this server's own.
    static func isLocal(origin: String, port: UInt16) -> Bool {
        guard let url = URL(string: origin), url.scheme == "http", let host = url.host,
              (url.path.isEmpty || url.path == "/"), url.query == nil, url.user == nil else { return false }
        guard isLocal(host: host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host) else { return false }
        return (url.port ?? 80) == Int(port)
    }
}
