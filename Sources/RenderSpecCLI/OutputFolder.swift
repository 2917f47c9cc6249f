import Foundation
import SpecModel

/// Checks an output folder before anything is rendered, so a mistake is one plain line rather than
/// Foundation's "NSCocoaErrorDomain Code=516" halfway through a batch.
enum OutputFolder {
    /// Why `path` cannot be (or become) a folder: it, or a folder it would be made in, is a file.
    static func problem(_ path: String) -> String? {
        var candidate = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue { return nil }
                let shown = DisplayPath.forUser(candidate.path)
                return candidate.path == URL(fileURLWithPath: path).standardizedFileURL.path
                    ? "\(shown) is not a folder"
                    : "\(shown) is not a folder, so \(DisplayPath.forUser(path)) cannot be made in it"
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }
}
