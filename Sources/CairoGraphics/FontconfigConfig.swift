import CRenderLibs
import Foundation

/// Owns an FcConfig: either the machine's (for looking families up) or a private one holding only
/// the faces of one font chain.
final class FontconfigConfig {
    let pointer: OpaquePointer

    private init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { FcConfigDestroy(pointer) }

    /// A configuration with no fonts, which font maps are handed when they let go of their own
    /// (ChainFontMap's deinit). Never destroyed; fontconfig's reference count is atomic and the
    /// configuration is never changed, so sharing it between threads is safe.
    nonisolated(unsafe) static let placeholder: FontconfigConfig? = FcConfigCreate().map(FontconfigConfig.init)

    /// Makes `placeholder` fontconfig's current configuration, once, before any Pango font map is
    /// made: Pango starts a thread that calls FcInit(), which would otherwise load the machine's
    /// whole configuration (every file under /etc/fonts, every cache) for a process that draws only
    /// from private chain configurations; the layout then waited for it (about 3 ms a run). With a
    /// current configuration in place FcInit() has nothing to do. The machine's fonts are still
    /// found through `system()`, which loads its own configuration when a family asks for it.
    static let madeCurrent: Bool = {
        guard let placeholder else { return false }
        return FcConfigSetCurrent(placeholder.pointer) != 0
    }()

    /// The system's configuration and fonts (from fontconfig's cache).
    static func system() -> FontconfigConfig? {
        FcInitLoadConfigAndFonts().map(FontconfigConfig.init)
    }

    /// A configuration with just these files (every face, or one), families renamed at scan time.
    static func chain(files: [(path: String, index: Int?)], renames: [(path: String, index: Int?, family: String)])
        throws(FontChainError) -> FontconfigConfig {
        guard let config = FcConfigCreate() else { throw .unreadable(path: "", reason: "fontconfig: out of memory") }
        let result = FontconfigConfig(config)
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig>\n"
        for r in renames {
            xml += "<match target=\"scan\"><test name=\"file\"><string>\(escapeXML(r.path))</string></test>"
            if let i = r.index { xml += "<test name=\"index\"><int>\(i)</int></test>" }
            xml += "<edit name=\"family\" mode=\"assign_replace\"><string>\(escapeXML(r.family))</string></edit></match>\n"
        }
        xml += "</fontconfig>\n"
        let ok = xml.withCString { c in
            c.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        guard ok != 0 else { throw .unreadable(path: "", reason: "fontconfig rejected the font configuration") }
        var added = Set<String>()
        for f in files where added.insert(f.path).inserted {
            let status = f.path.withCString { c in
                c.withMemoryRebound(to: FcChar8.self, capacity: f.path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
            }
            guard status != 0 else { throw .unreadable(path: f.path, reason: "fontconfig cannot read it") }
        }
        return result
    }

    /// Files of every face whose family is `family`.
    func files(ofFamily family: String) -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        fcAdd(pattern, FC_FAMILY, family)
        guard let os = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(os) }
        FcObjectSetAdd(os, FC_FILE)
        FcObjectSetAdd(os, FC_FAMILY)
        guard let set = FcFontList(pointer, pattern, os) else { return [] }
        defer { FcFontSetDestroy(set) }
        var out = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let file = fcString(font, FC_FILE) else { continue }
            if fcStrings(font, FC_FAMILY).contains(where: { sameFamily($0, family) }) { out.insert(file) }
        }
        return out.sorted()
    }

    /// The faces in a font file and their family names.
    static func query(file: String) -> [FontLibrary.FaceInfo] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        let n = file.withCString { c in
            c.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcFreeTypeQueryAll($0, UInt32.max, nil, nil, set) }
        }
        guard n > 0 else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { i in
            guard let font = set.pointee.fonts[i] else { return nil }
            return FontLibrary.FaceInfo(index: fcInt(font, FC_INDEX) ?? 0, families: fcStrings(font, FC_FAMILY))
        }
    }
}

private func escapeXML(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
