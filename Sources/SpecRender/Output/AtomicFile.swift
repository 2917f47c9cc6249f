import Foundation
import PNGCodec
import SpecModel

/// Writes a file so that readers see the old bytes or the new ones, never half: a temporary file
/// in the same folder (same file system), then rename(2) over the target.
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        } catch {
            let blocking = fileBlocking(folder: dir.path).map { "\(DisplayPath.forUser($0)) is not a folder" }
            throw OutputError(path: path, reason: blocking ?? error.localizedDescription)
        }
        StaleTemporaries.sweep(dir.path)
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        // Written with write(2) and renamed, without fsync: Foundation's Data.write fsyncs every
        // file, which makes a batch wait on the disk. rename(2) keeps each file whole
        // for readers and against a crash of this process; power loss is the file system's matter.
        do {
            try writeFileAtomically(bytes, toPath: url.path, temporary: temp.path)
        } catch PNGError.writeFailed(_, let reason) {
            throw OutputError(path: path, reason: reason)
        } catch {
            throw OutputError(path: path, reason: "\(error)")
        }
    }
}

extension AtomicFile {
    /// The file standing where `folder` or one of its parents should be a folder, so that the folder
    /// cannot be made: reported as "out is not a folder", not Foundation's "NSCocoaErrorDomain
    /// Code=516". Nil when the folder exists or can be made.
    package static func fileBlocking(folder: String) -> String? {
        var candidate = URL(fileURLWithPath: folder).standardizedFileURL.path
        while !candidate.isEmpty && candidate != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : candidate
            }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return nil
    }
}

/// A file that could not be written.
package struct OutputError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package var description: String { "\(path): error: cannot write: \(reason)" }
}
