/// The folder every path a spec names must stay inside, so that rendering a spec from a pull
/// request cannot read (or register as a font) an arbitrary file on the machine.
///
/// Given (`--root`, Swift's `root:`), it is that folder. Otherwise each spec gets its own
/// (`automatic(for:)`): the top of the repository holding it, the unit a pull request changes and a
/// reviewer trusts, so a spec reads the same files from any folder, a build phase's or a test's.
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

    /// The root of a spec when none is given: the nearest folder above `file` (a spec path, relative
    /// to the current folder or absolute) holding `.git` (a folder, or the file of a worktree or
    /// submodule); outside a repository, the current folder when it holds the spec (what a user who
    /// `cd`s into a project means), else the spec's own folder. Never wider than the repository.
    package static func automatic(for file: String) -> RenderRoot {
        let spec = lexical(file)
        var folder = Paths.parent(spec)
        // A limit on the climb, as on every walk; no real path is this deep.
        for _ in 0 ..< 256 {
            if Paths.exists(folder + "/.git") { return RenderRoot(folder) }
            let parent = Paths.parent(folder)
            if parent == folder { break }
            folder = parent
        }
        let current = RenderRoot(Paths.currentFolder())
        return current.contains(canonical(spec)) ? current : RenderRoot(Paths.parent(spec))
    }

    /// What a refusal adds, so the user knows the root and how to move it.
    package var widenAdvice: String { "give --root a folder that holds it (in Swift, `root:`)" }

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
            return .failure(PathProblem("`\(relative)` leads outside the render root \(path); \(widenAdvice)"))
        }
        guard Paths.exists(lexical) else {
            return .failure(PathProblem("file `\(relative)` not found (looked for \(lexical))"))
        }
        let real = Paths.resolvingLinks(lexical)
        guard contains(real) else {
            return .failure(PathProblem("`\(relative)` is a link to \(real), outside the render root \(path); \(widenAdvice)"))
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
