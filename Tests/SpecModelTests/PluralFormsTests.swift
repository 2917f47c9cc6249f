import RenderSupport
import Testing
@testable import SpecModel
@testable import StringCatalogs

/// gettext's `Plural-Forms`: the C expression over `n` as msgfmt reads and evaluates it, and the
/// header checked as msgfmt checks it, refused at its line.
struct PluralFormsTests {
    func evaluate(_ text: String, _ n: UInt64) -> UInt64? {
        guard case .success(let expression) = PluralExpression.parse(text) else { return nil }
        return expression.evaluate(n: n)
    }

    func problem(_ text: String) -> String? {
        guard case .failure(let problem) = PluralExpression.parse(text) else { return nil }
        return "\(problem.offset): \(problem.message)"
    }

    @Test func precedenceAndAssociativityAreCs() {
        let russian = "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"
        #expect([0, 1, 2, 5, 11, 21, 22, 25, 100, 111, 1001].map { evaluate(russian, $0) } == [2, 0, 1, 2, 2, 0, 1, 2, 2, 2, 0])
        #expect(evaluate("1 + 2 * 3", 0) == 7)
        #expect(evaluate("10 - 4 - 3", 0) == 3)
        #expect(evaluate("100 / 10 / 5", 0) == 2)
        #expect(evaluate("n == 1 ? 5 : n == 2 ? 6 : 7", 2) == 6)
        #expect(evaluate("!n", 0) == 1)
        #expect(evaluate("!!n", 7) == 1)
        #expect(evaluate("n != 1", 1) == 0)
        #expect(evaluate("n>10 && n%10==0 ? 2 : 3", 100) == 2)
        #expect(evaluate("1 < 2 == 1", 0) == 1)
        #expect(evaluate("0", 5) == 0)
        // unsigned long: 0 - 1 wraps, as in C.
        #expect(evaluate("n - 1 > 5", 0) == 1)
        // Only the operands needed are evaluated: no division by zero in a branch not taken.
        #expect(evaluate("n == 0 || 1 / n", 0) == 1)
        #expect(evaluate("n != 0 && 1 / n", 0) == 0)
        #expect(evaluate("n == 0 ? 0 : 10 / n", 0) == 0)
        #expect(evaluate("1 / n", 0) == nil)
        #expect(evaluate("5 % (n - 2)", 2) == nil)
    }

    @Test func malformedExpressionsAreRefusedWhereTheyGoWrong() {
        #expect(problem("n = 1") == "2: unexpected `=`")
        #expect(problem("n ? 1") == "5: expected `:` of `? :`")
        #expect(problem("(n + 1") == "6: expected `)`")
        #expect(problem("n +") == "3: the expression ends where a value is expected")
        #expect(problem("x") == "0: unexpected `x`; expected `n`, a number, `!` or `(`")
        #expect(problem("99999999999999999999") == "19: the number is too large")
        #expect(problem("n != 1;") == nil)
        #expect(problem(String(repeating: "(", count: 65) + "n" + String(repeating: ")", count: 65))?.hasSuffix("the expression nests deeper than 64 levels") == true)
        #expect(problem(String(repeating: "(", count: 64) + "n" + String(repeating: ")", count: 64)) == nil)
        #expect(problem(String(repeating: "!", count: 100) + "n")?.hasSuffix("the expression nests deeper than 64 levels") == true)
        // A chain of operators nests as deep as it is long, without a parenthesis.
        #expect(problem(Array(repeating: "n", count: 100_000).joined(separator: "+"))?.hasSuffix("the expression nests deeper than 64 levels") == true)
        #expect(problem(Array(repeating: "n == 1 ? 0 :", count: 100).joined(separator: " ") + " 1")?.hasSuffix("the expression nests deeper than 64 levels") == true)
    }

    func header(_ value: String) -> String {
        do {
            let forms = try PluralForms.parse(value, language: "ru", file: "/p/ru.po", line: 7)
            return "nplurals=\(forms.count)"
        } catch {
            return error.description
        }
    }

