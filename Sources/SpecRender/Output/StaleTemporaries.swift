import RenderSupport

/// Temporary files an earlier, killed run of render-spec left behind (`.<name>.<pid>.<n>.tmp`, as
/// AtomicFile names them). The first write into a folder in each process removes those whose
/// process is gone, so an interrupted batch leaves no litter for long; a file of a live process
/// (another batch writing into the same folder right now) is left alone.
enum StaleTemporaries {
    private static let swept = Swept()

    static func sweep(_ folder: String) {
        guard swept.claim(folder) else { return }
        guard let names = Paths.names(in: folder) else { return }
        for name in names {
            guard let pid = ownerProcess(of: name), pid != getpid(), !isRunning(pid) else { continue }
            unlink(Paths.join(folder, name))
        }
    }

    /// The process id in one of our temporary names, nil for any other name.
    static func ownerProcess(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[0].isEmpty,
              parts[parts.count - 1].allSatisfy(\.isNumber), UInt32(parts[parts.count - 1]) != nil,
              let pid = Int32(parts[parts.count - 2]), pid > 0 else { return nil }
        return pid
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}

/// The folders swept so far in this process.
private final class Swept: @unchecked Sendable {
    private let lock = Lock()
    private var folders = Set<String>()
    func claim(_ folder: String) -> Bool { lock.lock(); defer { lock.unlock() }; return folders.insert(folder).inserted }
}
