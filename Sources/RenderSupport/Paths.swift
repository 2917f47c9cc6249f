/// Path arithmetic on plain strings (absolute, standardized, no symlink resolution).
package enum Paths {
    /// `path` made absolute against the current folder and standardized (`standardized`).
    package static func absolute(_ path: String) -> String {
        standardized(path.hasPrefix("/") ? path : currentFolder() + "/" + path)
    }

    /// The process's current folder, from getcwd(3): FileManager's `currentDirectoryPath` asks the
    /// same, after building FileManager's process-wide instance, which a render need not pay for.
    package static func currentFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
        defer { free(folder) }
        return String(cString: folder)
    }

    /// The names in `folder` (but `.` and `..`), in the order readdir(3) gives them; nil when it
    /// cannot be read. FileManager's contentsOfDirectory answers the same after building its
    /// process-wide instance.
    package static func names(in folder: String) -> [String]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether anything is at `path` (links followed), as FileManager's `fileExists(atPath:)` says.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// An absolute path without `.`, `..`, repeated or trailing slashes, as
    /// `URL.standardizedFileURL.path` gives it, worked out on the string alone: the URL asks the
    /// file system whether each path is a folder (a `stat`), and its first use costs a render a
    /// scan of every conformance in the binary. A relative path is returned as it is.
    package static func standardized(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        // Joined by hand: `joined(separator:)` over substrings is generic code whose first use
        // makes the runtime check its requirements by scanning every conformance in the binary.
        var result = ""
        for part in parts {
            result += "/"
            result.append(contentsOf: part)
        }
        return result.isEmpty ? "/" : result
    }

    /// `path` relative to `base`, or nil when it is not inside it ("" when equal).
    package static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `relative` appended to `base` as `NSString.appendingPathComponent` appends it (one slash
    /// between them, none added after one), without bridging to NSString.
    package static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return base }
        if base.isEmpty { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// The last component of `path`, as `NSString.lastPathComponent` gives it (trailing slashes
    /// dropped; "/" for the top folder, and, as NSString has it, "" for "//").
    package static func lastComponent(_ path: String) -> String {
        if path.count > 1 && path.allSatisfy({ $0 == "/" }) { return "" }
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard path.count > 1, let slash = path.lastIndex(of: "/") else { return String(path) }
        return String(path[path.index(after: slash)...])
    }

    /// The folder holding `path`, as `deletingLastPathComponent` gives it for an absolute path
    /// ("/" for a file at the top), or "." for a bare name.
    package static func parent(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` as NSString's path methods first fix it: runs of slashes made one, and a trailing
    /// slash dropped (but for "/" itself; and, as NSString has it, nothing left of "//").
    private static func fixingSlashes(_ path: String) -> Substring {
        if path.count > 1 && path.allSatisfy({ $0 == "/" }) { return "" }
        var fixed = ""
        var lastWasSlash = false
        for c in path.unicodeScalars {
            if c == "/" && lastWasSlash { continue }
            lastWasSlash = c == "/"
            fixed.unicodeScalars.append(c)
        }
        var result = Substring(fixed)
        if result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return result
    }

    /// `path` less its last component, as `NSString.deletingLastPathComponent` gives it: "/" for a
    /// file at the top, "" for a bare name, the path itself for "" and "/".
    package static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty { return String(fixed) }
        guard let slash = fixed.lastIndex(of: "/") else { return "" }
        return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
    }

    /// Where the extension of `fixed`'s last component starts (after its dot), as NSString finds
    /// it: none for a name without a dot, one that starts with its only dot, or "..".
    private static func extensionStart(_ fixed: Substring) -> Substring.Index? {
        let nameStart = fixed.lastIndex(of: "/").map { fixed.index(after: $0) } ?? fixed.startIndex
        let name = fixed[nameStart...]
        guard name != "..", let dot = name.lastIndex(of: "."), dot != nameStart else { return nil }
        return fixed.index(after: dot)
    }

    /// The last component's extension as it is written ("" for none), as `NSString.pathExtension`.
    package static func pathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = extensionStart(fixed) else { return "" }
        return String(fixed[start...])
    }

    /// `path` without its last component's extension and dot, as `NSString.deletingPathExtension`.
    package static func deletingPathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = extensionStart(fixed) else { return String(fixed) }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// The deepest folder containing every path.
    package static func commonAncestor(_ paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/", omittingEmptySubsequences: true) else { return "/" }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/", omittingEmptySubsequences: true)
            var n = 0
            while n < common.count && n < parts.count && common[n] == parts[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return "/" + common.joined(separator: "/")
    }

    /// The last component's extension in lower case ("" for none, or for a name that only starts
    /// with a dot), as `NSString.pathExtension` finds it, without bridging to NSString.
    package static func lowercasedExtension(_ path: String) -> String {
        var name = Substring(path)
        while name.count > 1, name.hasSuffix("/") { name = name.dropLast() }
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The regular files below `folder`, as paths relative to it, sorted: what FileManager's
    /// `subpathsOfDirectory` lists, less the folders and anything that is not a file to read (a FIFO,
    /// a socket, a device: opening a FIFO named `x.ttf` blocked a render forever). A link to a
    /// regular file is listed; a link to a folder is not followed (it could loop, or lead anywhere);
    /// folders are searched `depth` levels deep at most. Read with `opendir`: `subpathsOfDirectory`
    /// costs a small render a measurable share of its work for a dozen files (Benchmarks/notes.md).
    package static func files(under folder: String, depth: Int = 8) -> [String] {
        var found: [String] = []
        func walk(_ relative: String, _ level: Int) {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard level <= depth, let names = names(in: path) else { return }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(folder + "/" + child, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: walk(child, level + 1)
                case S_IFREG: found.append(child)
                case S_IFLNK:
                    if isRegularFile(folder + "/" + child) { found.append(child) }
                default: break
                }
            }
        }
        walk("", 0)
        return found.sorted()
    }

    /// An absolute, standardized `path` with its links resolved (`realpath`), as URL's
    /// `resolvingSymlinksInPath()` gives it; a path that does not exist is only standardized. On
    /// strings: URL's parser is code a render otherwise never runs.
    package static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return standardized(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Makes `folder` and whatever parents it lacks, as `mkdir -p` does (mode 0777 less the umask);
    /// true when it is a folder afterwards. One mkdir(2) for a folder that exists, where
    /// FileManager.createDirectory first builds its process-wide instance.
    /// At most `depth` missing parents are made.
    package static func makeFolders(_ folder: String, depth: Int = 64) -> Bool {
        if mkdir(folder, 0o777) == 0 { return true }
        switch errno {
        case EEXIST:
            return isDirectory(folder)
        case ENOENT:
            let above = parent(folder)
            guard depth > 0, above != folder, makeFolders(above, depth: depth - 1) else { return false }
            return mkdir(folder, 0o777) == 0 || (errno == EEXIST && isDirectory(folder))
        default:
            return false
        }
    }

    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` is, or links to, a regular file: a FIFO, a socket or a device is none (opening a
    /// FIFO for reading waits for a writer, forever if none comes).
    package static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Whether every entry directly in `folder` is a folder, a regular file, or a link to one of
    /// them (or to nothing): a folder that a scanner opening each entry can read without waiting.
    package static func holdsOnlyFilesAndFolders(_ folder: String) -> Bool {
        guard let names = names(in: folder) else { return false }
        for name in names {
            var status = stat()
            guard stat(folder + "/" + name, &status) == 0 else { continue }  // a dangling link: skipped by a scan
            let kind = status.st_mode & S_IFMT
            if kind != S_IFREG && kind != S_IFDIR { return false }
        }
        return true
    }

    /// Whether `path` is itself a symbolic link (whatever it points at).
    package static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
