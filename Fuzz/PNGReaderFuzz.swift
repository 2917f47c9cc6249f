// libFuzzer target for ImageDiff's PNG reader (scripts/fuzz.sh png). Compiled together with
// Sources/ImageDiff/*.swift into one module, so it reaches the internal byte-level entry points.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
func pngReaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let header = try? PNGHeader(prefix: Array(bytes.prefix(PNGHeader.byteCount)), source: "fuzz")
    guard let image = try? RGBAImage(pngBytes: bytes, source: "fuzz") else { return 0 }
    // A decoded image always matches its header and the limits.
    precondition(header != nil && header!.width == image.width && header!.height == image.height)
    precondition(image.width <= PNGLimits.maxSide && image.width * image.height <= PNGLimits.maxPixels)
    precondition(image.pixels.count == image.width * image.height * 4)
    // Small ones also survive a round trip through the encoder unchanged.
    if image.pixels.count <= 1 << 20 {
        let again = try! RGBAImage(pngData: try! image.pngData())
        precondition(again == image, "round trip changed the pixels")
    }
    return 0
}
