import Foundation
import PNGCodec
import Testing
import SpecModel
@testable import SpecRender

/// `"field": "sdf"` and `"msdf"` (issue 23, point 5): the pages hold distances to the glyph
/// outlines, encoded 0.5 + d / distanceRange, and the descriptors say so in msdf-bmfont-xml's
/// `distanceField` block. What LÖVE draws from them is in BitmapFontFieldLoveTests.
@Suite struct BitmapFontFieldTests {
    static let font = #""font": {"family": "DejaVu Sans", "size": 40, "weight": "bold"}"#

    static func files(field: String, range: Int? = nil, format: String = "text", characters: String = "HIWM") throws -> [RenderedFile] {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "bitmapFont", "name": "f", "characters": "\(characters)", \(font),
         "field": "\(field)"\(range.map { ", \"distanceRange\": \($0)" } ?? ""), "fontFormat": "\(format)"}
        """)[0]
        return try renderer.render(spec).files
    }

    static func page(_ files: [RenderedFile]) throws -> RGBAImage {
        try RGBAImage(pngData: Data(try #require(files.first { $0.path == "f_0.png" }).bytes), source: "f_0.png")
    }

    /// The label's left edge of the "I" stem, in px from the pen, at the font's size: the 50 %
    /// crossing of a row through the middle of the stem.
    static func labelStemEdge() throws -> Double {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "label", "size": {"width": 100}, "canvas": {"margin": 0}, "alignment": "left", "text": "I", \(font)}
        """)[0]
        let label = CoverageProfile(Picture(try render(spec)))
        return try #require(label.risingEdge(row: label.height / 2))
    }

    @Test(arguments: ["text", "xml", "json"])
    func theDescriptorCarriesTheDistanceFieldBlock(format: String) throws {
        let files = try Self.files(field: "msdf", range: 6, format: format)
        let name = format == "json" ? "f.fnt.json" : "f.fnt"
        let text = String(decoding: try #require(files.first { $0.path == name }).bytes, as: UTF8.self)
        let expected = switch format {
        case "text": "\npage id=0 file=\"f_0.png\"\ndistanceField fieldType=msdf distanceRange=6\nchars count=4\n"
        case "xml": "  </pages>\n  <distanceField fieldType=\"msdf\" distanceRange=\"6\"/>\n  <chars count=\"4\">"
        default: "\"kernings\": [],\n  \"distanceField\": {\"fieldType\": \"msdf\", \"distanceRange\": 6}\n}"
        }
        #expect(text.contains(expected), "\(text)")
        // A font of coloured glyphs has no such block.
        let plain = try renderer.render(try loadSpecs(#"{"version": 1, "kind": "bitmapFont", "characters": "I", "fontFormat": "\#(format)", \#(Self.font)}"#)[0]).files
        #expect(!plain.contains { String(decoding: $0.bytes, as: UTF8.self).contains("distanceField") })
    }

    /// An sdf page holds the field in all four channels; across the "I" stem's left edge it rises
    /// by 255 / range a pixel (the distance grows a pixel a pixel), and crosses 127.5 where the
    /// label's edge is; the cell keeps range / 2 pixels of field beyond the ink.
    @Test(arguments: [2, 4, 8])
    func anSDFRowIsTheDistanceToTheStem(range: Int) throws {
        let files = try Self.files(field: "sdf", range: range)
        let read = try ReadFont(files, fnt: "f.fnt")
        let page = try Self.page(files)
        let cell = try #require(read.chars[Unicode.Scalar("I").value])
        let y = cell.y + cell.height / 2
        let row = (0..<cell.width).map { page[cell.x + $0, y] }
        for p in row { #expect(p.r == p.g && p.g == p.b && p.b == p.a, "sdf channels \(p)") }
        let values = row.map { Double($0.r) }
        #expect(values.first! < 255 / Double(range), "the cell's first pixel is at least half the range outside")
        let slope = 255 / Double(range)
        let rising = zip(values, values.dropFirst()).filter { $0.0 > 0 && $0.1 < 255 && $0.1 > $0.0 }.map { $0.1 - $0.0 }
        #expect(!rising.isEmpty)
        for step in rising.dropFirst().dropLast() { #expect(abs(step - slope) <= 1.5, "step \(step) against \(slope) in \(values)") }
        // Where the field crosses 0.5, against the label's 50 % coverage, from the pen.
        let crossing = try #require(zip(values.indices, values.dropFirst().indices).first { values[$0.0] < 127.5 && values[$0.1] >= 127.5 })
        let x = Double(crossing.0) + 0.5 + (127.5 - values[crossing.0]) / (values[crossing.1] - values[crossing.0])
        #expect(abs(Double(cell.xoffset) + x - (try Self.labelStemEdge())) <= 0.1, "field edge \(Double(cell.xoffset) + x)")
    }

    /// An msdf page: red, green and blue hold three fields, alpha is opaque in the cells; along the
    /// stem the median crosses 0.5 at the same place as the sdf; outside the H's corner the
    /// channels disagree (two edge colours meet there), which is what keeps it sharp.
    @Test func anMSDFPageHoldsThreeChannelsWhoseMedianIsTheOutline() throws {
        let files = try Self.files(field: "msdf")
        let read = try ReadFont(files, fnt: "f.fnt")
        let page = try Self.page(files)
        let i = try #require(read.chars[Unicode.Scalar("I").value])
        let medians = (0..<i.width).map { x -> Double in
            let p = page[i.x + x, i.y + i.height / 2]
            #expect(p.a == 255)
            let (r, g, b) = (Double(p.r), Double(p.g), Double(p.b))
            return max(min(r, g), min(max(r, g), b))
        }
        let crossing = try #require(medians.indices.dropLast().first { medians[$0] < 127.5 && medians[$0 + 1] >= 127.5 })
        let x = Double(crossing) + 0.5 + (127.5 - medians[crossing]) / (medians[crossing + 1] - medians[crossing])
        #expect(abs(Double(i.xoffset) + x - (try Self.labelStemEdge())) <= 0.1)

        let h = try #require(read.chars[Unicode.Scalar("H").value])
        var disagreeing = 0
        for y in 0..<h.height {
            for x in 0..<h.width {
                let p = page[h.x + x, h.y + y]
                let inside = [p.r, p.g, p.b].filter { $0 >= 128 }.count
                if inside == 1 || inside == 2 { disagreeing += 1 }
            }
        }
        #expect(disagreeing > 8, "pixels whose channels disagree about inside: \(disagreeing)")
    }

    /// Each effect a field font cannot hold is refused at its own key, with the file's line and
    /// column: all of them at once, before anything is drawn.
    @Test func bakedEffectsAreRefusedAtTheirKeys() throws {
        let error = #expect(throws: SpecErrors.self) {
            try loadSpecs("""
            {"version": 1, "kind": "bitmapFont", "characters": "AB", \(Self.font), "field": "sdf",
             "fill": {"gradient": {"stops": ["#fff", "#000"]}}, "stroke": {"color": "#000", "width": 2},
             "shadow": {"color": "#000", "blur": 2}, "glow": {"color": "#fff", "blur": 4},
             "innerShadow": {"color": "#000", "blur": 2}, "layers": "separate", "fontFormat": "binary"}
            """)
        }
        let errors = try #require(error).errors
        #expect(errors.map(\.path) == ["$.fill", "$.stroke", "$.shadow", "$.glow", "$.innerShadow", "$.layers", "$.fontFormat"])
        #expect(errors.map(\.line) == [2, 2, 3, 3, 4, 4, 4])
        #expect(errors[0].column == 10)
        #expect(errors[1].message.hasPrefix("a distance-field font (`\"field\": \"sdf\"`) cannot hold a stroke: its pages hold distances to the outline, not colours"))
        #expect(errors[6].message.hasPrefix("BMFont's binary format has no block for a distance field"))
    }

    @Test func distanceRangeNeedsAFieldAndAWholeNumberOfPixels() throws {
        let without = #expect(throws: SpecErrors.self) {
            try loadSpecs(#"{"version": 1, "kind": "bitmapFont", "characters": "AB", "distanceRange": 4}"#)
        }
        #expect(without?.errors.map(\.path) == ["$.distanceRange"])
        #expect(without?.errors.first?.message.contains("applies only to a distance-field font") == true)
        let zero = #expect(throws: SpecErrors.self) {
            try loadSpecs(#"{"version": 1, "kind": "bitmapFont", "characters": "AB", "field": "msdf", "distanceRange": 0}"#)
        }
        #expect(zero?.errors.first?.message == "expected a whole number of pixels from 1 to 64, got 0")
    }

    /// msdfgen's simple colouring on a square (four corners): every two edges that meet share
    /// exactly one channel, and no edge is white; a circle-like contour without corners is white.
    @Test func edgeColouringGivesEveryCornerTwoColours() {
        var square = FieldShape([.move(0, 0), .line(10, 0), .line(10, 10), .line(0, 10), .close])
        EdgeColoring.color(&square)
        let colors = square.contours[0].map(\.color)
        #expect(colors.count == 4)
        for (i, color) in colors.enumerated() {
            let next = colors[(i + 1) % colors.count]
            #expect(color != .white)
            #expect((color.rawValue & next.rawValue).nonzeroBitCount == 1, "\(color) then \(next)")
        }
        var round = FieldShape([.move(0, 5), .curve(0, -1.7, 10, -1.7, 10, 5), .curve(10, 11.7, 0, 11.7, 0, 5), .close])
        EdgeColoring.color(&round)
        #expect(round.contours[0].allSatisfy { $0.color == .white })
        // One corner (a teardrop) with two edges: split into thirds, three colours, the corner's two
        // edges sharing one channel.
        var drop = FieldShape([.move(0, 0), .curve(10, 0, 10, 10, 5, 10), .curve(0, 10, 0, 5, 0, 0), .close])
        EdgeColoring.color(&drop)
        let dropColors = drop.contours[0].map(\.color)
        #expect(dropColors.count == 6)
        #expect((dropColors.first!.rawValue & dropColors.last!.rawValue).nonzeroBitCount == 1, "\(dropColors)")
    }
}
