/// The folder every path a spec names must stay inside, so that rendering a spec from a pull
/// request cannot read (or register as a font) an arbitrary file on the machine.
package struct RenderRoot: Sendable {
    /// Absolute, without `.`/`..`, symlinks resolved.
    package let path: String

    package init(_ path: String) {
        self.path = Self.canonical(path)
    }

    /// `path` (relative to the current directory, or absolute) made absolute, standardized and
    /// with symlinks resolved, the form every containment check compares.
    package static func canonical(_ path: String) -> String {
        Paths.resolvingLinks(lexical(path))
    }

    /// Absolute and without `.`/`..`, but symlinks kept.
    package static func lexical(_ path: String) -> String {
        Paths.absolute(path)
    }

    package func contains(_ candidate: String) -> Bool {
        path == "/" || candidate == path || candidate.hasPrefix(path + "/")
    }

    /// `relative` as written in `file` (relative to that file's folder), as an existing regular file
    /// inside the root: checked before and after resolving symlinks, so neither `..` nor a link leads
    /// out, and then for being a regular file (not a folder, FIFO, socket or device).
    package func resolve(_ relative: String, from file: String) -> Result<String, PathProblem> {
        let folder = Paths.parent(file)
        let joined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        let lexical = Self.lexical(joined)
        guard contains(lexical) else {
            return .failure(PathProblem("`\(relative)` leads outside the render root \(path)"))
        }
        guard Paths.exists(lexical) else {
            return .failure(PathProblem("file `\(relative)` not found (looked for \(lexical))"))
        }
        let real = Paths.resolvingLinks(lexical)
        guard contains(real) else {
            return .failure(PathProblem("`\(relative)` is a link to \(real), outside the render root \(path)"))
        }
        // Only regular files: a folder is a mistake, and a FIFO or a device would block the read.
        if let kind = InputFile.nonFileKind(real) {
            return .failure(PathProblem("`\(relative)` is \(kind), not a file"))
        }
        return .success(real)
    }

    /// `file` relative to the root, for messages that list several files (an `extends` cycle).
    package func relative(_ file: String) -> String {
        file.hasPrefix(path + "/") ? String(file.dropFirst(path.count + 1)) : file
    }
}

package struct PathProblem: Error, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
}
