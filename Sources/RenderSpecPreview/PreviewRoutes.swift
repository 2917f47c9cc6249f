import FlyingFox
import Foundation

/// The answer to each `PreviewRoute`, as FlyingFox's response types.
struct PreviewRoutes: Sendable {
    let state: PreviewState

    func response(to route: PreviewRoute, head: RequestHead) async throws -> HTTPResponse {
        switch route {
        case .page:
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                                body: Data(PreviewPage.html.utf8))
        case .state:
            guard let snapshot = state.current else {
                return Self.text(503, "the first render has not finished\n")
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                                body: try Self.json(snapshot))
        case .image(let hash):
            guard let png = state.image(hash) else { return Self.text(404, "not found\n") }
            // Named by their content: an image at this URL never changes.
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "max-age=31536000, immutable"],
                                body: Data(png))
        case .events:
            // FlyingFox checks the handshake's fields and answers 101 with its accept key, or 400.
            return try await WebSocketHTTPHandler.webSocket(SnapshotEvents(state: state)).handleRequest(Self.request(head))
        case .refused(let status, let message):
            var response = Self.text(status, message)
            if status == 405 { response.headers[HTTPHeader("Allow")] = "GET" }
            return response
        }
    }

    static func json(_ snapshot: PreviewSnapshot) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(snapshot)
    }

    static func text(_ status: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: HTTPStatusCode(status, phrase: ResponseBytes.phrase(status)),
                     headers: [.contentType: "text/plain; charset=utf-8"], body: Data(body.utf8))
    }

    /// The head as FlyingFox's request (without a body: the preview reads none).
    static func request(_ head: RequestHead) -> HTTPRequest {
        var headers = HTTPHeaders()
        for field in head.fields { headers.addValue(field.value, for: HTTPHeader(field.name)) }
        let query = head.target.firstIndex(of: "?").map { String(head.target[head.target.index(after: $0)...]) } ?? ""
        return HTTPRequest(method: HTTPMethod(head.method), version: HTTPVersion(head.version),
                           target: .init(path: String(head.path), query: query), headers: headers, body: HTTPBodySequence(data: Data()))
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
