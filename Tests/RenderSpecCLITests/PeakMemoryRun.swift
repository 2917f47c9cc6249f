import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `render-spec` and reads the most memory the child process held (its peak
/// resident set, from `wait4`): the child's own figure, so tests running beside it in this process
/// cannot change it, as they would a figure read from this process's heap.
struct PeakMemoryRun {
    var status: Int32
    /// Peak resident set of the child, in bytes.
    var peakBytes: Int
    var stderr: String

    static func run(_ arguments: [String], in directory: URL) throws -> PeakMemoryRun {
        let errorFile = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        // The shell changes folder and becomes render-spec (exec), so the peak is render-spec's.
        let shell = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path, CLIRunner.binary.path] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = shell.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        guard spawned == 0 else { throw CocoaError(.executableLoad) }

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        // WEXITSTATUS, spelled out: Glibc's macro is not imported.
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return PeakMemoryRun(status: exit, peakBytes: Int(usage.ru_maxrss) * 1024, stderr: text)
    }
}
