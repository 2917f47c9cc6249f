import Foundation

/// Builds hostile PNGs in code (issue 8, point 8): valid chunks with valid CRCs whose IHDR
/// declares more than the pixel data holds, or whose IDAT inflates far beyond its size.
enum HostilePNG {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// signature + IHDR + `chunks` + IEND.
    static func file(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6,
                     interlace: UInt8 = 0, chunks: [[UInt8]]) -> [UInt8] {
        var ihdr = bigEndian(width) + bigEndian(height)
        ihdr += [bitDepth, colorType, 0, 0, interlace]
        return signature + chunk("IHDR", ihdr) + chunks.joined() + chunk("IEND", [])
    }

    /// The 128-byte kind of issue 8: 100000×100000 RGBA with a one-row IDAT.
    static var hugeRGBA: [UInt8] {
        file(width: 100_000, height: 100_000, chunks: [chunk("IDAT", zlibZeros(count: 1 + 4 * 8))])
    }

    /// The palette kind: 65535×65535, one palette entry, a few rows of zeros.
    static var hugePalette: [UInt8] {
        file(width: 65535, height: 65535, colorType: 3,
             chunks: [chunk("PLTE", [255, 0, 0]), chunk("IDAT", zlibZeros(count: 65536 * 4))])
    }

    /// A deflate bomb: `width`×`height` 8-bit grey, every row filter 0 and every sample 0, in a
    /// hand-made deflate stream of 258-byte matches (13 bits each, so about 1:160).
    static func zeroBomb(width: UInt32, height: UInt32) -> [UInt8] {
        let raw = (Int(width) + 1) * Int(height)
        return file(width: width, height: height, colorType: 0, chunks: idatChunks(zlibZeros(count: raw)))
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// Splits a zlib stream into IDAT chunks of at most 64 KiB, as encoders do.
    static func idatChunks(_ stream: [UInt8]) -> [[UInt8]] {
        stride(from: 0, to: stream.count, by: 1 << 16).map { chunk("IDAT", Array(stream[$0 ..< min($0 + (1 << 16), stream.count)])) }
    }

    /// A zlib stream of `count` zero bytes: one fixed-Huffman block, a literal 0 then
    /// length/distance (n, 1) copies, then end-of-block and the Adler-32.
    static func zlibZeros(count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1) // BFINAL
        bits.write(1, count: 2) // BTYPE 01: fixed Huffman
        var left = count
        if left > 0 {
            bits.writeHuffman(0b0011_0000, count: 8) // literal 0
            left -= 1
        }
        while left >= 3 {
            // Lengths 3…258 in one copy; keep at least 3 for the next one.
            var n = min(left, 258)
            if (1 ... 2).contains(left - n) { n -= 3 }
            writeLength(n, to: &bits)
            bits.writeHuffman(0, count: 5) // distance code 0: distance 1
            left -= n
        }
        for _ in 0 ..< left { bits.writeHuffman(0b0011_0000, count: 8) }
        bits.writeHuffman(0, count: 7) // end of block (256)
        let b = UInt32(count % 65521), a = UInt32(1)
        return [0x78, 0x01] + bits.bytes + bigEndian(b << 16 | a)
    }

    /// Length `n` (3…258) as a fixed-Huffman length code and its extra bits (RFC 1951, 3.2.5).
    private static func writeLength(_ n: Int, to bits: inout BitWriter) {
        if n == 258 { bits.writeHuffman(0b1100_0101, count: 8); return } // code 285
        let table: [(code: Int, base: Int, extra: Int)] = [
            (257, 3, 0), (258, 4, 0), (259, 5, 0), (260, 6, 0), (261, 7, 0), (262, 8, 0), (263, 9, 0), (264, 10, 0),
            (265, 11, 1), (266, 13, 1), (267, 15, 1), (268, 17, 1), (269, 19, 2), (270, 23, 2), (271, 27, 2), (272, 31, 2),
            (273, 35, 3), (274, 43, 3), (275, 51, 3), (276, 59, 3), (277, 67, 4), (278, 83, 4), (279, 99, 4), (280, 115, 4),
            (281, 131, 5), (282, 163, 5), (283, 195, 5), (284, 227, 5),
        ]
        let entry = table.last { $0.base <= n }!
        // Codes 256–279 are 7 bits from 0; 280–287 are 8 bits from 0b1100_0000.
        if entry.code <= 279 {
            bits.writeHuffman(entry.code - 256, count: 7)
        } else {
            bits.writeHuffman(0b1100_0000 + entry.code - 280, count: 8)
        }
        bits.write(n - entry.base, count: entry.extra)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var used = 0

    mutating func write(_ value: Int, count: Int) {
        for i in 0 ..< count { push(value >> i & 1) }
    }

    mutating func writeHuffman(_ code: Int, count: Int) {
        for i in (0 ..< count).reversed() { push(code >> i & 1) }
    }

    private mutating func push(_ bit: Int) {
        if used == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(bit) << used
        used = (used + 1) % 8
    }
}
