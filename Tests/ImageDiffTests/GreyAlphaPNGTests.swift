import Foundation
import PNGCodec
import Testing

/// Grey-and-alpha pages (`pageFormat: a8`): igzip writes them for `fast` (deflate_writer.c,
/// two bytes a pixel) and libpng for `smallest`; both are colour type 4 and read back, through
/// libpng, as the grey in R, G and B with the alpha as written.
@Suite struct GreyAlphaPNGTests {
    /// A 37×5 ramp: grey falls as alpha rises, each row shifted, so no two rows are alike.
    private static let (width, height) = (37, 5)
    private static let rows: [UInt8] = (0..<(width * height)).flatMap { i -> [UInt8] in
        let (x, y) = (i % width, i / width)
        return [UInt8(255 - (x * 7 + y) % 256), UInt8((x * 7 + y * 13) % 256)]
    }

    @Test(arguments: PNGCompression.allCases)
    func greyAndAlphaComeBackAsWritten(compression: PNGCompression) throws {
        let png = try Self.rows.withUnsafeBufferPointer {
            try PNGEncoder.encodeGreyAlpha($0.baseAddress!, width: Self.width, height: Self.height, stride: Self.width * 2,
                                           compression: compression)
        }
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png[24] == 8 && png[25] == 4, "bit depth 8, colour type 4 (grey and alpha)")
        let image = try RGBAImage(pngData: Data(png))
        #expect(image.width == Self.width && image.height == Self.height)
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let i = (y * Self.width + x) * 2
                let (grey, alpha) = (Self.rows[i], Self.rows[i + 1])
                let pixel = image[x, y]
                #expect(pixel.r == grey && pixel.g == grey && pixel.b == grey && pixel.a == alpha, "(\(x), \(y))")
            }
        }
    }

    @Test func aRowStrideLongerThanTheRowIsRead() throws {
        let stride = Self.width * 2 + 6
        var padded = [UInt8](repeating: 0xAB, count: stride * Self.height)
        for y in 0..<Self.height {
            padded.replaceSubrange((y * stride)..<(y * stride + Self.width * 2),
                                   with: Self.rows[(y * Self.width * 2)..<((y + 1) * Self.width * 2)])
        }
        let pngs = try [padded, Self.rows].enumerated().map { index, rows in
            try rows.withUnsafeBufferPointer {
                try PNGEncoder.encodeGreyAlpha($0.baseAddress!, width: Self.width, height: Self.height,
                                               stride: index == 0 ? stride : Self.width * 2, compression: .fast)
            }
        }
        #expect(pngs[0] == pngs[1])
    }
}
