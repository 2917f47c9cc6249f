import Foundation
import Testing

/// `render-spec validate` on a spec whose text is a plural form chosen by count, over a Russian
/// gettext catalog: each language's form comes from its own `Plural-Forms` (docs/catalogs.md#plurals).
struct PluralCountCommandTests {
    static let russian = #"""
    msgid ""
    msgstr ""
    "Language: ru\n"
    "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "
    "n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

    #, c-format
    msgid "%d file"
    msgid_plural "%d files"
    msgstr[0] "%d файл"
    msgstr[1] "%d файла"
    msgstr[2] "%d файлов"
    """#

    static func spec(_ plural: String, arguments: String) -> String {
        """
        {"version": 1, "kind": "label", "size": {"width": 200, "height": 40},
         "text": {"key": "%d file", "from": "po", "plural": \(plural), "arguments": \(arguments)}}
        """
    }

    @Test func aCountValidatesAndEachLanguageTakesItsForm() throws {
        let cli = try CLIRunner()
        try cli.write("po/ru.po", Self.russian)
        try cli.write("given.json", Self.spec(#"{"count": 5}"#, arguments: "[5]"))
        try cli.write("argument.json", Self.spec(#"{"argument": 1}"#, arguments: "[22]"))
        for name in ["given.json", "argument.json"] {
            let result = try cli.run("validate", name)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(!(result.stdout + result.stderr).contains("error"), "\(result.stdout)\(result.stderr)")
            // The base text and the ru locale.
            #expect(result.stdout.contains("1 spec(s) valid (2 variant(s))"), "\(result.stdout)")
        }
        try cli.write("wrong.json", Self.spec(#"{"argument": 2}"#, arguments: "[22]"))
        let wrong = try cli.run("validate", "wrong.json")
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("wrong.json:2:66: error: $.text.plural.argument: `argument` is position 2, but `arguments` has 1"), "\(wrong.stderr)")
    }
}
