import RenderSupport

/// One variant document (a state in a locale, merged) to its `ResolvedSpec`: decoded into the Codable models
/// by `TreeDecoder` (types, unknown keys, vocabularies), then resolved by `SpecResolver` (defaults,
/// ranges, the file-level keys, the kind's content, the image-size limits).
struct VariantResolver {
    let diagnostics: Diagnostics
    let root: RenderRoot
    /// The spec file being loaded (absolute): names the output and anchors `ResolvedSpec.file`.
    let file: String

    func resolve(_ variant: Variant) -> ResolvedSpec? {
        let errorsBefore = diagnostics.errors.count
        let positions = PositionMap.build(variant.document, stateKey: variant.stateKey.map { (variant.state, $0) },
                                          localeKey: variant.localeKey.flatMap { key in variant.locale.map { ($0, key) } })
        let resolver = SpecResolver(diagnostics: diagnostics, root: root, positions: positions,
                                    keyPositions: PositionMap.keys(variant.document))
        let file = FileKeysResolver(resolver: resolver, file: self.file)
        guard let document = TreeDecoder.decode(SpecDocument.self, from: variant.document, diagnostics: diagnostics) else {
            // Without a kind there are no keys to check, but the version is still worth a word.
            if let probe = TreeDecoder.decode(VersionProbe.self, from: variant.document, diagnostics: Diagnostics()) {
                file.checkVersion(probe.version)
            }
            return nil
        }
        let head = file.resolve(document.fileKeys, kind: document.kind, variant: variant)
        let content: Content? = switch document {
        case .label(let label):
            resolver.textStyle(label, .root).map(Content.label)
        case .textField(let field):
            resolver.textField(field, editing: variant.state == "editing").map(Content.textField)
        case .button(let button):
            resolver.buttonStyle(button).map {
                ButtonStateDefaults.apply(to: $0, state: variant.state, stateKeys: variant.stateKeys)
            }.map(Content.button)
        case .view(let view):
            resolver.viewStyle(view).map(Content.view)
        case .bitmapFont(let font):
            resolver.bitmapFont(font).map(Content.bitmapFont)
        case .atlas(let atlas):
            resolver.atlasStyle(atlas, file: self.file).map(Content.atlas)
        }
        guard diagnostics.errors.count == errorsBefore, let head, let content else { return nil }
        return ResolvedSpec(name: head.name, state: variant.state, locale: variant.locale,
                    language: variant.locale ?? head.baseLanguage, size: head.size, canvas: head.canvas,
                    fonts: head.fonts, output: head.output, content: content, file: self.file, positions: positions)
    }
}

/// The keys every spec file has: version, name, size, canvas, fonts, locale, output.
struct FileKeysResolver {
    let resolver: SpecResolver
    let file: String

    struct Head {
        var name: String
        var size: Size
        var canvas: Canvas
        var fonts: [FontFile]
        var baseLanguage: String
        var output: OutputOptions
    }

    private var root: ValuePath { .root }

    func resolve(_ keys: some SpecFileKeys, kind: SpecKind, variant: Variant) -> Head? {
        checkVersion(keys.version)
        let name = keys.name.map { self.name($0) } ?? defaultName()
        if let name { checkStem(name, of: variant) }
        // A bitmap font has no frame: each glyph's cell is as large as its ink and effects.
        let size = kind == .bitmapFont || kind == .atlas ? Size(width: 0, height: nil)
            : resolver.required(keys.size, root.key("size")).flatMap { self.size($0, heightRequired: kind != .label) }
        let canvas = keys.canvas.map { self.canvas($0) } ?? Canvas()
        let fonts = keys.fonts.map { self.fonts($0) } ?? []
        let baseLanguage = keys.locale.map { languageTag($0) } ?? "en"
        let output = keys.output.map { self.output($0, kind: kind) } ?? OutputOptions(formats: [Self.defaultFormat(kind)])
        if kind != .bitmapFont && kind != .atlas, let size, let canvas, let output {
            checkImageLimits(size, canvas: canvas, scales: output.scales)
        }
        guard let name, let size, let canvas, let fonts, let baseLanguage, let output else { return nil }
        return Head(name: name, size: size, canvas: canvas, fonts: fonts, baseLanguage: baseLanguage, output: output)
    }

    func checkVersion(_ version: Int?) {
        if let version = resolver.required(version, root.key("version")), version != 1 {
            resolver.report(root.key("version"), "unsupported version \(version); this render-spec reads version 1")
        }
    }

    /// The spec file's name without `.json`, held to the rules of a written `name`: a file can be
    /// called anything the file system allows, an output only what every tool here can write.
    private func defaultName() -> String? {
        let base = Paths.lastComponent(file)
        let name = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        if let problem = FileNameRules.problem(name) {
            resolver.report(root, "the file name gives the output name \(FileNameRules.shown(name)), which cannot be used: \(problem); give the spec a `name`")
            return nil
        }
        return name
    }

    /// An output base name: one printable path component (FileNameRules.swift).
    private func name(_ name: String) -> String? {
        if let problem = FileNameRules.problem(name) {
            resolver.report(root.key("name"), "\(FileNameRules.shown(name)) cannot be an output name: \(problem)")
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
            resolver.diagnostics.report(at: key, "the output name with this state, \(FileNameRules.shown(stem)), cannot be used: \(problem)")
        }
    }

