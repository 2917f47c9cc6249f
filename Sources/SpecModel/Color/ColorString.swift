import RenderSupport

/// The string forms of a Color: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`,
/// `rgba(r, g, b, a)` and CSS names (plus `clear` and `transparent`). Pure, so every form is
/// testable without a document; the message completes "`text`: …" in the caller's error.
enum ColorString {
    static func parse(_ text: String) -> Result<RGBA, ColorStringError> {
        if text.hasPrefix("#") { return hex(String(text.dropFirst()), text) }
        let lowered = text.lowercased()
        if lowered.hasPrefix("rgba(") || lowered.hasPrefix("rgb(") { return functional(lowered, text) }
        if lowered == "clear" || lowered == "transparent" { return .success(.clear) }
        if let value = NamedColors.table[lowered] {
            let red = Double(value >> 16), green = Double((value >> 8) & 0xFF), blue = Double(value & 0xFF)
            return .success(RGBA(red / 255, green / 255, blue / 255))
        }
        let names = ["clear", "transparent"] + NamedColors.table.keys.sorted()
        return .failure(ColorStringError("unknown colour `\(text)`" + Suggestion.didYouMean(lowered, among: names)))
    }

    /// 3/4 digits double each (`#f80` = `#ff8800`); alpha, when given, is the last digit pair.
    private static func hex(_ digits: String, _ text: String) -> Result<RGBA, ColorStringError> {
        let values = digits.map { $0.hexDigitValue }
        guard [3, 4, 6, 8].contains(values.count), values.allSatisfy({ $0 != nil }), digits.allSatisfy(\.isASCII) else {
            return .failure(ColorStringError("`\(text)` is not a hex colour; use #RGB, #RGBA, #RRGGBB or #RRGGBBAA"))
        }
        let nibbles = values.map { Double($0!) }
        let components: [Double]
        if nibbles.count <= 4 {
            components = nibbles.map { (nibble: Double) -> Double in nibble * 17 / 255 }
        } else {
            components = stride(from: 0, to: nibbles.count, by: 2).map { (index: Int) -> Double in
                let high: Double = nibbles[index], low: Double = nibbles[index + 1]
                return (high * 16 + low) / 255
            }
        }
        return .success(RGBA(components[0], components[1], components[2], components.count == 4 ? components[3] : 1))
    }

    /// `rgb(r, g, b)` with whole numbers 0–255; `rgba(r, g, b, a)` adds alpha 0–1.
    private static func functional(_ lowered: String, _ text: String) -> Result<RGBA, ColorStringError> {
        let hasAlpha = lowered.hasPrefix("rgba(")
        let usage = hasAlpha ? "rgba(r, g, b, a) with r, g, b whole numbers from 0 to 255 and a from 0 to 1"
                             : "rgb(r, g, b) with whole numbers from 0 to 255"
        guard lowered.hasSuffix(")") else { return .failure(ColorStringError("`\(text)` is not a colour; write \(usage)")) }
        let inner = lowered.dropFirst(hasAlpha ? 5 : 4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard parts.count == (hasAlpha ? 4 : 3) else {
            return .failure(ColorStringError("`\(text)` is not a colour; write \(usage)"))
        }
        var components: [Double] = []
        for part in parts.prefix(3) {
            guard !part.isEmpty, part.allSatisfy(\.isASCIIDigit), let value = Int(part), value <= 255 else {
                return .failure(ColorStringError("`\(text)` is not a colour; write \(usage)"))
            }
            components.append(Double(value) / 255)
        }
        var alpha = 1.0
        if hasAlpha {
            guard isDecimal(parts[3]), let value = Double(parts[3]), value >= 0, value <= 1 else {
                return .failure(ColorStringError("`\(text)` is not a colour; write \(usage)"))
            }
            alpha = value
        }
        return .success(RGBA(components[0], components[1], components[2], alpha))
    }

    /// `0`, `0.5`, `.5`, `1`: what CSS accepts for an alpha, without exponents or signs.
    private static func isDecimal(_ text: String) -> Bool {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, pieces.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return false }
        return pieces.contains { !$0.isEmpty }
    }
}

struct ColorStringError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

private extension Substring {
    /// Without leading and trailing spaces and tabs. Walked by index rather than through
    /// `reversed()`: the first use of `ReversedCollection` and `Slice` makes the runtime scan every
    /// conformance in the binary, six times over, which cost a one-colour spec a fifth of a
    /// millisecond (Benchmarks/notes.md).
    var trimmingSpaces: String {
        let utf8 = self.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { utf8.formIndex(after: &start) }
        while start < end {
            let last = utf8.index(before: end)
            guard utf8[last] == 0x20 || utf8[last] == 0x09 else { break }
            end = last
        }
        return String(self[start..<end])
    }
}
