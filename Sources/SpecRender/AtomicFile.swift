import Foundation

/// Writes a file so that readers see the old bytes or the new ones, never half: a temporary file
/// in the same folder (same file system), then rename(2) over the target.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: path, reason: notAFolder(dir.path) ?? error.localizedDescription)
        }
        StaleTemporaries.sweep(dir.path)
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try Data(bytes).write(to: temp, options: [])
            guard rename(temp.path, url.path) == 0 else {
                throw OutputError(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temp)
            if let e = error as? OutputError { throw e }
            throw OutputError(path: path, reason: "\(error.localizedDescription)")
        }
    }
}

/// "out is not a folder" when `folder` or one of its parents is a file: Foundation's own message for
/// that is "NSCocoaErrorDomain Code=516".
private func notAFolder(_ folder: String) -> String? {
    var candidate = folder
    while !candidate.isEmpty && candidate != "/" {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "\(candidate) is not a folder"
        }
        candidate = (candidate as NSString).deletingLastPathComponent
    }
    return nil
}

/// A file that could not be written.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: cannot write: \(reason)" }
}
