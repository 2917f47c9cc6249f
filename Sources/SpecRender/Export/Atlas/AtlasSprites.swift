import PNGCodec
import RenderSupport
import SpecModel

/// The sprites of an atlas: each variant's PNG at each scale, exactly as `render` writes it, kept as
/// that PNG (decoded to straight RGBA when a sheet needs its pixels, so a frame cut back out of a
/// sheet is that PNG), for `render-spec atlas` and the `atlas` kind alike.
package enum AtlasSprites {
    /// One rendered sprite: its PNG and the size its header gives.
    package struct Rendered: Sendable {
        package var png: [UInt8]
        package var width: Int
        package var height: Int
    }

    /// A variant's frame name: its @1x output path (`de/continue.png`), the same in every sheet.
    package static func key(of spec: ResolvedSpec) -> String { OutputName.path(for: spec, scale: 1, format: .png) }

    /// Every variant's images, one per scale, and its warnings: planned and drawn as a batch
    /// (BatchRender) on up to `jobs` threads, and returned in variant order, whatever the number of jobs.
    /// The PNGs are kept, not their pixels: many large sprites are several times their PNGs.
    package static func render(_ variants: [ResolvedSpec], scales: [Double], renderer: SpecRenderer, jobs: Int)
        -> [Result<(images: [Rendered], warnings: [String]), any Error>] {
        BatchRender(variants: variants.count, jobs: jobs, scales: scales, formats: [.png], renderer: renderer).run(variants) { _, files in
            try files.map { file in
                let header = try PNGHeader(pngData: Data(file.bytes.prefix(64)), source: file.path)
                return Rendered(png: file.bytes, width: header.width, height: header.height)
            }
        }.map { $0.map { (images: $0.value, warnings: $0.warnings) } }
    }
}
