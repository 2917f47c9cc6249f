import Foundation
import PNGCodec
import Testing

/// Images of a megabyte of rows or more are deflated by zlib in segments, one thread each where
/// the run leaves cores idle (CPNG/segmented_deflate.c). The file must not depend on the number
/// of threads, must decode (libpng checks the combined Adler-32) to the pixels written, and the
/// premultiplied rows must be un-premultiplied as the one-thread writers do it.
@Suite struct SegmentedDeflateTests {
    /// 700×400 RGBA: 1,120,400 bytes of rows with their filter bytes, over the 1 MiB threshold.
    /// Noise, a flat band and transparent rows, so segments hold both matches and literals.
    private static let (width, height) = (700, 400)
    private static let rgba: [UInt8] = {
        var state: UInt32 = 12345
        return (0..<(width * height)).flatMap { i -> [UInt8] in
            let y = i / width
            if y < 100 { return [0, 0, 0, 0] }
            if y < 200 { return [200, 40, 90, 255] }
            state = state &* 1_664_525 &+ 1_013_904_223
            let a = UInt8(truncatingIfNeeded: state >> 24)
            return [UInt8(truncatingIfNeeded: state >> 8), UInt8(truncatingIfNeeded: state >> 16), UInt8(i % 251), a]
        }
    }()

    /// The zlib header's FLG byte, the IDAT's second byte: 0x5E for the segments (zlib level 2),
    /// 0x01 for libdeflate's level 1.
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
    /// libdeflate stream at any size.
    @Test func withoutSegmentThreadsALargeImageIsOneLibdeflateStream() throws {
        let png = try Self.rgba.withUnsafeBufferPointer {
            try PNGEncoder.encode($0.baseAddress!, width: Self.width, height: Self.height, stride: Self.width * 4,
                                  premultiplied: false, compression: .fast)
        }
        #expect(Self.zlibFlags(png) == 0x01)
        #expect(try RGBAImage(pngData: Data(png)).pixels == Self.rgba)
    }

    @Test func aSmallImageStaysWithLibdeflate() throws {
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
        let premultiplied: [UInt8] = stride(from: 0, to: Self.rgba.count, by: 4).flatMap { i -> [UInt8] in
            let a = UInt32(Self.rgba[i + 3])
            func p(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
            let word = a << 24 | p(Self.rgba[i]) << 16 | p(Self.rgba[i + 1]) << 8 | p(Self.rgba[i + 2])
            return withUnsafeBytes(of: word.littleEndian) { Array($0) }
        }
        let segmented = try Self.encode(premultiplied, premultiplied: true, threads: 3)
        let reference = try Self.encode(premultiplied, premultiplied: true, threads: 1, compression: .smallest)
        #expect(Self.zlibFlags(segmented) == 0x5E)
        #expect(try RGBAImage(pngData: Data(segmented)).pixels == RGBAImage(pngData: Data(reference)).pixels)
    }

    @Test func greyAndAlphaPagesToo() throws {
        let (width, height) = (800, 700)   // 1,120,700 bytes of rows
        let rows: [UInt8] = (0..<(width * height)).flatMap { i -> [UInt8] in
            [UInt8((i / width) % 256), UInt8((i * 7 + i / width) % 256)]
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
        for (x, y) in [(0, 0), (799, 0), (123, 345), (799, 699)] {
            let i = (y * width + x) * 2
            #expect(image[x, y].r == rows[i] && image[x, y].a == rows[i + 1], "(\(x), \(y))")
        }
    }
}
