import Dispatch
import Foundation
import PNGCodec
import SpecRender
import Testing

/// EarlyLoad's thread runs FirstUseWarmUp while the render encodes its own images: encodes made at
/// the same time as it give the pixels they give alone.
@Suite struct FirstUseWarmUpTests {
    @Test func encodingBesideTheWarmUpGivesTheSamePixels() throws {
        let width = 64, height = 32
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt8((i / 4) % 256)
            // Premultiplied BGRA words, as Cairo keeps them: no channel above its alpha.
            pixels[i] = alpha / 2; pixels[i + 1] = alpha / 3; pixels[i + 2] = alpha; pixels[i + 3] = alpha
        }
        func encode() throws -> RGBAImage {
            let bytes = try pixels.withUnsafeBufferPointer {
                try PNGEncoder.encode($0.baseAddress!, width: width, height: height, stride: width * 4,
                                      premultiplied: true, compression: .fast)
            }
            return try RGBAImage(pngData: Data(bytes))
        }
        let alone = try encode()
        #expect(alone.width == width && alone.height == height)
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            DispatchQueue.global().async { FirstUseWarmUp.run(png: .fast); group.leave() }
        }
        for _ in 0..<8 { #expect(try encode() == alone) }
        #expect(group.wait(timeout: .now() + 30) == .success)
    }
}
