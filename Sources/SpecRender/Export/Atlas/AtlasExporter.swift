import PNGCodec
import RenderSupport
import SpecModel
import SpecScene

/// `atlas`: an `atlas` spec's sheets, `render-spec atlas` kept as a spec so `check` reviews it: each
/// sprite spec's every state and locale rendered as PNG, exactly as `render` writes it, packed per
/// scale into `NAME[-N][@Sx].png` with `NAME[-N][@Sx].json` (TexturePacker) or `NAME[@Sx].atlas` (libGDX).
struct AtlasExporter: AssetExporter {
    static let format = OutputFormat.atlas
    let renderer: SpecRenderer

    /// How many pages each scale needs is known only once the sprites are drawn, trimmed and packed:
    /// so the plan draws them (from the sprite specs the resolver loaded) and builds the sheets, and
    /// rendering hands over those bytes. Each sprite is drawn once, whether `check` or `render` asks.
    func plan(_ spec: ResolvedSpec, scene: Scene, scales: [Double]) throws -> ExportPlan {
        guard case .atlas(let style) = spec.content else { return ExportPlan(paths: []) { [] } }
        let (sprites, warnings) = try self.sprites(style, spec: spec, scales: scales)
        var files: [RenderedFile] = []
        for (index, scale) in scales.enumerated() {
            guard let maxSize = style.options.maxSize(at: scale) else {
                throw spec.error(at: "$.atlas.maxSize", "gives no page side for @\(OutputName.scaleLabel(scale))x, a scale the atlas is written at; add one")
            }
            var builder = AtlasBuilder(name: spec.name, options: Self.options(style, maxSize: maxSize), format: Self.fileFormat(style),
                                       compression: renderer.png, alpha: PageAlpha(premultiplied: style.options.premultiplied))
            builder.pivot = style.options.pivotX.flatMap { x in style.options.pivotY.map { (x, $0) } }
            let sheet: [(path: String, bytes: [UInt8])]
            do {
                sheet = try builder.files(scale: scale, sprites: sprites.map { sprite in
                    let image = sprite.images[index]
                    return AtlasSprite(key: sprite.key, png: image.png,
                                       nineSlice: AtlasNineSlice.of(sprite.variant, scale: scale, width: image.width, height: image.height))
                })
            } catch let error as AtlasError {
                throw spec.error(at: "$.atlas", "\(error) at @\(OutputName.scaleLabel(scale))x")
            }
            files += sheet.map {
                RenderedFile(path: $0.path, bytes: $0.bytes, format: $0.path.hasSuffix(".png") ? .png : .atlas, scale: scale,
                             state: spec.state, locale: spec.locale)
            }
        }
        return ExportPlan(paths: files.map(\.path), warnings: warnings) { [files] in files }
    }

    /// Every variant of every sprite spec, keyed by its @1x output path, at each of the atlas's scales.
    private func sprites(_ style: AtlasStyle, spec: ResolvedSpec, scales: [Double]) throws
        -> (sprites: [(key: String, variant: ResolvedSpec, images: [AtlasSprites.Rendered])], warnings: [String]) {
        var sprites: [(key: String, variant: ResolvedSpec, images: [AtlasSprites.Rendered])] = []
        var warnings: [String] = []
        for sprite in style.sprites {
            let rendered = AtlasSprites.render(sprite.variants, scales: scales, renderer: renderer,
                                               jobs: ProcessSettings.cores)
            for (variant, outcome) in zip(sprite.variants, rendered) {
                let key = AtlasSprites.key(of: variant)
                if sprites.contains(where: { $0.key == key }) {
                    throw spec.error(at: "$.sprites[\(sprite.entry)]", "two sprites are named \(key); give one of their specs another `name`")
                }
                let (images, spriteWarnings) = try outcome.get()
                sprites.append((key, variant, images))
                warnings += spriteWarnings.filter { !warnings.contains($0) }
            }
        }
        return (sprites, warnings)
    }

    private static func options(_ style: AtlasStyle, maxSize: Int) -> PackOptions {
        let options = style.options
        return PackOptions(maxSize: maxSize, spacing: (options.spacingX, options.spacingY), powerOfTwo: options.powerOfTwo,
                           extrude: options.extrude, rotation: options.rotation)
    }

    private static func fileFormat(_ style: AtlasStyle) -> AtlasFormat {
        switch style.format {
        case .texturepacker: .texturePacker
        case .libgdx: .libgdx
        }
    }
}
