/// Progress of a long check on stderr: a bar redrawn in place on a terminal; one line per spec
/// otherwise (CI logs keep every line, and a carriage return would garble them).
package final class BatchProgress: @unchecked Sendable {
    private let lock = Lock()
    private let total: Int
    private let isTerminal: Bool
    private let write: @Sendable (String) -> Void
    private var done = 0

    /// `write` receives text exactly as it should appear (tests capture it).
    package init(total: Int, isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
        self.total = total; self.isTerminal = isTerminal; self.write = write
    }

    /// A progress on stderr, as a bar when stderr is a terminal.
    package static func standardError(total: Int) -> BatchProgress {
        BatchProgress(total: total, isTerminal: isatty(STDERR_FILENO) == 1) { text in
            FileDescriptorOutput.write(text, to: STDERR_FILENO)
        }
    }

    /// Clears the bar from its line, so that other output (render's list of files) starts on a clean
    /// line; the next `finished` draws it again below.
    package func clearLine() {
        lock.lock()
        defer { lock.unlock() }
        if isTerminal && done < total { write("\r\u{1B}[K") }
    }

    /// One spec file finished, with a short outcome such as "ok" or "2 failed".
    package func finished(_ spec: String, outcome: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        // A spec's file name is the user's: its control characters must not act on the terminal.
        let spec = PrintableText.escaped(spec)
        let count = "\(done)/\(total)"
        if isTerminal {
            let width = 24
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            write("\r\u{1B}[K[\(bar)] \(count) \(spec)" + (done == total ? "\n" : ""))
        } else {
            write("[\(count)] \(spec): \(outcome)\n")
        }
    }
}
