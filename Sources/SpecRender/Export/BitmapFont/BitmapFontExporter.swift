import CairoGraphics
import PNGCodec
import RenderSupport
import SpecModel
import SpecScene

/// `fnt`: a `bitmapFont`'s AngelCode BMFont at each of its scales: `NAME[@Sx].fnt` (or `.json`) and
/// the page PNGs its `page` lines name, `NAME[@Sx]_N.png`. With `layers: separate`, a second font
/// `NAME-effects[@Sx].fnt` with the same cells and metrics holds what lies under the fills.
///
/// Cells are packed once per scale and both layers' pages share that packing, so an engine can
/// draw the effects font and then the fill font at the same pen positions.
struct BitmapFontExporter: AssetExporter {
    static let format = OutputFormat.fnt

    let renderer: SpecRenderer

    /// One font file of a scale: the fill font (or the only one), or the effects font.
    private struct Layer: Sendable {
        var suffix: String
        var scene: KeyPath<BitmapFontCells.Cell, Scene> & Sendable
    }

    /// One page image to draw: which scale of the plan, which layer, which page.
    private struct PageTask: Sendable {
        var scale: Int, layer: Layer, page: Int, name: String
    }

    private static func layers(_ style: BitmapFontStyle) -> [Layer] {
        switch style.layers {
        case .combined: [Layer(suffix: "", scene: \.all)]
        case .separate: [Layer(suffix: "", scene: \.over), Layer(suffix: "-effects", scene: \.under)]
        }
    }

    /// Lays the glyphs out, measures the kerning, packs each scale's cells once and writes the
    /// descriptors from that packing, refusing what the format or the spec's engine cannot hold;
    /// the pages are drawn afterwards.
    func plan(_ spec: ResolvedSpec, scene: Scene, scales: [Double]) throws -> ExportPlan {
        guard case .bitmapFont(let style) = spec.content else { return ExportPlan(paths: []) { [] } }
        try Self.checkCharacters(style, spec: spec)
        let glyphs = try BitmapFontGlyphs(spec: spec, style: style, engine: renderer.builder.text)
        try ColorGlyphPages.check(glyphs, style: style, spec: spec)
        let kerning = style.kerning ? KerningPairs(glyphs: glyphs, font: style.text.font) : .none
        let face = faceName(style.text.font)
        var planned: [(scale: Double, cells: BitmapFontCells, layout: BitmapFontLayout, fonts: [BitmapFontFile])] = []
        var paths: [String] = []
        for scale in scales {
            let cells = glyphs.cells(scale: scale, style: style)
            let layout = try Self.layout(cells, style: style, spec: spec)
            try Self.checkPages(layout.packed, style: style, scale: scale, spec: spec)
            try Self.checkBudget(layout, cells: cells, style: style, spec: spec)
            let kernings = kerning.amounts(scale: scale, size: style.text.font.size)
            var fonts: [BitmapFontFile] = []
            for layer in Self.layers(style) {
                let stem = Self.stem(spec, layer: layer, scale: scale)
                let pageNames = layout.packed.pageSizes.indices.map { "\(stem)_\($0).png" }
                var font = Self.description(cells, layout: layout, pages: pageNames, style: style, face: face, kernings: kernings)
                font.missing = glyphs.leftOut.map(\.value)
                if style.format == .binary, let problem = FntBinaryFormat.problem(in: font) {
                    throw spec.error(at: "$.fontFormat", "at @\(OutputName.scaleLabel(scale))x, \(problem)")
                }
                fonts.append(font)
                paths += pageNames
                paths.append(stem + Self.fileExtension(style))
            }
            planned.append((scale, cells, layout, fonts))
        }
        return ExportPlan(paths: paths, warnings: glyphs.warnings) { [planned] in
            // Every page of every scale and layer is a task: its cells drawn and copied in, then the
            // page bled or premultiplied and encoded, on up to `blurWorkers` threads (a single
            // spec's share of `--jobs`). Results come back in task order, so the files are the same
            // bytes in the same order with any number of threads.
            let tasks = planned.enumerated().flatMap { index, plan in
                zip(Self.layers(style), plan.fonts).flatMap { layer, font in
                    font.pages.indices.map { PageTask(scale: index, layer: layer, page: $0, name: font.pages[$0]) }
                }
            }
            // As many pages at once as the memory budget allows; the same bytes with any number.
            let budget = planned.map { BitmapFontPageBudget($0.layout, cells: $0.cells, style: style) }.max { $0.pageBytes < $1.pageBytes }
            let threads = budget?.threads(workers: renderer.blurWorkers, tasks: tasks.count) ?? 1
            // Threads drawing pages side by side each blur on their own; one thread uses them all.
            let drawer = threads > 1 ? SceneRenderer(fonts: renderer.fonts, blurWorkers: 1) : renderer.sceneRenderer
            let alpha = PageAlpha(premultiplied: style.atlas.premultiplied)
            let pages = ParallelMap.map(count: tasks.count, jobs: threads) { i in
                let task = tasks[i]
                let (scale, cells, layout, _) = planned[task.scale]
                return Result {
                    // A distance-field page is the field itself, measured from the outlines.
                    if let field = style.field {
                        return try DistanceFieldPage(options: field, fonts: renderer.fonts)
                            .png(page: task.page, of: layout, cells: cells, compression: renderer.png)
                    }
                    return try compose(page: task.page, of: layout, cells: cells, layer: task.layer, scale: scale,
                                       style: style, drawer: drawer, alpha: alpha)
                }
            }
            var files: [RenderedFile] = []
            var next = 0
            for (scale, _, _, fonts) in planned {
                for (layer, font) in zip(Self.layers(style), fonts) {
                    for name in font.pages {
                        files.append(file(name, try pages[next].get(), format: .png, spec: spec, scale: scale))
                        next += 1
                    }
                    files.append(file(Self.stem(spec, layer: layer, scale: scale) + Self.fileExtension(style),
                                      font.encoded(as: Self.fileFormat(style)), format: .fnt, spec: spec, scale: scale))
                }
            }
            return files
        }
    }

