import Foundation
import PNGCodec
import SpecModel
import SpecScene

/// `atlas`: an `atlas` spec's sheets, `render-spec atlas` kept as a spec so `check` reviews it: each
/// sprite spec's every state and locale rendered as PNG, exactly as `render` writes it, packed per
/// scale into `NAME[-N][@Sx].png` with `NAME[-N][@Sx].json` (TexturePacker) or `NAME[@Sx].atlas` (libGDX).
struct AtlasExporter: AssetExporter {
    /// Unused: an atlas renders the spec's own scales (`scales(for:)`).
    static let scales: [Double] = []
    static func scales(for spec: ResolvedSpec) -> [Double] { spec.output.scales }
    static var drawsScene: Bool { false }

    let renderer: SpecRenderer

    func files(for spec: ResolvedSpec, scene: Scene) throws -> (files: [RenderedFile], warnings: [String]) {
        guard case .atlas(let style) = spec.content else { return ([], []) }
        let (sprites, warnings) = try self.sprites(style, spec: spec)
        let builder = AtlasBuilder(name: spec.name, options: Self.options(style), format: Self.format(style), compression: renderer.png)
        var files: [RenderedFile] = []
        for (index, scale) in spec.output.scales.enumerated() {
            let sheet: [(path: String, bytes: [UInt8])]
            do {
                sheet = try builder.files(scale: scale, sprites: sprites.map { AtlasSprite(key: $0.key, image: $0.images[index]) })
            } catch let error as AtlasError {
                throw spec.error(at: "$.atlas", "\(error) at @\(OutputName.scaleLabel(scale))x")
            }
            files += sheet.map {
                RenderedFile(path: $0.path, bytes: $0.bytes, format: $0.path.hasSuffix(".png") ? .png : .atlas, scale: scale,
                             state: spec.state, locale: spec.locale)
            }
        }
        return (files, warnings)
    }

    /// How many pages each scale needs is known once the sprites are trimmed and packed: so the
    /// planned paths are those of a real build (an atlas is rendered twice when `check` plans).
    func paths(for spec: ResolvedSpec) throws(SpecError) -> [String] {
        do {
            return try files(for: spec, scene: Scene(width: 1, height: 1, background: .clear, commands: [])).files.map(\.path)
        } catch let error as SpecError {
            throw error
        } catch {
            throw spec.error(at: "$.sprites", "cannot render the sprites: \(error)")
        }
    }

    /// Every variant of every sprite spec, keyed by its @1x output path, at each of the atlas's scales.
    private func sprites(_ style: AtlasStyle, spec: ResolvedSpec) throws -> (sprites: [(key: String, images: [RGBAImage])], warnings: [String]) {
        let loader = SpecLoader(root: style.root)
        var sprites: [(key: String, images: [RGBAImage])] = []
        var warnings: [String] = []
        for (index, file) in style.sprites.enumerated() {
            let variants: [ResolvedSpec]
            do {
                variants = try loader.load(file: file)
            } catch {
                throw spec.error(at: "$.sprites[\(index)]", "cannot load \(DisplayPath.forUser(file)): \(error.errors.first?.description ?? "")")
            }
            let rendered = AtlasSprites.render(variants, scales: spec.output.scales, renderer: renderer,
                                               jobs: ProcessInfo.processInfo.activeProcessorCount)
            for (variant, outcome) in zip(variants, rendered) {
                let key = AtlasSprites.key(of: variant)
                if sprites.contains(where: { $0.key == key }) {
                    throw spec.error(at: "$.sprites[\(index)]", "two sprites are named \(key); give one of their specs another `name`")
                }
                let (images, spriteWarnings) = try outcome.get()
                sprites.append((key, images))
                warnings += spriteWarnings.filter { !warnings.contains($0) }
            }
        }
        return (sprites, warnings)
    }

    private static func options(_ style: AtlasStyle) -> PackOptions {
        PackOptions(maxSize: style.options.maxSize, padding: style.options.padding, powerOfTwo: style.options.powerOfTwo)
    }

    private static func format(_ style: AtlasStyle) -> AtlasFormat {
        switch style.format {
        case .texturepacker: .texturePacker
        case .libgdx: .libgdx
        }
    }
}
