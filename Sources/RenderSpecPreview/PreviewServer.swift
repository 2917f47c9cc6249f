import FlyingFox
import FlyingSocks
import Foundation

/// The preview's HTTP server on 127.0.0.1: the page, the newest snapshot as JSON, its PNGs from
/// memory, and a WebSocket that pushes each new snapshot to the page.
///
/// FlyingSocks' sockets and event pool carry it, and FlyingFox's request, response and WebSocket
/// handler types shape it; the connections themselves are read by `PreviewConnection`, within
/// `PreviewLimits` (docs/preview.md says why FlyingFox's own server loop is not used).
final class PreviewServer: Sendable {
    private let port: UInt16
    private let state: PreviewState
    private let limits: PreviewLimits

    /// Why the server did not start, as one line for the user.
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    init(port: UInt16, state: PreviewState, limits: PreviewLimits = .fromEnvironment()) {
        self.port = port
        self.state = state
        self.limits = limits
    }

    /// Binds and starts serving; returns the port listened on (the one chosen by the system for 0).
    func start() async throws -> UInt16 {
        let socket: Socket
        let bound: UInt16
        do {
            socket = try Socket(domain: AF_INET)
            try socket.setValue(true, for: .localAddressReuse)
            // Loopback only: the page shows the user's spec sources.
            try socket.bind(to: .inet(ip4: "127.0.0.1", port: port))
            try socket.listen()
            guard case .ip4(_, let port) = try socket.sockname() else { throw SocketError.unsupportedAddress }
            bound = port
        } catch {
            throw Self.explain(error, port: port)
        }
        let pool = HTTPServer.defaultPool()
        try await pool.prepare()
        Task { try await pool.run() }
        let connection = PreviewConnection.Setup(routes: PreviewRoutes(state: state), limits: limits, serverPort: bound)
        let listener = PreviewListener(socket: socket, pool: pool, slots: .forOpenFileLimit()) { client in
            await PreviewConnection(socket: DeadlineSocket(socket: client), setup: connection).serve()
        }
        try socket.setFlags(.nonBlocking)
        Task { await listener.run() }
        return bound
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
}
