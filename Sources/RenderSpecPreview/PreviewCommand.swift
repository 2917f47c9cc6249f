import ArgumentParser
import Dispatch
import Foundation
import GoldenCheck
import RenderSpecCLI
import RenderSupport
import SpecModel

/// `render-spec preview SPEC... [--port N]`: a page on 127.0.0.1 showing every PNG the specs render,
/// re-rendered whenever a spec, base, token or font file is saved, with spec errors shown in place.
package struct PreviewCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview page of specs on 127.0.0.1.",
        discussion: """
        Renders every state × locale × scale of each spec to PNG in memory (nothing is written) and \
        serves them on one page, with each image's pixel size, a background (checkerboard, white, \
        black or a colour) and zoom (1×, 2×, 4×, fit). Saving a spec, a base it extends, a token \
        file or a font re-renders within a second and the page updates by itself; a spec error is \
        shown on the page at its line instead. SVG, PDF and image-set outputs are not shown.

        The first line on stdout is the page's address (`preview: http://127.0.0.1:PORT/`). \
        Ctrl-C stops the server.

        Examples:
          render-spec preview Examples/score-title.json
          render-spec preview Specs/label --port 0
        """
    )

    @Argument(help: "Spec files and folders (folders are searched for *.json, as by check).")
    var specs: [String]

    @Option(help: "Port to listen on, on 127.0.0.1 only; 0 picks a free one.")
    var port: Int = 8765

    @Option(help: "Render root: spec, base and font paths must stay inside it (default: the top of the repository holding each spec; outside one, the current folder or the spec's).")
    var root: String?

    package init() {}

    package func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
    }

    package func run() throws {
        // Bad arguments stop the command as they stop `render`; a spec that merely fails to load
        // does not: the page shows its errors, and the spec is fixed while the preview runs.
        let found = SpecDiscovery().specFiles(in: specs)
        if let missing = found.missing.first {
            printError("error: \(DisplayPath.forUser(missing)): no such file or folder")
            throw ExitCode(2)
        }
        if found.files.isEmpty {
            printError("error: " + SpecDiscovery.nothingFound(in: specs.map { DisplayPath.forUser($0) }))
            throw ExitCode(2)
        }
        let rootPath = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path }

        let state = PreviewState()
        let server: PreviewServer
        let bound: UInt16
        do {
            server = PreviewServer(port: UInt16(port), state: state)
            bound = try Blocking.run { try await server.start() }
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        // Tests and scripts read the address from the first line: written unbuffered, so it is there at once.
        FileHandle.standardOutput.write(Data("preview: http://127.0.0.1:\(bound)/\n".utf8))

        StopSignals.install {
            printError("preview: stopped")
            // Nothing to clean up: the preview wrote no file, and the socket closes with the process.
            Foundation.exit(0)
        }
        PreviewReloader(renderer: PreviewRenderer(arguments: specs, root: rootPath), state: state).start()
        // The server runs on Swift concurrency's threads, the reloader on its own; this thread
        // only waits for a signal.
        dispatchMain()
    }
}

/// Runs async work to completion from synchronous code (swift-argument-parser's `run()`), blocking
/// the calling thread, which no task needs.
private enum Blocking {
    static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    private final class ResultBox<T>: @unchecked Sendable {
        // Written before the semaphore is signalled and read after it is waited on.
        var result: Result<T, any Error>?
    }
}

/// SIGINT (Ctrl-C) and SIGTERM end the preview with exit 0 rather than the default "killed" status.
enum StopSignals {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func install(_ handler: @escaping @Sendable () -> Void) {
        for sig in [SIGINT, SIGTERM] {
            // The default action would end the process before the dispatch source sees the signal.
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            source.setEventHandler(handler: handler)
            source.resume()
            sources.append(source)
        }
    }
}

extension PreviewCommand {
    /// As `render-spec` runs its commands: bad usage exits 2.
    package static func runFromCommandLine() -> Never {
        runCommandLine(Self.self, Array(CommandLine.arguments.dropFirst()))
    }
}
