import Foundation

/// The newest snapshot and its images, shared between the thread that reloads and the server's
/// tasks, and the pages listening for the next one.
///
/// A lock, not an actor: the reloading thread publishes synchronously, in order, so a slow publish
/// can never overtake a newer one.
final class PreviewState: @unchecked Sendable {
    private let lock = NSLock()
    private var snapshot: PreviewSnapshot?
    private var images: [String: [UInt8]] = [:]
    private var listeners: [UUID: @Sendable (PreviewSnapshot) -> Void] = [:]

    /// The newest snapshot, nil until the first reload has finished.
    var current: PreviewSnapshot? { lock.withLock { snapshot } }

    /// A PNG of the newest snapshot by its SHA-256. Older images are dropped on publish: a page asks
    /// for them only in the moment before it hears of the newer snapshot.
    func image(_ hash: String) -> [UInt8]? { lock.withLock { images[hash] } }

    func publish(_ next: PreviewSnapshot, images nextImages: [String: [UInt8]]) {
        let listeners = lock.withLock {
            snapshot = next
            images = nextImages
            return Array(self.listeners.values)
        }
        listeners.forEach { $0(next) }
    }

    /// Calls `listener` with the current snapshot (if any) and every later one, until `unsubscribe`.
    /// A publish racing the subscription may arrive before the current snapshot does: listeners go
    /// by `generation` and ignore an older one.
    func subscribe(_ listener: @escaping @Sendable (PreviewSnapshot) -> Void) -> UUID {
        let id = UUID()
        let now = lock.withLock {
            listeners[id] = listener
            return snapshot
        }
        if let now { listener(now) }
        return id
    }

    func unsubscribe(_ id: UUID) {
        _ = lock.withLock { listeners.removeValue(forKey: id) }
    }
}
