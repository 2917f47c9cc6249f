import CCairo
import RenderSupport

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
    /// from private chain configurations, and the layout would wait for it every run. With a
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

    /// A configuration with just these files' faces, the faces `renames` names given a family of
    /// their own. Built from the files' scanned patterns (ScannedFontFile), so no file is scanned
    /// again for another chain.
    static func chain(files: [ScannedFontFile], renames: [(path: String, index: Int?, family: String)])
        throws(FontChainError) -> FontconfigConfig {
        guard let config = FcConfigCreate() else { throw .unreadable(path: "", reason: "fontconfig: out of memory") }
        let result = FontconfigConfig(config)
        // fontconfig has no public call that only makes the application font set; adding a folder
        // that does not exist makes the (empty) set first and then finds nothing to add to it.
        _ = FcConfigAppFontAddDir(config, "/nonexistent/render-spec/no-fonts")
        guard let set = FcConfigGetFonts(config, FcSetApplication) else {
            throw .unreadable(path: "", reason: "fontconfig: cannot make the font set")
        }
        var added = Set<String>()
        for file in files where added.insert(file.path).inserted {
            let patterns = file.patterns { index in
                renames.last { $0.path == file.path && ($0.index == nil || $0.index == index) }?.family
            }
            for pattern in patterns where FcFontSetAdd(set, pattern) == 0 {
                FcPatternDestroy(pattern)
                throw .unreadable(path: file.path, reason: "fontconfig: out of memory")
            }
        }
        guard FcConfigParseAndLoadFromMemory(config, bitmapScaling, 0) != 0 else {
            throw .unreadable(path: "", reason: "fontconfig: cannot load the bitmap-scaling rule")
        }
        return result
    }

    /// A colour bitmap font (Noto Color Emoji's CBDT: one strike of 109 pixels) answers every size
    /// with its strike: without this rule Pango measured a 28 pt emoji as 109 pt, a gap some
    /// 150 pt wide with a line four times too tall. The machine's configuration scales bitmap
    /// faces to the asked size (fontconfig's 10-scale-bitmap-fonts.conf); a chain's private
    /// configuration has no rule files, so it gets the two rules that matter here: the factor
    /// between the asked and the strike's pixel size, as a matrix on the matched face (the run's
    /// size is the strike's times that matrix: PangoTextSetter). Outline faces are untouched.
    private static let bitmapScaling = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <name>pixelsizefixupfactor</name> <double>0</double>
                  <double>0</double> <name>pixelsizefixupfactor</name>
                </matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

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

    /// Every family name the configuration's fonts carry (fontconfig's list, each face's names in
    /// every language it gives), for "the nearest families are …" when a name is found nowhere.
    func familyNames() -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let os = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(os) }
        FcObjectSetAdd(os, FC_FAMILY)
        guard let set = FcFontList(pointer, pattern, os) else { return [] }
        defer { FcFontSetDestroy(set) }
        var out = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            out.formUnion(fcStrings(font, FC_FAMILY))
        }
        return out.sorted()
    }
}
