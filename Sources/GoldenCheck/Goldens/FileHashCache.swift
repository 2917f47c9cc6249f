import CairoGraphics
import RenderSupport

/// SHA-256 of files kept across runs, keyed on the path with its size, modification time (to the
/// nanosecond) and inode: hashing large font collections (Noto's CJK fonts) on every run would
/// cost a large share of a `check`, for files that never change. A file whose key differs is hashed again; the cache is
/// only ever a shortcut to the same answer, and a broken or missing cache file is an empty cache.
///
/// Kept in the user cache (UserCache) as `file-hashes.json`, written atomically once per run, and
/// only when something was added.
final class FileHashCache: @unchecked Sendable {
    private struct Entry: Codable, Equatable {
        var size: Int64
        var modified: Int64
        var inode: UInt64
        var sha256: String
    }

    private let lock = Lock()
    private var entries: [String: Entry]
    private var changed = false
    private let file: String?

    init(file: String? = FileHashCache.defaultFile) {
        self.file = file
        entries = file.flatMap { Paths.contents($0).map { Data($0) } }
            .flatMap { try? JSONDecoder().decode([String: Entry].self, from: $0) } ?? [:]
    }

    static var defaultFile: String? {
        UserCache.folder.map { $0 + "/file-hashes.json" }
    }

    /// The file's SHA-256 (hex), from the cache when its size, time and inode are unchanged.
    func sha256(of path: String) -> String? {
        guard let stamp = FileStamp(path: path) else { return nil }
        let key = Entry(size: stamp.size, modified: stamp.modified, inode: stamp.inode, sha256: "")
        lock.lock()
        if let entry = entries[path], entry.size == key.size, entry.modified == key.modified, entry.inode == key.inode {
            lock.unlock()
            return entry.sha256
        }
        lock.unlock()
        guard let data = Paths.contents(path) else { return nil }
        var entry = key
        entry.sha256 = SHA256.hex(data)
        lock.lock()
        entries[path] = entry
        changed = true
        lock.unlock()
        return entry.sha256
    }

    /// Writes the cache if this run added to it; a cache that cannot be written is left alone.
    func save() {
        lock.lock()
        defer { lock.unlock() }
        guard changed, let file, let data = try? JSONEncoder().encode(entries) else { return }
        UserCache.write(data, to: file)
        changed = false
    }
}
