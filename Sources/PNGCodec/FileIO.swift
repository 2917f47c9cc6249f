import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file with POSIX calls, so the error names the file and gives the system's
/// one-line reason ("No such file or directory", "Is a directory", "Permission denied").
/// Stops after `maxBytes`, so a caller that knows how long a valid file can be reads at most
/// one byte more than that, however long the file (or device) is.
func readFile(atPath path: String, maxBytes: Int = .max) throws -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw PNGError.unreadableFile(path: path, reason: errnoText()) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < maxBytes {
        let wanted = min(chunk.count, maxBytes - bytes.count)
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
        if n == 0 { return bytes }
        if n < 0 {
            if errno == EINTR { continue }
            throw PNGError.unreadableFile(path: path, reason: errnoText())
        }
        bytes.append(contentsOf: chunk[0 ..< n])
    }
    return bytes
}

/// Writes `data` to a new temporary file beside `path` and renames it into place.
/// rename(2) within one folder is atomic: readers see the old file or the new one, never a
/// partial one, and a failed write leaves the old file untouched. (No fsync: this guards
/// against concurrent readers and crashes of this process, not against power loss.)
/// `temporary` names the temporary file (beside `path`) when the caller sweeps its own leftovers.
package func writeFileAtomically<Bytes: ContiguousBytes>(_ data: Bytes, toPath path: String, temporary: String? = nil) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary = temporary ?? folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
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
