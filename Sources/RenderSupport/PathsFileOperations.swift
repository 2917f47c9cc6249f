/// What the binary does to files besides reading specs (InputFile) and writing outputs
/// (AtomicFile): each one system call on the path as given, where FileManager would first build
/// its process-wide instance. The rule (CONTRIBUTING.md): the binary's modules reach files through
/// `Paths`, `InputFile` and `AtomicFile`, not FileManager.
extension Paths {
    /// The whole of a regular file of at most `maxBytes` (a FIFO or a folder is none: reading one
    /// could wait for ever); nil when it cannot be read.
    package static func contents(_ path: String, maxBytes: Int = 1 << 30) -> [UInt8]? {
        try? InputFile.read(path, maxBytes: maxBytes)
    }

    /// Removes the file (or link) at `path`, never a folder; true when it is gone.
    @discardableResult
    package static func removeFile(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Removes `folder` only if it is empty (rmdir(2): no check-then-remove race with a file
    /// written into it meanwhile); true when it is gone.
    @discardableResult
    package static func removeEmptyFolder(_ folder: String) -> Bool {
        rmdir(folder) == 0
    }

    /// Whether `path` is a regular file this process may run.
    package static func isExecutableFile(_ path: String) -> Bool {
        isRegularFile(path) && access(path, X_OK) == 0
    }

    /// Where the link at `path` points, as it is written; nil when `path` is no link.
    package static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The permission bits of the file at `path` (links followed).
    package static func permissions(_ path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    @discardableResult
    package static func setPermissions(_ mode: mode_t, of path: String) -> Bool {
        chmod(path, mode) == 0
    }
}

extension Paths {
    /// Writes `bytes` to a new file at `path` (O_EXCL: never over another file), with write(2) and
    /// no fsync; true when all of it was written. A file left half-written is removed, and `errno`
    /// still says why it failed.
    package static func writeNewFile(_ bytes: [UInt8], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return false }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
        let reason = errno
        let closed = close(fd) == 0
        guard written && closed else {
            let failure = written ? errno : reason
            unlink(path)
            errno = failure
            return false
        }
        return true
    }
}
