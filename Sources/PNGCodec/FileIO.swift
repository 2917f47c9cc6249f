import RenderSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the first `maxBytes` bytes of a file (InputFile: opened without blocking, and only a
/// regular file, so a FIFO named like a golden cannot hang `diff` or `check`), so the error names
/// the file and gives the system's one-line reason ("No such file or directory", "Permission
/// denied") or what it is instead ("it is a folder, not a file"). A caller that knows how long a
/// valid file can be asks for one byte more than that, however long the file is.
func readFile(atPath path: String, maxBytes: Int = .max) throws -> [UInt8] {
    do {
        return try InputFile.head(path, count: maxBytes)
    } catch {
        switch error {
        case .cannotOpen(let reason), .cannotRead(let reason): throw PNGError.unreadableFile(path: path, reason: reason)
        case .notAFile(let kind): throw PNGError.unreadableFile(path: path, reason: "it is \(kind), not a file")
        case .tooLarge: throw PNGError.unreadableFile(path: path, reason: "it is too large")
        }
    }
}

/// Writes `data` to a new temporary file beside `path` and renames it into place.
/// rename(2) within one folder is atomic: readers see the old file or the new one, never a
/// partial one, and a failed write leaves the old file untouched. (No fsync: this guards
/// against concurrent readers and crashes of this process, not against power loss.)
/// `temporary` names the temporary file (beside `path`) when the caller sweeps its own leftovers.
package func writeFileAtomically<Bytes: ContiguousBytes>(_ data: Bytes, toPath path: String, temporary: String? = nil) throws {
    let temporary = temporary ?? {
        let url = URL(fileURLWithPath: path, isDirectory: false)
        return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
    }()
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard fd >= 0 else { throw PNGError.writeFailed(path: path, reason: errnoText()) }
    var failure: String?
    data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                failure = errnoText()
                return
            }
            offset += n
        }
    }
    if close(fd) != 0, failure == nil { failure = errnoText() }
    if failure == nil, rename(temporary, path) != 0 { failure = errnoText() }
    if let failure {
        unlink(temporary)
        throw PNGError.writeFailed(path: path, reason: failure)
    }
}

private func errnoText() -> String {
    String(cString: strerror(errno))
}
