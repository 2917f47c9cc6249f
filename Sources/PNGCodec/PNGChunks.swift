/// The PNG file signature.
let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

/// Returns a copy of a PNG byte stream that keeps only the chunks that define pixel values:
/// every critical chunk (IHDR, PLTE, IDAT, IEND, and any unknown critical one, which libpng
/// then rejects) and tRNS. All other ancillary chunks are dropped. Returns nil when the
/// bytes do not start with the PNG signature.
///
/// Why: pixelmatch's reader (pngjs) ignores all colour metadata and returns the stored
/// samples. libpng's simplified API instead converts to sRGB: a gAMA other than ≈1/2.2,
/// or a cHRM/iCCP, changes the pixels, and a 16-bit file without gAMA/sRGB is taken as
/// linear light. Without those chunks the file is plain sRGB to libpng, so it only expands
/// and rescales the samples, exactly as pngjs does. Chunk CRCs cover single chunks, so
/// dropping whole chunks leaves a valid stream.
///
/// A damaged chunk structure is not repaired here: the rest of the stream is passed through
/// unchanged and libpng reports the error.
func pixelDefiningChunks(of png: UnsafeRawBufferPointer) -> [UInt8]? {
    guard png.count >= pngSignature.count, zip(png, pngSignature).allSatisfy({ $0 == $1 }) else {
        return nil
    }
    var kept: [UInt8] = []
    kept.reserveCapacity(png.count)
    kept.append(contentsOf: pngSignature)
    var offset = pngSignature.count
    while offset < png.count {
        // length (4, big-endian) + type (4) + data (length) + CRC (4)
        guard png.count - offset >= 12 else { break }
        let length = png[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= png.count - offset - 12 else { break }
        let end = offset + 12 + length
        let type = png[offset + 4 ..< offset + 8]
        let isCritical = type.first! & 0x20 == 0
        if isCritical || type.elementsEqual("tRNS".utf8) {
            kept.append(contentsOf: png[offset ..< end])
        }
        offset = end
        if type.elementsEqual("IEND".utf8) { return kept }
    }
    kept.append(contentsOf: png[offset...])
    return kept
}
