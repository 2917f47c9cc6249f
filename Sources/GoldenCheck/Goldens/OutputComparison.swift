import ImageDiff
import PNGCodec
import RenderSupport
import SpecModel

/// How a golden is compared, from its file name: every PNG by its pixels, whichever format wrote it
/// (a plain image, an image set's, a 9-patch, a Flutter asset, a font page or an atlas sheet); every
/// other file byte for byte, as text (SVG, JSON, `.fnt`, `.atlas`) or, when it is not UTF-8 (PDF),
/// as bytes.
package enum GoldenKind: Sendable {
    case image
    case text
    case binary

    package init(path: String) {
        let name = path.lowercased()
        self = name.hasSuffix(".png") ? .image : name.hasSuffix(".pdf") ? .binary : .text
    }
}

/// One output against its golden.
///
/// PNG goldens are compared with pixelmatch (anti-aliased pixels not counted) within the budgets; a
/// size change fails as `resized` without a pixel count. Every other golden is compared byte for
/// byte: render-spec writes them canonically (SVG ids renumbered per document, no PDF dates, font
/// subsets named from their contents, JSON with sorted keys), so equal input gives equal bytes, and
/// rasterizing vectors with a second renderer would test that renderer more than the spec. PNG
/// goldens are the pixel truth. A text golden that differs names its first differing line.
struct OutputComparison {
    var status: CheckStatus
    var mismatched: Int?
    var ratio: Double?
    var goldenSize: String?
    var actualSize: String?
    var message: String
    /// PNG: the smallest rectangle holding every counted pixel, and the largest channel change there.
    var changedRegion: ChangedRegion?
    var largestChannelChange: Int?
    /// pixelmatch's diff image, when asked for and the sizes agree.
    var diff: RGBAImage?

    /// `path` is the golden's: its name says how it is compared (GoldenKind).
    static func compare(actual: [UInt8], golden: [UInt8]?, path: String, budgets: GoldenTolerance,
                        wantDiff: Bool) -> OutputComparison {
        guard let golden else {
            return OutputComparison(status: .missing, message: "no golden yet; `--update` writes it")
        }
        switch GoldenKind(path: path) {
        case .image: return comparePNG(actual: actual, golden: golden, budgets: budgets, wantDiff: wantDiff)
        case .text, .binary: return compareBytes(actual: actual, golden: golden, path: path)
        }
    }

