import FlyingSocks
import Foundation
import RenderSupport

/// Accepts connections until the process ends, at most `slots.count` open at once. A failed
/// `accept` never ends the loop: out of file descriptors (EMFILE, ENFILE), out of buffers, or a
/// connection reset while queued, the preview says so once per error, waits (`firstBackoff`,
/// doubling up to `longestBackoff`, back to none once one succeeds) and tries again; the
/// connections already open close by their timeouts and make room.
struct PreviewListener: Sendable {
    let socket: Socket
    let pool: any AsyncSocketPool
    let slots: ConnectionSlots
    let serve: @Sendable (AsyncSocket) async -> Void

    static let firstBackoff: Duration = .milliseconds(10)
    static let longestBackoff: Duration = .seconds(1)

    func run() async {
        var backoff: Duration?
        var reported: Set<Int32> = []
        var reportedFull = false
        while !Task.isCancelled {
            await slots.take {
                if reportedFull { return }
                reportedFull = true
                printError("preview: \(slots.count) connections are open, the most its open-file limit (ulimit -n) leaves room for; more wait until one closes")
            }
            do {
                let client = try await accept()
                backoff = nil
                Task {
                    await serve(client)
                    slots.give()
                }
            } catch {
                slots.give()
                guard await retry(after: error, backoff: &backoff, reported: &reported) else { return }
            }
        }
    }

    /// Whether to go on accepting after `error`, having waited the backoff.
    private func retry(after error: any Error, backoff: inout Duration?, reported: inout Set<Int32>) async -> Bool {
        guard case SocketError.failed(_, let code, let message) = error, !Self.endsListening(code) else {
            if !(error is CancellationError) { printError("preview: stopped accepting connections: \(error)") }
            return false
        }
        if reported.insert(code).inserted {
            printError("preview: cannot accept a connection (\(message)); retrying, with a pause of up to 1 s between tries")
        }
        let pause = backoff.map { min($0 * 2, Self.longestBackoff) } ?? Self.firstBackoff
        backoff = pause
        try? await Task.sleep(for: pause)
        return true
    }

    /// The next connection, non-blocking and served through the pool. Its descriptor is closed if
    /// it cannot be made so, rather than left open.
    private func accept() async throws -> AsyncSocket {
        while true {
            let file: Socket.FileDescriptor
            do {
                file = try socket.accept().file
            } catch SocketError.blocked {
                try await pool.suspendSocket(socket, untilReadyFor: .connection)
                continue
            }
            let client = Socket(file: file)
            do {
                return try AsyncSocket(socket: client, pool: pool)
            } catch {
                try? client.close()
                throw error
            }
        }
    }

    /// Errors of the listening socket itself (closed, not listening), after which no accept can succeed.
    static func endsListening(_ code: Int32) -> Bool {
        [EBADF, EINVAL, ENOTSOCK, EOPNOTSUPP, EFAULT].contains(code)
    }
}
