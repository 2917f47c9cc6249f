import FlyingFox
import FlyingSocks
import Foundation

/// The preview's HTTP server on 127.0.0.1: the page, the newest snapshot as JSON, its PNGs from
/// memory, and a WebSocket that pushes each new snapshot to the page.
final class PreviewServer: Sendable {
    private let server: HTTPServer
    private let state: PreviewState
    private let port: UInt16

    /// Why the server did not start, as one line for the user.
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    init(port: UInt16, state: PreviewState) throws {
        self.port = port
        self.state = state
        // Loopback only: the page shows the user's spec sources. FlyingFox's default logger would
        // print to stdout, whose first line the command promises is the URL.
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled,
                            handler: PreviewRoutes(state: state))
    }

    /// Binds and starts serving; returns the port listened on (the one chosen by the system for 0).
    func start() async throws -> UInt16 {
        let failure = Failure()
        Task { [server] in
            do { try await server.run() } catch { failure.set(error) }
        }
        // HTTPServer.run() binds and then serves until stopped, so success shows as `isListening`
        // and a failure to bind as run() returning early.
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let error = failure.error { throw Self.explain(error, port: port) }
            if await server.isListening, case .ip4(_, let bound)? = await server.listeningAddress { return bound }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        throw StartError(description: "error: the preview server did not start listening on 127.0.0.1:\(port) within 10 s")
    }

    func stop() async {
        await server.stop(timeout: 0)
    }

    private static func explain(_ error: any Error, port: UInt16) -> StartError {
        if case SocketError.failed(_, let code, _) = error, code == EADDRINUSE {
            return StartError(description: "error: port \(port) on 127.0.0.1 is in use: choose another with --port, or --port 0 for any free one")
        }
        if case SocketError.failed(_, let code, _) = error, code == EACCES {
            return StartError(description: "error: not allowed to listen on port \(port): choose one above 1023, or --port 0")
        }
        return StartError(description: "error: cannot listen on 127.0.0.1:\(port): \(error)")
    }

    /// The server task's error, set once from that task and read by `start`.
    private final class Failure: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?
        var error: (any Error)? { lock.withLock { stored } }
        func set(_ error: any Error) { lock.withLock { stored = error } }
    }
}
