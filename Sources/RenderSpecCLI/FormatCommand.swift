import ArgumentParser
import GoldenCheck
import RenderSupport
import SpecModel
import SpecRender

/// `render-spec format [--check] SPEC...`: rewrites specs in the one canonical layout.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite specs in the canonical layout (or --check that they are).",
        discussion: """
        The canonical layout: keys in the order of the reference (docs/reference.md), 2-space \
        indentation, an array or object on one line when it fits in 100 columns (stops, offsets, \
        sizes), numbers as short as they read back exactly. Formatting never changes what a spec \
        renders, and a formatted file is left byte for byte as it is. A file that does not decode \
        (a syntax error, an unknown key, a wrong type) is reported and left untouched.

        A folder is searched for *.json, bases (_*.json) included; asset catalogs, `fonts` folders, \
        render-spec-manifest.json and DTCG token files (*.tokens.json) are skipped.

        --check writes nothing: it lists each file that is not canonical, followed by a unified diff \
        (as `diff -u` or `git diff` prints it) of what formatting would change; `git apply` or \
        `patch -p1` applies the whole output.

        Exit codes: 0 all canonical (or rewritten), 1 --check found files to format, 2 a file was refused.

        Examples:
          render-spec format Specs Examples
          render-spec format --check Specs       in CI: lists the files that need formatting, with a diff
        """
    )

    @Argument(help: "Spec files and folders.")
    var specs: [String]

    @Flag(help: "Write nothing; list the files that are not in the canonical layout, each with a unified diff of what would change, and exit 1 if there is one.")
    var check = false

    func run() throws {
        let (files, missing) = FormatFiles.find(specs)
        for path in missing { printError("error: \(path): no such file or folder") }
        if files.isEmpty && missing.isEmpty { printError("error: no spec files found in \(specs.joined(separator: " "))") }
        var refused = !missing.isEmpty || files.isEmpty
        var changed: [String] = []
        for file in files {
            let canonical: String
            do {
                canonical = try SpecFormatter.format(file: file)
            } catch {
                for line in "\(error)".split(separator: "\n") { printError(String(line)) }
                refused = true
                continue
            }
            let bytes = Array(canonical.utf8)
            let current = Paths.contents(file)
            guard current != bytes else { continue }
            changed.append(file)
            if check {
                let name = DisplayPath.forUser(file)
                print("\(name): not formatted")
                // What formatting would change, as `git diff` writes it: `git apply` (or `patch -p1`)
                // takes the output as it is, the lines above being text before the first header.
                let text = current.map { String(decoding: $0, as: UTF8.self) } ?? ""
                if let diff = UnifiedDiff.make(from: text, to: canonical, oldName: "a/\(name)", newName: "b/\(name)") {
                    print(diff, terminator: "")
                }
            } else {
                try rewrite(file, with: bytes)
                print("formatted \(DisplayPath.forUser(file))")
            }
        }
        let verb = check ? "to format" : "formatted"
        print("\(files.count) file(s) checked, \(changed.count) \(verb)")
        if refused { throw ExitCode(2) }
        if check && !changed.isEmpty { throw ExitCode(1) }
    }

    /// Atomically, through a link to the file it names (the link stays a link), keeping its permissions.
    private func rewrite(_ file: String, with bytes: [UInt8]) throws {
        let target = Paths.resolvingLinks(file)
        let permissions = Paths.permissions(target)
        do {
            try AtomicFile.write(bytes, to: target)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        if let permissions {
            Paths.setPermissions(permissions, of: target)
        }
    }
}

/// The files `format` reads: every spec `check` would find, and the `_*.json` bases too.
enum FormatFiles {
    static func find(_ arguments: [String]) -> (files: [String], missing: [String]) {
        let found = SpecDiscovery(includingBases: true).specFiles(in: arguments)
        return (found.files, found.missing)
    }
}
