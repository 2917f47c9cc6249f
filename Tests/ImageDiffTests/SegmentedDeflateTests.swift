import Foundation
import PNGCodec
import Testing

/// Images of 16 MB of rows or more are deflated by igzip in segments, one thread each where
/// the run leaves cores idle (CPNG/segmented_deflate.c). The file must not depend on the number
/// of threads, must decode (libpng checks the combined Adler-32) to the pixels written, and the
/// premultiplied rows must be un-premultiplied as the one-thread writers do it.
@Suite struct SegmentedDeflateTests {
    /// 2100×2000 RGBA: 16,802,000 bytes of rows with their filter bytes, over the 16 MiB threshold.
    /// Noise, a flat band and transparent rows, so segments hold both matches and literals.
    private static let (width, height) = (2100, 2000)
    private static let rgba: [UInt8] = [UInt8](unsafeUninitializedCapacity: width * height * 4) { pixels, count in
        var state: UInt32 = 12345
        for i in 0..<(width * height) {
            let y = i / width
            let pixel: (UInt8, UInt8, UInt8, UInt8)
            if y < 500 {
                pixel = (0, 0, 0, 0)
            } else if y < 1000 {
                pixel = (200, 40, 90, 255)
            } else {
                state = state &* 1_664_525 &+ 1_013_904_223
                pixel = (UInt8(truncatingIfNeeded: state >> 8), UInt8(truncatingIfNeeded: state >> 16), UInt8(i % 251),
                         UInt8(truncatingIfNeeded: state >> 24))
            }
            (pixels[i * 4], pixels[i * 4 + 1], pixels[i * 4 + 2], pixels[i * 4 + 3]) = pixel
        }
        count = width * height * 4
    }

    /// The zlib header's FLG byte, the IDAT's second byte: 0x5E for the segments (the header
    /// segmented_deflate.c writes), 0x01 for igzip's own header on a whole stream.
    private static func zlibFlags(_ png: [UInt8]) -> UInt8 { png[33 + 8 + 1] }

    private static func encode(_ rows: [UInt8], premultiplied: Bool = false, threads: Int,
                               compression: PNGCompression = .fast) throws -> [UInt8] {
        try rows.withUnsafeBufferPointer {
            try PNGEncoder.encode($0.baseAddress!, width: width, height: height, stride: width * 4,
                                  premultiplied: premultiplied, compression: compression, segmentThreads: threads)
        }
    }

    @Test func theSameFileWithAnyNumberOfThreadsAndThePixelsComeBack() throws {
        let files = try [1, 2, 3, 8].map { try Self.encode(Self.rgba, threads: $0) }
        #expect(files.allSatisfy { $0 == files[0] })
        #expect(Self.zlibFlags(files[0]) == 0x5E, "the segmented path")
        let image = try RGBAImage(pngData: Data(files[0]))
        #expect(image.width == Self.width && image.height == Self.height)
        #expect(image.pixels == Self.rgba)
    }

    /// Pages (bitmap fonts, atlases) are encoded side by side already and ask for no segments: one
    /// igzip stream at any size.
    @Test func withoutSegmentThreadsALargeImageIsOneStream() throws {
        let png = try Self.rgba.withUnsafeBufferPointer {
            try PNGEncoder.encode($0.baseAddress!, width: Self.width, height: Self.height, stride: Self.width * 4,
                                  premultiplied: false, compression: .fast)
        }
        #expect(Self.zlibFlags(png) == 0x01)
        #expect(try RGBAImage(pngData: Data(png)).pixels == Self.rgba)
    }

    @Test func aSmallImageIsOneStream() throws {
        let rows = Array(Self.rgba.prefix(Self.width * 4 * 50))
        let png = try rows.withUnsafeBufferPointer {
            try PNGEncoder.encode($0.baseAddress!, width: Self.width, height: 50, stride: Self.width * 4,
                                  premultiplied: false, compression: .fast, segmentThreads: 4)
        }
        #expect(Self.zlibFlags(png) == 0x01)
        #expect(try RGBAImage(pngData: Data(png)).pixels == rows)
    }

    /// Premultiplied words un-premultiplied on several threads read back as libpng's writer
    /// (`smallest`, one thread, the same conversion) has them.
    @Test func premultipliedRowsAsTheOneThreadWriterGivesThem() throws {
        let premultiplied = [UInt8](unsafeUninitializedCapacity: Self.rgba.count) { words, count in
            for i in stride(from: 0, to: Self.rgba.count, by: 4) {
                let a = UInt32(Self.rgba[i + 3])
                func p(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                let word = a << 24 | p(Self.rgba[i]) << 16 | p(Self.rgba[i + 1]) << 8 | p(Self.rgba[i + 2])
                withUnsafeBytes(of: word.littleEndian) { for k in 0..<4 { words[i + k] = $0[k] } }
            }
            count = Self.rgba.count
        }
        let segmented = try Self.encode(premultiplied, premultiplied: true, threads: 3)
        let reference = try Self.encode(premultiplied, premultiplied: true, threads: 1, compression: .smallest)
        #expect(Self.zlibFlags(segmented) == 0x5E)
        #expect(try RGBAImage(pngData: Data(segmented)).pixels == RGBAImage(pngData: Data(reference)).pixels)
    }

    @Test func greyAndAlphaPagesToo() throws {
        let (width, height) = (3000, 2800)   // 16,802,800 bytes of rows
        let rows = [UInt8](unsafeUninitializedCapacity: width * height * 2) { bytes, count in
            for i in 0..<(width * height) {
                bytes[i * 2] = UInt8((i / width) % 256)
                bytes[i * 2 + 1] = UInt8((i * 7 + i / width) % 256)
            }
            count = width * height * 2
        }
        let files = try [1, 4].map { threads in
            try rows.withUnsafeBufferPointer {
                try PNGEncoder.encodeGreyAlpha($0.baseAddress!, width: width, height: height, stride: width * 2,
                                               compression: .fast, segmentThreads: threads)
            }
        }
        #expect(files[0] == files[1])
        #expect(Self.zlibFlags(files[0]) == 0x5E)
        let image = try RGBAImage(pngData: Data(files[0]))
        for (x, y) in [(0, 0), (2999, 0), (123, 345), (2999, 2799)] {
            let i = (y * width + x) * 2
            #expect(image[x, y].r == rows[i] && image[x, y].a == rows[i + 1], "(\(x), \(y))")
        }
    }
}
