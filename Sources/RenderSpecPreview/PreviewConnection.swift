import FlyingFox
import FlyingSocks
import Foundation

/// One accepted connection: request heads read within the limits, each answered, kept open between
/// requests for the idle timeout, or handed to a WebSocket session.
struct PreviewConnection: Sendable {
    /// What every connection of one server shares.
    struct Setup: Sendable {
        var routes: PreviewRoutes
        var limits: PreviewLimits
        /// The port the server listens on, which a WebSocket's Origin must name.
        var serverPort: UInt16
    }

    let socket: DeadlineSocket
    let setup: Setup
    private var limits: PreviewLimits { setup.limits }

    func serve() async {
        defer { socket.close() }
        // Bytes read past the last head: a pipelined request's, or a WebSocket's first frames.
        var pending: ArraySlice<UInt8> = []
        do {
            while true {
                guard let head = try await readHead(&pending) else { return }
                let route = PreviewRoute.resolve(head, serverPort: setup.serverPort)
                let response = try await setup.routes.response(to: route, head: head)
                if case .webSocket(let handler) = response.payload {
                    try await socket.write(ResponseBytes.head(response, bodyCount: nil, closing: false), before: writeDeadline())
                    await WebSocketSession(socket: socket, limits: limits).run(handler, received: pending)
                    return
                }
                let body = try await response.bodyData
                let keepAlive = head.keepsAlive && !head.announcesBody
                try await socket.write(ResponseBytes.head(response, bodyCount: body.count, closing: !keepAlive) + body,
                                       before: writeDeadline())
                if !keepAlive { return }
            }
        } catch {
            // The peer went away, stopped reading, or timed out: nothing more to say to it.
        }
    }

    /// The next request's head; nil when the connection should close (the peer closed it while
    /// idle, stayed idle too long, or was answered a refusal).
    private func readHead(_ pending: inout ArraySlice<UInt8>) async throws -> RequestHead? {
        var reader = RequestHeadReader(limits: limits)
        // Until the first byte of a request, the connection is idle; from it, the head has its own deadline.
        var deadline = ContinuousClock.now + limits.idleTimeout
        var started = false
        while true {
            if pending.isEmpty {
                do {
                    pending = try await socket.read(before: deadline)[...]
                } catch is DeadlineSocket.TimedOut {
                    if started { await refuse(408, "the request head did not arrive in time") }
                    return nil
                } catch SocketError.disconnected {
                    return nil
                }
            }
            if !started {
                started = true
                deadline = ContinuousClock.now + limits.headTimeout
            }
            do {
                if let (head, rest) = try reader.read(pending) {
                    pending = rest
                    return head
                }
                pending = []
            } catch {
                await refuse(error.status, error.reason)
                return nil
            }
        }
    }

    private func refuse(_ status: Int, _ reason: String) async {
        guard (try? await socket.write(ResponseBytes.refusal(status, reason), before: writeDeadline())) != nil else { return }
        await socket.finishSending()
    }

    private func writeDeadline() -> ContinuousClock.Instant { .now + limits.idleTimeout }
}
