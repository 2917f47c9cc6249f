import Foundation
import Testing

/// `render-spec preview` against hostile clients on 127.0.0.1, as any web page could make a browser
/// be one: over-long request lines and header sections, clients that send slowly or not at all, a
/// WebSocket from another local port or from a peer that is gone, and running out of file descriptors.
/// Timeouts are shortened through the environment (PreviewLimits.fromEnvironment).
@Suite(.timeLimit(.minutes(2)))
struct PreviewHardeningTests {
    @Test func aRequestLineOver8KiBIsAnswered414AndClosed() throws {
        let server = try PreviewServerProcess()
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        client.send("GET /" + String(repeating: "a", count: 9 * 1024) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let (answer, closed) = client.receive(for: Self.patience)
        #expect(answer.hasPrefix("HTTP/1.1 414 "), "\(answer.prefix(200))")
        #expect(closed)
    }

    @Test func headerFieldsPastTheLimitAreAnswered431() throws {
        let server = try PreviewServerProcess()
        defer { server.stop() }
        func get(fields: Int) throws -> (String, Bool) {
            let client = try RawClient(port: server.port)
            // With Host and Connection.
            let extra = (2..<fields).map { "X-Field-\($0): \($0)\r\n" }.joined()
            client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\(extra)Connection: close\r\n\r\n")
            return client.receive(for: Self.patience)
        }
        let (ok, _) = try get(fields: 100)
        #expect(ok.hasPrefix("HTTP/1.1 200 "), "\(ok.prefix(200))")
        let (refused, closed) = try get(fields: 101)
        #expect(refused.hasPrefix("HTTP/1.1 431 "), "\(refused.prefix(200))")
        #expect(closed)
    }

    /// Two clients feed request lines a little at a time; a page's GET does not wait for them. Each
    /// sends half its line and then holds until the GET is answered, so the GET can only be answered
    /// while both heads are incomplete (a server that served one connection at a time would never
    /// answer it); then they send the rest and are refused 414. Nothing here depends on how fast the
    /// machine is: the head timeout is set far beyond any wait, and every receive returns as soon
    /// as its answer is complete.
    @Test func aGetIsAnsweredWhileTwoClientsSendHugeLinesSlowly() throws {
        let server = try PreviewServerProcess(environment: ["RENDER_SPEC_PREVIEW_HEAD_TIMEOUT": "600"])
        defer { server.stop() }
        let port = server.port
        let halfSent = DispatchSemaphore(value: 0), getAnswered = DispatchSemaphore(value: 0)
        let answers = Answers()
        // Threads of their own, not tasks: a blocked task would hold one of the few threads of the
        // shared pool the other tests run on.
        for attacker in 0..<2 {
            Thread.detachNewThread {
                defer { answers.done.signal() }
                guard let client = try? RawClient(port: port) else { return answers.set(attacker, "no connection") }
                client.send("GET /")
                for _ in 0..<8 { client.send(String(repeating: "a", count: 512)) }
                halfSent.signal()
                getAnswered.wait()
                for _ in 0..<10 { guard client.send(String(repeating: "a", count: 512)) else { break } }
                answers.set(attacker, client.receive(for: Self.patience).text)
            }
        }
        halfSent.wait()
        halfSent.wait()
        let client = try RawClient(port: port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let (answer, _) = client.receive(for: Self.patience)
        getAnswered.signal()
        getAnswered.signal()
        #expect(answer.hasPrefix("HTTP/1.1 200 "), "\(answer.prefix(200))")
        answers.done.wait()
        answers.done.wait()
        for answer in answers.all {
            #expect(answer.hasPrefix("HTTP/1.1 414 ") || answer.isEmpty, "\(answer.prefix(200))")
        }
    }

    /// How long a receive may wait for an answer the server sends at once: only a server that never
    /// answers waits this long, so a loaded machine slows the test without failing it.
    static let patience = 90.0

    @Test func idleAndSlowConnectionsAreClosedByTheirTimeouts() throws {
        let server = try PreviewServerProcess(environment: ["RENDER_SPEC_PREVIEW_IDLE_TIMEOUT": "1", "RENDER_SPEC_PREVIEW_HEAD_TIMEOUT": "1"])
        defer { server.stop() }
        let idle = try RawClient(port: server.port)
        let partial = try RawClient(port: server.port)
        partial.send("GET / HTTP/1.1\r\nHo")
        let kept = try RawClient(port: server.port)
        kept.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")

        let started = ContinuousClock.now
        let (nothing, idleClosed) = idle.receive(for: Self.patience)
        #expect(nothing.isEmpty && idleClosed, "an idle connection is closed without an answer")
        #expect(ContinuousClock.now - started > .milliseconds(500))
        let (timedOut, partialClosed) = partial.receive(for: Self.patience)
        #expect(timedOut.hasPrefix("HTTP/1.1 408 ") && partialClosed, "\(timedOut.prefix(200))")
        // Kept alive after its answer, then closed once idle.
        let (answer, keptClosed) = kept.receive(for: Self.patience)
        #expect(answer.hasPrefix("HTTP/1.1 200 ") && keptClosed, "\(answer.prefix(200))")
    }

    @Test func aWebSocketMustComeFromThePreviewsOwnPort() throws {
        let server = try PreviewServerProcess()
        defer { server.stop() }
        let other = server.port == 65535 ? server.port - 1 : server.port + 1
        #expect(try upgrade(server.port, origin: "http://127.0.0.1:\(other)").hasPrefix("HTTP/1.1 403 "))
        #expect(try upgrade(server.port, origin: "http://localhost:\(other)").hasPrefix("HTTP/1.1 403 "))
        #expect(try upgrade(server.port, origin: "http://127.0.0.1:\(server.port)").hasPrefix("HTTP/1.1 101 "))
        #expect(try upgrade(server.port, origin: "http://localhost:\(server.port)").hasPrefix("HTTP/1.1 101 "))
    }

    /// A WebSocket client that never answers the server's pings is taken for gone and closed; one
    /// that answers them stays. The interval is long enough that the answering client, which
    /// answers each ping as it reads it, is never two intervals late on a loaded machine; the loop
    /// ends after the third ping, however long that takes.
    @Test func aWebSocketWhosePeerIsGoneIsClosed() throws {
        let server = try PreviewServerProcess(environment: ["RENDER_SPEC_PREVIEW_PING_INTERVAL": "3"])
        defer { server.stop() }
        let silent = try RawClient(port: server.port)
        silent.send(Self.upgradeRequest(server.port, origin: nil))
        let answering = try RawClient(port: server.port)
        answering.send(Self.upgradeRequest(server.port, origin: nil))

        var pings = 0
        var buffer: [UInt8] = []
        var sawHead = false
        let deadline = ContinuousClock.now + .seconds(Self.patience)
        while pings < 3 && ContinuousClock.now < deadline {
            let (bytes, closed) = answering.receiveBytes(for: 0.1)
            #expect(!closed, "a client that answers its pings stays connected")
            if closed { break }
            buffer += bytes
            if !sawHead {
                guard let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) else { continue }
                buffer.removeSubrange(..<end.upperBound)
                sawHead = true
            }
            // Server frames are not masked; the first is the snapshot, longer than 125 bytes.
            while buffer.count >= 2 {
                var length = Int(buffer[1] & 0x7F), header = 2
                if length == 126 {
                    guard buffer.count >= 4 else { break }
                    (length, header) = (Int(buffer[2]) << 8 | Int(buffer[3]), 4)
                } else if length == 127 {
                    guard buffer.count >= 10 else { break }
                    (length, header) = ((2..<10).reduce(0) { $0 << 8 | Int(buffer[$1]) }, 10)
                }
                guard buffer.count >= header + length else { break }
                if buffer[0] == 0x89 {
                    pings += 1
                    answering.send(bytes: [0x8A, 0x80, 1, 2, 3, 4])
                }
                buffer.removeFirst(header + length)
            }
        }
        #expect(pings >= 3)
        let (_, silentClosed) = silent.receive(for: Self.patience)
        #expect(silentClosed, "a client that answers no ping is closed after two intervals")
    }

    /// Started with 40 file descriptors, the preview takes as many of 60 clients as its limit leaves
    /// room for, says so once, stays up (libdispatch ends a process that runs out), and answers again
    /// once they close.
    @Test func acceptingSurvivesRunningOutOfFileDescriptors() async throws {
        let server = try PreviewServerProcess(fileLimit: 40)
        defer { server.stop() }
        var clients: [RawClient] = []
        for _ in 0..<60 { clients.append(try RawClient(port: server.port)) }
        let deadline = ContinuousClock.now + .seconds(Self.patience)
        let full = "connections are open, the most its open-file limit (ulimit -n) leaves room for"
        while !server.errors.contains(full), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(server.errors.components(separatedBy: full).count == 2, "said once: \(server.errors)")
        // Past the next check of libdispatch's worker threads, which reads /proc with a new descriptor.
        try await Task.sleep(for: .seconds(1.5))
        #expect(server.isRunning)
        clients.removeAll()
        let client = try RawClient(port: server.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let (answer, _) = client.receive(for: Self.patience)
        #expect(answer.hasPrefix("HTTP/1.1 200 "), "\(answer.prefix(200)); \(server.errors)")
        #expect(server.isRunning)
    }

    private func upgrade(_ port: UInt16, origin: String) throws -> String {
        let client = try RawClient(port: port)
        client.send(Self.upgradeRequest(port, origin: origin))
        return client.receiveHead(for: Self.patience)
    }

    static func upgradeRequest(_ port: UInt16, origin: String?) -> String {
        "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n"
    }
}

/// `render-spec preview a.json --port 0` in a folder of its own, optionally under `ulimit -n`; its
/// address read from the first line, its stderr kept.
private final class PreviewServerProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var output = Data()
    private var errorOutput = Data()
    private(set) var port: UInt16 = 0

    init(environment: [String: String] = [:], fileLimit: Int? = nil) throws {
        let cli = try CLIRunner()
        try cli.write("a.json", PreviewCommandTests.spec)
        let arguments = ["preview", "a.json", "--port", "0"]
        if let fileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", CLIRunner.binary.path] + arguments
        } else {
            process.executableURL = CLIRunner.binary
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.currentDirectoryURL = cli.directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.output.append(data) }
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.errorOutput.append(data) }
        }
        try process.run()
        let deadline = Date().addingTimeInterval(PreviewHardeningTests.patience)
        while Date() < deadline, process.isRunning {
            let text = lock.withLock { String(decoding: output, as: UTF8.self) }
            if let match = text.firstMatch(of: /^preview: http:\/\/127\.0\.0\.1:(\d+)\/\n/), let port = UInt16(match.1) {
                self.port = port
                return
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        stop()
        throw NSError(domain: "PreviewServerProcess", code: 1, userInfo: [NSLocalizedDescriptionKey: "no address line: \(errors)"])
    }

    var isRunning: Bool { process.isRunning }
    var errors: String { lock.withLock { String(decoding: errorOutput, as: UTF8.self) } }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// The two attackers' answers, set from their threads.
private final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Int: String] = [:]
    let done = DispatchSemaphore(value: 0)
    func set(_ attacker: Int, _ answer: String) { lock.withLock { answers[attacker] = answer } }
    var all: [String] { lock.withLock { answers.keys.sorted().map { answers[$0]! } } }
}

