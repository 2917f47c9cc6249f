import CFontSubset
import Testing

/// HarfBuzz's copy of a CFF face is read once more the way Cairo's CFF subsetter will read it
/// (Sources/CFontSubset/cff_for_cairo.c): a real number Cairo would read past is repaired, and a
/// table Cairo would follow outside itself is refused. The fonts here are built byte by byte, each
/// with the one fault a test names.
struct CFFForCairoTests {
    /// A bare CFF font in an OpenType wrapper: one glyph name, one Top DICT (`top` plus the
    /// CharStrings and Private offsets the builder adds), the charstrings and one Private DICT; a
    /// CID-keyed one adds ROS, an FDArray of one font DICT and `fdselect`.
    struct Font {
        var top: [UInt8] = []
        var charstrings: [[UInt8]] = [[14], [14]]   // endchar, twice
        var privateDict: [UInt8] = [139, 20]        // defaultWidthX 0
        var fdselect: [UInt8]? = nil
        var charstringsOffset: [UInt8]? = nil       // the operand, in place of the real offset

        static func integer(_ value: Int) -> [UInt8] {
            [29] + withUnsafeBytes(of: Int32(value).bigEndian, Array.init)
        }

        static func index(_ items: [[UInt8]]) -> [UInt8] {
            guard !items.isEmpty else { return [0, 0] }
            var out: [UInt8] = [UInt8(items.count >> 8), UInt8(items.count & 0xFF), 4]
            var offset = 1
            out += withUnsafeBytes(of: Int32(offset).bigEndian, Array.init)
            for item in items {
                offset += item.count
                out += withUnsafeBytes(of: Int32(offset).bigEndian, Array.init)
            }
            return out + items.flatMap { $0 }
        }

        func cff() -> [UInt8] {
            let cid = fdselect != nil
            let header: [UInt8] = [1, 0, 4, 4]
            let names = Self.index([Array("Test".utf8)])
            // Every offset is a 5-byte integer, so the Top DICT's size does not depend on them.
            let ros: [UInt8] = cid ? [139, 139, 139, 12, 30] : []
            let topLength = ros.count + top.count + (charstringsOffset?.count ?? 5) + 1 + (cid ? 14 : 11)
            let topIndexLength = 3 + 8 + topLength
            let start = header.count + names.count + topIndexLength + 2 + 2
            let charstringsIndex = Self.index(charstrings)
            let privateAt = start + charstringsIndex.count
            let fontDict = Self.integer(privateDict.count) + Self.integer(privateAt) + [18]
            let fdarrayAt = privateAt + privateDict.count
            let fdarray = cid ? Self.index([fontDict]) : []
            let fdselectAt = fdarrayAt + fdarray.count
            var dict = ros + top + (charstringsOffset ?? Self.integer(start)) + [17]
            dict += cid ? Self.integer(fdarrayAt) + [12, 36] + Self.integer(fdselectAt) + [12, 37] : fontDict
            precondition(dict.count == topLength)
            return header + names + Self.index([dict]) + [0, 0] + [0, 0] + charstringsIndex + privateDict
                + fdarray + (fdselect ?? [])
        }

        /// The OpenType file: a table directory of one table, `CFF `, after it.
        func file() -> [UInt8] {
            let table = cff()
            let directory: [UInt8] = Array("OTTO".utf8) + [0, 1, 0, 16, 0, 0, 0, 0]
            let record: [UInt8] = Array("CFF ".utf8) + [0, 0, 0, 0] + withUnsafeBytes(of: UInt32(28).bigEndian, Array.init)
                + withUnsafeBytes(of: UInt32(table.count).bigEndian, Array.init)
            return directory + record + table
        }
    }

    /// Runs the check over `bytes`, which it may repair: the reason, or nil when Cairo reads it.
    private func check(_ bytes: inout [UInt8]) -> String? {
        let count = bytes.count
        return bytes.withUnsafeMutableBufferPointer { buffer in
            rs_cff_check_for_cairo(buffer.baseAddress, count).map { String(cString: $0) }
        }
    }

    private func check(_ font: Font) -> String? {
        var bytes = font.file()
        return check(&bytes)
    }

    @Test func aWellFormedFontPassesUnchanged() {
        for font in [Font(), Font(fdselect: [0, 0, 0])] {
            var bytes = font.file()
            let before = bytes
            #expect(check(&bytes) == nil)
            #expect(bytes == before)
        }
    }

