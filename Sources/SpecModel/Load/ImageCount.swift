import RenderSupport

/// How many image files a spec writes, held to `SpecLimits.maxImages`.
package enum ImageCount {
    /// One variant's images: one per scale and format, and a platform format's own set whatever the
    /// scales (an image set's and Flutter's @1x, @2x and @3x, Android's five densities).
    package static func of(scales: [Double], formats: [OutputFormat]) -> Int {
        formats.filter { fixed($0) == nil }.count * scales.count + formats.compactMap(fixed).reduce(0, +)
    }

    /// The images a platform format writes per variant (its `platformScales`); nil for one per
    /// scale. A bitmap font's pages are counted as one per scale: how many its cells fill is known
    /// only once they are packed, and a page holds many of them.
    static func fixed(_ format: OutputFormat) -> Int? { format.platformScales?.count }

    /// Every variant of one spec file, each at its own `output` unless the command line's `--scale`
    /// or `--format` replace it.
    /// A locale variant that shares its base's text-free images (`ResolvedSpec.sharesBaseImages`)
    /// writes none of its own in the formats that ship only those (an image set, Android).
    package static func total(_ variants: [ResolvedSpec], scales: [Double]? = nil, formats: [OutputFormat]? = nil) -> Int {
        variants.reduce(0) { total, variant in
            let written = (formats ?? variant.output.formats).filter { !(variant.sharesBaseImages && $0.isTextFree) }
            return total + of(scales: scales ?? variant.output.scales, formats: written)
        }
    }

    /// Why `variants` may not be written, or nil when they are within the limit: "301 variants ×
    /// 4 scales × 1 format make 1,204 images; the limit is 1,000 per spec".
    package static func problem(_ variants: [ResolvedSpec], scales: [Double]? = nil, formats: [OutputFormat]? = nil) -> String? {
        let count = total(variants, scales: scales, formats: formats)
        guard count > SpecLimits.maxImages else { return nil }
        let limit = "; the limit is \(NumberText.grouped(SpecLimits.maxImages)) per spec"
        let outputs = Set(variants.map { OutputOptions(scales: scales ?? $0.output.scales, formats: formats ?? $0.output.formats) })
        guard outputs.count == 1, let output = outputs.first else {
            return "its \(NumberText.grouped(variants.count)) state and locale variants at their scales and formats make \(NumberText.grouped(count)) images" + limit
        }
        let flat = output.formats.filter { fixed($0) == nil }.count
        var factors = [counted(variants.count, "variant")]
        if flat > 0 { factors += [counted(output.scales.count, "scale"), counted(flat, "format")] }
        var made = factors.joined(separator: " × ")
        let platform = output.formats.filter { fixed($0) != nil }, sets = platform.compactMap(fixed).reduce(0, +)
        if platform == [.imageset] {
            made += flat > 0 ? " plus 3 per image set" : " × 3 (an image set's @1x, @2x and @3x)"
        } else if !platform.isEmpty {
            let names = platform.map(\.rawValue).joined(separator: " and ")
            made += flat > 0 ? " plus \(sets) per variant for \(names)" : " × \(sets) (\(names) at their own scales)"
        }
        return "\(made) make \(NumberText.grouped(count)) images" + limit
    }

    private static func counted(_ n: Int, _ noun: String) -> String {
        "\(NumberText.grouped(n)) \(noun)\(n == 1 ? "" : "s")"
    }
}