    private func size(_ value: SizeValue, heightRequired: Bool) -> Size? {
        let path = root.key("size")
        let width = resolver.required(value.width, path.key("width")).flatMap { resolver.number($0, path.key("width"), .greaterThan(0)) }
        let heightValue = heightRequired ? resolver.required(value.height, path.key("height")) : value.height
        let height: Double?? = heightValue.map { resolver.number($0, path.key("height"), .greaterThan(0)) }
        if heightRequired && height == nil { return nil }
        guard let width, height != .some(nil) else { return nil }
        return Size(width: width, height: height ?? nil)
    }

    private func canvas(_ value: CanvasValue) -> Canvas? {
        let path = root.key("canvas")
        let background = value.background.map { resolver.color($0, path.key("background")) } ?? .clear
        let margin: Margin? = switch value.margin {
        case .auto?: .auto
        case .points(let points)?: resolver.length(points, path.key("margin"), .atLeast(0), "margin").map(Margin.points)
        case nil: .points(0)
        }
        guard let background, let margin else { return nil }
        return Canvas(background: background, margin: margin)
    }

    /// Files relative to the file that lists them.
    private func fonts(_ items: [FontFileValue]) -> [FontFile]? {
        var result: [FontFile] = []
        var valid = true
        for (index, item) in items.enumerated() {
            let path = root.key("fonts").index(index)
            let file = resolver.required(item.file, path.key("file")).flatMap { resolver.filePath($0, path.key("file")) }
            let family: String?? = item.family.map { resolver.nonEmpty($0, path.key("family")) }
            guard let file, family != .some(nil) else { valid = false; continue }
            result.append(FontFile(path: file, family: family ?? nil))
        }
        return valid ? result : nil
    }

    private func languageTag(_ tag: String) -> String? {
        guard VariantExpander.isLanguageTag(tag) else {
            resolver.report(root.key("locale"), "`\(tag)` is not a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant`")
            return nil
        }
        return tag
    }

    private func output(_ value: OutputValue, kind: SpecKind) -> OutputOptions? {
        let path = root.key("output")
        let scales = value.scales.map { uniqueList($0, path.key("scales"), "scales") { resolver.number($0, $1, .between(1, 4)) } } ?? [1]
        let formats = value.formats.map { uniqueList($0, path.key("formats"), "formats") { self.format($0, $1, kind: kind) } }
            ?? [Self.defaultFormat(kind)]
        let threshold: Double?? = value.threshold.map { resolver.unit($0, path.key("threshold")) }
        let maxDiffPixels: Int?? = value.maxDiffPixels.map { resolver.integer($0, path.key("maxDiffPixels"), atLeast: 0) }
        let maxDiffRatio: Double?? = value.maxDiffRatio.map { resolver.unit($0, path.key("maxDiffRatio")) }
        guard let scales, let formats, threshold != .some(nil), maxDiffPixels != .some(nil), maxDiffRatio != .some(nil) else {
            return nil
        }
        return OutputOptions(scales: scales, formats: formats, threshold: threshold ?? nil,
                             maxDiffPixels: maxDiffPixels ?? nil, maxDiffRatio: maxDiffRatio ?? nil)
    }

    /// A format the kind can write (`OutputFormat.refusal`).
    private func format(_ format: OutputFormat, _ path: ValuePath, kind: SpecKind) -> OutputFormat? {
        if let refusal = format.refusal(for: kind) {
            resolver.report(path, refusal)
            return nil
        }
        return format
    }

    static func defaultFormat(_ kind: SpecKind) -> OutputFormat {
        switch kind {
        case .bitmapFont: .fnt
        case .atlas: .atlas
        default: .png
        }
    }

    /// A non-empty list without repeats (a repeated scale or format would write one file twice).
    private func uniqueList<Item, Value: Equatable>(_ items: [Item], _ path: ValuePath, _ what: String,
                                                   _ element: (Item, ValuePath) -> Value?) -> [Value]? {
        guard !items.isEmpty else {
            resolver.report(path, "expected at least one entry in `\(what)`")
            return nil
        }
        var values: [Value] = []
        var valid = true
        for (index, item) in items.enumerated() {
            guard let value = element(item, path.index(index)) else { valid = false; continue }
            if values.contains(value) {
                resolver.report(path.index(index), "this entry repeats an earlier one")
                valid = false
            }
            values.append(value)
        }
        return valid ? values : nil
    }

    /// The image at the largest scale, numeric margins included, must fit the pixel limits.
    private func checkImageLimits(_ size: Size, canvas: Canvas, scales: [Double]) {
        guard let scale = scales.max() else { return }
        let margin: Double = if case .points(let points) = canvas.margin { points } else { 0 }
        let width = ((size.width + 2 * margin) * scale).rounded(.up)
        let height = size.height.map { (($0 + 2 * margin) * scale).rounded(.up) }
        let at = "at @\(NumberText.short(scale))x"
        let described = height.map { "\(NumberText.short(width)) × \(NumberText.short($0)) px" } ?? "\(NumberText.short(width)) px wide"
        let path = root.key("size")
        if width > Double(SpecLimits.maxImageSide) || (height ?? 0) > Double(SpecLimits.maxImageSide) {
            resolver.report(path, "\(at) the image would be \(described); a side may be at most \(NumberText.grouped(SpecLimits.maxImageSide)) px")
        } else if let height, width * height > Double(SpecLimits.maxImagePixels) {
            resolver.report(path, "\(at) the image would be \(described) (\(NumberText.grouped(Int(width * height))) pixels); the limit is \(NumberText.grouped(SpecLimits.maxImagePixels)) (64 megapixels)")
        }
    }
}

/// The one key read from a document whose kind is unknown.
private struct VersionProbe: Decodable {
    var version: Int?
}
