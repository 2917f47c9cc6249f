import Foundation
import XCTest

/// `render-spec preview` as a user runs it: in headless Chromium (scripts/preview-browser-test.py
/// drives the page through the DevTools protocol), and its refusals on the command line.
final class PreviewCommandTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The page shows the image with its pixel size, follows saves of the spec and of its base
    /// within 2 s, shows a JSON error and a type error at their lines, and the image again once
    /// fixed; SIGTERM stops the server with exit 0. Fails, never skips, without Chromium.
    func testPreviewPageInHeadlessChromium() throws {
        let script = Self.repository.appendingPathComponent("scripts/preview-browser-test.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, CLIRunner.binary.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // The script limits itself to 150 s; this is the backstop if it hangs regardless. SIGTERM
        // lets it end the server and Chromium; SIGKILL follows if it does not.
        let watchdog = DispatchWorkItem {
            guard process.isRunning else { return }
            process.terminate()
            DispatchQueue.global().asyncAfter(deadline: .now() + 10) {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 200, execute: watchdog)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("all steps passed"), text)
    }

    func testMissingSpecIsRefused() throws {
        let cli = try CLIRunner()
        let result = try cli.run("preview", "nosuch.json", "--port", "0")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "error: nosuch.json: no such file or folder\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testFolderWithoutSpecsIsRefused() throws {
        let cli = try CLIRunner()
        try cli.write("empty/_base.json", "{}")
        let result = try cli.run("preview", "empty", "--port", "0")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("error: no specs found in empty"), result.stderr)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
    }

    func testBadPortIsRefused() throws {
        let cli = try CLIRunner()
        try cli.write("a.json", Self.spec)
        let result = try cli.run("preview", "a.json", "--port", "70000")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--port must be between 0 and 65535"), result.stderr)
    }

    /// A second preview on the port of the first exits 2 with one line, and a spec that does not
    /// load does not stop the first (the page shows its error instead).
    func testPortInUseIsRefused() throws {
        let cli = try CLIRunner()
        try cli.write("a.json", "{ not json")
        let first = try PreviewProcess(in: cli.directory, arguments: ["preview", "a.json", "--port", "0"])
        defer { first.stop() }
        let line = try first.firstLine(within: 90)
        let port = try XCTUnwrap(line.range(of: #"(?<=^preview: http://127\.0\.0\.1:)\d+(?=/$)"#, options: .regularExpression)
            .map { String(line[$0]) }, line)

        let second = try cli.run("preview", "a.json", "--port", port)
        XCTAssertEqual(second.status, 2)
        XCTAssertEqual(second.stdout, "")
        XCTAssertEqual(second.stderr, "error: port \(port) on 127.0.0.1 is in use: choose another with --port, or --port 0 for any free one\n")
        XCTAssertTrue(first.isRunning, "a spec that does not load must not stop the preview")
    }

    static let spec = """
    {"version": 1, "kind": "label", "size": {"width": 60, "height": 20}, "text": "Hi"}
    """
}

/// A long-running `render-spec` whose first stdout line is read as soon as it is written, and which
/// is always ended (SIGTERM, then SIGKILL) by `stop`.
private final class PreviewProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var output = Data()

    init(in directory: URL, arguments: [String]) throws {
        process.executableURL = CLIRunner.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.output.append(data) }
        }
        try process.run()
    }

    var isRunning: Bool { process.isRunning }

    func firstLine(within seconds: TimeInterval) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let text = lock.withLock { String(decoding: output, as: UTF8.self) }
            if let end = text.firstIndex(of: "\n") { return String(text[..<end]) }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw NSError(domain: "PreviewProcess", code: 1, userInfo: [NSLocalizedDescriptionKey: "no address line within \(seconds) s"])
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
