import ArgumentParser
import RenderSupport
import SpecModel
import SpecRender
import SpecSchema

/// `render-spec init KIND [NAME]`: writes a starter spec of a kind (StarterSpecs.swift) that renders
/// as it is, never over an existing file.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter spec of a kind, its keys explained, that renders as it is.",
        discussion: """
        KIND is label, textField, button, view, bitmapFont or atlas; NAME (default: the kind) names \
        the file, NAME.json. An atlas also gets NAME-sprites/ with the two sprite specs it packs.

        `$schema` points at render-spec.schema.json: the nearest one in this folder or a parent \
        (also as docs/render-spec.schema.json), up to the repository's top; when the repository has \
        none, it is written at its top (`render-spec schema` output). Outside a repository the spec \
        gets no `$schema`. --schema sets the value instead.

        Nothing is overwritten: when a file init would write exists, it writes nothing and exits 2.

        Examples:
          render-spec init label
          render-spec init button play --out-dir ui
          render-spec init bitmapFont -o fonts/score.json
        """
    )

    @Argument(help: "label, textField, button, view, bitmapFont or atlas.")
    var kind: String

    @Argument(help: "The spec's name: the file NAME.json (default: the kind).")
    var name: String?

    @Option(name: .shortAndLong, help: "Write the spec to this file (a .json path) instead of NAME.json.")
    var output: String?

    @Option(name: .customLong("out-dir"), help: "Write NAME.json into this folder (made if missing) instead of the current one.")
    var outDir: String?

    @Option(help: "The `$schema` value to write (a path relative to the spec, or a URL) instead of finding or writing render-spec.schema.json.")
    var schema: String?

    func validate() throws {
        guard SpecKind(rawValue: kind) != nil else {
            throw ValidationError("unknown kind `\(kind)`; expected one of " + SpecKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))
        }
        if output != nil && outDir != nil { throw ValidationError("give -o or --out-dir, not both") }
        if output != nil && name != nil { throw ValidationError("give NAME or -o, not both: -o's file name is the spec's name") }
        if let output, !output.hasSuffix(".json") { throw ValidationError("-o names the spec file, which ends in .json: \(output)") }
        if let name, let problem = FileNameRules.problem(name) { throw ValidationError("\(FileNameRules.shown(name)) cannot be a spec name: \(problem)") }
    }

    func run() throws {
        let kind = SpecKind(rawValue: kind)!
        let specPath = URL(fileURLWithPath: output ?? ((outDir ?? ".") + "/" + (name ?? kind.rawValue) + ".json")).standardizedFileURL
        let folder = specPath.deletingLastPathComponent().path
        let stem = specPath.deletingPathExtension().lastPathComponent
        if let problem = FileNameRules.problem(stem) {
            printError("render-spec init: \(FileNameRules.shown(stem)) cannot be a spec name: \(problem)")
            throw ExitCode(2)
        }
        let location = schema.map { SchemaLocation(reference: $0, fileToWrite: nil) } ?? SchemaLocation.find(from: folder)
        var files = StarterSpecs.files(kind, stem: stem, schema: location.reference).map { file in
            (path: folder + "/" + file.path, bytes: Array(file.text.utf8))
        }
        if let schemaFile = location.fileToWrite {
            files.append((path: schemaFile, bytes: Array(SpecSchema.json().utf8)))
        }
        if let taken = files.first(where: { Self.exists($0.path) }) {
            printError("render-spec init: \(DisplayPath.forUser(taken.path)) exists; nothing was written (init never overwrites a file)")
            throw ExitCode(2)
        }
        do {
            try NewFiles.create(files)
        } catch {
            printError("render-spec init: \(DisplayPath.forUser(error.path)): \(error.reason); nothing was written")
            throw ExitCode(2)
        }
        for file in files { print("wrote \(DisplayPath.forUser(file.path))") }
        if location.reference == nil {
            print("no $schema: outside a repository there is no shared place for one; `render-spec schema -o render-spec.schema.json` writes it for your editor")
        }
        print("render it: render-spec \(DisplayPath.forUser(specPath.path))")
    }

    /// Anything at `path`, a dangling link included (`fileExists` follows links).
    private static func exists(_ path: String) -> Bool {
        Paths.exists(path) || Paths.isLink(path)
    }
}
