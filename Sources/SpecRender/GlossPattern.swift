import CairoGraphics
import SpecModel

/// The gloss as a one-pixel-wide image with one exact colour per device row, stretched across
/// the box: no gradient-stop approximation, so every row is within rounding of the formula.
enum GlossPattern {
    static func make(_ gloss: Gloss, top: Double, height: Double, scale: Double) throws -> CairoPattern {
        let rows = max(1, Int((height * scale).rounded()))
        let surface = try CairoSurface(width: 1, height: rows, format: .argb32)
        let column = GlossMath.column(gloss, rows: rows)
        surface.withPixels { data, stride in
            for (i, c) in column.enumerated() {
                let px = UnsafeMutableRawPointer(data + i * stride).assumingMemoryBound(to: UInt32.self)
                px.pointee = premultipliedARGB(c)
            }
        }
        // Pattern space: x padded from the single column, y in rows from the box's top.
        let rowsPerPoint = Double(rows) / max(height, 1e-9)
        return try CairoPattern.image(surface, yScale: rowsPerPoint, yOffset: -top * rowsPerPoint)
    }
}

/// Cairo's ARGB32: a native-endian word of premultiplied 8-bit channels.
func premultipliedARGB(_ c: RGBA) -> UInt32 {
    func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
    let a = max(0, min(1, c.a))
    return byte(a) << 24 | byte(c.r * a) << 16 | byte(c.g * a) << 8 | byte(c.b * a)
}
