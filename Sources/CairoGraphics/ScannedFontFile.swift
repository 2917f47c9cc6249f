import CRenderLibs

/// Owns the fontconfig patterns of every face of one font file, scanned once per process: looking
/// a family up and building each chain's configuration both read them, instead of FreeType
/// scanning the file again for every chain (a CJK collection's character sets take most of a
/// `check`'s font time to compute).
final class ScannedFontFile {
    let path: String
    private let set: UnsafeMutablePointer<FcFontSet>
    let faces: [FontLibrary.FaceInfo]

    /// Nil when FreeType finds no face in the file.
    init?(path: String) {
        guard let set = FcFontSetCreate() else { return nil }
        let n = path.withCString { c in
            c.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcFreeTypeQueryAll($0, UInt32.max, nil, nil, set) }
        }
        guard n > 0 else {
            FcFontSetDestroy(set)
            return nil
        }
        self.path = path
        self.set = set
        faces = (0..<Int(set.pointee.nfont)).compactMap { i in
            guard let font = set.pointee.fonts[i] else { return nil }
            return FontLibrary.FaceInfo(index: fcInt(font, FC_INDEX) ?? 0, families: fcStrings(font, FC_FAMILY))
        }
    }

    deinit { FcFontSetDestroy(set) }

    /// A copy of each face's pattern (the caller owns them), with `family` as the only family
    /// name of the faces `renamed` picks: what a scan-time `assign_replace` rule did before.
    func patterns(renaming renamed: (Int) -> String?) -> [OpaquePointer] {
        (0..<Int(set.pointee.nfont)).compactMap { i in
            guard let font = set.pointee.fonts[i], let copy = FcPatternDuplicate(font) else { return nil }
            if let family = renamed(fcInt(font, FC_INDEX) ?? 0) {
                FcPatternDel(copy, FC_FAMILY)
                fcAdd(copy, FC_FAMILY, family)
            }
            return copy
        }
    }
}
