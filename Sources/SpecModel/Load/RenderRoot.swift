import Foundation

/// The folder every path a spec names must stay inside, so that rendering a spec from a pull
/// request cannot read (or register as a font) an arbitrary file on the machine.
struct RenderRoot: Sendable {
    /// Absolute, without `.`/`..`, symlinks resolved.
    let path: String

    init(_ path: String) {
        self.path = Self.canonical(path)
    }

    /// `path` (relative to the current directory, or absolute) made absolute, standardized and
    /// with symlinks resolved, the form every containment check compares.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: lexical(path)).resolvingSymlinksInPath().path
    }

    /// Absolute and without `.`/`..`, but symlinks kept.
    private static func lexical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    func contains(_ candidate: String) -> Bool {
        path == "/" || candidate == path || candidate.hasPrefix(path + "/")
    }

    /// `relative` as written in `file` (relative to that file's folder), as an existing regular file
    /// inside the root: checked before and after resolving symlinks, so neither `..` nor a link leads out.
    func resolve(_ relative: String, from file: String) -> Result<String, PathProblem> {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        let joined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        let lexical = Self.lexical(joined)
        guard contains(lexical) else {
            return .failure(PathProblem("`\(relative)` leads outside the render root \(path)"))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: lexical, isDirectory: &isDirectory) else {
            return .failure(PathProblem("file `\(relative)` not found (looked for \(lexical))"))
        }
        guard !isDirectory.boolValue else {
            return .failure(PathProblem("`\(relative)` is a folder, not a file"))
        }
        let real = URL(fileURLWithPath: lexical).resolvingSymlinksInPath().path
        guard contains(real) else {
            return .failure(PathProblem("`\(relative)` is a link to \(real), outside the render root \(path)"))
        }
        return .success(real)
    }

    /// `file` relative to the root, for messages that list several files (an `extends` cycle).
    func relative(_ file: String) -> String {
        file.hasPrefix(path + "/") ? String(file.dropFirst(path.count + 1)) : file
    }
}

struct PathProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
