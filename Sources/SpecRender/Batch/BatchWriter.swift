import RenderSupport

/// Writes a batch's files, each atomically (AtomicFile) and each path once: a file several
/// variants carry (an asset catalog's Contents.json, the same bytes each time) is written by
/// whichever variant gets there first. Safe to call from the drawing threads.
package final class BatchWriter: @unchecked Sendable {
    private let lock = Lock()
    private var claimed = Set<String>()

    package init() {}

    /// Each file to its path, but a path written already in this batch; the paths written.
    package func write(_ files: [RenderedFile], to paths: [String]) throws -> [String] {
        var written: [String] = []
        for (file, path) in zip(files, paths) where claim(path) {
            try AtomicFile.write(file.bytes, to: path)
            written.append(path)
        }
        return written
    }

    private func claim(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return claimed.insert(path).inserted
    }
}
