import CCairo
import RenderSupport

/// fontconfig's own binary caches of the pinned fonts' folders, kept in render-spec's cache folder
/// (`<cache>/fontconfig`). A face read from one is mapped, not parsed: FontScanCache's text form is
/// read back through `FcNameParse`, which builds each face's character set one character at a time,
/// and that was a tenth of a one-button render (W2: 3.6 M instructions for DejaVu Sans's four faces).
///
/// fontconfig trusts a folder's cache while the folder's modification time is unchanged. A font
/// file rewritten in place leaves that time alone, so a cache older than the file asked for is
/// made again (the folder scanned, the cache rewritten). Only the pinned folders are read this way:
/// a spec's own font may sit in a folder of hundreds, which fontconfig would scan whole.
/// Used under FontLibrary's lock.
final class FontconfigDirCache {
    private let config: OpaquePointer
    /// Each folder's cache as loaded (or made) this run, and the modification time of its file.
    private var caches: [String: (cache: OpaquePointer, written: Int64)] = [:]

    /// Nil when fontconfig will not take the folder as its cache folder.
    init?(folder: String) {
        guard let config = FcConfigCreate() else { return nil }
        self.config = config
        // Escaped by hand: Foundation's replacingOccurrences goes through NSString, a measurable
        // share of a small render for two calls (Benchmarks/notes.md, "figures that lived in code comments").
        var escaped = ""
        for character in folder {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            default: escaped.append(character)
            }
        }
        let text = "<fontconfig><cachedir>\(escaped)</cachedir></fontconfig>"
        let loaded = text.withCString { c in
            c.withMemoryRebound(to: FcChar8.self, capacity: text.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, FcFalse) }
        }
        guard loaded != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        _ = Paths.makeFolders(folder)
    }

    deinit {
        for entry in caches.values { FcDirCacheUnload(entry.cache) }
        FcConfigDestroy(config)
    }

    /// The faces of `file` (last modified at `stamp`) from its folder's cache, each pattern
    /// referenced for the caller (who owns the set); nil when fontconfig has no face of it.
    func fontSet(of file: String, stamp: FileStamp) -> UnsafeMutablePointer<FcFontSet>? {
        guard let cache = cache(of: Paths.parent(file), notOlderThan: stamp.modified),
              let all = FcCacheCopySet(cache) else { return nil }
        defer { FcFontSetDestroy(all) }
        guard let set = FcFontSetCreate() else { return nil }
        for i in 0..<Int(all.pointee.nfont) {
            guard let font = all.pointee.fonts[i], fcString(font, FC_FILE) == file else { continue }
            FcPatternReference(font)
            if FcFontSetAdd(set, font) == 0 {
                FcPatternDestroy(font)
                FcFontSetDestroy(set)
                return nil
            }
        }
        guard set.pointee.nfont > 0 else {
            FcFontSetDestroy(set)
            return nil
        }
        return set
    }

    /// The folder's cache, made again when it is missing, out of date for fontconfig, or older than
    /// `modified` (a file in it rewritten since).
    private func cache(of folder: String, notOlderThan modified: Int64) -> OpaquePointer? {
        if let known = caches[folder], known.written >= modified { return known.cache }
        if let stale = caches.removeValue(forKey: folder) { FcDirCacheUnload(stale.cache) }
        var file: UnsafeMutablePointer<FcChar8>?
        var cache = withFc(folder) { FcDirCacheLoad($0, config, &file) }
        var written = file.flatMap { path in path.withMemoryRebound(to: CChar.self, capacity: 1) { FileStamp(path: String(cString: $0)) } }?.modified ?? 0
        if let file { FcStrFree(file) }
        if let loaded = cache, written < modified {
            FcDirCacheUnload(loaded)
            cache = nil
        }
        if cache == nil {
            // fontconfig's scan opens every entry of the folder: a FIFO among them would hold the
            // run forever, so such a folder's files are scanned one by one instead (FontLibrary).
            guard Paths.holdsOnlyFilesAndFolders(folder) else { return nil }
            // Scans the folder and writes its cache (fontconfig's FcDirCacheScan); the scan is as
            // fresh as this moment whether or not the cache could be written.
            cache = withFc(folder) { FcDirCacheRead($0, FcTrue, config) }
            written = Int64.max
        }
        guard let cache else { return nil }
        caches[folder] = (cache, written)
        return cache
    }

    private func withFc<R>(_ string: String, _ body: (UnsafePointer<FcChar8>) -> R) -> R {
        string.withCString { c in c.withMemoryRebound(to: FcChar8.self, capacity: string.utf8.count + 1) { body($0) } }
    }
}
