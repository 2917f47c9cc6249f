import ArgumentParser
import RenderSupport
import SpecSchema
import SpecRender

/// `render-spec schema`: the spec format's JSON Schema (or its Markdown reference), generated from
/// the spec models; docs/render-spec.schema.json and docs/reference.md are its output.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the spec format's JSON Schema (or, with --markdown, its reference page).",
        discussion: """
        The schema is generated from the spec models, so it lists exactly the keys render-spec reads. \
        Point an editor at it for completion and checking as you type; render-spec validate is \
        stricter still (rules across keys, fonts, files, image limits).

        Examples:
          render-spec schema -o docs/render-spec.schema.json
          render-spec schema --markdown -o docs/reference.md
        """
    )

    @Flag(help: "Print the Markdown reference (docs/reference.md) instead of the JSON Schema.")
    var markdown = false

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        let text = markdown ? SpecSchema.markdown() : SpecSchema.json()
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: output)
        } catch {
            printError("render-spec schema: \(error)")
            throw ExitCode(1)
        }
    }
}
