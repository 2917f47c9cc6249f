import RenderSupport
import SpecModel
import SpecScene

/// `--format imageset`: an Xcode asset catalog image set per state, holding the background at its
/// minimal stretchable size (StretchPlan.swift) at 1x, 2x and 3x and a Contents.json with the
/// slicing, as Xcode's own slicing editor writes it.
///
/// Paths are relative to the catalog folder (`<name>.xcassets`, or --out-dir):
/// `[<tag>/]<name>[-<state>].imageset/<name>[-<state>][@<S>x].png`, that folder's Contents.json,
/// and the catalog's (and a locale folder's) own Contents.json. Cap insets and the centre size are
/// in each image's pixels, as Xcode writes them (a 12 pt cap is 24 in the @2x entry).
struct ImagesetExporter: AssetExporter {
    static let format = OutputFormat.imageset
    let renderer: SpecRenderer

    /// Slices the background (StretchPlan) and lays out its minimal stretchable scene once; the
    /// images are drawn from that scene at 1x, 2x and 3x.
    func plan(_ spec: ResolvedSpec, scene: Scene, scales: [Double]) throws -> ExportPlan {
        // The same images as the base variant's, which the unqualified folder already holds.
        if spec.sharesBaseImages { return ExportPlan(paths: []) { [] } }
        let background = try StretchedBackground(spec, scene: scene, renderer: renderer, unsliced: "its image set is full size and not sliced")
        let stretch = background.stretch, minimal = background.scene, warnings = background.warnings
        let folder = Self.folder(for: spec)
        var paths = scales.map { folder + "/" + Self.imageName(for: spec, scale: $0) }
        paths += [folder + "/Contents.json", "Contents.json"]
        if let locale = spec.locale { paths.append("\(locale)/Contents.json") }
        return ExportPlan(paths: paths, warnings: warnings) { [paths] in
            try files(for: spec, minimal: minimal, stretch: stretch, scales: scales, paths: paths)
        }
    }

    private func files(for spec: ResolvedSpec, minimal: Scene, stretch: StretchPlan?, scales: [Double],
                       paths: [String]) throws -> [RenderedFile] {
        var images: [XcodeJSON] = []
        var files: [RenderedFile] = []
        for (scale, path) in zip(scales, paths) {
            let png = try renderer.sceneRenderer.image(minimal, scale: scale).png(renderer.png)
            let name = Paths.lastComponent(path)
            files.append(file(path, png, spec: spec, scale: scale))
            var entry: [(String, XcodeJSON)] = [("filename", .string(name)), ("idiom", .string("universal")),
                                                ("scale", .string("\(Int(scale))x"))]
            if let stretch, let mode = stretch.mode { entry.append(("resizing", resizing(mode, caps: stretch.caps, scale: scale))) }
            images.append(.object(entry))
        }
        let contents = paths[scales.count...]
        let catalog = [XcodeJSON.object([("images", .array(images)), ("info", Self.info)]).bytes] + Array(repeating: Self.catalogContents, count: contents.count - 1)
        for (path, bytes) in zip(contents, catalog) { files.append(file(path, bytes, spec: spec, scale: 1)) }
        return files
    }

    /// `[<tag>/]<name>[-<state>].imageset`
    private static func folder(for spec: ResolvedSpec) -> String {
        let set = spec.name + (spec.state == "normal" ? "" : "-\(spec.state)")
        return (spec.locale.map { "\($0)/" } ?? "") + set + ".imageset"
    }

    /// The image's own name inside its folder: no locale prefix, the folder already has it.
    private static func imageName(for spec: ResolvedSpec, scale: Double) -> String {
        var localSpec = spec
        localSpec.locale = nil
        return OutputName.path(for: localSpec, scale: scale, format: .png)
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

    private func file(_ path: String, _ bytes: [UInt8], spec: ResolvedSpec, scale: Double) -> RenderedFile {
        RenderedFile(path: path, bytes: bytes, format: .imageset, scale: scale, state: spec.state, locale: spec.locale)
    }

    static let info = XcodeJSON.object([("author", .string("xcode")), ("version", .number(1))])
    /// The catalog folder's own Contents.json.
    static let catalogContents = XcodeJSON.object([("info", info)]).bytes
}

/// JSON as Xcode writes asset catalogs: keys sorted, two-space indents, `"key" : value`, and a
/// final newline, so a catalog written here diffs cleanly against one Xcode has touched.
enum XcodeJSON: Equatable {
    case string(String)
    case number(Int)
    case array([XcodeJSON])
    case object([(String, XcodeJSON)])

    static func == (a: XcodeJSON, b: XcodeJSON) -> Bool { a.text(indent: 0) == b.text(indent: 0) }

    var bytes: [UInt8] { Array((text(indent: 0) + "\n").utf8) }

    func text(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch self {
        case .string(let s):
            return "\"" + s.replacingText("\\", with: "\\\\").replacingText("\"", with: "\\\"") + "\""
        case .number(let n):
            return String(n)
        case .array(let items):
            if items.isEmpty { return "[\n\n\(end)]" }
            return "[\n" + items.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)]"
        case .object(let members):
            let sorted = members.sorted { $0.0 < $1.0 }
            return "{\n" + sorted.map { pad + "\"\($0.0)\" : " + $0.1.text(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)}"
        }
    }
}
