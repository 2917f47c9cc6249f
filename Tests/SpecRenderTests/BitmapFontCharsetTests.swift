import CairoGraphics
import Foundation
import SpecModel
import Startup
import Testing
@testable import SpecRender

/// Issue 23, points 3 and 4 as the files show them: characters no face draws left out and listed
/// under `missing: warn`, kerning found without shaping every pair, and the same bytes whatever the
/// number of threads drawing the pages.
@Suite struct BitmapFontCharsetTests {
    private func font(_ body: String, renderer: SpecRenderer = renderer) throws -> (files: [RenderedFile], warnings: [String]) {
        let spec = try loadSpecs(#"{"version": 1, "kind": "bitmapFont", "name": "f", "# + body + "}")[0]
        return try renderer.render(spec)
    }

    private func text(_ files: [RenderedFile], _ path: String) throws -> String {
        String(decoding: try #require(files.first { $0.path == path }).bytes, as: UTF8.self)
    }

    private static let hiraganaIDs = NamedCharacterSet.hiragana.scalars.map { String($0.value) }.joined(separator: ",")

    /// DejaVu Sans has no kana: under `missing: warn` the set's characters are left out, the warning
    /// names the set at its item, and every descriptor format lists them.
    @Test(arguments: [("text", "f.fnt"), ("xml", "f.fnt"), ("json", "f.fnt.json")])
    func charactersNoFaceDrawsAreLeftOutAndListed(format: String, path: String) throws {
        let (files, warnings) = try font("""
        "characters": ["ABC", {"set": "hiragana"}], "missing": "warn", "fontFormat": "\(format)",
        "font": {"family": "DejaVu Sans", "size": 20}
        """)
        #expect(warnings.contains { $0.contains("b.json:1:73: warning: $.characters[1]: no face of the font chain draws 91 of the 91 characters of set `hiragana`; left out (the descriptor lists them): U+3041 'ぁ', U+3042 'あ'") && $0.hasSuffix("and 79 more (state normal)") })
        let descriptor = try text(files, path)
        switch format {
        case "text":
            #expect(descriptor.hasSuffix("\nmissing count=91 ids=\(Self.hiraganaIDs)\n"))
            #expect(descriptor.contains("\nchars count=3\n"))
        case "xml":
            #expect(descriptor.contains(#"<missing count="91" ids="\#(Self.hiraganaIDs)"/>"#))
        default:
            #expect(descriptor.contains(#""missing": [\#(Self.hiraganaIDs.replacingOccurrences(of: ",", with: ", "))]"#))
        }
    }

    /// Without `missing: warn` it is an error at the set; with it, a character the spec lists itself
    /// is still one, at its own item; a font that would be left with nothing is refused.
    @Test func whatTheSpecListsItselfStaysAnError() throws {
        let base = #""font": {"family": "DejaVu Sans", "size": 20}"#
        #expect(throws: SpecError.self) { try font(#""characters": ["AB", "hiragana"], "# + base) }
        do {
            _ = try font(#""characters": ["AB", "hiragana"], "# + base)
        } catch let error as SpecError {
            #expect(error.path == "$.characters[1]")
        }
        do {
            _ = try font(#""characters": [{"set": "katakana"}, "Aあ"], "missing": "warn", "# + base)
            Issue.record("a listed character no face draws should be an error")
        } catch let error as SpecError {
            #expect(error.path == "$.characters[1]")
            #expect(error.message.contains("U+3042 'あ'"))
        }
        do {
            _ = try font(#""characters": [{"set": "katakana"}], "missing": "warn", "# + base)
            Issue.record("a font of no characters should be an error")
        } catch let error as SpecError {
            #expect(error.message.contains("no face of the font chain draws any of the 96 characters"))
        }
    }

    /// The kerning found by shaping only the pairs the font's lookups cover is every pair's:
    /// DejaVu Sans (pair lists) and Noto Sans (class kerning), over Latin-1, Greek and Cyrillic
    /// with marks among them; Noto Sans CJK SC over ASCII, its punctuation, kana and Hanzi.
    @Test(arguments: [
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0, [NamedCharacterSet.latin1, .greek, .cyrillic], 400),
        ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", 0, [NamedCharacterSet.latin1, .greek, .cyrillic], 400),
        ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2, [NamedCharacterSet.ascii, .cjkPunctuation, .hiragana, .gb2312], 360),
    ])
    func kerningOfTheCoveredPairsIsEveryPairsKerning(file: String, index: Int, sets: [NamedCharacterSet], limit: Int) throws {
        let kerning = try #require(PairKerning(file: file, index: index, variations: "", features: [], loaded: TextLibraries.require()))
        #expect(kerning.hasKerning)
        let marks: [Unicode.Scalar] = ["\u{0301}", "\u{0308}"]
        let characters = Array(sets.flatMap(\.scalars).prefix(limit)) + marks
        let scoped = KerningPairs.pairs(characters, kerning: kerning, features: [])
        let all = KerningPairs.allPairs(characters, kerning: kerning)
        #expect(!all.isEmpty)
        #expect(scoped.count == all.count)
        #expect(scoped.sorted { ($0.first, $0.second) < ($1.first, $1.second) } == all.sorted { ($0.first, $0.second) < ($1.first, $1.second) })
        // The scope is what saves the time: most characters' glyphs are in no lookup.
        let covered = try #require(kerning.kernedGlyphs(features: []))
        #expect(characters.filter { kerning.glyph($0).map(covered.contains) == true }.count < characters.count)
    }

    /// `"kerning": false` writes no pairs; by default DejaVu's A and V are kerned.
    @Test func kerningCanBeTurnedOff() throws {
        let style = #""characters": "AVT.", "font": {"family": "DejaVu Sans", "size": 40}"#
        #expect(try text(font(style).files, "f.fnt").contains("\nkerning first=65 second=86 amount="))
        let off = try text(font(style + #", "kerning": false"#).files, "f.fnt")
        #expect(off.contains("\nkernings count=0\n") && !off.contains("\nkerning "))
    }

    /// Pages drawn on one thread or two give the same files, byte for byte, in the same order: a
    /// font of many small pages at two scales with both layers, a stroke and a blurred shadow.
    @Test func theSameBytesWithOneThreadOrTwo() throws {
        let body = """
        "characters": ["ascii", {"set": "hiragana"}], "font": {"family": "Noto Sans CJK SC", "size": 18},
        "stroke": {"color": "#202040", "width": 2, "position": "outside"},
        "shadow": {"color": "rgba(0, 0, 0, 0.5)", "offset": [0, 2], "blur": 3},
        "layers": "separate", "atlas": {"maxSize": 128}, "output": {"scales": [1, 2]}
        """
        var pages = 0
        let differing = try differingFiles {
            let one = try font(body, renderer: SpecRenderer(blurWorkers: 1)).files
            let two = try font(body, renderer: SpecRenderer(blurWorkers: 2)).files
            pages = one.filter { $0.path.hasSuffix(".png") }.count
            return (one, two)
        }
        #expect(pages > 8)
        #expect(differing == [])
    }
}
