import Foundation
import RenderSupport
import SpecModel
import SpecRender

/// Everything a ``Renderer`` drew for a spec or a variant: every file, by the path it is written to,
/// and what rendering warned about — the text laid out once for both.
///
/// The paths and bytes are those `render-spec render` writes (`render-spec atlas`'s for an atlas
/// spec's sheets): `title@2x.png`, `de/title.png`, an asset catalog's
/// `title.xcassets/title.imageset/Contents.json`, Android's `res/drawable-xhdpi/title.9.png`,
/// Flutter's `assets/2.0x/title.png`, a bitmap font's `score.fnt` and `score_0.png`. Keep them in
/// memory (``files``), or write them with ``write(to:)``.
///
/// ```swift
/// let rendering = try renderer.render(spec, formats: [.png, .imageset, .android])
/// for warning in rendering.warnings { print(warning) }
/// try rendering.write()                    // beside the spec, as `render-spec render` writes
/// ```
public struct Rendering: Sendable {
    /// Where platform formats go relative to the output folder.
    public enum Layout: Hashable, Sendable {
        /// As `render-spec render SPEC` writes beside the spec: an image set into
        /// `<name>.xcassets/`, Android drawables into `res/`, Flutter assets into `assets/`, every
        /// other file into the folder itself.
        case besideSpec
        /// As `render-spec render SPEC --out-dir DIR`: every file right under the folder, which is
        /// itself the asset catalog, the `res` folder or the `assets` folder.
        case outDir
    }

    /// Every file, by its path relative to the output folder (`/`-separated). A file several
    /// variants write (an asset catalog's `Contents.json`, the same bytes each time) is here once.
    public let files: [String: Data]
    /// The keys of ``files`` in the order they were drawn (variant by variant, as `render-spec`
    /// lists them).
    public let paths: [String]
    /// Each warning once, in variant order.
    public let warnings: [RenderWarning]
    /// The installed families ``MissingGlyphs/fallback`` drew characters in, with the characters
    /// each drew, in the order of their first character (variant by variant); empty when the
    /// spec's fonts drew everything. What a server logs, so that a name drawn differently on
    /// another machine can be traced to its fonts.
    public let fallbackFonts: [FallbackFont]

    /// The bytes of the first file: the only one, for ``Renderer/render(_:as:scale:)``.
    public var data: Data { paths.first.flatMap { files[$0] } ?? Data() }

    /// The folder ``write(to:)`` writes into by default: the spec's.
    let specFolder: String
    /// The files the spec was made from, which no output may replace.
    let inputs: [String]

    init(files: [(path: String, bytes: [UInt8])], warnings: [RenderWarning], fallbackFonts: [FallbackFont], specFolder: String,
         inputs: [String]) {
        var byPath: [String: Data] = [:], order: [String] = []
        for file in files where byPath[file.path] == nil {
            byPath[file.path] = Data(file.bytes)
            order.append(file.path)
        }
        self.files = byPath
        paths = order
        self.warnings = warnings
        self.fallbackFonts = fallbackFonts
        self.specFolder = specFolder
        self.inputs = inputs
    }

    /// Writes every file into `folder`, as `render-spec` does: each atomically (a temporary file
    /// renamed over the target, so a reader sees the old bytes or the new, never half), and
    /// nothing at all when one of them would replace a file the spec was made from (the spec, a
    /// base, a token file, a font, a string catalog) or write a golden of `render-spec check`: into
    /// a folder holding a `render-spec-manifest.json`, or over a file such a manifest records.
    ///
    /// - Parameter folder: The output folder, absolute or relative to the current directory; `nil`
    ///   for the spec's own folder (for a spec loaded from bytes or a model, its `baseDirectory`).
    /// - Returns: The files written, absolute, in ``paths`` order.
    /// - Throws: ``RenderingError`` when a file would replace an input or write a golden, a file
    ///   stands where a folder must be made, or writing fails (the files before it are written).
    @discardableResult
    public func write(to folder: String? = nil) throws(RenderingError) -> [String] {
        let base = folder.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path } ?? specFolder
        let targets = paths.map { (base as NSString).appendingPathComponent($0) }
        if let refusal = InputFiles(inputs).refusal(writing: targets, command: "") {
            throw RenderingError(String(refusal.dropFirst("error: ".count)))
        }
        // Into a folder of goldens (the spec's own, when its goldens sit beside it) or over a
        // recorded golden: only `check --update` writes those (GoldenGuard).
        var goldens = GoldenGuard()
        if let refusal = goldens.refusal(writing: targets.map { GoldenGuard.Target(path: $0, folder: base) }, command: "",
                                         elsewhere: "pass another folder to write(to:)") {
            throw RenderingError(String(refusal.dropFirst("error: ".count)))
        }
        if let blocking = AtomicFile.fileBlocking(folder: base) {
            throw RenderingError("\(DisplayPath.forUser(blocking)) is not a folder, so \(DisplayPath.forUser(base)) cannot be made")
        }
        for (path, target) in zip(paths, targets) {
            do {
                try AtomicFile.write([UInt8](files[path] ?? Data()), to: target)
            } catch {
                throw RenderingError("\(error)")
            }
        }
        return targets
    }
}
