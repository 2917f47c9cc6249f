import RenderSupport

/// How deep an XML property list nests its `<dict>` and `<array>` elements, found by a scan of its
/// tags without recursion before the file is handed to a reader that recurses once a level.
/// Comments, CDATA sections, processing instructions and the DOCTYPE are skipped, so no tag written
/// inside them counts (or hides a real one).
enum XMLPlistNesting {
    /// The line of the first `<dict>` or `<array>` that opens level `limit + 1`; nil when the file
    /// nests no deeper than `limit`, or is not XML (binary and old-style plists start otherwise).
    static func lineExceeding(_ limit: Int, in data: Data) -> Int? {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            // UTF-16 with its byte order mark: the tags read as UTF-8.
            let bigEndian = bytes[0] == 0xFE
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var i = 2
            while i + 1 < bytes.count {
                units.append(bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i]))
                i += 2
            }
            bytes = Array(String(decoding: units, as: UTF16.self).utf8)
        }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "<") else { return nil }

        var depth = 0, line = 1
        func skip(past end: [UInt8]) {
            while i < bytes.count, !bytes[i...].starts(with: end) {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
            i = min(bytes.count, i + end.count)
        }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x0A { line += 1 }
            guard byte == UInt8(ascii: "<") else { i += 1; continue }
            let rest = bytes[i...]
            if rest.starts(with: Array("<!--".utf8)) { skip(past: Array("-->".utf8)); continue }
            if rest.starts(with: Array("<![CDATA[".utf8)) { skip(past: Array("]]>".utf8)); continue }
            if rest.starts(with: Array("<?".utf8)) { skip(past: Array("?>".utf8)); continue }
            if rest.starts(with: Array("<!".utf8)) { skip(past: Array(">".utf8)); continue }
            // A tag: `<name …>`, `</name>` or `<name/>`.
            let start = i
            skip(past: Array(">".utf8))
            let tag = bytes[start..<i]
            let closing = tag.dropFirst().first == UInt8(ascii: "/")
            let selfClosing = tag.dropLast().last == UInt8(ascii: "/")
            let name = tag.dropFirst(closing ? 2 : 1).prefix { $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") && $0 != 0x20 }
            guard name.elementsEqual("dict".utf8) || name.elementsEqual("array".utf8) else { continue }
            if closing {
                depth = max(0, depth - 1)
            } else if !selfClosing {
                depth += 1
                if depth > limit { return line }
            }
        }
        return nil
    }
}
