import RenderSupport
import SpecModel

/// Creates files that must not exist yet (`render-spec init`'s starters), all or none: each is
/// written whole to a temporary file beside it and then hard-linked to its name, and link(2) fails
/// when the name is taken, so a file that appears meanwhile is never replaced. If one of them
/// cannot be made, the ones made before it are removed again.
package enum NewFiles {
    /// `files` in order (path → bytes); throws naming the first path that exists or fails.
    package static func create(_ files: [(path: String, bytes: [UInt8])]) throws(OutputError) {
        var made: [String] = []
        for file in files {
            do {
                try create(file.bytes, at: file.path)
                made.append(file.path)
            } catch {
                for path in made.reversed() { unlink(path) }
                throw error
            }
        }
    }

    private static func create(_ bytes: [UInt8], at path: String) throws(OutputError) {
        let folder = Paths.parent(Paths.absolute(path))
        guard Paths.makeFolders(folder) else {
            let blocking = AtomicFile.fileBlocking(folder: folder).map { "\(DisplayPath.forUser($0)) is not a folder" }
            throw OutputError(path: path, reason: blocking ?? "cannot make its folder")
        }
        let temporary = Paths.join(folder, ".\(Paths.lastComponent(path)).\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp")
        guard Paths.writeNewFile(bytes, to: temporary) else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            throw OutputError(path: path, reason: errno == EEXIST ? "it exists; nothing is overwritten" : String(cString: strerror(errno)))
        }
    }
}
