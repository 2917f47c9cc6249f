/// The folder render-spec keeps what it can compute again in: `$RENDER_SPEC_CACHE`, else
/// `$XDG_CACHE_HOME/render-spec`, else `~/.cache/render-spec`; nil when `RENDER_SPEC_CACHE=off`.
/// Everything kept there only ever saves work: each entry is keyed on the file it was made from
/// (FileStamp) and checked before it is used, and a missing or damaged entry is made again.
package enum UserCache {
    package static var folder: String? {
        let chosen = ProcessSettings.environment("RENDER_SPEC_CACHE")
        if chosen == "off" { return nil }
        return chosen
            ?? ProcessSettings.environment("XDG_CACHE_HOME").map { $0 + "/render-spec" }
            ?? ProcessSettings.environment("HOME").map { $0 + "/.cache/render-spec" }
    }

    /// Replaces `file` with `data` by writing a temporary file beside it and renaming it over, so a
    /// reader sees the old entry or the new one, never half of one. A cache that cannot be written
    /// is left as it was: the next run computes the same thing again.
    package static func write(_ data: Data, to file: String) {
        let folder = Paths.deletingLastComponent(file)
        _ = Paths.makeFolders(folder)
        let temporary = "\(folder)/.\(Paths.lastComponent(file)).\(getpid()).tmp"
        guard Paths.writeNewFile([UInt8](data), to: temporary), rename(temporary, file) == 0 else {
            unlink(temporary)
            return
        }
    }
}

/// What identifies one version of a file for a cache: its size, modification time (to the
/// nanosecond) and inode. Editing, replacing or touching the file changes it.
package struct FileStamp: Hashable, Sendable {
    package var size: Int64
    package var modified: Int64
    package var inode: UInt64

    package init(size: Int64, modified: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.inode = inode
    }

    /// Nil when the file cannot be stat'ed.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        let time = info.st_mtimespec  // Darwin's name for glibc's st_mtim
        #else
        let time = info.st_mtim
        #endif
        modified = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        inode = UInt64(info.st_ino)
    }
}
