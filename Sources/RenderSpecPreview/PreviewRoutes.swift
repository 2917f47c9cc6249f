import FlyingFox
import Foundation

/// What the preview server answers: `/` the page, `/state.json` the newest snapshot,
/// `/image/<sha256>.png` an image of it, `/events` a WebSocket that sends each snapshot as it comes.
struct PreviewRoutes: HTTPHandler {
    let state: PreviewState

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        // A web page elsewhere can reach 127.0.0.1 through DNS rebinding (its own name resolving to
        // this address) and then read spec sources from the page; such a request names its own host.
        guard Self.isLocal(host: request.headers[.host]) else {
            return Self.text(.forbidden, "preview answers only requests for 127.0.0.1 or localhost\n")
        }
        guard request.method == .GET else {
            return Self.text(.methodNotAllowed, "only GET\n")
        }
        switch request.path {
        case "/":
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                                body: Data(PreviewPage.html.utf8))
        case "/state.json":
            guard let snapshot = state.current else {
                return Self.text(.serviceUnavailable, "the first render has not finished\n")
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                                body: try Self.json(snapshot))
        case "/events":
            // A cross-site page may open a WebSocket to 127.0.0.1 (browsers do not apply CORS to
            // it): only this server's own page, or a client that sends no Origin, is answered.
            if let origin = request.headers[HTTPHeader("Origin")], !Self.isLocal(origin: origin) {
                return Self.text(.forbidden, "preview's events are for its own page\n")
            }
            return try await WebSocketHTTPHandler.webSocket(SnapshotEvents(state: state)).handleRequest(request)
        default:
            if request.path.hasPrefix("/image/"), request.path.hasSuffix(".png") {
                let hash = String(request.path.dropFirst("/image/".count).dropLast(".png".count))
                if let png = state.image(hash) {
                    // Named by their content: an image at this URL never changes.
                    return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "max-age=31536000, immutable"],
                                        body: Data(png))
                }
            }
            return Self.text(.notFound, "not found\n")
        }
    }

    static func json(_ snapshot: PreviewSnapshot) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(snapshot)
    }

    private static func text(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(body.utf8))
    }

    /// `127.0.0.1`, `localhost` or `[::1]`, with any port.
    static func isLocal(host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]") { host = String(host[..<colon]) }
        return ["127.0.0.1", "localhost", "[::1]"].contains(host)
    }

    static func isLocal(origin: String) -> Bool {
        guard let url = URL(string: origin), url.scheme == "http", let host = url.host else { return false }
        return isLocal(host: host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
    }
}

/// One WebSocket client: each snapshot as a JSON text message, the current one first.
struct SnapshotEvents: WSMessageHandler {
    let state: PreviewState

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (messages, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = state.subscribe { snapshot in
            if let data = try? PreviewRoutes.json(snapshot) { continuation.yield(.text(String(decoding: data, as: UTF8.self))) }
        }
        continuation.onTermination = { [state] _ in state.unsubscribe(id) }
        // The page sends nothing; its stream ends when it goes away, and so does this one.
        Task {
            for await _ in client {}
            continuation.finish()
        }
        return messages
    }
}
