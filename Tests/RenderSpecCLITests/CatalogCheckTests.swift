import Foundation
import XCTest

/// String catalogs are inputs of `check`: a changed translation fails exactly the goldens of the
/// locales it touched, and the manifest records every catalog's hash.
final class CatalogCheckTests: XCTestCase {
    let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "continue" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiter" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Continue" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Continuer" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    func testAChangedTranslationFailsOnlyItsLocaleAndTheNoteNamesTheCatalog() throws {
        let cli = try CLIRunner()
        try cli.write("Localizable.xcstrings", catalog)
        try cli.write("t.json", """
        {"version": 1, "kind": "label", "size": {"width": 120, "height": 30},
         "text": {"key": "continue", "from": "Localizable.xcstrings"}}
        """)
        XCTAssertEqual(try cli.run("check", ".", "--update").status, 0)
        XCTAssertTrue(cli.exists("t.png") && cli.exists("de/t.png") && cli.exists("fr/t.png"))
        let manifest = String(decoding: try cli.data("render-spec-manifest.json"), as: UTF8.self)
        XCTAssertTrue(manifest.contains(#""Localizable.xcstrings" : ""#), manifest)
        XCTAssertEqual(try cli.run("check", ".").status, 0)

        try cli.write("Localizable.xcstrings", catalog.replacingOccurrences(of: "Weiter", with: "Weiter!"))
        let result = try cli.run("check", ".")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("FAIL de/t.png"), result.stdout)
        XCTAssertTrue(result.stdout.contains("catalog Localizable.xcstrings changed since the goldens were rendered"), result.stdout)
        XCTAssertTrue(result.stdout.contains("2 passed, 1 failed"), result.stdout)
    }

    func testATranslationMarkedForReviewWarnsInCheckAndFailsUnderStrict() throws {
        let cli = try CLIRunner()
        try cli.write("Localizable.xcstrings", catalog.replacingOccurrences(of: #""state" : "translated", "value" : "Continuer""#,
                                                                         with: #""state" : "needs_review", "value" : "Continuer""#))
        try cli.write("t.json", """
        {"version": 1, "kind": "label", "size": {"width": 120, "height": 30},
         "text": {"key": "continue", "from": "Localizable.xcstrings"}}
        """)
        XCTAssertEqual(try cli.run("check", ".", "--update").status, 0)
        let plain = try cli.run("check", ".", "--junit", "junit.xml")
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(plain.stdout.contains("the fr text of `continue`") && plain.stdout.contains("is marked for review"), plain.stdout)
        XCTAssertTrue(String(decoding: try cli.data("junit.xml"), as: UTF8.self).contains("is marked for review"))
        XCTAssertEqual(try cli.run("check", ".", "--strict").status, 1)
    }
}
