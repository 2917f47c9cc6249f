import Foundation
import SpecModel
import SpecRender

/// A spec that loaded and validated: every variant (state × locale) it renders, ready for a ``Renderer``.
///
/// Loading runs the whole pipeline the command line runs — `extends`, tokens, states × locales,
/// validation — and refuses the spec with every error it has (`SpecErrors`), each naming
/// `FILE:LINE:COLUMN` and the JSON path to edit. Nothing is drawn yet.
///
/// A spec can come from a file, from bytes, or from a model built in code:
///
/// ```swift
/// let fromFile = try LoadedSpec(contentsOfFile: "Specs/title.json")
/// let fromData = try LoadedSpec(data: bytes, name: "title.json")
/// let fromCode = try LoadedSpec(ButtonSpec(size: SizeValue(width: 200, height: 44),
///                                          title: TextStyleValue(text: "OK")))
/// ```
///
/// Every path a spec names (`extends`, `tokens` files, `fonts`, `font.file`) must stay inside the
/// *render root*, so that rendering a spec from an untrusted source cannot read arbitrary files.
public struct LoadedSpec: Sendable {
    /// The spec file, absolute: for a spec loaded from bytes or a model, the path it stands for.
    public let file: String

    /// The variants in output order: the base image (state `normal`, no locale), each state in
    /// file order, then each locale's `normal` and states.
    public let variants: [SpecVariant]

    /// The output base name of the base image (the spec's `name`, or its file name without `.json`).
    public var name: String { variants[0].name }

    /// Loads a spec file.
    ///
    /// - Parameters:
    ///   - path: The spec file, absolute or relative to the current directory.
    ///   - root: The render root, which every path the spec names must stay inside; `nil` for the
    ///     spec's own: the top of the repository holding it (the nearest folder above with `.git`),
    ///     else the current directory when it holds the spec, else the spec's folder, as
    ///     `render-spec` defaults, so a unit test finds the spec's catalogs from any folder.
    /// - Throws: `SpecErrors`, every problem of the spec and its bases at once.
    public init(contentsOfFile path: String, root: String? = nil) throws(SpecErrors) {
        let loader = SpecLoader(root: root)
        let specs = try loader.load(file: path)
        self.init(file: specs[0].file, specs: specs)
    }

    /// Loads a spec from JSON bytes that are not (or not yet) a file: from a network request, an
    /// editor buffer, a database.
    ///
    /// The bytes stand for the file `name` in `baseDirectory`: errors and positions name that file
    /// (`SpecError/file` is its absolute path; `SpecError/description` shows it relative to the
    /// current directory, so with the default base directory it reads `name:LINE:COLUMN`), and its
    /// `extends`, token-file and font paths are resolved from `baseDirectory`. Nothing is read at
    /// that path itself.
    ///
    /// - Parameters:
    ///   - data: UTF-8 JSON, at most 5 MB, as in a spec file.
    ///   - name: The file name the bytes stand for, such as `title.json`; without a `name` key, the
    ///     output is named after it. A relative path is taken from `baseDirectory`.
    ///   - baseDirectory: The folder the spec's relative paths start from; `nil` for the current directory.
    ///   - root: The render root, which every path the spec names must stay inside; `nil` for the
    ///     one a file in `baseDirectory` would have (the repository holding it; see
    ///     ``init(contentsOfFile:root:)``). A server rendering requests' specs names its own.
    /// - Throws: `SpecErrors`, every problem at once.
    public init(data: Data, name: String, baseDirectory: String? = nil, root: String? = nil) throws(SpecErrors) {
        let base = Self.directory(baseDirectory)
        let file = Self.file(named: name, in: base)
        let specs = try SpecLoader(root: root).load(bytes: [UInt8](data), file: file)
        self.init(file: file, specs: specs)
    }

