import XCTest
import SpecModel
@testable import SpecRender

final class AndroidQualifierTests: XCTestCase {
    func testLocaleQualifiersFollowAndroidsTwoForms() throws {
        let cases: [(String, String)] = [
            ("de", "de"), ("zh-CN", "zh-rCN"), ("pt-BR", "pt-rBR"), ("zh-cn", "zh-rCN"), ("EN-gb", "en-rGB"),
            // A script, a three-letter language, a numeric region or a variant needs BCP 47's `b+` form.
            ("sr-Latn", "b+sr+Latn"), ("zh-Hans", "b+zh+Hans"), ("zh-hant-TW", "b+zh+Hant+TW"),
            ("fil", "b+fil"), ("es-419", "b+es+419"), ("ca-ES-valencia", "b+ca+ES+valencia"), ("de-1996", "b+de+1996"),
        ]
        for (tag, qualifier) in cases {
            XCTAssertEqual(try AndroidQualifiers.locale(tag), qualifier, tag)
        }
        XCTAssertEqual(try AndroidQualifiers.folder(locale: "sr-Latn", density: "xhdpi"), "drawable-b+sr+Latn-xhdpi")
        XCTAssertEqual(try AndroidQualifiers.folder(locale: "de", density: "xhdpi"), "drawable-de-xhdpi")
        XCTAssertEqual(try AndroidQualifiers.folder(locale: nil, density: "mdpi"), "drawable-mdpi")
    }

    func testTagsAndroidCannotSayAreRefused() {
        for tag in ["", "e", "english", "de_DE", "en-x-pirate", "de-u-co-phonebk", "zh-CN-Hans", "de--DE", "12"] {
            XCTAssertThrowsError(try AndroidQualifiers.locale(tag), tag) {
                XCTAssertEqual($0 as? AndroidQualifiers.QualifierError, AndroidQualifiers.QualifierError(tag: tag))
            }
        }
    }

    func testDensitiesAreTheFiveBucketsInOrder() {
        XCTAssertEqual(AndroidDensity.all.map(\.qualifier), ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"])
        XCTAssertEqual(AndroidDensity.all.map(\.scale), [1, 1.5, 2, 3, 4])
        XCTAssertEqual(OutputFormat.android.platformScales, AndroidDensity.all.map(\.scale))
        XCTAssertEqual(ImageCount.of(scales: [1], formats: [.android, .imageset, .flutter]), 5 + 3 + 3)
    }

    func testResourceNames() {
        XCTAssertEqual(AndroidResourceName.of(name: "glossy-ok", state: "normal"), "glossy_ok")
        XCTAssertEqual(AndroidResourceName.of(name: "Title2", state: "normal"), "title2")
        XCTAssertEqual(AndroidResourceName.of(name: "glossy-red", state: "highlighted"), "glossy_red_highlighted")
        XCTAssertEqual(AndroidResourceName.of(name: "hud", state: "Hot-Pink"), "hud_hot_pink")
        XCTAssertEqual(AndroidResourceName.of(name: "2up", state: "normal"), "img_2up")
        XCTAssertEqual(AndroidResourceName.of(name: "_x", state: "normal"), "img__x")
        XCTAssertEqual(AndroidResourceName.of(name: "Grüße", state: "normal"), "gr__e", "one `_` per character")
        XCTAssertEqual(AndroidResourceName.of(name: "continue", state: "normal"), "continue_", "a Java keyword")
        XCTAssertEqual(AndroidResourceName.of(name: "class", state: "disabled"), "class_disabled")
    }

    func testResourceKeysIgnoreTheExtensionAndCountMdpiOnly() {
        XCTAssertEqual(AndroidResourceName.key(ofFile: "/o/res/drawable-de-mdpi/ok.9.png"), "/o/res/drawable-de-mdpi/ok")
        XCTAssertEqual(AndroidResourceName.key(ofFile: "/o/res/drawable-de-mdpi/ok.png"), "/o/res/drawable-de-mdpi/ok")
        XCTAssertNil(AndroidResourceName.key(ofFile: "/o/res/drawable-de-xhdpi/ok.png"))
        XCTAssertNil(AndroidResourceName.key(ofFile: "/o/res/drawable-xxxhdpi/ok.9.png"))
    }

    /// Only pixels wholly inside the one-point middle repeat: at 1.5× a 13 pt cap ends mid-pixel.
    func testStretchRunIsThePixelsInsideTheMiddlePoint() {
        XCTAssertEqual(NinePatch.middle(cap: 12, scale: 1), 12..<13)
        XCTAssertEqual(NinePatch.middle(cap: 12, scale: 1.5), 18..<19)
        XCTAssertEqual(NinePatch.middle(cap: 13, scale: 1.5), 20..<21)
        XCTAssertEqual(NinePatch.middle(cap: 12, scale: 3), 36..<39)
        XCTAssertEqual(NinePatch.middle(cap: 12.4, scale: 1), 12..<13, "no whole pixel inside: the nearest")
    }
}
