import RenderSupport

/// Cairo names SVG images and surfaces after process-wide counters (`image173`), so the same spec
/// would write different bytes depending on what was rendered before it. Renumbering those ids in
/// order of first appearance makes every SVG depend on its own content only.
enum SVGIds {
    private static let prefixes: [[UInt8]] = [Array("id=\"".utf8), Array("#".utf8)]
    private static let kinds: [[UInt8]] = [Array("image".utf8), Array("surface".utf8), Array("source".utf8)]

    /// Every `id="KIND123` and `#KIND123` (KIND one of image, surface, source) with its number
    /// replaced by the order of the id's first appearance, scanned byte by byte (the pattern is
    /// ASCII, so a match never starts or ends inside a multi-byte character).
    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        var numbers: [[UInt8]: Int] = [:]
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var i = 0
        scan: while i < svg.count {
            for prefix in prefixes where starts(svg, at: i, with: prefix) {
                for kind in kinds where starts(svg, at: i + prefix.count, with: kind) {
                    let digitsStart = i + prefix.count + kind.count
                    var end = digitsStart
                    while end < svg.count, svg[end] >= UInt8(ascii: "0"), svg[end] <= UInt8(ascii: "9") { end += 1 }
                    guard end > digitsStart else { continue }
                    let key = kind + svg[digitsStart..<end]
                    let n = numbers[key] ?? numbers.count
                    numbers[key] = n
                    out += prefix + kind + Array(String(n).utf8)
                    i = end
                    continue scan
                }
            }
            out.append(svg[i])
            i += 1
        }
        return out
    }

    private static func starts(_ bytes: [UInt8], at offset: Int, with prefix: [UInt8]) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for k in 0..<prefix.count where bytes[offset + k] != prefix[k] { return false }
        return true
    }
}
