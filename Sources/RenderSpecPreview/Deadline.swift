import FlyingSocks
import Foundation

/// Reads and writes that give up at a deadline. A peer that sends nothing, or reads nothing, would
/// otherwise hold its connection, its task and its file descriptor for ever.
struct DeadlineSocket: Sendable {
    let socket: AsyncSocket

    struct TimedOut: Error {}

    /// The next bytes the peer sent (at most 4 KiB). Throws `TimedOut` at the deadline, and
    /// `SocketError.disconnected` once the peer has closed.
    func read(before deadline: ContinuousClock.Instant) async throws -> [UInt8] {
        try await Self.run(before: deadline) { [socket] in try await socket.read(atMost: 4096) }
    }

    func write(_ data: Data, before deadline: ContinuousClock.Instant) async throws {
        try await Self.run(before: deadline) { [socket] in try await socket.write(data) }
    }

    func close() {
        try? socket.close()
    }

    /// After a refusal: says no more and reads what the peer is still sending, briefly, before the
    /// connection is closed. Closing with unread bytes would reset it, and the peer could lose the
    /// answer before reading it.
    func finishSending(drainingFor time: Duration = .seconds(1), upTo limit: Int = 1 << 20) async {
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + time
        var drained = 0
        while drained < limit, let bytes = try? await read(before: deadline) { drained += bytes.count }
    }

    /// `work`, cancelled at the deadline. A socket waiting in FlyingSocks' pool resumes on
    /// cancellation, so the task ends at once.
    static func run<T: Sendable>(before deadline: ContinuousClock.Instant,
                                 _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw TimedOut() }
            return value
        }
    }
}
