/// Turns JSON nodes into the resolved values of Values.swift, reporting every problem to
/// `diagnostics` with the node's position. A method returns nil when the value was unusable
/// (already reported); callers then substitute a default and carry on, so later keys are still
/// checked, and no `Spec` is built from a document with errors.
///
/// The value families live in their own files (ValueReader+Color.swift, +Fill, +Effects, +Font, +Label).
struct ValueReader {
    let diagnostics: Diagnostics
    let root: RenderRoot

    func fields(_ node: JSONValue, expecting what: String = "an object", keys: [String]) -> ObjectFields? {
        ObjectFields(node, expecting: what, keys: keys, diagnostics: diagnostics)
    }

    func number(_ node: JSONValue, _ rule: NumberRule = .any) -> Double? {
        guard case .number(let value) = node.kind else {
            diagnostics.report(node, "expected a number, got \(node.typeName)")
            return nil
        }
        // Checked here, for every key at once, so that no number can later overflow an integer conversion.
        guard abs(value) <= SpecLimits.maxMagnitude else {
            diagnostics.report(node, "\(NumberText.short(value)) is too large; numbers in a spec are at most \(NumberText.grouped(Int(SpecLimits.maxMagnitude))) in size")
            return nil
        }
        guard rule.accepts(value) else {
            diagnostics.report(node, "expected \(rule.noun), got \(NumberText.short(value))")
            return nil
        }
        return value
    }

    /// A number under `rule` that is also at most `limit` in size, where a bound tighter than
    /// `SpecLimits.maxMagnitude` matters: "font size 20000 is over the limit of 10,000 pt".
    func number(_ node: JSONValue, _ rule: NumberRule = .any, limit: Double, _ what: String, unit: String = " pt") -> Double? {
        guard let value = number(node, rule) else { return nil }
        guard abs(value) <= limit else {
            let bound = NumberText.grouped(Int(limit)) + unit
            diagnostics.report(node, "\(what) \(NumberText.short(value)) is "
                               + (rule.allowsNegative ? "beyond the limit of ±\(bound)" : "over the limit of \(bound)"))
            return nil
        }
        return value
    }

    /// A length in points, within `SpecLimits.maxLength`.
    func length(_ node: JSONValue, _ rule: NumberRule, _ what: String) -> Double? {
        number(node, rule, limit: SpecLimits.maxLength, what)
    }

    func integer(_ node: JSONValue, atLeast minimum: Int) -> Int? {
        guard let value = number(node) else { return nil }
        guard value == value.rounded(), value >= Double(minimum), value < 1e15 else {
            diagnostics.report(node, "expected a whole number of at least \(minimum), got \(NumberText.short(value))")
            return nil
        }
        return Int(value)
    }

    func string(_ node: JSONValue, nonEmpty: Bool = true) -> String? {
        guard case .string(let value) = node.kind else {
            diagnostics.report(node, "expected a string, got \(node.typeName)")
            return nil
        }
        if nonEmpty && value.isEmpty {
            diagnostics.report(node, "expected a non-empty string")
            return nil
        }
        return value
    }

    func array(_ node: JSONValue, of what: String = "values") -> [JSONValue]? {
        guard case .array(let items) = node.kind else {
            diagnostics.report(node, "expected an array of \(what), got \(node.typeName)")
            return nil
        }
        return items
    }

    /// One of a fixed set of names (an enum's raw values), with a suggestion for a near miss.
    func choice<Value: RawRepresentable>(_ node: JSONValue, _ cases: [Value]) -> Value? where Value.RawValue == String {
        guard let name = string(node, nonEmpty: false) else { return nil }
        if let value = cases.first(where: { $0.rawValue == name }) { return value }
        let names = cases.map(\.rawValue)
        diagnostics.report(node, "`\(name)` is not one of " + names.map { "`\($0)`" }.joined(separator: ", ")
                           + Suggestion.didYouMean(name, among: names))
        return nil
    }
}

/// The range a number key accepts, and how to say so.
enum NumberRule {
    case any
    case atLeast(Double)
    case greaterThan(Double)
    case between(Double, Double)
    /// Greater than the first bound, at most the second: (0, 1] for `minimumScale`.
    case aboveAndAtMost(Double, Double)

    func accepts(_ value: Double) -> Bool {
        switch self {
        case .any: true
        case .atLeast(let low): value >= low
        case .greaterThan(let low): value > low
        case .between(let low, let high): value >= low && value <= high
        case .aboveAndAtMost(let low, let high): value > low && value <= high
        }
    }

    var allowsNegative: Bool {
        switch self {
        case .any: true
        case .atLeast(let low), .greaterThan(let low), .between(let low, _), .aboveAndAtMost(let low, _): low < 0
        }
    }

    var noun: String {
        switch self {
        case .any: "a number"
        case .atLeast(let low): "a number of at least \(NumberText.short(low))"
        case .greaterThan(let low): "a number greater than \(NumberText.short(low))"
        case .between(let low, let high): "a number from \(NumberText.short(low)) to \(NumberText.short(high))"
        case .aboveAndAtMost(let low, let high):
            "a number greater than \(NumberText.short(low)) and at most \(NumberText.short(high))"
        }
    }
}