    private static func comparePNG(actual: [UInt8], golden: [UInt8], budgets: GoldenTolerance, wantDiff: Bool) -> OutputComparison {
        // Headers first: a golden over the limits, or a size change, is reported without
        // decoding (or allocating for) either image's pixels.
        let goldenHeader: PNGHeader, actualHeader: PNGHeader
        let header = { (data: Data, source: String) in try PNGHeader(pngData: data, source: source) }
        switch (read(golden, as: .golden, header), read(actual, as: .actual, header)) {
        case (.failure(let problem), _), (_, .failure(let problem)): return problem.comparison
        case (.success(let g), .success(let a)): (goldenHeader, actualHeader) = (g, a)
        }
        let goldenSize = "\(goldenHeader.width)×\(goldenHeader.height)"
        let actualSize = "\(actualHeader.width)×\(actualHeader.height)"
        guard goldenHeader.width == actualHeader.width, goldenHeader.height == actualHeader.height else {
            return OutputComparison(status: .resized, goldenSize: goldenSize, actualSize: actualSize,
                                    message: "size changed from \(goldenSize) to \(actualSize)")
        }
        // The usual case in a deterministic renderer: the same bytes, and nothing to decode.
        if actual == golden {
            return OutputComparison(status: .pass, mismatched: 0, ratio: 0, goldenSize: goldenSize, actualSize: actualSize,
                                    message: "identical")
        }
        let goldenImage: RGBAImage, actualImage: RGBAImage
        let pixels = { (data: Data, source: String) in try RGBAImage(pngData: data, source: source) }
        switch (read(golden, as: .golden, pixels), read(actual, as: .actual, pixels)) {
        case (.failure(let problem), _), (_, .failure(let problem)): return problem.comparison
        case (.success(let g), .success(let a)): (goldenImage, actualImage) = (g, a)
        }
        var diff: RGBAImage? = wantDiff ? RGBAImage(width: goldenImage.width, height: goldenImage.height) : nil
        // Anti-aliasing is what a sub-pixel shift explains (docs/checking.md), not pixelmatch's
        // slope detector, which lets a changed blur or glow through.
        let options = PixelmatchOptions(threshold: budgets.threshold, includeAA: false, antialiasing: .subPixelShift)
        // Same size and valid options (threshold checked by the command): pixelmatch cannot throw here.
        let total = goldenImage.width * goldenImage.height
        let found = (try? pixelmatchResult(goldenImage, actualImage, output: &diff, options: options))
            ?? PixelmatchResult(mismatched: total, largestChannelChange: 255)
        let mismatched = found.mismatched
        let ratio = total == 0 ? 0 : Double(mismatched) / Double(total)
        let pass = budgets.allows(mismatched: mismatched, of: total)
        let counted = mismatched == 1 ? "1 pixel differs" : "\(mismatched) pixels differ"
        let region = found.changedRegion.map(ChangedRegion.init)
        var message: String
        if mismatched == 0 {
            message = found.antialiased == 0 ? "no pixel differs beyond the threshold"
                : "\(found.antialiased) pixel(s) differ only by anti-aliasing (a sub-pixel shift explains each)"
        } else {
            message = "\(counted) (\(Percent.string(ratio)) of \(goldenSize))"
            if let region { message += " in \(region), largest channel change \(found.largestChannelChange)/255" }
            message += "; budget \(budgets.summary)"
        }
        return OutputComparison(status: pass ? .pass : .fail, mismatched: mismatched, ratio: ratio,
                                goldenSize: goldenSize, actualSize: actualSize, message: message,
                                changedRegion: region, largestChannelChange: mismatched == 0 ? nil : found.largestChannelChange,
                                diff: pass ? nil : diff)
    }

    private enum Side { case golden, actual }

    /// Reads one PNG's header or pixels; an unreadable file is the comparison's `error` result.
    private static func read<T>(_ bytes: [UInt8], as side: Side, _ reader: (Data, String) throws -> T)
        -> Result<T, ComparisonProblem> {
        do {
            return .success(try reader(Data(bytes), side == .golden ? "golden" : "rendered image"))
        } catch {
            let what = side == .golden ? "the golden is not a readable PNG" : "the rendered PNG cannot be decoded"
            return .failure(ComparisonProblem(OutputComparison(status: .error, message: "\(what): \(error)")))
        }
    }

    private static func compareBytes(actual: [UInt8], golden: [UInt8], path: String) -> OutputComparison {
        if actual == golden { return OutputComparison(status: .pass, message: "identical") }
        let sizes = "\(golden.count) → \(actual.count) bytes; compared byte for byte"
        let what = Paths.pathExtension(path).uppercased()
        if GoldenKind(path: path) == .text, let difference = TextDifference(golden: golden, actual: actual) {
            return OutputComparison(status: .fail, message: "\(what) differs from the golden at \(difference) (\(sizes))")
        }
        let first = zip(actual, golden).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, golden.count)
        return OutputComparison(status: .fail, message: "\(what) differs from the golden from byte \(first) on (\(sizes))")
    }
}

/// Where the counted pixels of a failing comparison are: the smallest rectangle holding them all, in
/// the image's pixels (x, y from the top left).
package struct ChangedRegion: Codable, Equatable, Sendable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    init(_ box: (x: Int, y: Int, width: Int, height: Int)) {
        x = box.x; y = box.y; width = box.width; height = box.height
    }

    /// "x 12–40, y 3–9 (29×7 px)"
    package var description: String {
        "x \(x)–\(x + width - 1), y \(y)–\(y + height - 1) (\(width)×\(height) px)"
    }
}

/// An OutputComparison that ends the comparison early, as an Error for Result.
private struct ComparisonProblem: Error {
    var comparison: OutputComparison
    init(_ comparison: OutputComparison) { self.comparison = comparison }
}
