import ArgumentParser
import ImageDiff
import PNGCodec
import RenderSupport
import SpecRender

/// `render-spec diff A.png B.png [-o DIFF.png]`: pixelmatch on two PNG files.
///
/// Exit codes, for CI scripts: 0 no counted differences, 1 different (sizes included),
/// 2 unreadable input, unwritable output or a bad option value. The result goes to stdout,
/// errors to stderr as one line naming the file.
public struct DiffCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel (pixelmatch).",
        discussion: """
        Counts the pixels whose colours differ by more than --threshold, leaving out pixels \
        that only differ by anti-aliasing (unless --include-aa). The default metric is that of \
        pixelmatch 7.2.0 (YIQ); --metric oklab uses the OKLab metric of pixelmatch's \
        unreleased master, where --threshold is a distance with black↔white = 1.

        Prints "identical" or "N pixels differ (P% of W×H)", or with --json an object with \
        "mismatched", "ratio", "width", "height" and "identical".

        Exit status: 0 when no pixel differs beyond the threshold, 1 when some do or the \
        sizes differ, 2 when an input cannot be read, the diff image cannot be written, or \
        an option value is out of range.

        Examples:
          render-spec diff expected.png actual.png
          render-spec diff expected.png actual.png -o diff.png --threshold 0.05
          render-spec diff a.png b.png -o mask.png --diff-mask --diff-color 255,0,255
          render-spec diff a.png b.png --metric oklab --json
        """
    )

    @Argument(help: "The first (expected) PNG image.")
    var first: String

    @Argument(help: "The second (actual) PNG image.")
    var second: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp(
        "Write a diff image here (PNG, replaced atomically).", valueName: "diff.png"))
    var output: String?

    @Option(parsing: .unconditional, help: "Matching threshold from 0 to 1; smaller is more sensitive.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(parsing: .unconditional, help: "Opacity of the original image in the diff image, 0 to 1.")
    var alpha: Double = 0.1

    @Option(name: .customLong("aa-color"), help: ArgumentHelp(
        "Colour of anti-aliased pixels in the diff image.", valueName: "r,g,b"))
    var aaColor = Color(RGBColor(255, 255, 0))

    @Option(help: ArgumentHelp("Colour of differing pixels in the diff image.", valueName: "r,g,b"))
    var diffColor = Color(RGBColor(255, 0, 0))

    @Option(help: ArgumentHelp(
        "Colour of differing pixels where the second image is darker (default: --diff-color).",
        valueName: "r,g,b"))
    var diffColorAlt: Color?

    @Flag(help: "Draw only the differing pixels, on a transparent background.")
    var diffMask = false

    @Flag(inversion: .prefixedNo, help: """
        Compare semi-transparent pixels over a checkerboard (so transparent differs from \
        white); --no-checkerboard blends them with white, like pixelmatch 6.
        """)
    var checkerboard = true

    @Option(help: "Colour difference metric: yiq (pixelmatch 7.2.0) or oklab (pixelmatch master).")
    var metric: MetricChoice = .yiq

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Report the most differing pixels in any n×n window instead of the total.", valueName: "n"))
    var windowSize: Int?

    @Flag(help: "Print the result as a JSON object.")
    var json = false

    public init() {}

    public func run() throws {
        let options = try pixelmatchOptions()
        try checkOutput()
        // Both headers first: an image over the limits, or two of different sizes, is refused
        // before either is decoded.
        let header1 = try loadHeader(first)
        let header2 = try loadHeader(second)

        guard header1.width == header2.width, header1.height == header2.height else {
            let message = ImageDiffError.sizeMismatch(width1: header1.width, height1: header1.height,
                                                      width2: header2.width, height2: header2.height).description
            if json {
                printJSON([
                    "identical": .bool(false), "sizesDiffer": .bool(true), "message": .string(message),
                    "mismatched": .null, "ratio": .null,
                    "width": .int(header1.width), "height": .int(header1.height),
                    "secondWidth": .int(header2.width), "secondHeight": .int(header2.height),
                ])
            } else {
                print(message)
            }
            throw ExitCode(1)
        }
        let image1 = try load(first)
        let image2 = try load(second)

        var diff: RGBAImage? = output == nil ? nil : RGBAImage(width: image1.width, height: image1.height)
        let mismatched = try pixelmatch(image1, image2, output: &diff, options: options)
        if let path = output, let diff {
            do {
                try diff.writePNG(to: URL(fileURLWithPath: path))
            } catch {
                throw failure("\(error)")
            }
        }

        let area = image1.width * image1.height
        let ratio = area == 0 ? 0 : Double(mismatched) / Double(area)
        if json {
            var result: [String: JSONScalar] = [
                "identical": .bool(mismatched == 0), "mismatched": .int(mismatched), "ratio": .double(ratio),
                "width": .int(image1.width), "height": .int(image1.height),
            ]
            if let output { result["diffImage"] = .string(output) }
            printJSON(result)
        } else if mismatched == 0 {
            print("identical")
        } else {
            let pixels = mismatched == 1 ? "1 pixel differs" : "\(mismatched) pixels differ"
            print("\(pixels) (\(percent(ratio)) of \(image1.width)×\(image1.height))")
        }
        if mismatched > 0 { throw ExitCode(1) }
    }

    // MARK: helpers

    /// The options, checked here rather than in `validate()` so a bad value exits with 2
    /// like every other usage problem of this command (ArgumentParser's own code is 64).
    private func pixelmatchOptions() throws -> PixelmatchOptions {
        // Both metrics put black against white at 1 (YIQ after its own scaling), so a threshold
        // above 1 would count no difference at all: a typo, not a setting.
        guard threshold.isFinite, (0 ... 1).contains(threshold) else {
            throw failure("--threshold must be between 0 and 1, not \(threshold)")
        }
        guard alpha.isFinite, (0 ... 1).contains(alpha) else {
            throw failure("--alpha must be between 0 and 1, not \(alpha)")
        }
        if let windowSize, windowSize < 1 {
            throw failure("--window-size must be at least 1, not \(windowSize)")
        }
        return PixelmatchOptions(
            threshold: threshold, includeAA: includeAA, alpha: alpha,
            aaColor: aaColor.value, diffColor: diffColor.value, diffColorAlt: diffColorAlt?.value,
            diffMask: diffMask, checkerboard: checkerboard,
            metric: metric == .oklab ? .oklab : .yiq, windowSize: windowSize)
    }

    /// The diff image is a PNG and never replaces either input (a typo such as `-o a.png` would
    /// otherwise destroy the golden) or a golden `check` recorded: refused before anything is read
    /// or written.
    private func checkOutput() throws {
        guard let output else { return }
        let ext = Paths.pathExtension(output).lowercased()
        if !ext.isEmpty && ext != "png" {
            throw failure("-o \(output): the diff image is a PNG; name it .png")
        }
        if let refusal = InputFiles([first, second]).refusal(writing: [output], command: "") {
            throw failure(String(refusal.dropFirst("error: ".count)))
        }
        var goldens = GoldenGuard()
        if let refusal = goldens.refusal(writing: [GoldenGuard.Target(path: output, folder: nil)], command: "", elsewhere: "name another -o") {
            throw failure(String(refusal.dropFirst("error: ".count)))
        }
        if let problem = OutputFolder.problem(Paths.deletingLastComponent(output).isEmpty
                                              ? "." : Paths.deletingLastComponent(output)) {
            throw failure(problem)
        }
    }

    private func loadHeader(_ path: String) throws -> PNGHeader {
        do {
            return try PNGHeader(contentsOfPNG: URL(fileURLWithPath: path))
        } catch {
            throw failure("\(error)") // ImageDiffError's messages name the file
        }
    }

    private func load(_ path: String) throws -> RGBAImage {
        do {
            return try RGBAImage(contentsOfPNG: URL(fileURLWithPath: path))
        } catch {
            throw failure("\(error)") // ImageDiffError's messages name the file
        }
    }

    /// Prints one line on stderr and returns exit code 2 to throw.
    private func failure(_ message: String) -> ExitCode {
        printError("render-spec diff: \(message)")
        return ExitCode(2)
    }

    /// One flat JSON object, its keys sorted, on one line.
    private func printJSON(_ object: [String: JSONScalar]) {
        let members = object.keys.sorted().map { key in JSONScalar.string(key).text + ":" + object[key]!.text }
        print("{" + members.joined(separator: ",") + "}")
    }

    /// A value of `--json`'s object.
    enum JSONScalar {
        case bool(Bool), int(Int), double(Double), string(String), null

        /// As JSON (strings escaped by JSONEncoder; a finite number, so encoding cannot fail).
        var text: String {
            switch self {
            case .bool(let value): return value ? "true" : "false"
            case .int(let value): return String(value)
            case .double(let value): return Self.encoded(value)
            case .string(let value): return Self.encoded(value)
            case .null: return "null"
            }
        }

        private static func encoded<T: Encodable>(_ value: T) -> String {
            guard let data = try? JSONEncoder().encode(value) else { return "null" }
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// "1.23%", and "<0.01%" rather than a misleading "0.00%" for a few pixels.
    private func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        return value < 0.01 ? "<0.01%" : CFormat.string("%.2f%%", value)
    }
}

extension DiffCommand {
    /// An `r,g,b` option value, each 0…255.
    struct Color: ExpressibleByArgument {
        var value: RGBColor

        init(_ value: RGBColor) {
            self.value = value
        }

        init?(argument: String) {
            let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
                .map { UInt8($0.trimmingWhitespace()) }
            guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
            value = RGBColor(r, g, b)
        }

        var defaultValueDescription: String {
            "\(value.red),\(value.green),\(value.blue)"
        }
    }

    enum MetricChoice: String, ExpressibleByArgument, CaseIterable {
        case yiq
        case oklab
    }
}
