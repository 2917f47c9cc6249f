#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text written to a file descriptor with write(2), in place of Foundation's FileHandle (Lock says
/// why the render-spec binary does without Foundation beyond FoundationEssentials).
package enum FileDescriptorOutput {
    /// Writes all of `text`, in as many calls as it takes (EINTR retried); false when one fails.
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    /// Appends `text` to the file at `path`, which must exist; false when it cannot be opened or
    /// written.
    package static func append(_ text: String, toFileAt path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(text, to: descriptor)
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
