import Foundation

/// A path as a user wants to see it in a message: relative to the current folder when inside it.
func displayPath(_ path: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}
