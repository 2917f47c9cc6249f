import RenderSupport
import SpecModel
import SpecScene

/// `--format imageset`: an Xcode asset catalog image set per state, holding the background at its
/// minimal stretchable size (StretchPlan.swift) at 1x, 2x and 3x and a Contents.json with the
/// slicing, as Xcode's own slicing editor writes it.
///
/// Paths are relative to the catalog folder (`<name>.xcassets`, or --out-dir):
/// `<name>[-<state>].imageset/<name>[-<state>][-<tag>][@<S>x].png`, that folder's Contents.json, and
/// the catalog's own Contents.json. A locale variant's images go into its state's one set, beside
/// the base's, with entries that carry its `locale`, as Xcode localizes an image set; the batch
/// merges the variants' entries into the one Contents.json (ImageSetPart, ImageSetMerge). Cap insets
/// and the centre size are in each image's pixels, as Xcode writes them (a 12 pt cap is 24 in the
/// @2x entry).
struct ImagesetExporter: AssetExporter {
    static let format = OutputFormat.imageset
    let renderer: SpecRenderer

    /// Slices the background (StretchPlan) and lays out its minimal stretchable scene once; the
    /// images are drawn from that scene at 1x, 2x and 3x.
    func plan(_ spec: ResolvedSpec, scene: Scene, scales: [Double]) throws -> ExportPlan {
        // The same images as the base variant's, whose unlocalized entries Xcode falls back to.
        if spec.sharesBaseImages { return ExportPlan(paths: []) { [] } }
        let background = try StretchedBackground(spec, scene: scene, renderer: renderer, unsliced: "its image set is full size and not sliced")
        let stretch = background.stretch, minimal = background.scene
        let folder = Self.folder(for: spec)
        let names = scales.map { Self.imageName(for: spec, scale: $0) }
        let entries = zip(scales, names).map { scale, name in entry(name, locale: spec.locale, stretch: stretch, scale: scale) }
        let part = ImageSetPart(contentsPath: folder + "/Contents.json", images: names, locale: spec.locale, entries: entries)
        let paths = names.map { folder + "/" + $0 } + [part.contentsPath, "Contents.json"]
        return ExportPlan(paths: paths, warnings: background.warnings, imageSet: part) { [renderer] in
            var files: [RenderedFile] = []
            for (scale, path) in zip(scales, paths) {
                let png = try renderer.sceneRenderer.image(minimal, scale: scale).png(renderer.png)
                files.append(Self.file(path, png, spec: spec, scale: scale))
            }
            files.append(Self.file(part.contentsPath, ImageSetPart.contents([part]), spec: spec, scale: 1))
            files.append(Self.file("Contents.json", Self.catalogContents, spec: spec, scale: 1))
            return files
        }
    }

    /// One image's entry: `filename`, `idiom`, a locale variant's `locale`, the slicing, `scale`.
    private func entry(_ name: String, locale: String?, stretch: StretchPlan?, scale: Double) -> XcodeJSON {
        var entry: [(String, XcodeJSON)] = [("filename", .string(name)), ("idiom", .string("universal")),
                                            ("scale", .string("\(Int(scale))x"))]
        if let locale { entry.append(("locale", .string(locale))) }
        if let stretch, let mode = stretch.mode { entry.append(("resizing", resizing(mode, caps: stretch.caps, scale: scale))) }
        return .object(entry)
    }

    /// `<name>[-<state>].imageset`: one set per state, whatever the locale.
    private static func folder(for spec: ResolvedSpec) -> String {
        spec.name + (spec.state == "normal" ? "" : "-\(spec.state)") + ".imageset"
    }

    /// `<name>[-<state>][-<tag>][@<S>x].png`: a locale's images sit beside the base's in the one
    /// folder, so their names carry the tag (Xcode keeps whatever name a file has; only the entry's
    /// `locale` says which language it is for).
    static func imageName(for spec: ResolvedSpec, scale: Double) -> String {
        var name = spec.name + (spec.state == "normal" ? "" : "-\(spec.state)") + (spec.locale.map { "-\($0)" } ?? "")
        if scale != 1 { name += "@\(OutputName.scaleLabel(scale))x" }
        return name + ".png"
    }

    /// `{"cap-insets": …, "center": {"mode": "stretch", "width"/"height": …}, "mode": …}` in pixels.
    private func resizing(_ mode: StretchPlan.Mode, caps: Insets, scale: Double) -> XcodeJSON {
        func px(_ points: Double) -> XcodeJSON { .number(Int((points * scale).rounded())) }
        var insets: [(String, XcodeJSON)] = []
        var center: [(String, XcodeJSON)] = [("mode", .string("stretch"))]
        if mode != .threePartHorizontal {
            insets += [("bottom", px(caps.bottom)), ("top", px(caps.top))]
            center.append(("height", px(1)))
        }
        if mode != .threePartVertical {
            insets += [("left", px(caps.left)), ("right", px(caps.right))]
            center.append(("width", px(1)))
        }
        return .object([("cap-insets", .object(insets)), ("center", .object(center)), ("mode", .string(mode.rawValue))])
    }

    private static func file(_ path: String, _ bytes: [UInt8], spec: ResolvedSpec, scale: Double) -> RenderedFile {
        RenderedFile(path: path, bytes: bytes, format: .imageset, scale: scale, state: spec.state, locale: spec.locale)
    }

    static let info = XcodeJSON.object([("author", .string("xcode")), ("version", .number(1))])
    /// The catalog folder's own Contents.json.
    static let catalogContents = XcodeJSON.object([("info", info)]).bytes
}
