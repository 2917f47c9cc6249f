import CCairo
import RenderSupport

/// fontconfig's scans of font files, kept across runs: FreeType reading a file's tables and
/// computing its character sets is a large part of a one-label render, every run, for files that
/// never change, and the lookup of one family scans every pinned file.
///
/// One entry per font file, `font-scans/<hash of the path>` in the user cache, holding the path,
/// its FileStamp, the fontconfig version and, for each face, its index, its family names and its
/// pattern in fontconfig's own text form (`FcNameUnparse`, which `FcNameParse` reads back to an
/// equal pattern). An entry is used only when all of those match; anything else is a miss, and the
/// file is scanned and its entry rewritten. Looking a family up needs only the names, so only the
/// patterns of files a chain uses are ever parsed.
struct FontScanCache {
    let folder: String?

    struct Face {
        var index: Int
        var families: [String]
        var pattern: String
    }

    private static let header = "render-spec font scan 2, fontconfig \(FcGetVersion())"

    /// The faces as last scanned, or nil on a miss.
    func faces(of path: String, stamp: FileStamp) -> [Face]? {
        guard let file = entryFile(path), let data = Paths.contents(file) else { return nil }
        // Split as bytes in an array: a CJK collection's entry is over a megabyte of character sets,
        // and Data's generic split is slow on every byte.
        let bytes = [UInt8](data)
        var lines = Self.split(bytes[...], at: UInt8(ascii: "\n"))
        guard lines.count >= 5, lines.removeLast().isEmpty,
              Self.string(lines[0]) == Self.header, Self.string(lines[1]) == path, Self.string(lines[2]) == Self.line(stamp)
        else { return nil }
        var faces: [Face] = []
        for line in lines[3...] {
            let fields = Self.split(line, at: UInt8(ascii: "\t"))
            guard fields.count == 3, let index = Int(Self.string(fields[0])), !fields[2].isEmpty else { return nil }
            let families = Self.split(fields[1], at: Self.unitSeparator).map(Self.string)
            faces.append(Face(index: index, families: families, pattern: Self.string(fields[2])))
        }
        return faces
    }

    private static func split(_ bytes: ArraySlice<UInt8>, at separator: UInt8) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: separator) {
            parts.append(bytes[start..<end])
            start = end + 1
        }
        parts.append(bytes[start...])
        return parts
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Keeps a scan for the next run. A face whose names would not survive the line-based entry (a
    /// tab or newline in them) is not kept: that file is scanned every run.
    func store(_ faces: [Face], of path: String, stamp: FileStamp) {
        let fields = faces.flatMap { $0.families + [$0.pattern] } + [path]
        guard let file = entryFile(path), !faces.isEmpty,
              !fields.contains(where: { $0.utf8.contains { [0x09, 0x0A, Self.unitSeparator].contains($0) } }) else { return }
        let lines = [Self.header, path, Self.line(stamp)]
            + faces.map { "\($0.index)\t\($0.families.joined(separator: "\u{1F}"))\t\($0.pattern)" }
        UserCache.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: file)
    }

    private static let unitSeparator: UInt8 = 0x1F

    private static func line(_ stamp: FileStamp) -> String { "\(stamp.size) \(stamp.modified) \(stamp.inode)" }

    /// Named by a 64-bit FNV-1a hash of the path; the path inside the entry settles a collision.
    private func entryFile(_ path: String) -> String? {
        guard let folder else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = String(hash, radix: 16)
        return "\(folder)/font-scans/\(String(repeating: "0", count: 16 - name.count))\(name)"
    }
}
