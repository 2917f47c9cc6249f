import CCairo
import RenderSupport
import Testing
@testable import CairoGraphics

/// Glyph outlines appended from GlyphOutlines' own store must be the path `cairo_glyph_path` makes,
/// value for value in Cairo's fixed point: under every form of matrix (identity, translation,
/// scale, rotation), inside a group (a device offset), inside a clip that culls far glyphs, at
/// fractional positions, and again once the outlines are kept. And a raster context that draws
/// text through it never sets a font, so it never needs GlyphCacheLock.
@Suite struct GlyphOutlinesTests {
    static let fontFile: String = {
        var top = "\(#filePath)"
        for _ in 0..<3 { top = Paths.parent(top) }
        return top + "/Specs/fonts/dejavu/DejaVuSans-Bold.ttf"
    }()

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var matrix: cairo_matrix_t
        var group: Bool
        var description: String { name }
    }

    static let cases: [Case] = {
        var rotated = cairo_matrix_t()
        cairo_matrix_init_rotate(&rotated, 0.3)
        var scaledRotated = cairo_matrix_t(), scale = cairo_matrix_t()
        cairo_matrix_init_scale(&scale, 1.5, 1.5)
        cairo_matrix_multiply(&scaledRotated, &rotated, &scale)
        scaledRotated.x0 = 40.25
        scaledRotated.y0 = 17.1
        return [
            Case(name: "identity", matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0), group: false),
            Case(name: "translation", matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 5.5, y0: 3.3), group: false),
            Case(name: "@2x", matrix: cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: 0, y0: 0), group: false),
            Case(name: "@3x moved", matrix: cairo_matrix_t(xx: 3, yx: 0, xy: 0, yy: 3, x0: 13.3, y0: -7.1), group: false),
            Case(name: "rotated", matrix: scaledRotated, group: false),
            Case(name: "identity in a group", matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0), group: true),
            Case(name: "@2x in a group", matrix: cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: 0.75, y0: 0), group: true),
            Case(name: "rotated in a group", matrix: scaledRotated, group: true),
        ]
    }()

    /// Glyphs along a line at fractional positions, one far outside the clip (Cairo drops it).
    static let glyphs: [PlacedGlyph] = (0..<40).map { PlacedGlyph(id: UInt32(4 + $0 * 3), x: 3.17 + Double($0) * 11.731, y: 41.593) }
        + [PlacedGlyph(id: 40, x: 9_000.5, y: 40), PlacedGlyph(id: 41, x: -55.2, y: 60.01)]

    /// The current path in device units, as (type, points) in order.
    static func devicePath(_ cr: OpaquePointer) -> [Double] {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let path = cairo_copy_path(cr)!
        defer { cairo_path_destroy(path); cairo_restore(cr) }
        var values: [Double] = []
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = path.pointee.data[i].header
            values.append(Double(header.type.rawValue))
            for j in 1..<max(1, Int(header.length)) {
                values += [path.pointee.data[i + j].point.x, path.pointee.data[i + j].point.y]
            }
            i += max(1, Int(header.length))
        }
        return values
    }

    static func prepare(_ cr: OpaquePointer, _ c: Case) {
        cairo_rectangle(cr, 10, 5, 380, 110)
        cairo_clip(cr)
        if c.group { cairo_push_group(cr) }
        var m = c.matrix
        cairo_set_matrix(cr, &m)
    }

    @Test(arguments: cases)
    func theSamePathAsCairosGlyphPath(_ c: Case) throws {
        let font = try CairoFont(file: Self.fontFile, index: 0, size: 37.3, variations: "")
        for round in 0..<2 {  // the first takes the outlines from Cairo, the second finds them kept
            let surface = try CairoSurface(width: 400, height: 120, format: .argb32)
            let ours = try CairoContext(surface)
            Self.prepare(ours.pointer, c)
            ours.appendGlyphs(Self.glyphs, font: font)
            #expect(!ours.fontApplied, "round \(round): the outlines came from Cairo's glyph calls")

            let reference = cairo_create(surface.pointer)!
            defer { cairo_destroy(reference) }
            Self.prepare(reference, c)
            font.apply(to: reference)
            let cairoGlyphs = Self.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.x, y: $0.y) }
            cairoGlyphs.withUnsafeBufferPointer { cairo_glyph_path(reference, $0.baseAddress, Int32($0.count)) }

            let expected = Self.devicePath(reference)
            #expect(expected.count > 1000)
            #expect(Self.devicePath(ours.pointer) == expected, "round \(round)")
            #expect(cairo_status(ours.pointer) == CAIRO_STATUS_SUCCESS)
        }
    }

    /// Where the outlines cannot be promised the same (a document's surface), Cairo gives them.
    @Test func aVectorSurfaceAsksCairo() throws {
        let font = try CairoFont(file: Self.fontFile, index: 0, size: 20, variations: "")
        let surface = try CairoSurface(vector: .svg, width: 200, height: 50)
        let context = try CairoContext(surface)
        context.appendGlyphs([PlacedGlyph(id: 36, x: 10, y: 30)], font: font)
        #expect(context.fontApplied)
        #expect(context.pathExtents().x2 > 10)
    }
}
