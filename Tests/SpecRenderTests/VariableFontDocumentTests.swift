import Foundation
import PNGCodec
import SpecModel
import Testing
@testable import SpecRender

/// A variable font's instance in the PDF and SVG outputs, as other programs draw them: the glyphs
/// of `Specs/text/inter-variations.json`'s thin weight (wght 100) carry as much ink as the PNG's,
/// not the default instance's (wght 400), the text stays text, and the document is the same bytes
/// however the jobs met.
@Suite struct VariableFontDocumentTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    private static func variant(_ state: String) throws -> ResolvedSpec {
        let specs = try SpecLoader(root: repository).load(file: repository + "/Specs/text/inter-variations.json")
        return try #require(specs.first { $0.state == state })
    }

    /// Dark pixels (ink on the light page) of a picture.
    private static func ink(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where Int(image[x, y].r) < 128 { count += 1 } }
        return count
    }

    private static func rasterise(_ bytes: [UInt8], suffix: String, _ command: (_ input: String, _ output: String) -> [String]) throws -> RGBAImage? {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("variable-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.\(suffix)").path, output = dir.appendingPathComponent("out").path
        try Data(bytes).write(to: URL(fileURLWithPath: input))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command(input, output)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 127 { return nil }   // the tool is not installed
        #expect(process.terminationStatus == 0)
        return try RGBAImage(contentsOfPNG: URL(fileURLWithPath: output + ".png"))
    }

    @Test(arguments: ["pdf", "svg"]) func theThinInstanceIsDrawnThin(format: String) throws {
        let thin = try Self.variant("thin"), regular = try Self.variant("normal")
        let own = try render(thin, scale: 2), ownRegular = try render(regular, scale: 2)
        let ownInk = (0..<own.height).reduce(0) { sum, y in sum + (0..<own.width).filter { own[x: $0, y: y].r < 128 }.count }
        let regularInk = (0..<ownRegular.height).reduce(0) { sum, y in sum + (0..<ownRegular.width).filter { ownRegular[x: $0, y: y].r < 128 }.count }
        #expect(Double(regularInk) > Double(ownInk) * 1.6, "the two weights differ enough to tell apart")

        let document = try renderer.render(thin, scales: [1], formats: [format == "pdf" ? .pdf : .svg]).files[0].bytes
        let page = try Self.rasterise(document, suffix: format) { input, output in
            format == "pdf" ? ["pdftoppm", "-r", "144", "-png", "-singlefile", input, output]
                            : ["rsvg-convert", "--zoom", "2", "-o", output + ".png", input]
        }
        guard let page else { return }   // pdftoppm and rsvg-convert come with `scripts/setup.sh --dev`
        let ink = Self.ink(page)
        #expect(abs(Double(ink) / Double(ownInk) - 1) < 0.15, "\(format): \(ink) dark pixels against the PNG's \(ownInk) (the regular weight has \(regularInk))")
    }

    @Test func theDocumentDoesNotDependOnOtherJobs() throws {
        // Other weights of the same file drawn on other threads, in PNG and PDF, while each PDF is
        // made: the default instance's PDF came out two ways before it had a static copy too.
        let variants = try ["normal", "thin", "semibold", "black"].map(Self.variant)
        var files: [Set<[UInt8]>] = Array(repeating: [], count: variants.count)
        for _ in 0..<6 {
            let outcomes = BatchRender(variants: variants.count, jobs: 4, png: .fast, scales: [1], formats: [.png, .pdf])
                .run(variants) { _, files in files }
            for (i, outcome) in outcomes.enumerated() {
                let pdf = try #require(try outcome.get().value.first { $0.path.hasSuffix(".pdf") })
                files[i].insert(pdf.bytes)
            }
        }
        #expect(files.map(\.count) == [1, 1, 1, 1])
    }

    /// Each instance stays text in the PDF (a static copy of it is embedded, StaticInstances):
    /// pdftotext finds the words the thin, semibold and black states set.
    @Test(arguments: ["thin", "semibold", "black"]) func theInstanceIsText(state: String) throws {
        let spec = try Self.variant(state)
        let document = try renderer.render(spec, scales: [1], formats: [.pdf]).files[0].bytes
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("variable-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.pdf").path
        try Data(document).write(to: URL(fileURLWithPath: input))
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pdftotext", input, "-"]
        process.standardOutput = pipe
        try process.run()
        let words = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 { return }   // pdftotext comes with `scripts/setup.sh --dev`
        let text = String(decoding: words, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard case .label(let style) = spec.content else { Issue.record("not a label"); return }
        #expect(text == style.text)
    }
}
