import Foundation

/// One run of an outside program (python3, LÖVE under xvfb-run) with its output collected and a
/// deadline: past it the program is terminated, and `timedOut` says so.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
    var seconds: Double

    /// Output goes to files, not pipes, so a chatty program cannot block on a full pipe while
    /// the test waits for it to end.
    init(_ executable: URL, _ arguments: [String], in directory: URL, timeout: Double) throws {
        let out = directory.appendingPathComponent("tool-\(UUID().uuidString).out")
        let err = directory.appendingPathComponent("tool-\(UUID().uuidString).err")
        try Data().write(to: out)
        try Data().write(to: err)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = outHandle
        process.standardError = errHandle
        let start = Date()
        try process.run()
        let deadline = start.addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        seconds = Date().timeIntervalSince(start)
        self.timedOut = timedOut
        status = process.terminationStatus
        stdout = String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self)
        stderr = String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self)
    }
}
