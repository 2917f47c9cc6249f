#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file that a user or a pull request supplied without ever blocking on it: a FIFO (or a
/// device) named like a spec would otherwise hang `open` or `read` forever. The path is opened
/// with O_NONBLOCK, the open file must be a regular file (fstat, so nothing can be swapped in
/// between the check and the read), and at most one byte past `maxBytes` is read.
package enum InputFile {
    package enum Problem: Error, Equatable, Sendable {
        /// The system's reason, as `strerror` gives it ("No such file or directory").
        case cannotOpen(String)
        /// What it is instead: "a FIFO", "a folder", "a device", "a socket".
        case notAFile(String)
        /// Its size in bytes (at least `maxBytes + 1`).
        case tooLarge(Int)
        case cannotRead(String)

        /// "is a FIFO, not a file", for "PATH is a FIFO, not a file".
        package var description: String {
            switch self {
            case .cannotOpen(let reason): "cannot be opened: \(reason)"
            case .notAFile(let kind): "is \(kind), not a file"
            case .tooLarge(let size): "is \(size) bytes"
            case .cannotRead(let reason): "cannot be read: \(reason)"
            }
        }
    }

    package static func read(_ path: String, maxBytes: Int) throws(Problem) -> [UInt8] {
        try withOpenFile(path) { fd, size throws(Problem) in
            guard size <= maxBytes else { throw .tooLarge(size) }
            let bytes = try readUpTo(fd, maxBytes + 1)
            guard bytes.count <= maxBytes else { throw .tooLarge(bytes.count) }  // it grew while we read
            return bytes
        }
    }

    /// The first `count` bytes (fewer for a shorter file), whatever the file's size.
    package static func head(_ path: String, count: Int) throws(Problem) -> [UInt8] {
        try withOpenFile(path) { fd, _ throws(Problem) in try readUpTo(fd, count) }
    }

    /// Whether `path` is a regular file holding exactly `bytes`: its size first (fstat), then its
    /// bytes a chunk at a time, stopping at the first difference. False when it cannot be read.
    package static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        (try? withOpenFile(path) { fd, size throws(Problem) -> Bool in
            guard size == bytes.count else { return false }
            var chunk = [UInt8](repeating: 0, count: max(1, min(1 << 16, bytes.count)))
            var offset = 0
            while offset < bytes.count {
                let wanted = min(chunk.count, bytes.count - offset)
                let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, wanted) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                let same = chunk.withUnsafeBytes { read in
                    bytes.withUnsafeBytes { memcmp(read.baseAddress!, $0.baseAddress! + offset, n) == 0 }
                }
                guard same else { return false }
                offset += n
            }
            // Longer than fstat said (it grew while we read): not the same file.
            return chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, 1) } == 0
        }) ?? false
    }

    private static func withOpenFile<T>(_ path: String, _ body: (Int32, Int) throws(Problem) -> T) throws(Problem) -> T {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .cannotRead(String(cString: strerror(errno))) }
        if let kind = kind(of: status.st_mode) { throw .notAFile(kind) }
        // A regular file never blocks; blocking mode again all the same, for plain reads.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return try body(fd, Int(status.st_size))
    }

    private static func readUpTo(_ fd: Int32, _ limit: Int) throws(Problem) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(1, min(1 << 16, limit)))
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, wanted) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(String(cString: strerror(errno)))
            }
            bytes.append(contentsOf: chunk[0 ..< n])
        }
        return bytes
    }

    /// What `path` is (following links) when it exists but is not a regular file; nil for a
    /// regular file, or when it cannot be looked at (the caller's open then says why).
    package static func nonFileKind(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return kind(of: status.st_mode)
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    private static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a regular file"
        }
    }
}
