import RenderSupport

/// Turns a decoded document (one variant: a state in a locale, already merged) into the resolved
/// values of the Resolved folder: defaults filled in, ranges and cross-key rules checked, colours converted,
/// paths resolved inside the render root. Every problem goes to `diagnostics` at the position the
/// value was written (through `positions`, the variant's path → position map). A method returns nil
/// when its value was unusable (already reported); callers carry on so that later keys are still
/// checked, and no `ResolvedSpec` is built from a document with errors.
///
/// A value the decoder could not read is absent here but its key is in `positions`: it was reported
/// already, so it is neither reported missing nor replaced by its default in a rendered image (the
/// load fails on the decoder's error).
///
/// The value families live in their own files (SpecResolver+Color.swift, +Fill, +Effects, +Font, +Text, +Chrome).
struct SpecResolver {
    let diagnostics: Diagnostics
    let root: RenderRoot
    /// Variant JSON path → where its value was written.
    let positions: PositionTable
    /// Variant JSON path → where its key was written.
    let keyPositions: PositionTable

    func report(_ path: ValuePath, _ message: String) {
        diagnostics.report(at: position(path), message)
    }

    /// Something that loads but is likely a mistake, at the value (Diagnostics.warnings).
    func warn(_ path: ValuePath, _ message: String) {
        diagnostics.warn(at: position(path), message)
    }

    /// A problem with the key itself (an axis tag, a glyph's character, a key of another colour space).
    func reportKey(_ path: ValuePath, _ message: String) {
        diagnostics.report(at: keyPositions[path.text] ?? position(path), message)
    }

    /// Where the value at `path` was written, or its nearest written ancestor (a missing key is
    /// reported at its object).
    func position(_ path: ValuePath) -> SourcePosition {
        var text = path.text
        while true {
            if let position = positions[text] { return position }
            guard let parent = JSONPath.split(text)?.parent else { break }
            text = parent
        }
        return positions[JSONPath.root] ?? SourcePosition(file: "", line: 1, column: 1)
    }

    /// Whether the document has a value at `path` (possibly one the decoder refused, or one written
    /// under another name that the decoder reported as unknown: `colour` for `color`).
    func written(_ path: ValuePath) -> Bool {
        positions[path.text] != nil || diagnostics.hasStandIn(for: path.lastKey, inObjectAt: positions[path.parent.text])
    }

    /// The value, or nil after reporting it missing at its object (unless the decoder refused it).
    func required<Value>(_ value: Value?, _ path: ValuePath) -> Value? {
        if let value { return value }
        if !written(path) { report(path.parent, "missing required key `\(path.lastKey)`") }
        return nil
    }

    func number(_ value: Double, _ path: ValuePath, _ rule: NumberRule = .any) -> Double? {
        guard rule.accepts(value) else {
            report(path, "expected \(rule.noun), got \(NumberText.short(value))")
            return nil
        }
        return value
    }

    /// A number under `rule` that is also at most `limit` in size, where a bound tighter than
    /// `SpecLimits.maxMagnitude` matters: "font size 20000 is over the limit of 10,000 pt".
    func number(_ value: Double, _ path: ValuePath, _ rule: NumberRule = .any, limit: Double, _ what: String, unit: String = " pt") -> Double? {
        guard let value = number(value, path, rule) else { return nil }
        guard abs(value) <= limit else {
            let bound = NumberText.grouped(Int(limit)) + unit
            report(path, "\(what) \(NumberText.short(value)) is "
                   + (rule.allowsNegative ? "beyond the limit of ±\(bound)" : "over the limit of \(bound)"))
            return nil
        }
        return value
    }

    /// A length in points, within `SpecLimits.maxLength`.
    func length(_ value: Double, _ path: ValuePath, _ rule: NumberRule, _ what: String) -> Double? {
        number(value, path, rule, limit: SpecLimits.maxLength, what)
    }

    /// A component or fraction in 0…1.
    func unit(_ value: Double, _ path: ValuePath) -> Double? {
        number(value, path, .between(0, 1))
    }

    func integer(_ value: Int, _ path: ValuePath, atLeast minimum: Int) -> Int? {
        guard value >= minimum, value < 1_000_000_000_000_000 else {
            report(path, "expected a whole number of at least \(minimum), got \(value)")
            return nil
        }
        return value
    }

    func nonEmpty(_ value: String, _ path: ValuePath) -> String? {
        if value.isEmpty {
            report(path, "expected a non-empty string")
            return nil
        }
        return value
    }

    /// A file path, relative to the file it is written in, resolved to an absolute path inside the render root.
    func filePath(_ relative: String, _ path: ValuePath) -> String? {
        guard let relative = nonEmpty(relative, path) else { return nil }
        switch root.resolve(relative, from: position(path).file) {
        case .success(let absolute): return absolute
        case .failure(let problem):
            report(path, problem.message)
            return nil
        }
    }
}

/// A JSON path being resolved: `$.title.font.size`.
struct ValuePath {
    let text: String
    private let last: String

    static let root = ValuePath(text: JSONPath.root, last: "")

    private init(text: String, last: String) {
        self.text = text
        self.last = last
    }

    func key(_ key: String) -> ValuePath {
        ValuePath(text: JSONPath.appending(key: key, to: text), last: key)
    }

    func index(_ index: Int) -> ValuePath {
        ValuePath(text: JSONPath.appending(index: index, to: text), last: String(index))
    }

    /// The key this path ends in, for "missing required key `x`".
    var lastKey: String { last }

    var parent: ValuePath {
        let parentText = JSONPath.split(text)?.parent ?? JSONPath.root
        return ValuePath(text: parentText, last: "")
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
