import CCairo
import Foundation
import RenderSupport
import SpecModel
import SpecScene
import Testing
@testable import SpecRender

/// A bitmap font's cell holds the character's own glyph (issue 39, point 5). Lobster Two, the
/// examples' font, has a word-final `.end` form for most lowercase letters, which its default
/// `liga` picks for a letter with nothing after it: shaped alone with the default features, 18 of
/// the 26 cells held it. Each cell must be the cmap's glyph, with hmtx's advance, as the kerning
/// pairs are measured on; and a font named by file is called by its family in `info face`.
@Suite struct BitmapFontCellGlyphTests {
    static let lobster: String = {
        var top = "\(#filePath)"
        for _ in 0..<3 { top = Paths.parent(top) }
        return top + "/Specs/examples/fonts/Lobster.otf"
    }()

    static let size = 40.0
    static let lowercase = (UInt32(0x61)...0x7A).map { Unicode.Scalar($0)! }

    /// A font of the lowercase letters in Lobster named by file (copied into the render root), its
    /// glyphs and its files.
    private func lobsterFont(format: String = "text") throws -> (glyphs: BitmapFontGlyphs, files: [RenderedFile]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cells-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.lobster, toPath: dir.appendingPathComponent("fonts/Lobster.otf").path)
        let file = dir.appendingPathComponent("f.json")
        try """
        {"version": 1, "kind": "bitmapFont", "name": "f", "characters": "abcdefghijklmnopqrstuvwxyz",
         "font": {"file": "fonts/Lobster.otf", "size": \(Self.size)}, "fill": "#FFFFFF", "fontFormat": "\(format)"}
        """.write(to: file, atomically: true, encoding: .utf8)
        let spec = try #require(try SpecLoader(root: dir.path).load(file: file.path).first)
        guard case .bitmapFont(let style) = spec.content else { throw MissingValue(description: "not a bitmap font") }
        let glyphs = try BitmapFontGlyphs(spec: spec, style: style, engine: renderer.builder.text)
        return (glyphs, try renderer.render(spec).files)
    }

    /// HarfBuzz's nominal glyph (the cmap's) of each character, and its advance in ems (hmtx).
    private func nominal(_ characters: [Unicode.Scalar]) throws -> [(glyph: UInt32, ems: Double)] {
        let blob = try #require(hb_blob_create_from_file_or_fail(Self.lobster))
        let face = hb_face_create(blob, 0), font = hb_font_create(face)
        defer { hb_font_destroy(font); hb_face_destroy(face); hb_blob_destroy(blob) }
        let upem = Double(hb_face_get_upem(face))
        return try characters.map { character in
            var glyph: hb_codepoint_t = 0
            try #require(hb_font_get_nominal_glyph(font, character.value, &glyph) != 0, "no cmap glyph for \(character)")
            return (glyph, Double(hb_font_get_glyph_h_advance(font, glyph)) / upem)
        }
    }

    /// Each lowercase letter's cell is drawn from its cmap glyph, its advance is that glyph's, and
    /// the descriptor's `xadvance` is that advance rounded.
    @Test func eachCellHoldsTheCharactersNominalGlyph() throws {
        let (glyphs, files) = try lobsterFont()
        let expected = try nominal(Self.lowercase)
        let fnt = String(decoding: try #require(files.first { $0.path == "f.fnt" }).bytes, as: UTF8.self)
        #expect(glyphs.glyphs.map(\.character) == Self.lowercase)
        var differing: [String] = []
        for (shaped, want) in zip(glyphs.glyphs, expected) {
            let ids = shaped.runs.flatMap(\.glyphs).map(\.id)
            let advance = want.ems * Self.size
            let xadvance = Int(advance.rounded())
            if ids != [want.glyph] || abs(shaped.advance - advance) > 0.002
                || !fnt.contains("char id=\(shaped.character.value) ") || !charLine(fnt, shaped.character).contains(" xadvance=\(xadvance) ") {
                differing.append("\(shaped.character): glyphs \(ids) advance \(shaped.advance), cmap \(want.glyph) advance \(advance)")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of 26 cells are not the cmap glyph:\n\(differing.joined(separator: "\n"))")
    }

    /// A spec naming its font by file gets the face's family in `info face`, in every format.
    @Test(arguments: [("text", "f.fnt", #"info face="Lobster Two" "#), ("xml", "f.fnt", #"<info face="Lobster Two" "#),
                      ("json", "f.fnt.json", #""face": "Lobster Two""#)])
    func aFontNamedByFileIsCalledByItsFamily(format: String, path: String, expected: String) throws {
        let files = try lobsterFont(format: format).files
        let descriptor = String(decoding: try #require(files.first { $0.path == path }).bytes, as: UTF8.self)
        #expect(descriptor.contains(expected), "\(descriptor.prefix(200))")
        #expect(!descriptor.contains("Lobster.otf"))
    }

    private func charLine(_ fnt: String, _ character: Unicode.Scalar) -> String {
        (fnt.split(separator: "\n").first { $0.hasPrefix("char id=\(character.value) ") }).map { String($0) + " " } ?? ""
    }
}
