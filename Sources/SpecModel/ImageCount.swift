/// How many image files a spec writes, held to `SpecLimits.maxImages`.
package enum ImageCount {
    /// One variant's images: one per scale and format, and an image set's three (@1x, @2x and @3x,
    /// whatever the scales).
    package static func of(scales: [Double], formats: [OutputFormat]) -> Int {
        formats.filter { $0 != .imageset }.count * scales.count + (formats.contains(.imageset) ? 3 : 0)
    }

    /// Every variant of one spec file, each at its own `output` unless the command line's `--scale`
    /// or `--format` replace it.
    package static func total(_ variants: [Spec], scales: [Double]? = nil, formats: [OutputFormat]? = nil) -> Int {
        variants.reduce(0) { $0 + of(scales: scales ?? $1.output.scales, formats: formats ?? $1.output.formats) }
    }

    /// Why `variants` may not be written, or nil when they are within the limit: "301 variants ×
    /// 4 scales × 1 format make 1,204 images; the limit is 1,000 per spec".
    package static func problem(_ variants: [Spec], scales: [Double]? = nil, formats: [OutputFormat]? = nil) -> String? {
        let count = total(variants, scales: scales, formats: formats)
        guard count > SpecLimits.maxImages else { return nil }
        let limit = "; the limit is \(NumberText.grouped(SpecLimits.maxImages)) per spec"
        let outputs = Set(variants.map { OutputOptions(scales: scales ?? $0.output.scales, formats: formats ?? $0.output.formats) })
        guard outputs.count == 1, let output = outputs.first else {
            return "its \(NumberText.grouped(variants.count)) state and locale variants at their scales and formats make \(NumberText.grouped(count)) images" + limit
        }
        let flat = output.formats.filter { $0 != .imageset }.count
        var factors = [counted(variants.count, "variant")]
        if flat > 0 { factors += [counted(output.scales.count, "scale"), counted(flat, "format")] }
        var made = factors.joined(separator: " × ")
        if output.formats.contains(.imageset) { made += flat > 0 ? " plus 3 per image set" : " × 3 (an image set's @1x, @2x and @3x)" }
        return "\(made) make \(NumberText.grouped(count)) images" + limit
    }

    private static func counted(_ n: Int, _ noun: String) -> String {
        "\(NumberText.grouped(n)) \(noun)\(n == 1 ? "" : "s")"
    }
}
