import Foundation

/// Notices when any of a set of files is saved, by polling `stat`.
///
/// Polling, not inotify or FSEvents: it works the same on Linux and macOS, needs no extra library,
/// and survives editors that save by writing a new file and renaming it over the old one (the new
/// inode is a change; a watch on the old inode would go quiet). A few dozen `stat` calls four times
/// a second cost nothing next to a render.
struct FileWatcher {
    /// What identifies one version of a file. Size and modification time catch writes in place,
    /// device and inode catch a replacement, and `exists` a deletion or a file coming back.
    struct Signature: Equatable {
        var exists: Bool
        var device: UInt64 = 0
        var inode: UInt64 = 0
        var size: Int64 = 0
        var modifiedSeconds: Int = 0
        var modifiedNanoseconds: Int = 0

        init(of path: String) {
            var info = stat()
            exists = stat(path, &info) == 0
            guard exists else { return }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
            modifiedSeconds = Int(info.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int(info.st_mtimespec.tv_nsec)
            #else
            modifiedSeconds = Int(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
            #endif
        }
    }

    private(set) var signatures: [String: Signature] = [:]

    /// The paths watched from now on. A path watched before keeps the signature it had, so a save
    /// between the last check and this call is still reported by the next `changes()`; a new path
    /// starts from its current state.
    mutating func watch(_ paths: some Sequence<String>) {
        var next: [String: Signature] = [:]
        for path in paths { next[path] = signatures[path] ?? Signature(of: path) }
        signatures = next
    }

    /// The watched paths that changed since the last call (or since they were first watched), sorted.
    mutating func changes() -> [String] {
        var changed: [String] = []
        for (path, old) in signatures {
            let now = Signature(of: path)
            if now != old {
                changed.append(path)
                signatures[path] = now
            }
        }
        return changed.sorted()
    }
}
