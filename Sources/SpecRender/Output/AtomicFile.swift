import PNGCodec
import RenderSupport
import SpecModel

/// Writes a file so that readers see the old bytes or the new ones, never half: a temporary file
/// in the same folder (same file system), then rename(2) over the target.
///
/// A file that already holds exactly the new bytes is left as it is: a render of unchanged specs
/// into last run's folder touches nothing, so its files keep their times (Xcode, Gradle and make
/// see no change to rebuild from) and, where it is a link, its link. Comparing costs a read of the
/// old file; replacing it cost a rename, which on ext4 also starts writing the new file's data
/// out at once (its `auto_da_alloc` guard against zero-length files after a crash), which costs
/// more than the rest of the write.
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to path: String) throws {
        // Paths as strings: URL(fileURLWithPath:) and appendingPathComponent stat the file to learn
        // whether it is a folder, two system calls a file for nothing (BENCHMARKS.md, syscalls).
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if InputFile.holds(bytes, at: path) {
            // Nothing to write, but a killed run's temporaries beside it go all the same.
            StaleTemporaries.sweep(dir)
            return
        }
        // The folder is made (and swept of a killed run's temporaries) at its first file in this
        // process, not stat'ed again for every file. It counts as made only once made: a thread
        // that comes to it while another is still making it makes it too (Paths.makeFolders takes a
        // folder that exists as made), rather than writing into a folder that is not there yet.
        if !Folders.made(dir) {
            try makeFolder(dir, for: path)
            Folders.add(dir)
        }
        let temp = (dir == "/" ? "" : dir) + "/.\(name).\(processID).\(TemporaryCounter.next()).tmp"
        // Written with write(2) and renamed, without fsync: Foundation's Data.write fsyncs every
        // file, which makes a batch wait on the disk. rename(2) keeps each file whole
        // for readers and against a crash of this process; power loss is the file system's matter.
        do {
            do {
                try writeFileAtomically(bytes, toPath: path, temporary: temp)
            } catch PNGError.writeFailed where !Paths.exists(dir) {
                // The folder went away since its first file (another process cleaned it): again.
                try makeFolder(dir, for: path)
                try writeFileAtomically(bytes, toPath: path, temporary: temp)
            }
        } catch PNGError.writeFailed(_, let reason) {
            throw OutputError(path: path, reason: reason)
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(path: path, reason: "\(error)")
        }
    }

    private static func makeFolder(_ dir: String, for path: String) throws {
        // mkdir(2), not FileManager's createDirectory, which first builds FileManager's
        // process-wide instance, a cost a render into a new folder need not pay.
        guard Paths.makeFolders(dir) else {
            let reason = String(cString: strerror(errno))
            let blocking = fileBlocking(folder: dir).map { "\(DisplayPath.forUser($0)) is not a folder" }
            throw OutputError(path: path, reason: blocking ?? reason)
        }
        StaleTemporaries.sweep(dir)
    }

    /// This process's id, in every temporary name (StaleTemporaries reads it back).
    private static let processID = getpid()
}

/// The number in a temporary file's name: this process's next, not a random number drawn from the
/// kernel for every file. Names differ between processes by the process id, and O_EXCL refuses
/// a name that is somehow taken.
private enum TemporaryCounter {
    private static let lock = Lock()
    nonisolated(unsafe) private static var last: UInt32 = 0
    static func next() -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        last &+= 1
        return last
    }
}

/// The folders made (or found) and swept so far in this process.
private enum Folders {
    private static let lock = Lock()
    nonisolated(unsafe) private static var seen = Set<String>()
    static func made(_ folder: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return seen.contains(folder)
    }
    static func add(_ folder: String) {
        lock.lock()
        defer { lock.unlock() }
        seen.insert(folder)
    }
}

extension AtomicFile {
    /// The file standing where `folder` or one of its parents should be a folder, so that the folder
    /// cannot be made: reported as "out is not a folder", not Foundation's "NSCocoaErrorDomain
    /// Code=516". Nil when the folder exists or can be made.
    package static func fileBlocking(folder: String) -> String? {
        var candidate = Paths.absolute(folder)
        while !candidate.isEmpty && candidate != "/" {
            if Paths.exists(candidate) {
                return Paths.isDirectory(candidate) ? nil : candidate
            }
            candidate = Paths.parent(candidate)
        }
        return nil
    }
}

/// A file that could not be written.
package struct OutputError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package var description: String { "\(path): error: cannot write: \(reason)" }
}
