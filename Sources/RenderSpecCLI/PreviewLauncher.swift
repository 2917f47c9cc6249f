import ArgumentParser

/// `render-spec preview …` runs `render-spec-preview` (built beside render-spec) with the same
/// arguments (CompanionProgram says why).
struct PreviewLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview page of specs on 127.0.0.1 (`render-spec preview --help` for more).",
        discussion: "Runs render-spec-preview, installed beside render-spec, with these arguments."
    )

    @Argument(parsing: .captureForPassthrough, help: "The preview's arguments: spec files and folders, --port, --root.")
    var arguments: [String] = []

    func run() throws {
        try CompanionProgram.exec("render-spec-preview", arguments: arguments)
    }
}