    /// `info face`: the family the spec names, or, for a font named by file, the family of that
    /// face (an engine or a reader of the descriptor knows fonts by family, not by file name); the
    /// file's name only if the family cannot be read.
    private func faceName(_ font: FontSpec) -> String {
        guard let file = font.file else { return font.family ?? FontSpec.defaultFamily }
        return renderer.library.family(ofFile: file, index: font.index) ?? String(file.split(separator: "/").last ?? "")
    }

    /// A character the spec's engine cannot hold (libGDX: above U+FFFF), at the value that asked
    /// for it; before any glyph is laid out.
    private static func checkCharacters(_ style: BitmapFontStyle, spec: ResolvedSpec) throws(SpecError) {
        guard let engine = style.engine, let highest = engine.maxCharacter,
              let character = style.characters.first(where: { $0.value > highest }) else { return }
        let label = MissingCharacter(String(character)).label
        throw spec.error(at: style.path(asking: String(character)),
                         "\(engine.displayName) (`engine`) cannot hold \(label): its BitmapFont skips characters above U+\(String(highest, radix: 16, uppercase: true))")
    }

    /// More pages than the spec's engine loads (Phaser: one).
    private static func checkPages(_ packed: PackedPages, style: BitmapFontStyle, scale: Double, spec: ResolvedSpec) throws(SpecError) {
        guard let engine = style.engine, let most = engine.maxPages, packed.pageSizes.count > most else { return }
        let side = style.atlas.maxSize(at: scale) ?? style.atlas.maxSize
        throw spec.error(at: "$.atlas.maxSize", "\(engine.displayName) (`engine`) loads \(most == 1 ? "one page" : "\(most) pages") a font, and at @\(OutputName.scaleLabel(scale))x the cells need \(packed.pageSizes.count) pages of at most \(side)×\(side) px; raise `atlas.maxSize` or hold fewer characters")
    }

    /// A page whose drawing alone would take more than the budget, refused before any is drawn.
    private static func checkBudget(_ layout: BitmapFontLayout, cells: BitmapFontCells, style: BitmapFontStyle,
                                    spec: ResolvedSpec) throws(SpecError) {
        let budget = BitmapFontPageBudget(layout, cells: cells, style: style)
        guard !budget.fits else { return }
        let page = layout.pageSize
        let cell = cells.cells.max { $0.width * $0.height < $1.width * $1.height }
        throw spec.error(at: "$.font.size", "at @\(OutputName.scaleLabel(cells.scale))x a page of \(page.width)×\(page.height) px with cells of up to \(cell?.width ?? 0)×\(cell?.height ?? 0) px would take about \(budget.pageBytes >> 20) MB to draw, over the \(BitmapFontPageBudget.bytes >> 20) MB a font's pages may take; lower `font.size`, the effects' blur, or `atlas.maxSize`")
    }

    /// `NAME[-effects][@Sx]`.
    private static func stem(_ spec: ResolvedSpec, layer: Layer, scale: Double) -> String {
        spec.name + layer.suffix + (scale == 1 ? "" : "@\(OutputName.scaleLabel(scale))x")
    }

    /// BMFont writes `.fnt` for its text, XML and binary files alike. The JSON readers take any name, and
    /// `NAME.json` would be the spec file itself when the spec is named for its font (the default).
    private static func fileExtension(_ style: BitmapFontStyle) -> String { style.format == .json ? ".fnt.json" : ".fnt" }

    private static func fileFormat(_ style: BitmapFontStyle) -> BitmapFontFileFormat {
        switch style.format {
        case .text: .text
        case .xml: .xml
        case .json: .json
        case .binary: .binary
        }
    }