    @Test func aFileWithoutACFFTablePasses() {
        var bytes: [UInt8] = Array("true".utf8) + [0, 0] + Array(repeating: 0, count: 6)
        #expect(check(&bytes) == nil)
    }

    /// FontBBox -192 -250 4E3 -15: the real's last byte is 0xfa, which ends it for HarfBuzz and
    /// FreeType (high nibble 0xf) but not for Cairo, which would take `7c 05` and every operator up
    /// to the next low 0xf nibble as part of it. The font found by the fuzzer (docs/fuzzing.md).
    @Test func aRealEndingInAHighNibbleIsEndedForCairoToo() throws {
        let bbox: [UInt8] = [0xfb, 0x54, 0xfb, 0x8e, 0x1e, 0x04, 0xb3, 0xfa, 0x7c, 0x05]
        var bytes = Font(top: bbox).file()
        let at = try #require(find(bbox, in: bytes))
        #expect(check(&bytes) == nil)
        #expect(Array(bytes[at..<at + bbox.count]) == [0xfb, 0x54, 0xfb, 0x8e, 0x1e, 0x04, 0xb3, 0xff, 0x7c, 0x05])
        // Repaired once, it passes unchanged.
        let repaired = bytes
        #expect(check(&bytes) == nil)
        #expect(bytes == repaired)
    }

    @Test func aRealThatNeverEndsIsRefused() {
        // The real runs on to the DICT's end without a 0xf nibble.
        let reason = check(Font(privateDict: [0x1e, 0x12, 0x34]))
        #expect(reason == "CFF: a real number runs past the end of its DICT")
    }

    @Test func aReservedByteIsRefused() {
        for byte: UInt8 in [22, 27, 31, 255] {
            #expect(check(Font(top: [139, byte])) == "CFF: a DICT holds a reserved byte", "\(byte)")
        }
    }

    @Test func anEscapeOperatorEndingADictIsRefused() {
        #expect(check(Font(privateDict: [139, 20, 12])) == "CFF: an escape operator ends a DICT")
    }

    @Test func offsetsThatAreNotOneIntegerInsideTheTableAreRefused() {
        #expect(check(Font(charstringsOffset: [0x1e, 0x1f])) == "CFF: a DICT's offset operand is not one integer")
        #expect(check(Font(charstringsOffset: [28, 0xFF, 0x00])) == "CFF: a DICT's offset operand is not one integer")
        #expect(check(Font(charstringsOffset: [139, 139])) == "CFF: a DICT's offset operand is not one integer")
        #expect(check(Font(charstringsOffset: Font.integer(1_000_000))) == "CFF: an INDEX starts past the end of the CFF table")
    }

    @Test func aCharstringCallingASubroutineIsRefused() {
        #expect(check(Font(charstrings: [[139, 10, 14]])) == "CFF: a charstring calls a subroutine")
        #expect(check(Font(charstrings: [[139, 29, 14]])) == "CFF: a charstring calls a subroutine")
        // After two stems (four operands), a hintmask is followed by one mask byte, which Cairo
        // skips: a 10 there is a mask, not a call; nor is anything after endchar.
        #expect(check(Font(charstrings: [[139, 139, 139, 139, 1, 19, 10, 14, 10]])) == nil)
    }

    @Test func aCIDFontsFDSelectMustNameItsFontDictsForItsGlyphs() {
        #expect(check(Font(fdselect: [0, 0, 1])) == "CFF: FDSelect names a font DICT that is not there")
        #expect(check(Font(fdselect: [0, 0])) == "CFF: FDSelect runs past the end of the CFF table")
        // Format 3: one range from glyph 0 to the sentinel.
        #expect(check(Font(fdselect: [3, 0, 1, 0, 0, 0, 0, 2])) == nil)
        #expect(check(Font(fdselect: [3, 0, 1, 0, 0, 0, 0x10, 0])) == "CFF: an FDSelect range lies outside the glyphs")
    }

    @Test func anIndexWhoseOffsetsDoNotHoldTogetherIsRefused() {
        var bytes = Font().file()
        // The Name INDEX's first offset (after the header and its count and offset size).
        bytes[28 + 4 + 3 + 3] = 2
        #expect(check(&bytes) == "CFF: an INDEX's first offset is not 1")
        var longer = Font().file()
        longer[28 + 4 + 3 + 4 + 3] = 0xFF   // the Name INDEX's last offset, past the table
        #expect(check(&longer) == "CFF: an INDEX's items run past the end of the CFF table")
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...haystack.count - needle.count).first { Array(haystack[$0..<$0 + needle.count]) == needle }
    }
}
