import RenderSupport

/// A `.po` file's `Plural-Forms: nplurals=N; plural=EXPRESSION;` header: how many `msgstr[n]` its
/// plural messages have, and which one a count takes, as msgfmt and the C library read it.
///
/// A count picks `msgstr[plural(n)]`. A CLDR category picks the form of a count in that category:
/// CLDR's first whole-number sample of it in the file's language (`PluralRules.sample`); a
/// category the language lacks is `other`, and where `other` has no whole number either (Russian,
/// Polish: fractions only), the last form, the formula's final `else`. A file without the header is
/// read with gettext's default, `nplurals=2; plural=(n != 1);`.
struct PluralForms: Equatable, Sendable {
    var count: Int
    var expression: PluralExpression
    /// The file's language, whose CLDR samples stand for categories.
    var language: String
    /// Where the header says it, for errors.
    var file: String
    var line: Int?

    /// Counts msgfmt evaluates a header for when it checks it, and this reader too, when it reads one.
    static let checkedCounts: ClosedRange<UInt64> = 0...1000

    /// gettext's default for a file that does not say.
    static func germanic(language: String, file: String) -> PluralForms {
        PluralForms(count: 2, expression: .binary(.notEqual, .n, .number(1)), language: language, file: file, line: nil)
    }

    /// The value of a `Plural-Forms` field (`nplurals=3; plural=(n%10==1 ? 0 : …);`), checked for
    /// every count msgfmt checks: an index outside 0..<nplurals or a division by zero is refused.
    static func parse(_ value: String, language: String, file: String, line: Int?) throws(CatalogError) -> PluralForms {
        func fail(_ message: String) -> CatalogError {
            CatalogError(file: file, line: line, "`Plural-Forms`: \(message)")
        }
        let shape = "expected `nplurals=N; plural=EXPRESSION;`"
        guard let countStart = value.firstRange(of: "nplurals=") else { throw fail("no `nplurals=`; \(shape)") }
        let digits = value[countStart.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { $0.isASCII && $0.isNumber }
        guard let count = Int(digits.prefix(4)), digits.count <= 4 else { throw fail("`nplurals` must be a whole number; \(shape)") }
        guard (1...100).contains(count) else { throw fail("`nplurals=\(digits)`: a language has 1 to 100 forms") }
        guard let expressionStart = value[countStart.upperBound...].firstRange(of: "plural=")
                ?? value[..<countStart.lowerBound].firstRange(of: "plural=") else {
            throw fail("no `plural=`; \(shape)")
        }
        let text = value[expressionStart.upperBound...].prefix { $0 != ";" && $0 != "\n" }
        let expression: PluralExpression
        switch PluralExpression.parse(String(text)) {
        case .success(let parsed): expression = parsed
        case .failure(let problem):
            let written = text.trimmingWhitespace()
            throw fail("`plural=\(InputExcerpt.of(String(written)))`: \(problem.message) (character \(problem.offset + 1))")
        }
        let forms = PluralForms(count: count, expression: expression, language: language, file: file, line: line)
        for n in checkedCounts {
            guard let index = expression.evaluate(n: n) else {
                throw fail("`plural=` divides by zero for n = \(n)")
            }
            guard index < UInt64(count) else {
                throw fail("`plural=` gives form \(index) for n = \(n), but `nplurals=\(count)` has forms 0 to \(count - 1)")
            }
        }
        return forms
    }

    /// The `msgstr` index for `choice` (nil: `other`).
    func index(for choice: PluralChoice?) throws(CatalogError) -> Int {
        switch choice {
        case .count(let count):
            return try index(forCount: UInt64(count.magnitude))
        case .category(let category):
            return try index(for: category)
        case nil:
            return try index(for: .other)
        }
    }

    private func index(for category: PluralCategory) throws(CatalogError) -> Int {
        guard let sample = PluralRules.sample(of: category, language: language)
                ?? PluralRules.sample(of: .other, language: language) else { return count - 1 }
        return try index(forCount: UInt64(sample))
    }

    /// A count above the ones checked on reading may still divide by zero or give a form the file
    /// lacks: refused then, at the header.
    private func index(forCount n: UInt64) throws(CatalogError) -> Int {
        guard let index = expression.evaluate(n: n) else {
            throw CatalogError(file: file, line: line, "`Plural-Forms`: `plural=` divides by zero for n = \(n)")
        }
        guard index < UInt64(count) else {
            throw CatalogError(file: file, line: line, "`Plural-Forms`: `plural=` gives form \(index) for n = \(n), but `nplurals=\(count)` has forms 0 to \(count - 1)")
        }
        return Int(index)
    }
}
