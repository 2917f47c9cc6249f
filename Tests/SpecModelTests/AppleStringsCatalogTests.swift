import Foundation
import Testing
@testable import SpecModel

@Suite struct AppleStringsCatalogTests {
    func app() -> Fixture {
        let fixture = Fixture()
        fixture.write("App/en.lproj/Localizable.strings", #"""
        /* The title on the results screen. */
        "high_score" = "HIGH SCORE %lld";
        // Escapes as Xcode writes them.
        "greeting" = "Hello,\n\"friend\"";
        "cafe" = "Caf\U00e9";
        unquoted_key = "Plain";
        "empty" = "";
        """#)
        fixture.write("App/en.lproj/Settings.strings", #""title" = "Settings";"#)
        fixture.write("App/Base.lproj/Localizable.strings", #""only_in_base" = "From Base"; "high_score" = "overridden";"#)
        fixture.write("App/de.lproj/Localizable.strings", #""high_score" = "HIGHSCORE %lld"; "cafe" = "Café";"#)
        fixture.write("App/pt_BR.lproj/Localizable.strings", #""high_score" = "RECORDE %lld";"#)
        fixture.write("App/Base.lproj/Main.storyboard", "<document/>")
        return fixture
    }

    @Test func readsLprojTables() throws {
        let fixture = app()
        let catalog = try fixture.catalog("App")
        #expect(catalog.format == .appleStrings)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en", "pt-BR"])
        #expect(catalog.defaultTable == "Localizable")
        #expect(catalog.tables == ["Localizable", "Settings"])
        #expect(catalog.value("high_score", "en") == "HIGH SCORE %lld")
        #expect(catalog.value("high_score", "de") == "HIGHSCORE %lld")
        #expect(catalog.value("high_score", "pt-BR") == "RECORDE %lld")
        #expect(catalog.value("title", "en", table: "Settings") == "Settings")
        #expect(catalog.value("title", "en") == nil)
        #expect(catalog.value("unquoted_key", "en") == "Plain")
        #expect(catalog.value("empty", "en") == nil)
        #expect(catalog.entry(key: "cafe", language: "de")?.line == nil)
        #expect(catalog.keys() == ["cafe", "empty", "greeting", "high_score", "only_in_base", "unquoted_key"].filter { $0 != "empty" })
    }

    @Test func escapesAreDecoded() throws {
        let catalog = try app().catalog("App")
        #expect(catalog.value("greeting", "en") == "Hello,\n\"friend\"")
        #expect(catalog.value("cafe", "en") == "Café")
    }

    @Test func baseCountsForTheDevelopmentLanguage() throws {
        let catalog = try app().catalog("App")
        #expect(catalog.value("only_in_base", "en") == "From Base")
        // The language's own file wins over Base.
        #expect(catalog.value("high_score", "en") == "HIGH SCORE %lld")
        #expect(catalog.value("only_in_base", "de") == nil)
    }

    @Test func developmentLanguage() throws {
        let fixture = Fixture()
        fixture.write("Only/Base.lproj/Localizable.strings", #""a" = "A";"#)
        fixture.write("Only/fr.lproj/Localizable.strings", #""a" = "À";"#)
        let baseOnly = try fixture.catalog("Only")
        #expect(baseOnly.sourceLanguage == "en")
        #expect(baseOnly.languages == ["en", "fr"])
        #expect(baseOnly.value("a", "en") == "A")
        let german = try fixture.catalog("Only", source: "de")
        #expect(german.value("a", "de") == "A")
        #expect(german.languages == ["de", "fr"])

        fixture.write("NoEnglish/de.lproj/Localizable.strings", #""a" = "A";"#)
        fixture.write("NoEnglish/fr.lproj/Localizable.strings", #""a" = "À";"#)
        #expect(fixture.catalogError("NoEnglish") == "NoEnglish: error: cannot tell the development language: there is no `en.lproj` or `Base.lproj` (found `de.lproj`, `fr.lproj`); name the source language")
        #expect(try fixture.catalog("NoEnglish", source: "de").value("a", "de") == "A")
    }

    @Test func utf16AndBinaryTables() throws {
        let fixture = Fixture()
        fixture.write("U/en.lproj/x", "")
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(#""a" = "Ä";"#.data(using: .utf16LittleEndian)!)
        try utf16.write(to: URL(fileURLWithPath: fixture.root + "/U/en.lproj/Localizable.strings"))
        let binary = try PropertyListSerialization.data(fromPropertyList: ["b": "B"], format: .binary, options: 0)
        try binary.write(to: URL(fileURLWithPath: fixture.root + "/U/en.lproj/Compiled.strings"))
        let catalog = try fixture.catalog("U")
        #expect(catalog.value("a", "en") == "Ä")
        #expect(catalog.value("b", "en", table: "Compiled") == "B")
    }

    @Test func parseErrorsNameTheLine() {
        let fixture = Fixture()
        fixture.write("Bad/en.lproj/Localizable.strings", "\"a\" = \"b\"\n\"c\" = \"d\";\n")
        #expect(fixture.catalogError("Bad") == "Bad/en.lproj/Localizable.strings:2: error: cannot parse the `.strings` file: Missing ';' on line 2")
        fixture.write("Bad/en.lproj/Localizable.strings", "\"a\" = \"b\";\n\"c\" = \"unterminated;\n")
        #expect(fixture.catalogError("Bad")?.hasPrefix("Bad/en.lproj/Localizable.strings") == true)
        fixture.write("Bad/en.lproj/Localizable.strings", "\"a\" = \"b\";")
        fixture.write("Bad/Deutsch.lproj/Localizable.strings", "\"a\" = \"b\";")
        // A folder named for no language is left out with a warning; the other languages load.
        #expect(fixture.catalogError("Bad") == nil)
        let catalog = try? fixture.catalog("Bad")
        #expect(catalog?.languages == ["en"])
        #expect(catalog?.warnings.map { $0.text.replacingOccurrences(of: fixture.root + "/", with: "") }
                == ["Bad/Deutsch.lproj: warning: `Deutsch.lproj` names no language render-spec can map to BCP 47 (e.g. `en.lproj`, `pt-BR.lproj`, `zh-Hans.lproj`, `Base.lproj`); its strings are not read"])
    }

    /// `.strings` files are UTF-8 or UTF-16 with a byte order mark, little- or big-endian, as Xcode
    /// writes and Bundle reads them.
    @Test func utf16StringsFilesAreRead() throws {
        let fixture = Fixture()
        fixture.write("App/en.lproj/Localizable.strings", "\"title\" = \"Hello\";\n")
        let root = URL(fileURLWithPath: fixture.root)
        for folder in ["App/de.lproj", "App/fr.lproj"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try (Data([0xFF, 0xFE]) + "\"title\" = \"Grüße\";\n".data(using: .utf16LittleEndian)!)
            .write(to: root.appendingPathComponent("App/de.lproj/Localizable.strings"))
        try (Data([0xFE, 0xFF]) + "\"title\" = \"Ça va\";\n".data(using: .utf16BigEndian)!)
            .write(to: root.appendingPathComponent("App/fr.lproj/Localizable.strings"))
        let catalog = try fixture.catalog("App")
        #expect(catalog.value("title", "de") == "Grüße")
        #expect(catalog.value("title", "fr") == "Ça va")
    }
}
