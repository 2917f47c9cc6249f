import Foundation

/// Runs the built `render-spec` and reads the most memory it held (its peak resident set, from
/// `wait4`): the child's own figure, so tests running beside it in this process cannot move it, as
/// they would a figure read from this process's heap.
///
/// A small Python process starts it and waits for it. Linux keeps, in a process's peak, the peak
/// of the memory it ran in before `exec`: started straight from this test process (by vfork or
/// fork), render-spec would report the test process's own peak, hundreds of megabytes that vary
/// with the tests running beside it.
struct PeakMemoryRun {
    var status: Int32
    /// Peak resident set of the child, in bytes.
    var peakBytes: Int
    var stderr: String

    private static let script = """
        import os, sys
        os.chdir(sys.argv[1])
        err = os.open(sys.argv[2], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        out = os.open(os.devnull, os.O_WRONLY)
        pid = os.posix_spawn(sys.argv[3], sys.argv[3:], os.environ,
                             file_actions=[(os.POSIX_SPAWN_DUP2, out, 1), (os.POSIX_SPAWN_DUP2, err, 2)])
        _, status, usage = os.wait4(pid, 0)
        print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)
        """

    static func run(_ arguments: [String], in directory: URL) throws -> PeakMemoryRun {
        let errorFile = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt").path
        let result = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/env"),
                                           ["python3", "-c", script, directory.path, errorFile, CLIRunner.binary.path] + arguments,
                                           in: directory)
        let fields = result.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let text = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        guard fields.count == 2 else { return PeakMemoryRun(status: -1, peakBytes: 0, stderr: result.stderr + text) }
        return PeakMemoryRun(status: Int32(fields[0]), peakBytes: fields[1] * 1024, stderr: text)
    }
}