    /// Loads a spec built in code, of any kind.
    ///
    /// `version` and `kind` may be left `nil`: they are filled in (`1`, and the kind of the case).
    /// The model goes through the same pipeline as a file (it is encoded to JSON and loaded), so a
    /// value the model can hold but a spec may not (a negative size, an unknown font family) is
    /// refused; the error names the property in the Swift value, such as
    /// `ButtonSpec.title.font.size`, with no line or column (`SpecError/hasPosition` is false), since
    /// no one wrote that JSON. Errors in a file the model `extends` keep that file's line and column.
    /// Errors and warnings found when its variants are rendered name the Swift property too.
    ///
    /// - Parameters:
    ///   - document: The spec.
    ///   - name: The file name the model stands for in errors; `nil` for `<name>.json` or `<kind>.json`.
    ///   - baseDirectory: The folder the spec's relative paths (`extends`, `fonts`) start from;
    ///     `nil` for the current directory.
    ///   - root: The render root; `nil` for the one a file in `baseDirectory` would have (see
    ///     ``init(contentsOfFile:root:)``).
    /// - Throws: `SpecErrors`.
    public init(_ document: SpecDocument, name: String? = nil, baseDirectory: String? = nil,
                root: String? = nil) throws(SpecErrors) {
        let completed = document.completed
        let fileName = name ?? "\(completed.outputName ?? completed.kind.rawValue).json"
        // The canonical layout, through the order-preserving encoder: states and locales keep the
        // order they were built in, and an error's line:column points into what `format` would write.
        let data = Data(SpecFormatter.text(completed).utf8)
        let base = Self.directory(baseDirectory)
        let file = Self.file(named: fileName, in: base)
        let origin = SwiftValuePath(file: file, typeName: String(describing: type(of: completed.fileKeys)))
        do {
            let specs = try SpecLoader(root: root).load(bytes: [UInt8](data), file: file)
            self.init(file: file, specs: specs, origin: origin)
        } catch {
            throw origin.map(error)
        }
    }

    /// Loads a `label` spec built in code, as a `SpecDocument` is loaded.
    public init(_ label: LabelSpec, name: String? = nil, baseDirectory: String? = nil, root: String? = nil) throws(SpecErrors) {
        try self.init(SpecDocument.label(label), name: name, baseDirectory: baseDirectory, root: root)
    }

    /// Loads a `textField` spec built in code, as a `SpecDocument` is loaded.
    public init(_ textField: TextFieldSpec, name: String? = nil, baseDirectory: String? = nil, root: String? = nil) throws(SpecErrors) {
        try self.init(SpecDocument.textField(textField), name: name, baseDirectory: baseDirectory, root: root)
    }

    /// Loads a `button` spec built in code, as a `SpecDocument` is loaded.
    public init(_ button: ButtonSpec, name: String? = nil, baseDirectory: String? = nil, root: String? = nil) throws(SpecErrors) {
        try self.init(SpecDocument.button(button), name: name, baseDirectory: baseDirectory, root: root)
    }

    /// Loads a `view` spec built in code, as a `SpecDocument` is loaded.
    public init(_ view: ViewSpec, name: String? = nil, baseDirectory: String? = nil, root: String? = nil) throws(SpecErrors) {
        try self.init(SpecDocument.view(view), name: name, baseDirectory: baseDirectory, root: root)
    }

    /// Loads a `bitmapFont` spec built in code, as a `SpecDocument` is loaded.
    public init(_ bitmapFont: BitmapFontSpec, name: String? = nil, baseDirectory: String? = nil, root: String? = nil) throws(SpecErrors) {
        try self.init(SpecDocument.bitmapFont(bitmapFont), name: name, baseDirectory: baseDirectory, root: root)
    }

    /// Loads an `atlas` spec built in code, as a `SpecDocument` is loaded: its `sprites` are spec
    /// files, found from `baseDirectory`.
    public init(_ atlas: AtlasSpec, name: String? = nil, baseDirectory: String? = nil, root: String? = nil) throws(SpecErrors) {
        try self.init(SpecDocument.atlas(atlas), name: name, baseDirectory: baseDirectory, root: root)
    }

