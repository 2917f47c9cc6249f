import Foundation
import XCTest

final class TextFieldCommandTests: XCTestCase {
    func testTextFieldStatesAndLocalesRenderIntoTheirFolders() throws {
        let cli = try CLIRunner()
        try cli.write("field.json", """
        {"version": 1, "kind": "textField", "name": "name", "size": {"width": 200, "height": 31},
         "text": "Ann", "placeholder": "Name", "clearButton": "whileEditing",
         "states": {"editing": {}}, "locales": {"ru": {"text": "Анна"}}}
        """)
        let result = try cli.run("field.json")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(cli.files().filter { $0.hasSuffix(".png") }, ["name-editing.png", "name.png", "ru/name-editing.png", "ru/name.png"])
    }

    func testATranslationThatDoesNotFitWarnsNamingSpecAndLocaleAndStrictFails() throws {
        let cli = try CLIRunner()
        try cli.write("field.json", """
        {"version": 1, "kind": "textField", "size": {"width": 120, "height": 31}, "text": "Search",
         "minimumScale": 0.8, "locales": {"de": {"text": "Durchsuchen Sie alle Einträge"}}}
        """)
        let relaxed = try cli.run("field.json")
        XCTAssertEqual(relaxed.status, 0, relaxed.stderr)
        XCTAssertTrue(relaxed.stderr.contains(
            "field.json:2:50: warning: $.locales.de.text: text does not fit: shrunk to the minimum scale 0.8 and still truncated with an ellipsis (state normal, locale de)"),
            relaxed.stderr)
        XCTAssertFalse(relaxed.stderr.contains("warning: $.text: text does not fit"), "the base text fits")
        let strict = try cli.run("field.json", "--strict")
        XCTAssertEqual(strict.status, 1)
    }

    func testAGlyphNoFontDrawsFailsWithItsCharacter() throws {
        let cli = try CLIRunner()
        try cli.write("field.json", """
        {"version": 1, "kind": "textField", "size": {"width": 120, "height": 31}, "text": "",
         "placeholder": "名前"}
        """)
        let result = try cli.run("field.json")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("$.placeholder: no font in the chain (DejaVu Sans) draws U+540D '名'"), result.stderr)
        XCTAssertTrue(cli.files().filter { $0.hasSuffix(".png") }.isEmpty)
    }
}
