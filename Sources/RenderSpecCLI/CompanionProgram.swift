import ArgumentParser
import RenderSupport

/// A program built and installed beside render-spec that a subcommand hands its arguments to
/// (`render-spec preview` → render-spec-preview, `render-spec serve` → render-spec-serve): an HTTP
/// server and the libraries it links would otherwise load, and relocate, at every start of
/// render-spec.
enum CompanionProgram {
    /// Replaces this process with `name` run with `arguments`: it takes this process's stdout, its
    /// signals (Ctrl-C, a container's SIGTERM) and its exit status. Returns only by throwing.
    /// `build` is how to build the program when it is missing.
    static func exec(_ name: String, arguments: [String], build: String? = nil) throws -> Never {
        guard let program = find(name) else {
            printError("error: \(name) was not found beside render-spec or on PATH; build it with `\(build ?? "swift build --product \(name)")`")
            throw ExitCode(2)
        }
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
    static func find(_ name: String) -> String? {
        let own = executablePath() ?? CommandLine.arguments[0]
        let beside = Paths.join(Paths.deletingLastComponent(Paths.resolvingLinks(own)), name)
        if Paths.isExecutableFile(beside) { return beside }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { Paths.join(String($0), name) }
            .first { Paths.isExecutableFile($0) }
    }
}
