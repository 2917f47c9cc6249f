import ArgumentParser

/// `render-spec serve …` runs `render-spec-serve` (built beside render-spec) with the same
/// arguments (CompanionProgram says why).
struct ServeLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the specs of a folder as images over HTTP, with text from the request (`render-spec serve --help` for more).",
        discussion: "Runs render-spec-serve, installed beside render-spec, with these arguments (docs/serve.md)."
    )

    @Argument(parsing: .captureForPassthrough, help: "The server's arguments: the specs' folder, --listen, --cache-dir, --signing-keys, ….")
    var arguments: [String] = []

    func run() throws {
        try CompanionProgram.exec("render-spec-serve", arguments: arguments,
                                  build: "swift build --traits Server --product render-spec-serve")
    }
}
