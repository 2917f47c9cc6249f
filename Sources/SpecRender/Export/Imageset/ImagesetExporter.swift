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
struct ImagesetExporter {
    static let scales: [Double] = [1, 2, 3]
    let renderer: SpecRenderer

    func files(for spec: ResolvedSpec) throws -> (files: [RenderedFile], warnings: [String]) {
        let plan = StretchPlan(spec)
        let minimal = plan?.spec ?? spec
        let scene = try renderer.scene(minimal)
        var warnings = scene.warnings
        if let plan, plan.mode == nil {
            warnings.append("\(DisplayPath.forUser(spec.file)): warning: the background of state \(spec.state) changes both across and down (a radial or diagonal gradient), so its image set is full size and not sliced")
        }

        let folder = Self.folder(for: spec)
        var images: [XcodeJSON] = []
        var files: [RenderedFile] = []
        for scale in Self.scales {
            let png = try renderer.sceneRenderer.image(scene, scale: scale).png(renderer.png)
            let name = Self.imageName(for: spec, scale: scale)
            files.append(file(folder + "/" + name, png, spec: spec, scale: scale))
            var entry: [(String, XcodeJSON)] = [("filename", .string(name)), ("idiom", .string("universal")),
                                                ("scale", .string("\(Int(scale))x"))]
            if let plan, let mode = plan.mode { entry.append(("resizing", resizing(mode, caps: plan.caps, scale: scale))) }
            images.append(.object(entry))
        }
        files.append(file(folder + "/Contents.json", XcodeJSON.object([("images", .array(images)), ("info", Self.info)]).bytes,
                          spec: spec, scale: 1))
        files.append(file("Contents.json", Self.catalogContents, spec: spec, scale: 1))
        if let locale = spec.locale { files.append(file("\(locale)/Contents.json", Self.catalogContents, spec: spec, scale: 1)) }
        return (files, warnings)
    }

    /// Every path `files(for:)` writes, in its order, without rendering: what `render` checks for
    /// collisions and inputs before it writes anything.
    static func paths(for spec: ResolvedSpec) -> [String] {
        let folder = folder(for: spec)
        var paths = scales.map { folder + "/" + imageName(for: spec, scale: $0) }
        paths += [folder + "/Contents.json", "Contents.json"]
        if let locale = spec.locale { paths.append("\(locale)/Contents.json") }
        return paths
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
            return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
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
