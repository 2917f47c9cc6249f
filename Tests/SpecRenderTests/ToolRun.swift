import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of an outside program (python3, LÖVE under xvfb-run) with its output collected and a
/// deadline: past it the program and everything it started are killed, and `timedOut` says so.
struct ToolRun {
    /// The exit code, or 128 + the signal that killed it (as a shell reports it).
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
    var seconds: Double

    /// Output goes to files, not pipes, so a chatty program cannot block on a full pipe while
    /// the test waits for it to end.
    ///
    /// The end is found with waitpid here, not with Process.waitUntilExit: Foundation on Linux
    /// learns of an exit when a socket the child inherited closes, so a grandchild that outlives
    /// the child (an Xvfb that xvfb-run failed to stop) would hold it open and the wait would never
    /// return. When the child leads its own process group (Foundation and `timeout` both see to
    /// that), whatever is left in the group is killed once the child is gone.
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
        let pid = process.processIdentifier
        let deadline = start.addingTimeInterval(timeout)
        var ownGroup = false, timedOut = false, waitStatus: Int32 = 0, reaped = false
        while true {
            if !ownGroup { ownGroup = getpgid(pid) == pid }
            // The end is seen without reaping (WNOWAIT): while the child is a zombie its pid, and
            // so its group's id, cannot be handed to another process, so killing what is left of
            // the group kills only what the child started. Killed after the reap, a group id the
            // machine had already reused (pid_max is 32,768 here, and builds spawn thousands) was
            // another program's: a test run beside this one lost its test process.
            var info = siginfo_t()
            let ended = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if ended == 0 && info._sifields._sigchld.si_pid == pid {
                if ownGroup { kill(-pid, SIGKILL) }
                if waitpid(pid, &waitStatus, 0) == pid { reaped = true }
                break
            }
            if ended == -1 && errno != EINTR { break }   // Foundation reaped it first: its group id may be reused
            if !timedOut && Date() > deadline {
                timedOut = true
                kill(ownGroup ? -pid : pid, SIGKILL)
            }
            usleep(20_000)
        }
        if reaped {
            // Foundation's own watch on the child ends once the group is gone; until then it may
            // still call back into the Process object, so a Process it has not let go of is kept.
            let letGo = Date().addingTimeInterval(5)
            while process.isRunning && Date() < letGo { usleep(20_000) }
            if process.isRunning { _ = Unmanaged.passRetained(process) }
            // waitpid's status word: the low 7 bits are the killing signal, else the exit code is above them.
            let signal = waitStatus & 0x7F
            status = signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal
        } else {
            process.waitUntilExit()
            status = process.terminationStatus + (process.terminationReason == .uncaughtSignal ? 128 : 0)
        }
        seconds = Date().timeIntervalSince(start)
        self.timedOut = timedOut
        stdout = String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self)
        stderr = String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self)
    }
}
