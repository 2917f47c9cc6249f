#if canImport(FoundationEssentials) && canImport(Glibc)
import Dispatch
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import PNGCodec
import SpecModel

/// The sprites of an atlas: each variant's PNG at each scale, exactly as `render` writes it, decoded
/// to straight RGBA (so a frame cut back out of a sheet is that PNG), for `render-spec atlas` and
/// the `atlas` kind alike.
package enum AtlasSprites {
    /// A variant's frame name: its @1x output path (`de/continue.png`), the same in every sheet.
    package static func key(of spec: ResolvedSpec) -> String { OutputName.path(for: spec, scale: 1, format: .png) }

    /// Every variant's images, one per scale, and its warnings: planned and drawn as a batch
    /// (BatchRender) on up to `jobs` threads, and returned in variant order, whatever the number of jobs.
    package static func render(_ variants: [ResolvedSpec], scales: [Double], renderer: SpecRenderer, jobs: Int)
        -> [Result<(images: [RGBAImage], warnings: [String]), any Error>] {
        BatchRender(variants: variants.count, jobs: jobs, scales: scales, formats: [.png], renderer: renderer).run(variants) { _, files in
            try files.map { try RGBAImage(pngData: Data($0.bytes), source: $0.path) }
        }.map { $0.map { (images: $0.value, warnings: $0.warnings) } }
    }
}
