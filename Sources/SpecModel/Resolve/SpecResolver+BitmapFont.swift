import RenderSupport

/// A `bitmapFont`: the label's text style, the characters it covers and how its files are written.
extension SpecResolver {
    func bitmapFont(_ spec: BitmapFontSpec) -> BitmapFontStyle? {
        let path = ValuePath.root
        let style = textStyle(BitmapFontTextKeys(spec: spec), path, textRequired: false)
        // A value the decoder refused was reported there: neither missing nor empty here.
        let refused = (spec.characters == nil && written(path.key("characters")))
            || (spec.charactersFrom == nil && written(path.key("charactersFrom")))
        if spec.characters == nil && spec.charactersFrom == nil && !refused {
            report(path, "missing required key `characters` (or `charactersFrom`): the characters the font holds")
        }
        let fromCharacters = spec.characters.map { characterSources($0, path.key("characters")) } ?? []
        let missing = spec.missing ?? .error
        let fromFiles = spec.charactersFrom.map { charactersFrom($0, path.key("charactersFrom")) } ?? []
        let atlas = (spec.atlas.map { self.atlas($0, path.key("atlas"), scales: spec.output?.scales, font: true) } ?? AtlasOptions())?
            .premultiplied(spec.premultiplied)
        let pages = style.flatMap { bitmapFontPages(spec, text: $0, path) }
        guard var style, let fromCharacters, let fromFiles, let atlas, let pages, !refused else { return nil }

        let sources = fromCharacters + fromFiles
        // A code point once each, in code point order (as a `.fnt` lists them); line breaks and
        // tabs are layout, not glyphs.
        let scalars = Set(sources.flatMap { $0.characters.unicodeScalars }).subtracting(Self.layoutCharacters)
        let charactersPath = path.key(spec.characters != nil ? "characters" : "charactersFrom")
        guard !scalars.isEmpty else {
            report(charactersPath, "the font would hold no characters")
            return nil
        }
        // Refused before any glyph is laid out, rasterised or kerned.
        guard scalars.count <= SpecLimits.maxFontCharacters else {
            report(charactersPath, "the font would hold \(NumberText.grouped(scalars.count)) characters; the limit is \(NumberText.grouped(SpecLimits.maxFontCharacters)) (GB2312's 6,763 Hanzi with ASCII and punctuation fit)")
            return nil
        }
        let text = String(String.UnicodeScalarView(scalars.sorted { $0.value < $1.value }))
        let field = distanceField(spec, path)
        guard let checked = self.text(text, path.key("characters")), let format = fontFormat(spec, path), let field else { return nil }
        style.text = checked
        return BitmapFontStyle(text: style, sources: sources, missing: missing, kerning: spec.kerning ?? true,
                               format: format, engine: spec.engine,
                               layers: spec.layers ?? .combined, atlas: atlas, field: field.options, pages: pages)
    }

    /// `fontFormat`, or the one the `engine` reads; a format the engine cannot load is refused at
    /// `fontFormat` (Godot 3, for one, loads an XML `.fnt` as an empty font without a word).
    private func fontFormat(_ spec: BitmapFontSpec, _ path: ValuePath) -> BitmapFontFormat? {
        guard let engine = spec.engine else { return spec.fontFormat ?? .text }
        guard let format = spec.fontFormat else { return engine.format }
        if let refusal = engine.refusal(of: format) {
            report(path.key("fontFormat"), refusal)
            return nil
        }
        return format
    }

    /// The text of other specs (every state and locale, catalog text included) and of string
    /// catalogs (every language and plural form), so the font covers whatever they show.
    private func charactersFrom(_ files: [String], _ path: ValuePath) -> [CharacterSource]? {
        var sources: [CharacterSource] = []
        var valid = true
        for (index, relative) in files.enumerated() {
            let itemPath = path.index(index)
            // A spec is a `.json` file; anything else is a catalog file or folder, which the
            // catalog reader finds (and keeps inside the root) as a spec's `from` is found.
            let text: String?
            if relative.hasSuffix(".json") {
                text = filePath(relative, itemPath).flatMap { specText($0, itemPath) }
            } else {
                text = catalogText(relative, itemPath)
            }
            guard let text, noEmojiSequences(text, itemPath) else { valid = false; continue }
            sources.append(CharacterSource(path: itemPath.text, characters: text, origin: .spec))
        }
        return valid ? sources : nil
    }

    private func specText(_ file: String, _ path: ValuePath) -> String? {
        loadNested(file, path).map { specs in specs.map { $0.content.shownText }.joined() }
    }

    private func catalogText(_ relative: String, _ path: ValuePath) -> String? {
        do {
            return try StringCatalog.load(path: relative, relativeTo: position(path).file, root: root).allText
        } catch {
            report(path, "cannot read it as a spec (`.json`) or a string catalog: \(error.description)")
            return nil
        }
    }
}

/// The text-style keys of a bitmap font, as the label's resolver reads them; the layout keys it has
/// no use for are absent.
private struct BitmapFontTextKeys: TextKeys {
    let spec: BitmapFontSpec
    var text: TextValue? { nil }
    var font: FontValue? { spec.font }
    var fill: FillValue? { spec.fill }
    var stroke: StrokeValue? { spec.stroke }
    var shadow: ShadowList? { spec.shadow }
    var glow: GlowValue? { spec.glow }
    var innerShadow: ShadowValue? { spec.innerShadow }
    var lines: Int? { nil }
    var lineBreak: LineBreak? { nil }
    var alignment: TextAlignment? { nil }
    var verticalAlignment: VerticalAlignment? { nil }
    var lineHeight: Double? { nil }
    var letterSpacing: Double? { spec.letterSpacing }
    var minimumScale: Double? { nil }
    var padding: InsetsValue? { nil }
}

extension Content {
    /// Every text the variant shows: what a bitmap font drawing it must cover.
    package var shownText: String {
        switch self {
        case .label(let style): style.text
        case .textField(let field): field.text.text + field.placeholder
        case .button(let button): button.title?.text ?? ""
        case .view: ""
        case .bitmapFont(let font): font.text.text
        case .atlas: ""
        }
    }
}

extension AtlasOptions {
    /// The options with a spec's top-level `premultiplied` (false when left out).
    func premultiplied(_ value: Bool?) -> AtlasOptions {
        var options = self
        options.premultiplied = value ?? false
        return options
    }
}
