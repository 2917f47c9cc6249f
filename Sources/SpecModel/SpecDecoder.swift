import Foundation

/// Validates one variant document and builds its `Spec`: the file-level keys (version, kind, name,
/// size, canvas, fonts, locale, output), the kind's content, and the image-size limits.
struct SpecDecoder {
    let reader: ValueReader
    /// The spec file being loaded (absolute): names the output and anchors `Spec.file`.
    let file: String

    static let fileKeys = ["version", "kind", "name", "size", "canvas", "fonts", "locale", "output",
                           "extends", "tokens", "states", "locales"]
    /// The keys of the kinds SPEC-v1.md names.
    static let kindKeys: [String: [String]] = [
        "label": ValueReader.labelKeys,
        "textField": ValueReader.textFieldKeys,
        "button": ["background", "cornerRadius", "border", "groove", "edge", "title", "contentInsets"],
        "view": ["background", "cornerRadius", "border", "shadow", "innerShadow"],
    ]
    static let kinds = ["label", "textField", "button", "view"]

    private var diagnostics: Diagnostics { reader.diagnostics }

    func decode(_ variant: Variant) -> Spec? {
        let errorsBefore = diagnostics.errors.count
        let document = variant.document
        let kindName: String? = if case .string(let name)? = document["kind"]?.kind { name } else { nil }
        let contentKeys = kindName.flatMap { Self.kindKeys[$0] }
            ?? Array(Set(Self.kindKeys.values.joined())).sorted()
        guard let fields = reader.fields(document, expecting: "a spec object", keys: Self.fileKeys + contentKeys) else {
            return nil
        }
        if let version = fields.required("version"), let number = reader.number(version), number != 1 {
            diagnostics.report(version, "unsupported version \(NumberText.short(number)); this render-spec reads version 1")
        }
        let kind = fields.required("kind").flatMap { self.kind($0) }
        let name = fields["name"].map { self.name($0) } ?? defaultName(at: document)
        if let name { checkStem(name, of: variant) }
        let size = fields.required("size").flatMap { self.size($0, heightRequired: kind != "label") }
        let canvas = fields["canvas"].map { self.canvas($0) } ?? Canvas()
        let fonts = fields["fonts"].map { self.fonts($0) } ?? []
        let baseLanguage = fields["locale"].map { self.languageTag($0) } ?? "en"
        let output = fields["output"].map { self.output($0) } ?? OutputOptions()
        let content: Content? = switch kind {
        case "label": reader.textStyle(fields).map(Content.label)
        case "textField": reader.textField(fields, editing: variant.state == "editing").map(Content.textField)
        case "button": reader.buttonStyle(fields).map {
            ButtonStateDefaults.apply(to: $0, state: variant.state, stateSetsBackground: variant.stateKeys.contains("background"))
        }.map(Content.button)
        case "view": reader.viewStyle(fields).map(Content.view)
        default: nil
        }
        if let size, let canvas, let output, let sizeNode = fields["size"] {
            checkImageLimits(size, canvas: canvas, scales: output.scales, at: sizeNode)
        }
        guard diagnostics.errors.count == errorsBefore, let name, let size, let canvas, let fonts,
              let baseLanguage, let output, let content else { return nil }
        return Spec(name: name, state: variant.state, locale: variant.locale, language: variant.locale ?? baseLanguage,
                    size: size, canvas: canvas, fonts: fonts, output: output, content: content, file: file,
                    positions: PositionMap.build(document, stateKey: variant.stateKey.map { (variant.state, $0) },
                                                 localeKey: variant.localeKey.flatMap { key in variant.locale.map { ($0, key) } }))
    }

    /// The kind's name, one of SPEC-v1.md's four.
    private func kind(_ node: JSONValue) -> String? {
        guard let name = reader.string(node, nonEmpty: false) else { return nil }
        if Self.kinds.contains(name) { return name }
        diagnostics.report(node, "unknown kind `\(name)`; expected one of " + Self.kinds.map { "`\($0)`" }.joined(separator: ", ")
                           + Suggestion.didYouMean(name, among: Self.kinds))
        return nil
    }

    /// The spec file's name without `.json`, held to the rules of a written `name`: a file can be
    /// called anything the file system allows, an output only what every tool here can write.
    private func defaultName(at document: JSONValue) -> String? {
        let base = URL(fileURLWithPath: file).lastPathComponent
        let name = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        if let problem = FileNameRules.problem(name) {
            diagnostics.report(document, "the file name gives the output name \(FileNameRules.shown(name)), which cannot be used: \(problem); give the spec a `name`")
            return nil
        }
        return name
    }

    /// An output base name: one printable path component (FileNameRules.swift).
    private func name(_ node: JSONValue) -> String? {
        guard let name = reader.string(node, nonEmpty: false) else { return nil }
        if let problem = FileNameRules.problem(name) {
            diagnostics.report(node, "\(FileNameRules.shown(name)) cannot be an output name: \(problem)")
            return nil
        }
        return name
    }

    /// `<name>-<state>` must fit the name length too; reported at the state's key (a name too long on
    /// its own is reported at `name`).
    private func checkStem(_ name: String, of variant: Variant) {
        guard variant.state != "normal", FileNameRules.tooLong(name) == nil, let key = variant.stateKey else { return }
        let stem = name + "-" + variant.state
        if let problem = FileNameRules.tooLong(stem) {
            diagnostics.report(at: key, "the output name with this state, \(FileNameRules.shown(stem)), cannot be used: \(problem)")
        }
    }

