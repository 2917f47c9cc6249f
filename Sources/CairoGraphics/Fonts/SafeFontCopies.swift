import RenderSupport

/// The files Cairo draws the faces of untrusted fonts from (a spec's own fonts and the project's
/// pinned ones; the machine's are trusted, docs/threat-model.md): a copy of each face as HarfBuzz's
/// subsetter wrote it again (SafeFontFace), so that Cairo's PDF subsetters never read the bytes of
/// the file itself. Pango, HarfBuzz and FreeType still read the file: they lay the text out and
/// fontconfig scans it, and the copy holds the same glyphs under the same ids, names and metrics.
///
/// Each copy is kept in the user cache, `safe-fonts/<hash of path and face>/<FileStamp>`, so a
/// font that has not changed costs a `stat` of the file and one of its copy, and only a new or
/// changed font loads HarfBuzz's subset library. Without a cache folder (or one that cannot be
/// written) a copy lives in memory for the run. Thread-safe; one per process, since every CairoFont
/// asks it.
package final class SafeFontCopies: @unchecked Sendable {
    package static let shared = SafeFontCopies()

    private let lock = Lock()
    private struct Key: Hashable { var path: String; var face: Int }
    private var copies: [Key: (stamp: FileStamp, file: String)] = [:]

    /// Each process has one (`shared`); the tests make others, as another process would have.
    package init() {}

    /// Bumped when what a copy keeps (Sources/CFontSubset) or what it is checked for changes, so
    /// older copies are made and checked again.
    private static let format = 3

    /// Makes sure each of `faces` (face indices, named instances included) of the font at `path`
    /// has a copy, making the missing ones. Throws when HarfBuzz refuses one: nothing of that file
    /// is drawn.
    package func prepare(path: String, faces: [Int], cacheFolder: String?) throws(FontChainError) {
        guard let stamp = FileStamp(path: path) else { throw .unreadable(path: path, reason: "no such file") }
        var seen = Set<Int>()
        for face in faces.map({ $0 & 0xFFFF }) where seen.insert(face).inserted {
            let key = Key(path: path, face: face)
            lock.lock()
            let known = copies[key]
            lock.unlock()
            if known?.stamp == stamp { continue }
            let file: String
            do {
                file = try copy(of: path, face: face, stamp: stamp, cacheFolder: cacheFolder)
            } catch {
                throw .unreadable(path: path, reason: "face \(face): \(error.reason)")
            }
            lock.lock()
            copies[key] = (stamp, file)
            lock.unlock()
        }
    }

    /// The file and face index Cairo opens for face `index` of `file`: its copy when one was
    /// prepared (a copy holds one face, so only a named instance's bits stay in the index), else
    /// the file itself.
    package func drawn(file: String, index: Int) -> (file: String, index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard let copy = copies[Key(path: file, face: index & 0xFFFF)] else { return (file, index) }
        return (copy.file, index & ~0xFFFF)
    }

    private func copy(of path: String, face: Int, stamp: FileStamp, cacheFolder: String?) throws(SafeFontRefusal) -> String {
        let entry = cacheFolder.map { Self.entry(of: path, face: face, stamp: stamp, in: $0) }
        if let entry, Paths.isRegularFile(entry.file) { return entry.file }
        let made = try SafeFontFace(file: path, index: face)
        if let entry {
            made.withBytes { UserCache.write(Data($0), to: entry.file) }
            if Paths.isRegularFile(entry.file) {
                do {
                    try Self.check(entry.file, against: path, face: face)
                } catch {
                    unlink(entry.file)
                    throw error
                }
                // Copies of earlier versions of the file: no run asks for them again.
                for name in Paths.names(in: entry.folder) ?? [] where name != Paths.lastComponent(entry.file) {
                    unlink(entry.folder + "/" + name)
                }
                return entry.file
            }
        }
        // Kept open until the process ends: a face may be drawn from it until then.
        guard let fd = made.memoryFile() else { throw SafeFontRefusal(reason: "no cache folder to keep it in") }
        let file = "/proc/self/fd/\(fd)"
        try Self.check(file, against: path, face: face)
        return file
    }

    /// HarfBuzz rewrites what it understands of a face, which can be less than FreeType drew from
    /// the file (a font whose `glyf` is listed under another tag has outlines for neither, but
    /// FreeType opens the file and draws nothing): a copy FreeType cannot open with the original's
    /// glyphs would fail later, in the middle of drawing, so it is refused here; so is a colour
    /// picture Cairo could not draw (PictureGlyphCheck).
    private static func check(_ copy: String, against original: String, face: Int) throws(SafeFontRefusal) {
        guard let drawn = FreeTypeFace(file: copy, index: 0) else {
            throw SafeFontRefusal(reason: "FreeType cannot open the face HarfBuzz's subsetter rewrote")
        }
        if let source = FreeTypeFace(file: original, index: face), source.glyphCount != drawn.glyphCount {
            throw SafeFontRefusal(reason: "HarfBuzz's subsetter rewrote \(drawn.glyphCount) of its \(source.glyphCount) glyphs")
        }
        if let problem = PictureGlyphCheck.problem(file: copy, index: 0) { throw SafeFontRefusal(reason: problem) }
    }

    /// Named by a 64-bit FNV-1a hash of the path and face (the folder) and the file's stamp, the
    /// HarfBuzz version and the format (the file): an edited font or another HarfBuzz makes a new one.
    private static func entry(of path: String, face: Int, stamp: FileStamp, in folder: String) -> (folder: String, file: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 + [0] + String(face).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = String(hash, radix: 16)
        let entryFolder = "\(folder)/safe-fonts/\(String(repeating: "0", count: 16 - name.count))\(name)"
        let version = SafeFontFace.harfBuzzVersion
        return (entryFolder, "\(entryFolder)/\(stamp.size)-\(stamp.modified)-\(stamp.inode)-hb\(version)-\(format)")
    }
}
