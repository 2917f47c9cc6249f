import Foundation
import RenderSupport
import Testing
@testable import SpecModel
@testable import StringCatalogs

/// An excerpt of a real app's `res/` folder (NewPipe, Fixtures/real/android/README.md): every
/// qualifier form aapt2 accepts for a language is a locale, configurations are not, and what cannot
/// be mapped is a warning naming the folder (issue 21, points 1 and 2).
struct RealAndroidCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/real/android").path

    private func catalog() throws -> StringCatalog {
        try StringCatalog.load(path: "res", relativeTo: Self.root + "/spec.json", root: RenderRoot(Self.root), sourceLanguage: "en")
    }

    @Test func everyLanguageQualifierIsALocaleAndConfigurationsAreNot() throws {
        let catalog = try catalog()
        #expect(catalog.languages == ["ckb", "en", "fil", "he", "id", "kab", "nqo", "pt-BR", "tok", "und", "uz-Latn", "zh-CN"])
        #expect(catalog.value("cancel", "fil") == "Kanselahin")
        #expect(catalog.value("ok", "kab") == "Ih")
        #expect(catalog.value("ok", "nqo") == "ߏ߬ߞߍ߫")
        #expect(catalog.value("ok", "tok") == "pona.")
        #expect(catalog.value("ok", "ckb") == "باشە")
        #expect(catalog.value("cancel", "uz-Latn") == "Bekor qilish")
        #expect(catalog.value("ok", "id") == "Oke")
        #expect(catalog.value("ok", "zh-CN") == "确定")
        #expect(catalog.value("ok", "pt-BR") == "OK")
        // A device configuration's strings are not a translation: the base text stays.
        #expect(catalog.value("ok", "en") == "OK")
    }

    @Test func aQualifierThatIsNeitherIsAWarningNamingTheFolder() throws {
        let warnings = try catalog().warnings.map(\.text)
        #expect(warnings.contains { $0.hasSuffix("res/values-xx-rZZZ: warning: the qualifiers of `values-xx-rZZZ` are neither a language render-spec can map to BCP 47 nor a device configuration; its strings are not read") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("values-night") || $0.contains("values-v27") || $0.contains("values-sw600dp-land") }, "\(warnings)")
    }

    @Test func androidsOldCodeAndTodaysAreOneLocaleWithAWarningWhereTheyDiffer() throws {
        let catalog = try catalog()
        #expect(catalog.value("ok", "he") == "אישור")       // values-he wins over values-iw
        #expect(catalog.value("cancel", "he") == "ביטול")   // the same in both: no warning
        #expect(catalog.value("yoga", "he") == "\u{1F9D8} יוגה")  // only in values-iw: still read
        let warnings = catalog.warnings.map(\.text)
        #expect(warnings.contains { $0.contains("res/values-he/strings.xml:4: warning: `ok` differs between `values-iw` and `values-he`, which are both he; the text of `values-he` is used") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("`cancel` differs") }, "\(warnings)")
    }

    @Test func aSurrogatePairIsOneCharacter() throws {
        #expect(try catalog().value("yoga", "en") == "\u{1F9D8} Yoga")
    }

    @Test func folderNamesMapAsAapt2ReadsThem() {
        let cases: [(String, CatalogLanguage.AndroidFolder?)] = [
            ("values", .base), ("values-fil", .language("fil")), ("values-b+sr+Latn", .language("sr-Latn")),
            ("values-b+es+419", .language("es-419")), ("values-zh-rTW", .language("zh-TW")), ("values-es-r419", .language("es-419")),
            ("values-iw", .language("he")), ("values-in", .language("id")), ("values-ji", .language("yi")),
            ("values-night", .configuration), ("values-v21", .configuration), ("values-sw600dp", .configuration),
            ("values-land", .configuration), ("values-fr-land", .configuration), ("values-mcc310-en", .configuration),
            ("values-car", .configuration), ("values-xx-rZZZ", .unknown), ("values-b+!!", .unknown), ("layout", nil),
        ]
        for (name, expected) in cases { #expect(CatalogLanguage.android(name) == expected, "\(name)") }
    }
}