/// A TCP client that sends exactly the bytes it is given, and reads with a time limit.
private final class RawClient: @unchecked Sendable {
    private let file: Int32

    init(port: UInt16) throws {
        file = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(file, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard file >= 0, result == 0 else {
            close(file)
            throw NSError(domain: "RawClient", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "connect: \(String(cString: strerror(errno)))"])
        }
    }

    deinit { close(file) }

    /// False once the server has closed or reset the connection.
    @discardableResult
    func send(_ text: String) -> Bool { send(bytes: Array(text.utf8)) }

    @discardableResult
    func send(bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(file, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// What arrives within `seconds`, and whether the server closed the connection (end of file or reset).
    func receive(for seconds: Double) -> (text: String, closed: Bool) {
        let (bytes, closed) = receiveBytes(for: seconds, untilClosed: true)
        return (String(decoding: bytes, as: UTF8.self), closed)
    }

    /// A response's head: what arrives until its blank line (or the server closes), within `seconds`.
    func receiveHead(for seconds: Double) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var received: [UInt8] = []
        while received.firstRange(of: Array("\r\n\r\n".utf8)) == nil, deadline.timeIntervalSinceNow > 0 {
            let (bytes, closed) = receiveBytes(for: deadline.timeIntervalSinceNow)
            received += bytes
            if closed { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    func receiveBytes(for seconds: Double, untilClosed: Bool = false) -> ([UInt8], closed: Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        var received: [UInt8] = []
        while true {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return (received, false) }
            var poller = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, Int32(left * 1000) + 1) <= 0 { continue }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(file, &buffer, buffer.count, 0)
            if count <= 0 { return (received, true) }
            received += buffer[..<count]
            if !untilClosed { return (received, false) }
        }
    }
}
