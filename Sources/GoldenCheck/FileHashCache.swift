import Foundation

/// SHA-256 of files kept across runs, keyed on the path with its size, modification time (to the
/// nanosecond) and inode: hashing Noto's CJK collections took 29 % of a `check`'s instructions,
/// every run, for files that never change. A file whose key differs is hashed again; the cache is
/// only ever a shortcut to the same answer, and a broken or missing cache file is an empty cache.
///
/// Kept in `$RENDER_SPEC_CACHE` or `$XDG_CACHE_HOME/render-spec` or `~/.cache/render-spec`, as
/// `file-hashes.json`, written atomically once per run, and only when something was added.
final class FileHashCache: @unchecked Sendable {
    private struct Entry: Codable, Equatable {
        var size: Int64
        var modified: Int64
        var inode: UInt64
        var sha256: String
    }

    private let lock = NSLock()
    private var entries: [String: Entry]
    private var changed = false
    private let file: String?

    init(file: String? = FileHashCache.defaultFile) {
        self.file = file
        entries = file.flatMap { FileManager.default.contents(atPath: $0) }
            .flatMap { try? JSONDecoder().decode([String: Entry].self, from: $0) } ?? [:]
    }

    static var defaultFile: String? {
        let environment = ProcessInfo.processInfo.environment
        if environment["RENDER_SPEC_CACHE"] == "off" { return nil }
        let folder = environment["RENDER_SPEC_CACHE"]
            ?? environment["XDG_CACHE_HOME"].map { $0 + "/render-spec" }
            ?? environment["HOME"].map { $0 + "/.cache/render-spec" }
        return folder.map { $0 + "/file-hashes.json" }
    }

    /// The file's SHA-256 (hex), from the cache when its size, time and inode are unchanged.
    func sha256(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let key = Entry(size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                        inode: UInt64(info.st_ino), sha256: "")
        lock.lock()
        if let entry = entries[path], entry.size == key.size, entry.modified == key.modified, entry.inode == key.inode {
            lock.unlock()
            return entry.sha256
        }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
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
        let folder = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = folder + "/.file-hashes.\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data), rename(temporary, file) == 0 else {
            unlink(temporary)
            return
        }
        changed = false
    }
}