    private func size(_ node: JSONValue, heightRequired: Bool) -> Size? {
        guard let fields = reader.fields(node, expecting: "{\"width\", \"height\"}", keys: ["width", "height"]) else { return nil }
        let width = fields.required("width").flatMap { reader.number($0, .greaterThan(0)) }
        let heightNode = heightRequired ? fields.required("height") : fields["height"]
        let height: Double?? = heightNode.map { reader.number($0, .greaterThan(0)) }
        if heightRequired && height == nil { return nil }
        guard let width, height != .some(nil) else { return nil }
        return Size(width: width, height: height ?? nil)
    }

    private func canvas(_ node: JSONValue) -> Canvas? {
        guard let fields = reader.fields(node, expecting: "{\"background\", \"margin\"}", keys: ["background", "margin"]) else { return nil }
        let background = fields["background"].map { reader.color($0) } ?? .clear
        let margin = fields["margin"].map { self.margin($0) } ?? .points(0)
        guard let background, let margin else { return nil }
        return Canvas(background: background, margin: margin)
    }

    private func margin(_ node: JSONValue) -> Margin? {
        switch node.kind {
        case .string("auto"): return .auto
        case .number: return reader.length(node, .atLeast(0), "margin").map(Margin.points)
        default:
            let got = if case .string(let text) = node.kind { "`\(text)`" } else { node.typeName }
            diagnostics.report(node, "expected a number of at least 0 or \"auto\", got \(got)")
            return nil
        }
    }

    /// `[{"file", "family"?}]`, files relative to the file that lists them.
    private func fonts(_ node: JSONValue) -> [FontFile]? {
        guard let items = reader.array(node, of: "font files") else { return nil }
        var result: [FontFile] = []
        var valid = true
        for item in items {
            guard let fields = reader.fields(item, expecting: "{\"file\", \"family\"}", keys: ["file", "family"]) else {
                valid = false
                continue
            }
            let path = fields.required("file").flatMap { reader.path($0) }
            let family: String?? = fields["family"].map { reader.string($0) }
            guard let path, family != .some(nil) else { valid = false; continue }
            result.append(FontFile(path: path, family: family ?? nil))
        }
        return valid ? result : nil
    }

    private func languageTag(_ node: JSONValue) -> String? {
        guard let tag = reader.string(node) else { return nil }
        guard VariantExpander.isLanguageTag(tag) else {
            diagnostics.report(node, "`\(tag)` is not a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant`")
            return nil
        }
        return tag
    }

    private func output(_ node: JSONValue) -> OutputOptions? {
        guard let fields = reader.fields(node, expecting: "an output object",
                                         keys: ["scales", "formats", "threshold", "maxDiffPixels", "maxDiffRatio"]) else { return nil }
        let scales = fields["scales"].map { uniqueList($0, of: "scales") { reader.number($0, .between(1, 4)) } } ?? [1]
        let formats = fields["formats"].map {
            uniqueList($0, of: "formats") { reader.choice($0, OutputFormat.allCases) }
        } ?? [.png]
        let threshold: Double?? = fields["threshold"].map { reader.unit($0) }
        let maxDiffPixels: Int?? = fields["maxDiffPixels"].map { reader.integer($0, atLeast: 0) }
        let maxDiffRatio: Double?? = fields["maxDiffRatio"].map { reader.unit($0) }
        guard let scales, let formats, threshold != .some(nil), maxDiffPixels != .some(nil), maxDiffRatio != .some(nil) else {
            return nil
        }
        return OutputOptions(scales: scales, formats: formats, threshold: threshold ?? nil,
                             maxDiffPixels: maxDiffPixels ?? nil, maxDiffRatio: maxDiffRatio ?? nil)
    }

    /// A non-empty list without repeats (a repeated scale or format would write one file twice).
    private func uniqueList<Value: Equatable>(_ node: JSONValue, of what: String, _ element: (JSONValue) -> Value?) -> [Value]? {
        guard let items = reader.array(node, of: what) else { return nil }
        guard !items.isEmpty else {
            diagnostics.report(node, "expected at least one entry in `\(what)`")
            return nil
        }
        var values: [Value] = []
        var valid = true
        for item in items {
            guard let value = element(item) else { valid = false; continue }
            if values.contains(value) {
                diagnostics.report(item, "this entry repeats an earlier one")
                valid = false
            }
            values.append(value)
        }
        return valid ? values : nil
    }

    /// The image at the largest scale, numeric margins included, must fit the pixel limits.
    private func checkImageLimits(_ size: Size, canvas: Canvas, scales: [Double], at node: JSONValue) {
        guard let scale = scales.max() else { return }
        let margin: Double = if case .points(let points) = canvas.margin { points } else { 0 }
        let width = ((size.width + 2 * margin) * scale).rounded(.up)
        let height = size.height.map { (($0 + 2 * margin) * scale).rounded(.up) }
        let at = "at @\(NumberText.short(scale))x"
        let described = height.map { "\(NumberText.short(width)) × \(NumberText.short($0)) px" } ?? "\(NumberText.short(width)) px wide"
        if width > Double(SpecLimits.maxImageSide) || (height ?? 0) > Double(SpecLimits.maxImageSide) {
            diagnostics.report(node, "\(at) the image would be \(described); a side may be at most \(NumberText.grouped(SpecLimits.maxImageSide)) px")
        } else if let height, width * height > Double(SpecLimits.maxImagePixels) {
            diagnostics.report(node, "\(at) the image would be \(described) (\(NumberText.grouped(Int(width * height))) pixels); the limit is \(NumberText.grouped(SpecLimits.maxImagePixels)) (64 megapixels)")
        }
    }
}