    @Test func theHeaderIsCheckedAsMsgfmtChecksIt() {
        #expect(header(" nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);") == "nplurals=3")
        #expect(header("nplurals=2;  plural= n != 1") == "nplurals=2")
        #expect(header("nplurals=1; plural=0;") == "nplurals=1")
        #expect(header("plural=n != 1; nplurals=2;") == "nplurals=2")
        #expect(header("nplurals=2; plural=n;") == "/p/ru.po:7: error: `Plural-Forms`: `plural=` gives form 2 for n = 2, but `nplurals=2` has forms 0 to 1")
        #expect(header("nplurals=3; plural=n%3 + 1/(n-7);") == "/p/ru.po:7: error: `Plural-Forms`: `plural=` divides by zero for n = 7")
        #expect(header("nplurals=0; plural=0;") == "/p/ru.po:7: error: `Plural-Forms`: `nplurals=0`: a language has 1 to 100 forms")
        #expect(header("nplurals=x; plural=0;") == "/p/ru.po:7: error: `Plural-Forms`: `nplurals` must be a whole number; expected `nplurals=N; plural=EXPRESSION;`")
        #expect(header("plural=0;") == "/p/ru.po:7: error: `Plural-Forms`: no `nplurals=`; expected `nplurals=N; plural=EXPRESSION;`")
        #expect(header("nplurals=2;") == "/p/ru.po:7: error: `Plural-Forms`: no `plural=`; expected `nplurals=N; plural=EXPRESSION;`")
        #expect(header("nplurals=2; plural=n !== 1;") == "/p/ru.po:7: error: `Plural-Forms`: `plural=n !== 1`: unexpected `=`; expected `n`, a number, `!` or `(` (character 5)")
    }

    @Test func aCountBeyondTheCheckedOnesIsRefusedWhenItIsLookedUp() throws {
        let forms = try PluralForms.parse("nplurals=2; plural=n > 5000 ? 2 : n != 1;", language: "de", file: "/p/de.po", line: 3)
        #expect(try forms.index(for: .count(1)) == 0)
        #expect(try forms.index(for: .count(7)) == 1)
        #expect(throws: CatalogError(file: "/p/de.po", line: 3, "`Plural-Forms`: `plural=` gives form 2 for n = 5001, but `nplurals=2` has forms 0 to 1")) {
            try forms.index(for: .count(5001))
        }
    }

    @Test func aCategoryIsTheFormOfItsCLDRSample() throws {
        let russian = try PluralForms.parse("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
                                            language: "ru", file: "/p/ru.po", line: 1)
        #expect(try [PluralCategory.one, .few, .many].map { try russian.index(for: .category($0)) } == [0, 1, 2])
        // Russian `other` has no whole number: the last form, the formula's final `else`.
        #expect(try russian.index(for: .category(.other)) == 2)
        #expect(try russian.index(for: nil) == 2)
        // A category Russian lacks is `other`.
        #expect(try russian.index(for: .category(.two)) == 2)
        let german = PluralForms.germanic(language: "de", file: "/p/de.po")
        #expect(try german.index(for: .category(.one)) == 0)
        #expect(try german.index(for: .category(.few)) == 1)
    }

    @Test func theHeaderIsReadFromItsOwnLineWhenItSpansSeveral() {
        let fixture = Fixture()
        fixture.write("po/ru.po", """
        msgid ""
        msgstr ""
        "Language: ru\\n"
        "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "
        "n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 3);\\n"

        msgid "a"
        msgstr "b"
        """)
        #expect(fixture.catalogError("po") == "po/ru.po:4: error: `Plural-Forms`: `plural=` gives form 3 for n = 0, but `nplurals=3` has forms 0 to 2")
        let deep = String(repeating: "(", count: 70) + "n != 1" + String(repeating: ")", count: 70)
        fixture.write("po/ru.po", "msgid \"\"\nmsgstr \"\"\n\"Language: ru\\n\"\n\"Plural-Forms: nplurals=2; plural=\(deep);\\n\"\n")
        #expect(fixture.catalogError("po") == "po/ru.po:4: error: `Plural-Forms`: `plural=\(InputExcerpt.of(deep))`: the expression nests deeper than 64 levels (character 65)")
    }
}
