import RenderSupport

/// CLDR's cardinal plural rules (`CLDRPluralRules`), evaluated for whole counts as every platform's
/// runtime does: which category a language puts a count in, and a count of each category for the
/// formats that number their forms instead of naming them (gettext's `msgstr[n]`).
/// docs/catalogs.md#plurals says how a spec chooses a form.
enum PluralRules {
    /// The category `count` falls in for `language` (a BCP 47 tag, any case): the first category
    /// whose rule holds, else `other`; a language CLDR lacks has only `other`. Negative counts
    /// take their absolute value, as CLDR's operand `n` does.
    static func category(for count: Int, language: String) -> PluralCategory {
        let n = count.magnitude
        for (category, text) in rules(for: language) where category != .other {
            if let rule = PluralRule(text), rule.holds(for: n) { return category }
        }
        return .other
    }

    /// The first `@integer` sample CLDR gives for `category` in `language`: a count that shows that
    /// form. Nil when the language has no whole number in that category (Russian `other` holds only
    /// fractions) or no such category.
    static func sample(of category: PluralCategory, language: String) -> Int? {
        guard let text = rules(for: language).first(where: { $0.0 == category })?.1 else { return nil }
        return PluralRule(text)?.integerSamples.first
    }

    /// The categories `language` has, in CLDR's order (always ending in `other`).
    static func categories(language: String) -> [PluralCategory] {
        let named = rules(for: language).map(\.0)
        return named.contains(.other) ? named : named + [.other]
    }

    /// The CLDR language whose rules `language` follows: the tag itself when CLDR has it (`pt-PT`),
    /// else the tag with its last subtags dropped (`pt-BR` → `pt`, `sr-Latn` → `sr`, `zh-Hant-TW`
    /// → `zh`); nil for a language CLDR has no rules for.
    static func cldrLanguage(for language: String) -> String? {
        var parts = CatalogLanguage.canonical(language).split(separator: "-").map(String.init)
        while !parts.isEmpty {
            let tag = parts.joined(separator: "-")
            if CLDRPluralRules.languages[tag] != nil { return tag }
            parts.removeLast()
        }
        return nil
    }

    static func rules(for language: String) -> [(PluralCategory, String)] {
        cldrLanguage(for: language).flatMap { CLDRPluralRules.languages[$0] } ?? []
    }
}

/// One CLDR plural rule as `CLDRPluralRules` holds it: a condition (`n % 10 = 2..4 and n % 100 !=
/// 12..14`), then its samples (`@integer 2~4, 22~24, … @decimal …`). Only what whole counts need is
/// evaluated: for them the operands `n` and `i` are the count, and `v`, `w`, `f`, `t`, `c` and `e`
/// are 0. The syntax is TR35's: `or` of `and`s of relations `operand [% value] (= | !=) list`,
/// where a list is values and ranges `a..b` joined by commas.
struct PluralRule {
    /// Or of ands; empty for `other`, whose rule is samples alone.
    private let conditions: [[Relation]]
    /// The `@integer` samples in order, ranges (`2~16`) expanded, those in compact notation (`1c6`,
    /// which sets the exponent operand) left out.
    let integerSamples: [Int]

    fileprivate struct Relation {
        var operand: Unicode.Scalar
        var modulus: UInt?
        var equal: Bool
        var ranges: [ClosedRange<UInt>]

        func holds(for n: UInt) -> Bool {
            var value: UInt = operand == "n" || operand == "i" ? n : 0
            if let modulus { value %= modulus }
            return ranges.contains { $0.contains(value) } == equal
        }
    }

    /// Nil when `text` is not a rule of this syntax.
    init?(_ text: String) {
        let condition = text.prefix { $0 != "@" }
        var parser = PluralRuleParser(scalars: Array(condition.unicodeScalars))
        guard let conditions = parser.condition() else { return nil }
        self.conditions = conditions
        integerSamples = Self.samples(in: text)
    }

    /// Whether the condition holds for the whole count `n`.
    func holds(for n: UInt) -> Bool {
        conditions.isEmpty || conditions.contains { relations in relations.allSatisfy { $0.holds(for: n) } }
    }

    private static func samples(in text: String) -> [Int] {
        guard let start = text.firstRange(of: "@integer") else { return [] }
        var samples: [Int] = []
        for item in text[start.upperBound...].prefix(while: { $0 != "@" }).split(separator: ",") {
            let bounds = item.split(separator: "~").map { Int($0.trimmingWhitespace()) }
            switch bounds.count {
            case 1: if let value = bounds[0] { samples.append(value) }
            case 2: if let low = bounds[0], let high = bounds[1], low <= high { samples += Array(low...high) }
            default: continue
            }
        }
        return samples
    }
}

/// Reads a rule's condition: whitespace-separated words, numbers and `%`, `=`, `!=`, `..`, `,`.
private struct PluralRuleParser {
    let scalars: [Unicode.Scalar]
    var index = 0

    /// Nil when the condition is malformed; empty when there is none.
    mutating func condition() -> [[PluralRule.Relation]]? {
        skipSpaces()
        guard index < scalars.count else { return [] }
        var or: [[PluralRule.Relation]] = []
        repeat {
            var and: [PluralRule.Relation] = []
            repeat {
                guard let relation = relation() else { return nil }
                and.append(relation)
            } while word("and")
            or.append(and)
        } while word("or")
        skipSpaces()
        return index == scalars.count ? or : nil
    }

    private mutating func relation() -> PluralRule.Relation? {
        skipSpaces()
        guard index < scalars.count, "nivwftce".unicodeScalars.contains(scalars[index]) else { return nil }
        let operand = scalars[index]
        index += 1
        var modulus: UInt?
        if symbol("%") {
            guard let value = number(), value > 0 else { return nil }
            modulus = value
        }
        let equal: Bool
        if symbol("!=") { equal = false } else if symbol("=") { equal = true } else { return nil }
        var ranges: [ClosedRange<UInt>] = []
        repeat {
            guard let low = number() else { return nil }
            if symbol("..") {
                guard let high = number(), low <= high else { return nil }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        } while symbol(",")
        return PluralRule.Relation(operand: operand, modulus: modulus, equal: equal, ranges: ranges)
    }

    private mutating func number() -> UInt? {
        skipSpaces()
        var value: UInt = 0
        var digits = 0
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product + UInt(scalars[index].value - 48)
            index += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// Consumes `text` when it comes next (after spaces).
    private mutating func symbol(_ text: String) -> Bool {
        skipSpaces()
        let wanted = Array(text.unicodeScalars)
        guard index + wanted.count <= scalars.count, Array(scalars[index..<(index + wanted.count)]) == wanted else { return false }
        index += wanted.count
        return true
    }

    /// Consumes the keyword `text` when it comes next as a whole word.
    private mutating func word(_ text: String) -> Bool {
        let start = index
        guard symbol(text) else { return false }
        if index < scalars.count, scalars[index].properties.isAlphabetic {
            index = start
            return false
        }
        return true
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }
}
