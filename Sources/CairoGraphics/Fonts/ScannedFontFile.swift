import CCairo
import RenderSupport

/// Owns the fontconfig patterns of every face of one font file, scanned once per process and kept
/// across runs (FontScanCache): looking a family up and building each chain's configuration both
/// read them, instead of FreeType scanning the file again for every chain (a CJK collection's
/// character sets take most of a `check`'s font time to compute). Read back from the cache, the
/// faces' names are known at once and their patterns parsed only when a chain first needs them.
/// Used under FontLibrary's lock.
final class ScannedFontFile {
    let path: String
    let faces: [FontLibrary.FaceInfo]
    private let cache: FontScanCache
    private var kept: [FontScanCache.Face]
    private var scanned: UnsafeMutablePointer<FcFontSet>?

    /// Nil when FreeType finds no face in the file. With `folderCache`, the faces and their patterns
    /// are fontconfig's cache of the file's folder (FontconfigDirCache), and FontScanCache's text
    /// entries are left to the other files.
    init?(path: String, cache: FontScanCache, folderCache: FontconfigDirCache? = nil) {
        self.path = path
        self.cache = cache
        let stamp = FileStamp(path: path)
        if let stamp, let set = folderCache?.fontSet(of: path, stamp: stamp) {
            kept = []
            scanned = set
            faces = Self.faces(of: set)
            return
        }
        if let stamp, let kept = cache.faces(of: path, stamp: stamp) {
            self.kept = kept
            faces = kept.map { FontLibrary.FaceInfo(index: $0.index, families: $0.families) }
            return
        }
        kept = []
        guard let set = Self.scan(path, keepingIn: cache) else { return nil }
        scanned = set
        faces = Self.faces(of: set)
    }

    deinit { if let scanned { FcFontSetDestroy(scanned) } }

    /// A copy of each face's pattern (the caller owns them), with `family` as the only family
    /// name of the faces `renamed` picks: what a scan-time `assign_replace` rule did before.
    func patterns(renaming renamed: (Int) -> String?) -> [OpaquePointer] {
        guard let set = fontSet() else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { i in
            guard let font = set.pointee.fonts[i], let copy = FcPatternDuplicate(font) else { return nil }
            if let family = renamed(fcInt(font, FC_INDEX) ?? 0) {
                FcPatternDel(copy, FC_FAMILY)
                fcAdd(copy, FC_FAMILY, family)
            }
            return copy
        }
    }

    /// The faces' patterns: parsed from the cache the first time, or scanned again if the kept
    /// text does not parse into faces of this file with the names the entry gave.
    private func fontSet() -> UnsafeMutablePointer<FcFontSet>? {
        if let scanned { return scanned }
        scanned = Self.parse(kept, of: path).flatMap { set in
            if Self.faces(of: set) == faces { return set }
            FcFontSetDestroy(set)
            return nil
        } ?? Self.scan(path, keepingIn: cache)
        kept = []
        return scanned
    }

    /// FreeType's scan of every face, kept in the cache for the next run.
    private static func scan(_ path: String, keepingIn cache: FontScanCache) -> UnsafeMutablePointer<FcFontSet>? {
        // Stamped before the scan: a file changed while it is read keeps an entry that no longer matches.
        let stamp = FileStamp(path: path)
        guard let set = FcFontSetCreate() else { return nil }
        let n = path.withCString { c in
            c.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcFreeTypeQueryAll($0, UInt32.max, nil, nil, set) }
        }
        guard n > 0 else {
            FcFontSetDestroy(set)
            return nil
        }
        if let stamp, let kept = keptFaces(of: set) { cache.store(kept, of: path, stamp: stamp) }
        return set
    }

    private static func faces(of set: UnsafeMutablePointer<FcFontSet>) -> [FontLibrary.FaceInfo] {
        (0..<Int(set.pointee.nfont)).compactMap { i in
            guard let font = set.pointee.fonts[i] else { return nil }
            return FontLibrary.FaceInfo(index: fcInt(font, FC_INDEX) ?? 0, families: fcStrings(font, FC_FAMILY))
        }
    }

    /// Each face as the cache keeps it, or nil if fontconfig cannot write one of them as text.
    private static func keptFaces(of set: UnsafeMutablePointer<FcFontSet>) -> [FontScanCache.Face]? {
        var kept: [FontScanCache.Face] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let text = FcNameUnparse(font) else { return nil }
            defer { free(text) }
            kept.append(FontScanCache.Face(index: fcInt(font, FC_INDEX) ?? 0, families: fcStrings(font, FC_FAMILY),
                                           pattern: text.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }))
        }
        return kept
    }

    /// The kept patterns parsed, or nil if any is not the pattern of a face of this file.
    private static func parse(_ kept: [FontScanCache.Face], of path: String) -> UnsafeMutablePointer<FcFontSet>? {
        guard !kept.isEmpty, let set = FcFontSetCreate() else { return nil }
        for face in kept {
            let pattern = face.pattern.withCString { c in
                c.withMemoryRebound(to: FcChar8.self, capacity: face.pattern.utf8.count + 1) { FcNameParse($0) }
            }
            guard let pattern, fcString(pattern, FC_FILE) == path, FcFontSetAdd(set, pattern) != 0 else {
                if let pattern { FcPatternDestroy(pattern) }
                FcFontSetDestroy(set)
                return nil
            }
        }
        return set
    }
}
