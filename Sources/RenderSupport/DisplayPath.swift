/// Paths as a user wants to click them in a terminal or CI log.
package enum DisplayPath {
    /// `path` relative to `currentDirectory` when it lies inside it, otherwise unchanged
    /// (absolute paths stay absolute: `../../x` is harder to follow than `/x`).
    package static func forUser(_ path: String,
                               currentDirectory: String = Paths.currentFolder()) -> String {
        guard path.hasPrefix("/") else { return path }
        var directory = currentDirectory
        while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
        let prefix = directory == "/" ? "/" : directory + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return path }
        return String(path.dropFirst(prefix.count))
    }
}