    /// The variant of one state in one locale, or `nil` when the spec has no such state or locale.
    ///
    /// - Parameters:
    ///   - state: A key of the spec's `states`, or `normal` for the base image.
    ///   - locale: A key of the spec's `locales`, or `nil` for the base text.
    public func variant(state: String = "normal", locale: String? = nil) -> SpecVariant? {
        variants.first { $0.state == state && $0.locale == locale }
    }

    /// This spec with every text drawn with `mode` as its `missingGlyphs`, whatever the file says.
    ///
    /// A committed spec keeps the strict default (`error`): a character its fonts lack refuses it,
    /// so its goldens never depend on the fonts a machine happens to have. A program that renders
    /// text it does not know in advance with the spec's style (a player's name with emoji, Arabic
    /// or CJK) asks for ``MissingGlyphs/fallback`` instead: such characters are drawn in installed
    /// families that have them, and ``Rendering/fallbackFonts`` says which.
    ///
    /// ```swift
    /// let style = try LoadedSpec(contentsOfFile: "Specs/name.json").missingGlyphs(.fallback)
    /// ```
    public func missingGlyphs(_ mode: MissingGlyphs) -> LoadedSpec {
        LoadedSpec(file: file, specs: variants.map { $0.spec.settingMissingGlyphs(mode) }, origin: origin)
    }

    private init(file: String, specs: [ResolvedSpec], origin: SwiftValuePath? = nil) {
        self.file = file
        self.origin = origin
        variants = specs.map { SpecVariant($0, origin: origin) }
    }

    /// For a spec built in code: how its JSON paths read as Swift property paths.
    let origin: SwiftValuePath?

    /// `directory` (default: the current one) absolute, with symlinks resolved, as the loader compares paths.
    private static func directory(_ directory: String?) -> String {
        let path = directory ?? FileManager.default.currentDirectoryPath
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func file(named name: String, in directory: String) -> String {
        let joined = name.hasPrefix("/") ? name : (directory == "/" ? "/" : directory + "/") + name
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}

/// One image a spec renders: a state in a locale, fully resolved. Render it with a ``Renderer``.
public struct SpecVariant: Sendable {
    /// The output base name (the spec's `name`, or its file name without `.json`).
    public var name: String { spec.name }
    /// The state: `normal` for the base image, else a key of the spec's `states`.
    public var state: String { spec.state }
    /// The key of the spec's `locales` this variant renders, `nil` for the base text.
    public var locale: String? { spec.locale }
    /// The scales the spec's `output` asks for (`[1]` by default).
    public var scales: [Double] { spec.output.scales }
    /// The output file name `render-spec` writes for this variant at `scale` in `format`, relative
    /// to the output folder: `<name>[-<state>][@<S>x].<ext>`, under `<locale>/` for a locale.
    public func outputPath(scale: Double, format: OutputFormat) -> String {
        OutputName.path(for: spec, scale: scale, format: format)
    }

    /// The spec's own golden budgets (`output.threshold`, `maxDiffPixels`, `maxDiffRatio`), which
    /// `render-spec check` and RenderSpecTesting put over their defaults.
    package var goldenBudgets: (threshold: Double?, maxDiffPixels: Int?, maxDiffRatio: Double?) {
        (spec.output.threshold, spec.output.maxDiffPixels, spec.output.maxDiffRatio)
    }

    package let spec: ResolvedSpec
    /// For a variant of a spec built in code: how its JSON paths read as Swift property paths.
    let origin: SwiftValuePath?

    init(_ spec: ResolvedSpec, origin: SwiftValuePath?) {
        self.spec = spec
        self.origin = origin
    }
}

extension SpecDocument {
    /// With `version` and `kind` filled in where the model left them out.
    var completed: SpecDocument {
        var keys = fileKeys
        keys.version = keys.version ?? 1
        keys.kind = keys.kind ?? kind
        return keys.document
    }

    /// The `name` key, if the model sets one.
    var outputName: String? { fileKeys.name }
}
