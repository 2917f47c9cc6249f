/// TexturePacker's extrude: a placed rectangle's edge pixels repeated `count` times outwards into
/// the border the packer kept around it, so that a linear filter sampling at the frame's edge
/// blends the frame's own colours, never the neighbouring transparent ones. The frame itself is
/// unchanged, and the border is never part of it.
enum Extrusion {
    /// `pixels`: rows of `stride` bytes, `bytesPerPixel` each; the rectangle `x, y, width, height`
    /// must have `count` pixels of room on every side.
    static func extrude(_ pixels: UnsafeMutablePointer<UInt8>, stride: Int, bytesPerPixel: Int,
                        x: Int, y: Int, width: Int, height: Int, count: Int) {
        guard count > 0, width > 0, height > 0 else { return }
        let b = bytesPerPixel
        // Left and right, on the rectangle's own rows.
        for row in y..<(y + height) {
            let line = pixels + row * stride
            for step in 1...count {
                (line + (x - step) * b).update(from: line + x * b, count: b)
                (line + (x + width - 1 + step) * b).update(from: line + (x + width - 1) * b, count: b)
            }
        }
        // Then top and bottom, whole widened rows: the corners take the corner pixel.
        let rowBytes = (width + 2 * count) * b
        let first = pixels + y * stride + (x - count) * b
        let last = pixels + (y + height - 1) * stride + (x - count) * b
        for step in 1...count {
            (first - step * stride).update(from: first, count: rowBytes)
            (last + step * stride).update(from: last, count: rowBytes)
        }
    }
}
