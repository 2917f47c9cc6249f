import PNGCodec

/// A sprite with its empty border cut off: what goes on the page, and where it sat in the original.
struct TrimmedSprite: Sendable {
    var key: String
    /// The pixels kept.
    var image: RGBAImage
    /// Where `image` sits in the original (TexturePacker's spriteSourceSize).
    var bounds: AtlasRect
    /// The original's size.
    var sourceWidth: Int
    var sourceHeight: Int

    var trimmed: Bool { bounds != AtlasRect(x: 0, y: 0, width: sourceWidth, height: sourceHeight) }

    /// Cuts off every edge row and column whose pixels are all 0, 0, 0, 0. A transparent pixel
    /// that still carries colour is kept, so that placing the trimmed pixels on a transparent
    /// canvas of the original size gives back the original bytes exactly, whatever they are.
    /// A fully transparent sprite is kept as one transparent pixel, a trimmed 1×1 frame, rather than
    /// dropped or given a zero-size frame: every engine's reader takes a 1×1 region, and the frame
    /// still names the sprite and its size, so a game that looks it up finds an empty image.
    init(_ sprite: AtlasSprite) throws {
        self.init(key: sprite.key, image: try sprite.image())
    }

    init(key: String, image source: RGBAImage) {
        self.key = key
        sourceWidth = source.width
        sourceHeight = source.height
        let (w, h) = (source.width, source.height)
        let rowBytes = w * 4
        func rowIsEmpty(_ y: Int) -> Bool { source.pixels[(y * rowBytes)..<((y + 1) * rowBytes)].allSatisfy { $0 == 0 } }
        func columnIsEmpty(_ x: Int, _ top: Int, _ bottom: Int) -> Bool {
            (top..<bottom).allSatisfy { y in
                let k = y * rowBytes + x * 4
                return source.pixels[k] == 0 && source.pixels[k + 1] == 0 && source.pixels[k + 2] == 0 && source.pixels[k + 3] == 0
            }
        }
        var top = 0, bottom = h
        while top < bottom && rowIsEmpty(top) { top += 1 }
        guard top < bottom else {
            bounds = AtlasRect(x: 0, y: 0, width: min(1, w), height: min(1, h))
            image = RGBAImage(width: bounds.width, height: bounds.height)
            return
        }
        while rowIsEmpty(bottom - 1) { bottom -= 1 }
        var left = 0, right = w
        while columnIsEmpty(left, top, bottom) { left += 1 }
        while columnIsEmpty(right - 1, top, bottom) { right -= 1 }
        bounds = AtlasRect(x: left, y: top, width: right - left, height: bottom - top)
        if bounds == AtlasRect(x: 0, y: 0, width: w, height: h) {
            image = source
            return
        }
        var kept = RGBAImage(width: bounds.width, height: bounds.height)
        let keptRow = bounds.width * 4
        for y in 0..<bounds.height {
            let from = (top + y) * rowBytes + left * 4
            kept.pixels.replaceSubrange((y * keptRow)..<((y + 1) * keptRow), with: source.pixels[from..<(from + keptRow)])
        }
        image = kept
    }
}
