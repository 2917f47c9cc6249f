import RenderSupport
import SpecModel
import SpecRender

/// `render-spec-assets.json`, beside one spec's images in a build plugin's folder: which file is
/// which state, locale and scale, so the generated accessors find an image without knowing the
/// spec's `name` or its naming rule (which live here, in OutputName, and nowhere else).
struct AssetIndex: Codable, Equatable {
    static let fileName = "render-spec-assets.json"

    struct Image: Codable, Equatable {
        var state: String
        /// nil: the base image.
        var locale: String?
        var scale: Double
        /// Relative to the index's folder.
        var path: String
    }

    /// The spec's file name, for messages.
    var spec: String
    var images: [Image]

    /// Every PNG the variants give at their scales, in output order.
    init(spec: String, variants: [ResolvedSpec]) {
        self.spec = spec
        images = variants.flatMap { variant in
            variant.output.scales.map { scale in
                Image(state: variant.state, locale: variant.locale, scale: scale,
                      path: OutputName.path(for: variant, scale: scale, format: .png))
            }
        }
    }

    /// Sorted keys and no escaped slashes, so an unchanged spec gives the same bytes.
    var bytes: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array((try? encoder.encode(self)) ?? Data()) + [0x0A]
    }
}
