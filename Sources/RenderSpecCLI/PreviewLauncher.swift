import ArgumentParser
import RenderSupport

/// `render-spec preview …` runs `render-spec-preview` (built beside render-spec) with the same
/// arguments: the server and the libraries it links (FlyingFox, Foundation's networking with
/// libcurl and some 25 more) would otherwise load, and relocate, at every start of render-spec.
struct PreviewLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview page of specs on 127.0.0.1 (`render-spec preview --help` for more).",
        discussion: "Runs render-spec-preview, installed beside render-spec, with these arguments."
    )

    @Argument(parsing: .captureForPassthrough, help: "The preview's arguments: spec files and folders, --port, --root.")
    var arguments: [String] = []

    func run() throws {
        guard let program = Self.previewProgram() else {
            printError("error: render-spec-preview was not found beside render-spec or on PATH; build it with `swift build --product render-spec-preview`")
            throw ExitCode(2)
        }
        // exec: the preview takes this process's place, its stdout, its signals (Ctrl-C) and its exit status.
        let argv = [program] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        execv(program, &cArguments)
        printError("error: cannot run \(program): \(String(cString: strerror(errno)))")
        throw ExitCode(1)
    }

    /// This process's executable: Linux's /proc/self/exe; elsewhere Foundation's (`_NSGetExecutablePath`
    /// on macOS). Either way a path, not argv[0], which is a bare name when run through PATH.
    private static func executablePath() -> String? {
        #if os(Linux)
        Paths.linkDestination("/proc/self/exe")
        #else
        Bundle.main.executablePath
        #endif
    }

    /// Beside this executable (its real path, through links), else the first on PATH.
    static func previewProgram() -> String? {
        let name = "render-spec-preview"
        let own = executablePath() ?? CommandLine.arguments[0]
        let beside = Paths.join(Paths.deletingLastComponent(Paths.resolvingLinks(own)), name)
        if Paths.isExecutableFile(beside) { return beside }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { Paths.join(String($0), name) }
            .first { Paths.isExecutableFile($0) }
    }
}
