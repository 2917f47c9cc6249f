#if Server
import Foundation

/// `render-spec-serve FOLDER --listen 127.0.0.1:0 …` as a child process, its port read from the
/// first line on stdout, its output kept.
final class ServeProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var output = Data()
    private var errorOutput = Data()
    private(set) var port: UInt16 = 0

    static var binary: URL {
        // The test bundle sits next to the products of the same build (the debug one, or ThreadSanitizer's).
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("render-spec-serve")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/render-spec-serve")
    }

    init(folder: URL, arguments: [String] = []) throws {
        process.executableURL = Self.binary
        process.arguments = [folder.path, "--listen", "127.0.0.1:0"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["RENDER_SPEC_CACHE"] = folder.appendingPathComponent(".cache").path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.output.append(data) }
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.errorOutput.append(data) }
        }
        try process.run()
        let deadline = Date().addingTimeInterval(HTTPTestClient.patience)
        while Date() < deadline, process.isRunning {
            if let match = lines.first?.firstMatch(of: /^serve: http:\/\/127\.0\.0\.1:(\d+)\/$/), let port = UInt16(match.1) {
                self.port = port
                return
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        stop()
        throw TestFailure("no address line; stdout: \(lines) stderr: \(errors)")
    }

    var client: HTTPTestClient { HTTPTestClient(port: port) }
    var lines: [String] { lock.withLock { String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init) } }
    var errors: String { lock.withLock { String(decoding: errorOutput, as: UTF8.self) } }
    var isRunning: Bool { process.isRunning }

    /// SIGTERM, then the exit status (SIGKILL after the patience, which fails the test that asked).
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(HTTPTestClient.patience)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit { stop() }
}

/// A folder of specs for one test, removed with it.
final class SpecFolder {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A label whose text is the request's `name` and `score`, as docs/serve.md's example has it.
    static let card = #"""
    {
      "version": 1,
      "kind": "label",
      "size": {"width": 240, "height": 48},
      "text": "${name}: ${score}",
      "tokens": {"name": "Player", "score": "0"},
      "serve": {"tokens": {"name": {"maxLength": 16}, "score": {"maxLength": 7, "characters": "0123456789"}}},
      "font": {"family": "DejaVu Sans", "size": 20},
      "fill": "#1F2A44",
      "states": {"pressed": {"fill": "#AA0000"}},
      "locales": {"de": {"text": "${name}: ${score} Punkte"}}
    }
    """#
}
#endif