    /// The cells of one scale on their pages, with the scale's `maxSize`.
    private static func layout(_ cells: BitmapFontCells, style: BitmapFontStyle, spec: ResolvedSpec) throws(SpecError) -> BitmapFontLayout {
        let scale = "@\(OutputName.scaleLabel(cells.scale))x"
        guard let maxSize = style.atlas.maxSize(at: cells.scale) else {
            let listed = (style.atlas.maxSizeByScale ?? [:]).keys.sorted().map { "@\(OutputName.scaleLabel($0))x" }.joined(separator: ", ")
            throw spec.error(at: "$.atlas.maxSize", "gives page sides for \(listed), and the font is written at \(scale) too; add a side for it")
        }
        let layout: BitmapFontLayout
        do {
            layout = try BitmapFontLayout(cells, style: style, maxSize: maxSize)
        } catch {
            let extrude = style.atlas.extrude > 0 ? " with its extrude border of \(style.atlas.extrude) px" : ""
            switch error {
            case .tooLarge(let index, let width, let height, let maxSize):
                let character = MissingCharacter(String(cells.cells[index].character)).label
                throw spec.error(at: "$.atlas.maxSize", "the cell of \(character) at \(scale) is \(width)×\(height) px\(extrude), larger than a page of \(maxSize)×\(maxSize); raise `atlas.maxSize`")
            case .tooManyPixels(let index, let width, let height):
                let character = MissingCharacter(String(cells.cells[index].character)).label
                throw spec.error(at: "$.font.size", "the cell of \(character) at \(scale) is \(width)×\(height) px\(extrude) (the glyph with its stroke, shadows and glow), and no page within the image limits (\(ImageLimits.description)) holds it; lower `font.size` or the effects' blur and offsets")
            }
        }
        // BMFont gives every page the size of the largest (`pageSize`), which must itself be an
        // image the limits allow, before any page is drawn.
        let page = layout.pageSize
        guard ImageLimits.allows(width: page.width, height: page.height) else {
            throw spec.error(at: "$.font.size", "at \(scale) the cells need pages of up to \(layout.packed.pageSizes.map(\.width).max() ?? 0) px across and \(layout.packed.pageSizes.map(\.height).max() ?? 0) px down, and BMFont gives every page one size: \(page.width)×\(page.height) px is over the image limits (\(ImageLimits.description)); lower `font.size` or `atlas.maxSize`")
        }
        return layout
    }

    /// One page: each cell drawn at its own size and copied in, pixel for pixel, inside its
    /// padding, and its edges extruded, then bled or premultiplied (PageAlpha) over the whole page;
    /// a font of coverage only has pages of its own.
    private func compose(page: Int, of layout: BitmapFontLayout, cells: BitmapFontCells, layer: Layer, scale: Double,
                         style: BitmapFontStyle, drawer: SceneRenderer, alpha: PageAlpha) throws -> [UInt8] {
        if style.pages.coverageOnly {
            return try BitmapFontCoveragePages.png(page: page, layout: layout, cells: cells, a8: style.pages.format == .a8,
                                                   image: { try drawer.image(cells.cells[$0][keyPath: layer.scene], scale: scale) },
                                                   compression: renderer.png)
        }
        // Each cell is drawn, copied in as straight RGBA and let go before the next is drawn, so a
        // page's drawing holds the page and one cell's surfaces (BitmapFontPageBudget counts them).
        let size = layout.pageSize
        FreedMemoryReuse.returnFreed(before: size.width * size.height * 4)
        var image = RGBAImage(width: size.width, height: size.height)
        for (index, cell) in cells.cells.enumerated() where layout.packed.placements[index].page == page && !cell.isEmpty {
            let surface = try drawer.image(cell[keyPath: layer.scene], scale: scale)
            let origin = layout.glyphOrigin(index), place = layout.packed.placements[index]
            surface.copyStraight(width: min(cell.width, surface.width), height: min(cell.height, surface.height),
                                 into: &image, x: origin.x, y: origin.y)
            let padded = layout.char(cell, index)
            let stride = size.width * 4
            image.pixels.withUnsafeMutableBufferPointer { target in
                Extrusion.extrude(target.baseAddress!, stride: stride, bytesPerPixel: 4, x: place.x, y: place.y,
                                  width: padded.width, height: padded.height, count: layout.extrude)
            }
        }
        alpha.apply(to: &image)
        return [UInt8](try image.pngData(compression: renderer.png))
    }

    private static func description(_ cells: BitmapFontCells, layout: BitmapFontLayout, pages: [String], style: BitmapFontStyle,
                                    face: String, kernings: [BitmapKerning]) -> BitmapFontFile {
        let font = style.text.font
        let chars = cells.cells.enumerated().map { layout.char($1, $0) }
        let page = layout.pageSize
        var file = BitmapFontFile(face: face,
                                  size: cells.size, bold: font.weight >= 600, italic: font.style == .italic,
                                  padding: style.pages.padding, spacing: (style.atlas.spacingX, style.atlas.spacingY),
                                  lineHeight: cells.lineHeight, base: cells.base, scaleW: page.width, scaleH: page.height,
                                  pages: pages, chars: chars, kernings: kernings)
        file.channels = BitmapFontChannelSettings(style.pages)
        file.distanceField = style.field.map { BitmapDistanceField(fieldType: $0.kind.rawValue, distanceRange: $0.range) }
        return file
    }

    private func file(_ path: String, _ bytes: [UInt8], format: OutputFormat, spec: ResolvedSpec, scale: Double) -> RenderedFile {
        RenderedFile(path: path, bytes: bytes, format: format, scale: scale, state: spec.state, locale: spec.locale)
    }
}
