import Foundation
import RenderSupport
import Testing
@testable import SpecModel
@testable import StringCatalogs

/// Every input in Fuzz/regressions/{xcstrings,strings,android,arb,po,dtcg} (inputs that once crashed
/// a fuzzer, docs/fuzzing.md) is loaded the way its fuzz target loads it — written to the same place
/// in a render root and read through the same entry point — and either loads or is refused with one
/// printable line naming a file. A crash here is the crash the fuzzer found.
@Suite struct CatalogFuzzRegressionTests {
    /// The files of one regression folder; none when the target never crashed.
    static func regressions(_ target: String) -> [URL] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Where each catalog target writes its input, and the `from` it loads (Fuzz/*Fuzz.swift).
    static let layouts: [(target: String, file: String, from: String, format: StringCatalog.Format)] = [
        ("xcstrings", "Localizable.xcstrings", "Localizable.xcstrings", .xcstrings),
        ("strings", "catalog/en.lproj/Localizable.strings", "catalog", .appleStrings),
        ("android", "res/values/strings.xml", "res", .android),
        ("arb", "l10n/app_en.arb", "l10n", .arb),
        ("po", "po/de.po", "po", .gettext),
    ]

    @Test(arguments: layouts.map(\.target))
    func everyCatalogRegressionIsLoadedOrRefused(target: String) throws {
        let layout = try #require(Self.layouts.first { $0.target == target })
        for url in Self.regressions(target) {
            let fixture = Fixture()
            let path = fixture.root + "/" + layout.file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contentsOf: url).write(to: URL(fileURLWithPath: path))
            do {
                let catalog = try StringCatalog.load(path: layout.from, root: RenderRoot(fixture.root))
                #expect(catalog.format == layout.format, "\(url.lastPathComponent)")
                #expect(catalog.languages.contains(catalog.sourceLanguage), "\(url.lastPathComponent)")
                // Every lookup answers, in every plural form (ICU messages are chosen here).
                for key in catalog.keys().prefix(256) {
                    for language in catalog.languages.prefix(16) {
                        for plural in PluralCategory.allCases {
                            _ = catalog.entry(key: key, language: language, plural: plural)
                        }
                    }
                }
            } catch {
                Self.expectOneLine(error.description, file: error.file, root: fixture.root, input: url)
            }
        }
    }

    /// The dtcg target: the token file read, every token and member mapped, then a label that uses
    /// the first token of each kind loaded (Fuzz/DTCGFuzz.swift).
    @Test func everyDesignTokenRegressionIsLoadedOrRefused() throws {
        for url in Self.regressions("dtcg") {
            let fixture = Fixture()
            let tokenFile = fixture.root + "/fuzz.tokens.json"
            try Data(contentsOf: url).write(to: URL(fileURLWithPath: tokenFile))
            let tokens: [DesignToken]
            do {
                tokens = try DesignTokenFile.read(tokenFile)
            } catch {
                Self.expectOneLine(error.description, file: error.file, root: fixture.root, input: url)
                continue
            }
            var set = DesignTokenSet()
            set.add(tokens)
            var uses: [String: String] = [:]
            for token in tokens.prefix(512) {
                if case .success(let mapped)? = set.specValue(token.path), TokenResolver.isName(token.path) {
                    for key in Self.specKeys(type: token.type, mapped: mapped) where uses[key] == nil { uses[key] = token.path }
                }
                for member in ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight",
                               "color", "offsetX", "offsetY", "x", "y", "blur", "spread"] {
                    _ = set.specValue(token.path + "." + member)
                }
            }
            var members = [#""version": 1"#, #""kind": "label""#, #""size": {"width": 64, "height": 16}"#, #""tokens": "fuzz.tokens.json""#]
            members.append(uses["text"].map { #""text": "${\#($0)}""# } ?? #""text": "Hi""#)
            for key in ["fill", "font", "shadow", "innerShadow", "letterSpacing"] {
                if let name = uses[key] { members.append(#""\#(key)": "$\#(name)""#) }
            }
            do {
                let specs = try SpecLoader(root: fixture.root).load(bytes: Array(("{" + members.joined(separator: ", ") + "}").utf8),
                                                                    file: fixture.root + "/spec.json")
                #expect(!specs.isEmpty, "\(url.lastPathComponent)")
            } catch {
                #expect(!error.errors.isEmpty, "\(url.lastPathComponent)")
                for error in error.errors {
                    Self.expectOneLine(error.description, file: error.file, root: fixture.root, input: url)
                }
            }
        }
    }

    /// As DTCGFuzz.swift places a token of each type in a label.
    static func specKeys(type: String?, mapped: MappedToken) -> [String] {
        switch type.map({ DTCGMapping.typeSynonyms[$0] ?? $0 }) {
        case "color"?, "gradient"?: return ["fill"]
        case "typography"?: return ["font"]
        case "shadow"?: return [mapped.insetShadow ? "innerShadow" : "shadow"]
        case "dimension"?: return ["letterSpacing"]
        case nil, "number"?, "fontFamily"?:
            switch mapped.value.kind {
            case .string, .number: return ["text"]
            default: return []
            }
        default: return []
        }
    }

    static func expectOneLine(_ line: String, file: String, root: String, input: URL) {
        #expect(!line.unicodeScalars.contains(where: PrintableText.isUnsafe), "\(input.lastPathComponent): \(line)")
        #expect(line.contains(": error: "), "\(input.lastPathComponent): \(line)")
        #expect(file == root || file.hasPrefix(root + "/"), "\(input.lastPathComponent): \(line)")
    }
}
