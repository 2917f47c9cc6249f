import CairoGraphics
import SpecModel
import SpecScene

/// A per-row fill (the gloss, a groove or edge ramp) as a one-pixel-wide image with one exact colour
/// per device row, stretched across the shape: no gradient-stop approximation, so every row is
/// within rounding of its formula.
enum RowPattern {
    /// `colors[i]` fills user-space rows from `top + i / rowsPerPoint`, one device row each.
    static func make(_ colors: [RGBA], top: Double, rowsPerPoint: Double) throws -> CairoPattern {
        let surface = try CairoSurface(width: 1, height: max(1, colors.count), format: .argb32)
        surface.withPixels { data, stride in
            for (i, c) in colors.enumerated() {
                let px = UnsafeMutableRawPointer(data + i * stride).assumingMemoryBound(to: UInt32.self)
                px.pointee = premultipliedARGB(c)
            }
        }
        // Pattern space: x padded from the single column, y in rows from the box's top.
        return try CairoPattern.image(surface, yScale: rowsPerPoint, yOffset: -top * rowsPerPoint)
    }

    /// The gloss over the rows from `top` to `top + height` (text fills: not snapped to pixels).
    static func gloss(_ gloss: Gloss, top: Double, height: Double, scale: Double) throws -> CairoPattern {
        let rows = max(1, Int((height * scale).rounded()))
        return try make(GlossMath.column(gloss, rows: rows), top: top, rowsPerPoint: Double(rows) / max(height, 1e-9))
    }

    /// A row fill over a chrome box's device rows: row 0 is the box's first row at this scale.
    static func rows(_ fill: RowFill, over box: PixelBox, scale: Double) throws -> CairoPattern {
        let outline = box.outline(scale: scale)
        let rows = max(1, Int((outline.height * scale).rounded()))
        return try make(column(fill, rows: rows), top: outline.minY, rowsPerPoint: scale)
    }

    static func column(_ fill: RowFill, rows: Int) -> [RGBA] {
        switch fill {
        case .gloss(let gloss): return GlossMath.column(gloss, rows: rows)
        case .ramp(let from, let to, let exponent): return RampMath.column(from: from, to: to, exponent: exponent, rows: rows)
        }
    }
}

/// Cairo's ARGB32: a native-endian word of premultiplied 8-bit channels.
func premultipliedARGB(_ c: RGBA) -> UInt32 {
    func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
    let a = max(0, min(1, c.a))
    return byte(a) << 24 | byte(c.r * a) << 16 | byte(c.g * a) << 8 | byte(c.b * a)
}
