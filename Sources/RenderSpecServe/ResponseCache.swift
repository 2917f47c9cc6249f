#if Server
import RenderSupport

/// The responses rendered lately, by cache key, in memory: at most `capacity` bytes of them, the
/// least recently used dropped first. Thread-safe.
final class ResponseCache: @unchecked Sendable {
    private struct Node {
        var key: String
        var image: CachedImage
        var newer: Int?
        var older: Int?
    }

    private let lock = Lock()
    private let capacity: Int
    private var nodes: [Node] = []
    private var free: [Int] = []
    private var index: [String: Int] = [:]
    private var newest: Int?
    private var oldest: Int?
    private(set) var bytes = 0

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { lock.withLock { index.count } }

    func image(for key: String) -> CachedImage? {
        lock.withLock {
            guard let i = index[key] else { return nil }
            unlink(i)
            pushNewest(i)
            return nodes[i].image
        }
    }

    /// Keeps `image` (an image larger than the whole cache is not kept).
    func store(_ image: CachedImage, for key: String) {
        let size = Self.size(of: image, key: key)
        guard size <= capacity else { return }
        lock.withLock {
            if let i = index[key] {
                bytes -= Self.size(of: nodes[i].image, key: key)
                nodes[i].image = image
                unlink(i)
                pushNewest(i)
            } else {
                let node = Node(key: key, image: image)
                let i: Int
                if let reused = free.popLast() { nodes[reused] = node; i = reused } else { nodes.append(node); i = nodes.count - 1 }
                index[key] = i
                pushNewest(i)
            }
            bytes += size
            while bytes > capacity, let last = oldest {
                bytes -= Self.size(of: nodes[last].image, key: nodes[last].key)
                unlink(last)
                index[nodes[last].key] = nil
                nodes[last].image = CachedImage(bytes: [], contentType: "", warnings: [])
                free.append(last)
            }
        }
    }

    /// What an entry costs: its bytes, its key and warnings, and a fixed share for the bookkeeping.
    private static func size(of image: CachedImage, key: String) -> Int {
        image.bytes.count + key.utf8.count + image.warnings.reduce(0) { $0 + $1.utf8.count } + 128
    }

    private func unlink(_ i: Int) {
        let (newer, older) = (nodes[i].newer, nodes[i].older)
        if let newer { nodes[newer].older = older } else { newest = older }
        if let older { nodes[older].newer = newer } else { oldest = newer }
        nodes[i].newer = nil
        nodes[i].older = nil
    }

    private func pushNewest(_ i: Int) {
        nodes[i].older = newest
        nodes[i].newer = nil
        if let newest { nodes[newest].newer = i }
        newest = i
        if oldest == nil { oldest = i }
    }
}
#endif
