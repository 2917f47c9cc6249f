import Foundation

/// Cairo names SVG images and surfaces after process-wide counters (`image173`), so the same spec
/// would write different bytes depending on what was rendered before it. Renumbering those ids in
/// order of first appearance makes every SVG depend on its own content only.
enum SVGIds {
    private static let pattern = try! NSRegularExpression(pattern: #"(id="|#)(image|surface|source)(\d+)"#)

    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        let ns = text as NSString
        var numbers: [String: Int] = [:]
        var out = ""
        var last = 0
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let prefix = ns.substring(with: match.range(at: 1)), kind = ns.substring(with: match.range(at: 2))
            let key = kind + ns.substring(with: match.range(at: 3))
            let n = numbers[key] ?? numbers.count
            numbers[key] = n
            out += ns.substring(with: NSRange(location: last, length: match.range.location - last))
            out += prefix + kind + String(n)
            last = match.range.location + match.range.length
        }
        out += ns.substring(from: last)
        return Array(out.utf8)
    }
}
