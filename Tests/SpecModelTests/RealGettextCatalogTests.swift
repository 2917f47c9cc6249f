import Foundation
import RenderSupport
import Testing
@testable import SpecModel
@testable import StringCatalogs

/// Excerpts of real `.po` files (GNOME apps, Fixtures/real/gettext/README.md) read as gettext reads
/// them: each file's `Plural-Forms` picks `msgstr[n]` for a count, and the text agrees with CLDR's
/// rules through an Xcode String Catalog of the same translations (Fixtures/plurals/).
struct RealGettextCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    private func catalog(_ path: String) throws -> StringCatalog {
        try StringCatalog.load(path: path, relativeTo: Self.root + "/spec.json", root: RenderRoot(Self.root))
    }

    /// `key` in `language` for `count`, its placeholders filled with the count as the app fills them.
    private func text(_ catalog: StringCatalog, _ key: String, _ language: String, count: Int) throws -> String? {
        guard let entry = try catalog.entry(key: key, language: language, choice: .count(count)) else { return nil }
        guard case .success(let text) = CatalogFormat.apply(entry.value, arguments: .array([.number(Double(count))]), count: .position(1)) else { return nil }
        return text
    }

    static let counts = [0, 1, 2, 5, 11, 21, 22, 25, 100]

    /// Per language: the text and CLDR category of each of `counts`.
    static let expected: [(language: String, texts: [String], categories: [PluralCategory])] = [
        ("ru", ["на 0 часов отстает", "на 1 час отстает", "на 2 часа отстает", "на 5 часов отстает", "на 11 часов отстает",
                "на 21 час отстает", "на 22 часа отстает", "на 25 часов отстает", "на 100 часов отстает"],
         [.many, .one, .few, .many, .many, .one, .few, .many, .many]),
        ("pl", ["0 godzin do tyłu", "1 godzina do tyłu", "2 godziny do tyłu", "5 godzin do tyłu", "11 godzin do tyłu",
                "21 godzin do tyłu", "22 godziny do tyłu", "25 godzin do tyłu", "100 godzin do tyłu"],
         [.many, .one, .few, .many, .many, .many, .few, .many, .many]),
        ("ar", ["متأخِّر أقل من ساعة", "متأخِّر ساعة", "متأخِّر ساعتين", "متأخِّر 5 ساعات", "متأخِّر 11 ساعة",
                "متأخِّر 21 ساعة", "متأخِّر 22 ساعة", "متأخِّر 25 ساعة", "متأخِّر 100 ساعة"],
         [.zero, .one, .two, .few, .many, .many, .many, .many, .other]),
        ("he", ["0 שעות אחורה", "שעה אחורה", "שעתיים אחורה", "5 שעות אחורה", "11 שעות אחורה",
                "21 שעות אחורה", "22 שעות אחורה", "25 שעות אחורה", "100 שעות אחורה"],
         [.other, .one, .two, .other, .other, .other, .other, .other, .other]),
    ]

    // The module named: @Test writes the type out, and SpecModel's alias (CatalogBridge) makes the
    // bare name ambiguous there.
    @Test(arguments: expected)
    func aCountShowsTheSameTextThroughPluralFormsAndThroughCLDR(language: String, texts: [String], categories: [StringCatalogs.PluralCategory]) throws {
        let po = try catalog("real/gettext/clocks")
        let xcstrings = try catalog("plurals/Hours.xcstrings")
        for (index, count) in Self.counts.enumerated() {
            #expect(PluralRules.category(for: count, language: language) == categories[index], "\(language) \(count)")
            #expect(try text(po, "%s hour behind", language, count: count) == texts[index], "\(language) \(count) (.po)")
            #expect(try text(xcstrings, "%s hour behind", language, count: count) == texts[index], "\(language) \(count) (.xcstrings)")
        }
    }

    @Test func eachFileKeepsItsOwnRuleWhereItDiffersFromCLDR() throws {
        // Hebrew's file predates CLDR's three forms: its `plural=` still gives 20, 30, … 100 a form
        // of their own (the same words, here), and that rule, not CLDR's, is what the app runs.
        let content = try GettextReader.read(Self.root + "/real/gettext/clocks", files: CatalogFiles(root: RenderRoot(Self.root), maxFileBytes: SpecLimits.maxFileBytes, parseJSON: StringCatalog.parseJSON), sourceLanguage: "en")
        guard case .indexed(let forms, let pluralForms)? = content.message(for: CatalogKey(table: "", key: "%s hour behind"), language: "he") else {
            Issue.record("not indexed forms")
            return
        }
        #expect(pluralForms.count == 4)
        #expect(try pluralForms.index(for: .count(100)) == 2)
        #expect(try pluralForms.index(for: .count(5)) == 3)
        #expect(forms[2]?.value == forms[3]?.value)
        let po = try catalog("real/gettext/clocks")
        // Punjabi's file says `n != 1`, CLDR puts 0 in `one`: the file's rule wins.
        #expect(try text(po, "%s hour behind", "pa", count: 0) == "0 ਘੰਟੇ ਪਿੱਛੇ")
        #expect(PluralRules.category(for: 0, language: "pa") == .one)
    }

    @Test func theSourceLanguagesFormsFollowItsOwnRules() throws {
        let po = try catalog("real/gettext/clocks")
        #expect(try text(po, "%s hour behind", "en", count: 1) == "1 hour behind")
        #expect(try text(po, "%s hour behind", "en", count: 0) == "0 hours behind")
        #expect(try text(po, "%s hour behind", "en", count: 21) == "21 hours behind")
    }

    @Test func aContinuationLineMayStartWithACombiningMark() throws {
        let po = try catalog("real/gettext/clocks")
        let key = "A simple and elegant clock application. It includes world clocks, alarms, a stopwatch, and timers."
        #expect(po.value(key, "pa") == "ਇੱਕ ਸਧਾਰਨ ਅਤੇ ਸ਼ਾਨਦਾਰ ਘੜੀ ਐਪਲੀਕੇਸ਼ਨ ਹੈ। ਇਸ ਵਿੱਚ ਘੜੀ, ਅਲਾਰਮ, ਸਟਾਪ-ਵਾਚ ਅਤੇ ਟਾਈਮਰ ਮੌਜੂਦ ਹੈ।")
        // `"` and U+0A4C are one grapheme cluster; the parser still sees the quote.
        let entries = try POParser.parse("msgid \"a\"\nmsgstr \"\"\n\"\u{0A4C}b\"\n\"\u{0301}\"\n", file: "/x.po")
        #expect(entries.first?.strings[0] == "\u{0A4C}b\u{0301}")
    }

    @Test func glibcsLocaleDigitsFlagIsAPlaceholder() throws {
        let fa = try catalog("real/gettext/calculator")
        let copyright = try #require(fa.entry(key: "© 1986–%d The Calculator authors", language: "fa"))
        #expect(CatalogFormat.apply(copyright.value, arguments: .array([.number(2026)])) == .success("\u{200F}© ۱۹۸۶-2026 نگارندگان ماشین‌حساب"))
        let function = try #require(try fa.entry(key: "Function “%s” takes %d argument", language: "fa", choice: .count(2)))
        #expect(CatalogFormat.apply(function.value, arguments: .array([.string("sin"), .number(2)]), count: .position(2))
                == .success("تابع «sin»\u{202C}\u{200F} 2 آرگومان می‌گیرد"))
    }

    @Test func oneFormForEveryCount() throws {
        let ja = try catalog("real/gettext/chess")
        for count in Self.counts { #expect(try ja.entry(key: "minute", language: "ja", choice: .count(count))?.value == "分") }
        #expect(ja.value("minute", "ja", plural: .one) == "分")
    }

    @Test func fuzzyEntriesAreKeptMarkedForTheReferenceToSkip() throws {
        let ja = try catalog("real/gettext/chess")
        #expect(ja.entry(key: "GNOME Chess", language: "ja")?.state == .fuzzy)
        #expect(ja.entry(key: "_New Game", language: "ja")?.state == .translated)
        let ar = try catalog("real/gettext/mines")
        #expect(ar.entry(key: "Small board", language: "ar")?.state == .fuzzy)
        #expect(ar.entry(key: "Mines", language: "ar")?.state == .translated)
    }

    /// A warning with the paths relative to the fixtures, wherever the tests run from.
    static func relative(_ warning: String) -> String {
        warning.replacingOccurrences(of: DisplayPath.forUser(root) + "/", with: "")
    }

    private func load(_ text: String) throws(SpecErrors) -> [ResolvedSpec] {
        let spec = """
        {"version": 1, "kind": "label", "size": {"width": 300, "height": 40},
         "text": \(text)}
        """
        return try SpecLoader(root: Self.root).load(bytes: Array(spec.utf8), file: Self.root + "/spec.json")
    }

    @Test func aFuzzyTranslationIsSkippedWithANoteUnlessTheSpecIncludesIt() throws {
        let skipped = try load(#"{"key": "GNOME Chess", "from": "real/gettext/chess"}"#)
        #expect(skipped.map(\.locale) == [nil])
        #expect(skipped[0].style.text == "GNOME Chess")
        #expect(skipped[0].warnings.map(Self.relative) == ["real/gettext/chess/ja.po:36:1: warning: the ja text of `GNOME Chess` in real/gettext/chess is marked fuzzy; skipped as msgfmt skips it, so ja has no translation of it (`\"fuzzy\": \"include\"` renders it; used at spec.json:2:10)"])

        let included = try load(#"{"key": "GNOME Chess", "from": "real/gettext/chess", "fuzzy": "include"}"#)
        #expect(included.map(\.locale) == [nil, "ja"])
        #expect(included[1].style.text == "GNOME チェス")
        #expect(included[0].warnings.isEmpty)
        #expect(included[1].warnings.map(Self.relative) == ["real/gettext/chess/ja.po:36:1: warning: the ja text of `GNOME Chess` in real/gettext/chess is marked fuzzy, which msgfmt leaves out; rendered as it is (used at spec.json:2:10)"])

        let positional = try load(#"{"key": "White pawn at %1$s takes the black pawn at %2$s en passant", "from": "real/gettext/chess", "fuzzy": "include", "arguments": ["e5", "d6"]}"#)
        #expect(positional.last?.style.text == "e5 にある白のポーンが d6 にある黒のポーンを獲得した")
    }

    @Test func aCountFromAnArgumentPicksEachLanguagesForm() throws {
        let specs = try load(#"{"key": "%s hour behind", "from": "real/gettext/clocks", "plural": {"argument": 1}, "arguments": [22]}"#)
        let texts = Dictionary(uniqueKeysWithValues: specs.map { ($0.locale ?? "-", $0.style.text) })
        #expect(texts == ["-": "22 hours behind", "ar": "متأخِّر 22 ساعة", "he": "22 שעות אחורה", "pa": "22 ਘੰਟੇ ਪਿੱਛੇ",
                          "pl": "22 godziny do tyłu", "ru": "на 22 часа отстает"])
        // A form that leaves the count out ("less than an hour") is fine: the count chose it.
        let zero = try load(#"{"key": "%s hour behind", "from": "real/gettext/clocks", "plural": {"argument": 1}, "arguments": [0]}"#)
        #expect(zero.first { $0.locale == "ar" }?.style.text == "متأخِّر أقل من ساعة")
    }
}
