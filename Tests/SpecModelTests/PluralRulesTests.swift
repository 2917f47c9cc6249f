import Testing
@testable import StringCatalogs

/// CLDR's cardinal plural rules, as generated from cldr-json into CLDRPluralRules and evaluated by
/// PluralRules for whole counts (docs/catalogs.md#plurals).
struct PluralRulesTests {
    @Test func everyRuleParsesAndPutsEveryIntegerSampleInItsOwnCategory() {
        #expect(CLDRPluralRules.version == "47")
        #expect(CLDRPluralRules.languages.count > 200)
        var checked = 0
        for (language, rules) in CLDRPluralRules.languages {
            for (category, text) in rules {
                let rule = PluralRule(text)
                #expect(rule != nil, "\(language) \(category): \(text)")
                for sample in rule?.integerSamples ?? [] {
                    #expect(PluralRules.category(for: sample, language: language) == category, "\(language) \(sample)")
                    checked += 1
                }
            }
        }
        #expect(checked > 3000)
    }

    @Test(arguments: [
        ("ru", 1, PluralCategory.one), ("ru", 2, .few), ("ru", 5, .many), ("ru", 11, .many), ("ru", 21, .one),
        ("ru", 22, .few), ("ru", 0, .many), ("ru", 111, .many),
        ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 5, .few), ("ar", 11, .many), ("ar", 100, .other),
        ("ar", 102, .other), ("ar", 103, .few),
        ("pl", 1, .one), ("pl", 22, .few), ("pl", 25, .many), ("pl", 21, .many), ("pl", 0, .many),
        ("he", 1, .one), ("he", 2, .two), ("he", 20, .other), ("he", 100, .other),
        ("ja", 0, .other), ("ja", 1, .other), ("ja", 2, .other),
        ("en", 1, .one), ("en", 0, .other), ("fr", 0, .one), ("fr", 1_000_000, .many), ("cy", 6, .many),
        ("lv", 0, .zero), ("br", 1_000_000, .many),
    ])
    func countsTakeTheirLanguagesCategory(language: String, count: Int, category: PluralCategory) {
        #expect(PluralRules.category(for: count, language: language) == category)
    }

    @Test func aRegionOrScriptFollowsItsLanguageUnlessCLDRHasItsOwnRules() {
        #expect(PluralRules.cldrLanguage(for: "pt-BR") == "pt")
        #expect(PluralRules.cldrLanguage(for: "pt-PT") == "pt-PT")
        #expect(PluralRules.cldrLanguage(for: "pt_pt") == "pt-PT")
        #expect(PluralRules.cldrLanguage(for: "sr-Latn") == "sr")
        #expect(PluralRules.cldrLanguage(for: "zh-Hant") == "zh")
        #expect(PluralRules.cldrLanguage(for: "zh-Hant-TW") == "zh")
        #expect(PluralRules.cldrLanguage(for: "xx") == nil)
        // Portugal's Portuguese puts 0 in `other`, Brazil's in `one`.
        #expect(PluralRules.category(for: 0, language: "pt-BR") == .one)
        #expect(PluralRules.category(for: 0, language: "pt-PT") == .other)
        #expect(PluralRules.category(for: 21, language: "sr-Latn") == .one)
        #expect(PluralRules.category(for: 1, language: "xx") == .other)
    }

    @Test func samplesAreTheFirstWholeNumberOfACategory() {
        #expect(PluralRules.sample(of: .one, language: "en") == 1)
        #expect(PluralRules.sample(of: .other, language: "en") == 0)
        #expect(PluralRules.sample(of: .few, language: "ru") == 2)
        #expect(PluralRules.sample(of: .many, language: "ru") == 0)
        #expect(PluralRules.sample(of: .two, language: "he") == 2)
        #expect(PluralRules.sample(of: .many, language: "ar") == 11)
        #expect(PluralRules.sample(of: .many, language: "fr") == 1_000_000)
        // Russian `other` holds only fractions; German has no `few`.
        #expect(PluralRules.sample(of: .other, language: "ru") == nil)
        #expect(PluralRules.sample(of: .few, language: "de") == nil)
        #expect(PluralRules.categories(language: "ru") == [.one, .few, .many, .other])
        #expect(PluralRules.categories(language: "xx") == [.other])
    }

    @Test func theRuleSyntax() throws {
        let rule = try #require(PluralRule("n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99 @integer 3, 4, 9, 23 @decimal 3.0"))
        #expect([3, 4, 9, 23, 104, 109].allSatisfy { rule.holds(for: $0) })
        #expect(![13, 73, 95, 5, 0].contains { rule.holds(for: $0) })
        #expect(rule.integerSamples == [3, 4, 9, 23])
        // For a whole count the fraction operands are 0.
        #expect(try #require(PluralRule("v = 0 and i = 1")).holds(for: 1))
        #expect(try #require(PluralRule("i = 0 and v != 0")).holds(for: 0) == false)
        #expect(try #require(PluralRule("n = 1 or t != 0 and i = 0,1")).holds(for: 0) == false)
        #expect(try #require(PluralRule(" @integer 2~4, 1c6, 10 @decimal 0.5")).integerSamples == [2, 3, 4, 10])
        #expect(PluralRule("n = ") == nil)
        #expect(PluralRule("n == 1") == nil)
        #expect(PluralRule("x = 1") == nil)
        #expect(PluralRule("n = 2..1") == nil)
        #expect(PluralRule("n % 0 = 1") == nil)
    }
}
