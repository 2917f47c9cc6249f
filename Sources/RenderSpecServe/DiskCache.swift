#if Server
import Foundation
import RenderSupport

/// Responses kept in a folder (`--cache-dir`), so a restarted server or a second process on the
/// same disk answers without rendering: one file a key (`ab/abcdef….png`, its warnings in a
/// `.warnings` file beside it), written whole to a temporary name and renamed, at most
/// `capacity` bytes in all, the oldest written removed first. The folder holds nothing else of
/// the user's: the server refuses one that holds other files (ServeCommand).
final class DiskCache: @unchecked Sendable {
    private let folder: String
    private let capacity: Int
    private let lock = Lock()
    private var bytes = 0

    init(folder: String, capacity: Int) {
        self.folder = folder
        self.capacity = capacity
        bytes = entries().reduce(0) { $0 + $1.size }
    }

    func image(for key: String, contentType: String) -> CachedImage? {
        let path = self.path(for: key)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let warnings = FileManager.default.contents(atPath: path + ".warnings").map {
            String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init)
        } ?? []
        return CachedImage(bytes: [UInt8](data), contentType: contentType, warnings: warnings)
    }

    func store(_ image: CachedImage, for key: String) {
        let path = self.path(for: key)
        let shard = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
        let warnings = Data(image.warnings.joined(separator: "\n").utf8)
        guard write(warnings, to: path + ".warnings"), write(Data(image.bytes), to: path) else { return }
        let added = image.bytes.count + warnings.count
        let over: Bool = lock.withLock { bytes += added; return bytes > capacity }
        if over { trim() }
    }

    /// Removes the oldest entries until the folder holds at most nine tenths of its capacity.
    private func trim() {
        lock.withLock {
            var all = entries().sorted { $0.modified < $1.modified }
            bytes = all.reduce(0) { $0 + $1.size }
            while bytes > capacity * 9 / 10, !all.isEmpty {
                let oldest = all.removeFirst()
                unlink(oldest.path)
                bytes -= oldest.size
            }
        }
    }

    private func path(for key: String) -> String {
        "\(folder)/\(key.prefix(2))/\(key)"
    }

    /// Writes to a temporary name beside `path` and renames it over, so a reader never sees half a file.
    private func write(_ data: Data, to path: String) -> Bool {
        let temporary = path + ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return false }
        guard rename(temporary, path) == 0 else { unlink(temporary); return false }
        return true
    }

    private func entries() -> [(path: String, size: Int, modified: Int64)] {
        var found: [(String, Int, Int64)] = []
        for shard in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where shard.utf8.count == 2 {
            let shardPath = folder + "/" + shard
            for name in (try? FileManager.default.contentsOfDirectory(atPath: shardPath)) ?? [] {
                let path = shardPath + "/" + name
                if let stamp = FileStamp(path: path) { found.append((path, Int(stamp.size), stamp.modified)) }
            }
        }
        return found
    }
}
#endif
