import ArgumentParser
import PNGCodec
import RenderSupport
import SpecModel
import SpecRender

/// `render-spec atlas SPEC... -o DIR/NAME`: every PNG the specs render, packed into one texture
/// atlas per scale.
struct AtlasCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "atlas",
        abstract: "Pack every PNG the specs render into a texture atlas per scale (TexturePacker JSON or libGDX).",
        discussion: """
        Renders every state and locale of every spec as PNG, exactly as `render` would, trims each \
        image's transparent border and packs them (MaxRects) into DIR/NAME.png with NAME.json \
        (TexturePacker's JSON hash, read by Phaser and PixiJS) or NAME.atlas (--format libgdx, read \
        by libGDX and Spine); @2x sheets are NAME@2x.png…. Frames are named by the @1x output path \
        (de/continue.png; libGDX regions without .png) in every scale's sheet. When the sprites do \
        not fit on one --max-size page, further pages are NAME-1.png, NAME-2.png…. Scales default \
        to every scale the specs list. Nothing is written unless every spec renders and every sprite \
        fits a page; the output is the same with any --jobs. A sprite that stretches (a view, a button \
        without a title) carries its 9-slice borders, as an `atlas` spec writes them. See docs/atlas.md.

        Examples:
          render-spec atlas Specs/hud -o out/hud
          render-spec atlas Examples/glossy-*.json --scale 1 --scale 2 -o assets/ui
          render-spec atlas Specs --format libgdx --max-size 2048 --power-of-two -o android/assets/ui
          render-spec atlas Specs/view --spacing 2,2 --extrude 1 --rotation --pivot 0.5,0.5 -o out/panels
        """
    )

    @Argument(help: "Spec files and folders (folders are searched for *.json, as by render).")
    var specs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The atlas files' folder and stem: out/ui writes out/ui.png and out/ui.json.", valueName: "DIR/NAME"))
    var output: String

    @Option(name: .customLong("scale"), parsing: .unconditionalSingleValue, help: "Scale of a sheet (repeatable; default: every scale in the specs' output.scales).")
    var scales: [Double] = []

    @Option(name: .customLong("format"), help: "texturepacker (JSON hash) or libgdx (.atlas).")
    var format: String = AtlasFormat.texturePacker.rawValue

    @Option(name: .customLong("max-size"), help: "The largest side of a page, in pixels.")
    var maxSize: Int = PackOptions().maxSize

    @Option(help: "Empty pixels between two sprites on a page.")
    var padding: Int = PackOptions().padding

    @Option(help: ArgumentHelp("Empty pixels between two sprites across and down, instead of one --padding for both.", valueName: "H,V"))
    var spacing: String?

    @Option(help: "Each sprite's edge pixels repeated N times around it, outside its frame (0-16), for linear filtering at the frame's edge.")
    var extrude: Int = 0

    @Flag(help: "Let a sprite lie turned 90° on the page when that packs tighter (written as each format's readers turn it back).")
    var rotation = false

    @Option(help: ArgumentHelp("Every frame's pivot, fractions of its size from the top left (TexturePacker's pivot).", valueName: "X,Y"))
    var pivot: String?

    @Flag(name: .customLong("power-of-two"), help: "Round page sides up to powers of two.")
    var powerOfTwo = false

    @Flag(help: "Write premultiplied pages (and say so in the descriptor) instead of straight alpha with bled edges.")
    var premultiplied = false

    @OptionGroup var batch: BatchOptions

    @OptionGroup var png: PNGCompressionOption

    func validate() throws {
        if specs.isEmpty { throw ValidationError("give at least one spec file or folder") }
        for s in scales where !(s >= 1 && s <= 4) { throw ValidationError("--scale must be between 1 and 4, got \(s)") }
        if AtlasFormat(rawValue: format) == nil {
            throw ValidationError("--format must be texturepacker or libgdx; got `\(format)`")
        }
        if !(1...16384).contains(maxSize) { throw ValidationError("--max-size must be between 1 and 16384, not \(maxSize)") }
        if padding < 0 || padding >= maxSize { throw ValidationError("--padding must be at least 0 and less than --max-size, not \(padding)") }
        if let spacing {
            guard let pair = Self.pair(spacing, as: Int.self), pair.allSatisfy({ (0...64).contains($0) }) else {
                throw ValidationError("--spacing must be two whole numbers from 0 to 64 as H,V (2,2), not `\(spacing)`")
            }
            if padding != PackOptions().padding {
                throw ValidationError("--spacing and --padding both set the room between sprites; keep one (--padding N is --spacing N,N)")
            }
        }
        if !(0...16).contains(extrude) { throw ValidationError("--extrude must be between 0 and 16, not \(extrude)") }
        if let pivot, !(Self.pair(pivot, as: Double.self)?.allSatisfy { (0...1).contains($0) } ?? false) {
            throw ValidationError("--pivot must be two fractions from 0 to 1 as X,Y (0.5,0.5), not `\(pivot)`")
        }
        if powerOfTwo && maxSize & (maxSize - 1) != 0 {
            throw ValidationError("with --power-of-two, --max-size must be a power of two (1024, 2048…), not \(maxSize)")
        }
        if let problem = AtlasDestination(output).problem { throw ValidationError(problem) }
    }

    func run() throws {
        let destination = AtlasDestination(output)
        let (variants, inputs) = try batch.loadVariants(specs, excluding: [destination.folder])
        if let problem = OutputFolder.problem(destination.folder) {
            printError("error: \(problem)")
            throw ExitCode(2)
        }

        // A frame is named by its @1x output path; two variants with one name would share a frame.
        let keys = variants.map(AtlasSprites.key)
        var owners: [String: ResolvedSpec] = [:]
        var refusals: [String] = []
        for (key, spec) in zip(keys, variants) {
            if let other = owners[key] {
                let shown = other.file == spec.file ? "another variant of this spec" : DisplayPath.forUser(other.file)
                refusals.append(spec.error(at: "$.name", "the atlas frame \(key) comes from \(shown) too; give one of them another `name`").description)
            } else {
                owners[key] = spec
            }
        }
        guard refusals.isEmpty else {
            refusals.forEach(printError)
            throw ExitCode(2)
        }

        let sheetScales = scales.isEmpty
            ? Set(variants.flatMap(\.output.scales)).sorted()
            : scales.reduce(into: [Double]()) { if !$0.contains($1) { $0.append($1) } }
        let sprites = try render(variants, scales: sheetScales)

        // Every sheet is built before any file is written: a sprite too large for a page stops
        // the run with nothing written.
        let gaps = spacing.flatMap { Self.pair($0, as: Int.self) } ?? [padding, padding]
        let options = PackOptions(maxSize: maxSize, spacing: (gaps[0], gaps[1]), powerOfTwo: powerOfTwo, extrude: extrude, rotation: rotation)
        var builder = AtlasBuilder(name: destination.name, options: options,
                                   format: AtlasFormat(rawValue: format) ?? .texturePacker, compression: png.compression,
                                   alpha: PageAlpha(premultiplied: premultiplied))
        builder.pivot = pivot.flatMap { Self.pair($0, as: Double.self) }.map { ($0[0], $0[1]) }
        var files: [(path: String, bytes: [UInt8])] = []
        for (s, scale) in sheetScales.enumerated() {
            do {
                // Each sprite with where it stretches, as an `atlas` spec writes it (AtlasNineSlice).
                files += try builder.files(scale: scale, sprites: zip(zip(keys, variants), sprites.images).map { named, images in
                    let image = images[s]
                    return AtlasSprite(key: named.0, png: image.png,
                                       nineSlice: AtlasNineSlice.of(named.1, scale: scale, width: image.width, height: image.height))
                })
            } catch let error as AtlasError {
                printError(message(for: error, scale: scale, owners: owners))
                throw ExitCode(2)
            } catch {
                printError("error: \(error)")
                throw ExitCode(1)
            }
        }
        let targets = files.map { Paths.join(destination.folder, $0.path) }
        if let refusal = inputs.refusal(writing: targets, command: "") {
            printError(refusal)
            throw ExitCode(2)
        }
        var goldens = GoldenGuard()
        if let refusal = goldens.refusal(writing: targets.map { GoldenGuard.Target(path: $0, folder: nil) }, command: "",
                                         elsewhere: "name another -o DIR/NAME") {
            printError(refusal)
            throw ExitCode(2)
        }
        for (target, file) in zip(targets, files) {
            do { try AtomicFile.write(file.bytes, to: target) } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
            if !batch.quiet { print(PrintableText.escaped(DisplayPath.forUser(target))) }
        }
        sprites.warnings.forEach(printError)
        if batch.strict && !sprites.warnings.isEmpty { throw ExitCode(1) }
    }

    /// Every variant's PNG at every scale, kept as the PNG until its page is drawn (then decoded to
    /// straight RGBA, as ImageDiff reads any PNG), in variant order whatever the number of jobs; a
    /// refused spec stops the run with exit 2.
    private func render(_ variants: [ResolvedSpec], scales: [Double]) throws -> (images: [[AtlasSprites.Rendered]], warnings: [String]) {
        // --jobs sprites at a time, each blurring on one thread: the run's threads are --jobs.
        let outcomes = AtlasSprites.render(variants, scales: scales, renderer: SpecRenderer(png: png.compression, blurWorkers: 1),
                                           jobs: batch.threads)
        var images: [[AtlasSprites.Rendered]] = []
        var warnings: [String] = []
        var refusals: [String] = []
        for outcome in outcomes {
            do {
                let rendered = try outcome.get()
                images.append(rendered.images)
                for w in rendered.warnings where !warnings.contains(w) { warnings.append(w) }
            } catch let error as SpecError {
                if !refusals.contains(error.description) { refusals.append(error.description) }
            } catch {
                printError("error: \(error)")
                throw ExitCode(1)
            }
        }
        guard refusals.isEmpty else {
            refusals.forEach(printError)
            throw ExitCode(2)
        }
        return (images, warnings)
    }

    /// "H,V" as two numbers, or nil.
    private static func pair<T: LosslessStringConvertible>(_ text: String, as: T.Type) -> [T]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { T($0.trimmingWhitespace()) }
        guard parts.count == 2, let x = parts[0], let y = parts[1] else { return nil }
        return [x, y]
    }

    /// One line for a sheet that cannot be built, at the spec the sprite comes from when there is one.
    private func message(for error: AtlasError, scale: Double, owners: [String: ResolvedSpec]) -> String {
        switch error {
        case .spriteTooLarge(let key, let width, let height, let limit):
            let text = "the sprite \(key) is \(width)×\(height) pixels at @\(OutputName.scaleLabel(scale))x after trimming; --max-size \(limit) is too small for it"
            return owners[key].map { $0.error(at: "$.size", text).description } ?? "error: " + text
        case .spriteOverImageLimits(let key, let width, let height):
            let text = "the sprite \(key) is \(width)×\(height) pixels at @\(OutputName.scaleLabel(scale))x after trimming\(extrude > 0 ? ", with its --extrude border" : "")\(powerOfTwo ? ", in pages of --power-of-two sides" : ""); no page within the image limits (\(ImageLimits.description)) holds it"
            return owners[key].map { $0.error(at: "$.size", text).description } ?? "error: " + text
        case .unsupportedName(let name, _):
            if let spec = owners.first(where: { LibGDXAtlas.regionName($0.key) == name })?.value {
                return spec.error(at: "$.name", error.description).description
            }
            return "error: -o \(output): " + error.description
        case .duplicateKey:
            return "error: " + error.description
        }
    }
}
