import Foundation
import RenderSupport
import Testing
@testable import SpecModel
@testable import StringCatalogs

/// Xcode String Catalogs, and what every format shares: finding the format, the render root,
/// the size limit, exact lookups.
@Suite struct CatalogTests {
    /// As Xcode 15 writes it: `version`, `extractionState`, a space before every colon, keys sorted.
    static let localizable = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : {

        },
        "Continue" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Weiter"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Continuer"
              }
            },
            "ja" : {
              "stringUnit" : {
                "state" : "new",
                "value" : ""
              }
            }
          }
        },
        "high_score %lld" : {
          "comment" : "Title on the results screen",
          "extractionState" : "manual",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "HIGHSCORE %lld"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "HIGH SCORE %lld"
              }
            }
          }
        },
        "items_count" : {
          "extractionState" : "manual",
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Artikel"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld Artikel"
                    }
                  }
                }
              }
            },
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld item"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld items"
                    }
                  },
                  "zero" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "No items"
                    }
                  }
                }
              }
            }
          }
        },
        "Old title" : {
          "extractionState" : "stale",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "stale",
                "value" : "Alter Titel"
              }
            }
          }
        },
        "AppName" : {
          "shouldTranslate" : false,
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Skyline"
              }
            }
          }
        },
        "tap_to_start" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : {
              "variations" : {
                "device" : {
                  "iphone" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Tap to start"
                    }
                  },
                  "mac" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Click to start"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Press to start"
                    }
                  }
                }
              }
            },
            "de" : {
              "variations" : {
                "device" : {
                  "iphone" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Tippen zum Starten"
                    }
                  }
                }
              }
            }
          }
        },
        "found_files" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Found %#@files@ in %2$@"
              },
              "substitutions" : {
                "files" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg files"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    @Test func readsAnXcode15Catalog() throws {
        let fixture = Fixture()
        fixture.write("App/Localizable.xcstrings", Self.localizable)
        let catalog = try fixture.catalog("App/Localizable.xcstrings")
        #expect(catalog.format == .xcstrings)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en", "fr", "ja"])
        #expect(catalog.defaultTable == "Localizable")
        #expect(catalog.tables == ["Localizable"])
        #expect(catalog.value("high_score %lld", "en") == "HIGH SCORE %lld")
        #expect(catalog.value("high_score %lld", "de") == "HIGHSCORE %lld")
        #expect(catalog.value("high_score %lld", "de", table: "Localizable") == "HIGHSCORE %lld")
        #expect(catalog.value("high_score %lld", "de", table: "Other") == nil)
        #expect(catalog.keys() == ["AppName", "Continue", "Old title", "found_files", "high_score %lld", "items_count", "tap_to_start"].sorted())
    }

    @Test func statesOfTranslation() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.localizable)
        let catalog = try fixture.catalog("Localizable.xcstrings")
        let german = try #require(catalog.entry(key: "Continue", language: "de"))
        #expect(german == CatalogEntry(value: "Weiter", state: .translated, language: "de", file: fixture.root + "/Localizable.xcstrings", line: 12))
        #expect(catalog.entry(key: "Continue", language: "fr")?.state == .needsReview)
        #expect(catalog.entry(key: "Continue", language: "fr")?.value == "Continuer")
        // `new` with an empty value is untranslated.
        #expect(catalog.entry(key: "Continue", language: "ja") == nil)
        #expect(catalog.entry(key: "Old title", language: "de")?.state == .stale)
        // Lookups are exact: no fallback from a missing translation to the source.
        #expect(catalog.entry(key: "high_score %lld", language: "fr") == nil)
        #expect(catalog.entry(key: "high_score %lld", language: "es") == nil)
        #expect(catalog.entry(key: "Missing", language: "en") == nil)
    }

    @Test func keyStandsForItsSourceValue() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.localizable)
        let catalog = try fixture.catalog("Localizable.xcstrings")
        // Extracted from `Text("Continue")`: no English localization, the key is the English.
        #expect(catalog.entry(key: "Continue", language: "en")?.value == "Continue")
        #expect(catalog.entry(key: "Continue", language: "EN")?.state == .translated)
        #expect(catalog.value("Old title", "en") == "Old title")
    }

    @Test func pluralForms() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.localizable)
        let catalog = try fixture.catalog("Localizable.xcstrings")
        #expect(catalog.value("items_count", "en") == "%lld items")
        #expect(catalog.value("items_count", "en", plural: .one) == "%lld item")
        #expect(catalog.value("items_count", "en", plural: .zero) == "No items")
        // A category the language does not have falls back to `other`.
        #expect(catalog.value("items_count", "en", plural: .few) == "%lld items")
        #expect(catalog.entry(key: "items_count", language: "de", plural: .other)?.state == .needsReview)
        #expect(catalog.entry(key: "items_count", language: "de", plural: .one)?.state == .translated)
    }

    @Test func deviceVariationsShowOther() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.localizable)
        let catalog = try fixture.catalog("Localizable.xcstrings")
        #expect(catalog.value("tap_to_start", "en") == "Press to start")
        // Without `other`, the iPhone's.
        #expect(catalog.value("tap_to_start", "de") == "Tippen zum Starten")
    }

    /// Never whichever device the file lists first: `other`, else `iphone`, else a fixed order.
    @Test func deviceVariationsDoNotDependOnTheFilesOrder() throws {
        let fixture = Fixture()
        fixture.write("D.xcstrings", """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {
          "en": {"variations": {"device": {"mac": {"stringUnit": {"state": "translated", "value": "Click"}},
                                            "iphone": {"stringUnit": {"state": "translated", "value": "Tap"}}}}},
          "de": {"variations": {"device": {"mac": {"stringUnit": {"state": "translated", "value": "Klicken"}},
                                            "ipad": {"stringUnit": {"state": "translated", "value": "Tippen"}}}}}}}}}
        """)
        let catalog = try fixture.catalog("D.xcstrings")
        #expect(catalog.value("k", "en") == "Tap")
        #expect(catalog.value("k", "de") == "Tippen")
        // A spec may name the device.
        #expect(try catalog.entry(key: "k", language: "en", choice: nil, device: "mac")?.value == "Click")
        #expect(try catalog.entry(key: "k", language: "de", choice: nil, device: "mac")?.value == "Klicken")
        fixture.write("d.json", #"{"version": 1, "kind": "label", "size": {"width": 200, "height": 40}, "text": {"key": "k", "from": "D.xcstrings", "device": "mac"}}"#)
        let texts = try fixture.load("d.json").map { variant -> String in
            if case .label(let style) = variant.content { style.text } else { "" }
        }
        #expect(texts == ["Click", "Klicken"])
        fixture.write("d.json", #"{"version": 1, "kind": "label", "size": {"width": 200, "height": 40}, "text": {"key": "k", "from": "D.xcstrings", "device": "macbook"}}"#)
        #expect(fixture.errors("d.json").first?.contains("$.text.device: `macbook` is not one of `iphone`, `ipad`, `ipod`, `mac`") == true, "\(fixture.errors("d.json"))")
    }

    @Test func substitutionsExpandPerPluralForm() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.localizable)
        let catalog = try fixture.catalog("Localizable.xcstrings")
        #expect(catalog.value("found_files", "en") == "Found %1$lld files in %2$@")
        #expect(catalog.value("found_files", "en", plural: .one) == "Found %1$lld file in %2$@")
        let filled = CatalogFormat.apply(try #require(catalog.value("found_files", "en")), arguments: .array([.number(3), .string("Photos")]))
        #expect(filled == .success("Found 3 files in Photos"))
    }

    @Test func notTranslatedStringsShowTheSourceEverywhere() throws {
        let fixture = Fixture()
        fixture.write("Localizable.xcstrings", Self.localizable)
        let catalog = try fixture.catalog("Localizable.xcstrings")
        let entry = try #require(catalog.entry(key: "AppName", language: "de"))
        #expect(entry.value == "Skyline")
        #expect(entry.language == "en")
        // Only for languages the catalog has.
        #expect(catalog.entry(key: "AppName", language: "ko") == nil)
    }

    @Test func minimalCatalogs() throws {
        let fixture = Fixture()
        fixture.write("Empty.xcstrings", #"{"sourceLanguage": "de", "version": "1.0"}"#)
        let empty = try fixture.catalog("Empty.xcstrings")
        #expect(empty.languages == ["de"])
        #expect(empty.keys().isEmpty)
        fixture.write("Hans.xcstrings", #"{"sourceLanguage": "zh-Hans", "strings": {"a": {"localizations": {"zh-Hant": {"stringUnit": {"state": "translated", "value": "乙"}}}}}}"#)
        let chinese = try fixture.catalog("Hans.xcstrings")
        #expect(chinese.languages == ["zh-Hans", "zh-Hant"])
        #expect(chinese.value("a", "zh-hant") == "乙")
        #expect(chinese.value("a", "zh-Hans") == "a")
        // `new` means untranslated, which the source language never is.
        fixture.write("New.xcstrings", #"{"sourceLanguage": "en", "strings": {"title": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Welcome"}}, "de": {"stringUnit": {"state": "new", "value": "Willkommen"}}}}}}"#)
        let fresh = try fixture.catalog("New.xcstrings")
        #expect(fresh.value("title", "en") == "Welcome")
        #expect(fresh.value("title", "de") == nil)
    }

    @Test func xcstringsErrorsPointAtTheLine() {
        let fixture = Fixture()
        func error(_ json: String) -> String? {
            fixture.write("L.xcstrings", json)
            return fixture.catalogError("L.xcstrings")
        }
        #expect(error("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {},\n  }\n}")
                == "L.xcstrings:4:13: error: trailing comma before `}`")
        #expect(error("{\"strings\": {}}") == "L.xcstrings:1:1: error: $: a string catalog needs `sourceLanguage`")
        #expect(error("{\"sourceLanguage\": \"english\"}")
                == "L.xcstrings:1:20: error: $.sourceLanguage: `english` is not a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hans`")
        #expect(error("{\"sourceLanguage\": \"en\",\n \"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"translatd\", \"value\": \"x\"}}}}}}")
                == "L.xcstrings:2:69: error: $.strings.a.localizations.de.stringUnit.state: unknown state `translatd`; expected `translated`, `needs_review`, `new` or `stale`")
        #expect(error("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"translated\"}}}}}}")
                == "L.xcstrings:1:83: error: $.strings.a.localizations.de.stringUnit: a `stringUnit` needs `value`")
        #expect(error("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": 3}}}}}}")
                == "L.xcstrings:1:93: error: $.strings.a.localizations.de.stringUnit.value: `value` must be a string, got a number")
        #expect(error("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"several\": {}}}}}}}}")
                == "L.xcstrings:1:95: error: $.strings.a.localizations.de.variations.plural.several: unknown plural category `several`; expected `zero`, `one`, `two`, `few`, `many`, `other`")
        #expect(error("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"variations\": {\"width\": {}}}}}}}")
                == "L.xcstrings:1:84: error: $.strings.a.localizations.de.variations.width: unsupported variation `width`; expected `plural` or `device`")
        #expect(error("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"Deutsch\": {}}}}}")
                == "L.xcstrings:1:62: error: $.strings.a.localizations.Deutsch: `Deutsch` is not a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hans`")
        #expect(error("[]") == "L.xcstrings:1:1: error: $: a string catalog must be an object, got an array")
    }

    // MARK: Finding a catalog

    @Test func pathsStayInsideTheRenderRoot() throws {
        let fixture = Fixture()
        let outside = Fixture()
        outside.write("Localizable.xcstrings", #"{"sourceLanguage": "en"}"#)
        #expect(fixture.catalogError(outside.root + "/Localizable.xcstrings")?.hasSuffix("error: `\(outside.root)/Localizable.xcstrings` leads outside the render root \(fixture.root); give --root a folder that holds it (in Swift, `root:`)") == true)
        #expect(fixture.catalogError("../x.xcstrings")?.contains("leads outside the render root") == true)
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/Linked.xcstrings", withDestinationPath: outside.root + "/Localizable.xcstrings")
        #expect(fixture.catalogError("Linked.xcstrings")?.contains("is a link to \(outside.root)/Localizable.xcstrings, outside the render root") == true)
        // A link inside a catalog folder is refused too.
        try FileManager.default.createDirectory(atPath: fixture.root + "/res/values", withIntermediateDirectories: true)
        outside.write("strings.xml", "<resources/>")
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/res/values/strings.xml", withDestinationPath: outside.root + "/strings.xml")
        #expect(fixture.catalogError("res")?.contains("is a link to \(outside.root)/strings.xml, outside the render root") == true)
        // A link to a folder leading out.
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/elsewhere", withDestinationPath: outside.root)
        #expect(fixture.catalogError("elsewhere")?.contains("is a link to \(outside.root), outside the render root") == true)
    }

    @Test func pathsRelativeToTheSpec() throws {
        let fixture = Fixture()
        fixture.write("App/Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {"a": {}}}"#)
        let spec = fixture.write("Specs/title.json", "{}")
        let catalog = try StringCatalog.load(path: "../App/Localizable.xcstrings", relativeTo: spec, root: RenderRoot(fixture.root))
        #expect(catalog.path == fixture.root + "/App/Localizable.xcstrings")
        #expect(catalog.value("a", "en") == "a")
    }

    @Test func oversizedFilesAreRefused() {
        let fixture = Fixture()
        let padding = String(repeating: " ", count: SpecLimits.maxFileBytes)
        fixture.write("Big.xcstrings", "{\"sourceLanguage\": \"en\"}" + padding)
        #expect(fixture.catalogError("Big.xcstrings") == "Big.xcstrings: error: the file is 5,242,904 bytes; the limit is 5 MB (5,242,880 bytes)")
        fixture.write("res/values/strings.xml", "<resources>" + padding + "</resources>")
        #expect(fixture.catalogError("res") == "res/values/strings.xml: error: the file is 5,242,903 bytes; the limit is 5 MB (5,242,880 bytes)")
    }

    @Test func whatThePathNames() throws {
        let fixture = Fixture()
        #expect(fixture.catalogError("Nothing.xcstrings") == "Nothing.xcstrings: error: string catalog `Nothing.xcstrings` not found")
        fixture.write("Localizable.strings", "\"a\" = \"b\";")
        #expect(fixture.catalogError("Localizable.strings")
                == "Localizable.strings: error: a string catalog is an `.xcstrings` file or a folder of `.lproj` folders, Android `values*/` folders, `.arb` files or gettext `.po` files")
        fixture.write("empty/README.md", "nothing here")
        #expect(fixture.catalogError("empty")
                == "empty: error: no string catalog in this folder: expected `.lproj` folders, Android `values*/` folders, `.arb` files or gettext `.po` files")
        fixture.write("mixed/en.lproj/Localizable.strings", "\"a\" = \"b\";")
        fixture.write("mixed/app_en.arb", "{}")
        #expect(fixture.catalogError("mixed")
                == "mixed: error: the folder holds catalogs in several formats (`.arb` files, `.lproj` folders); name the file or folder of one")
        fixture.write("L.xcstrings", #"{"sourceLanguage": "en"}"#)
        #expect(fixture.catalogError("L.xcstrings", source: "english") == "L.xcstrings: error: the source language `english` is not a BCP 47 language tag such as `en` or `pt-BR`")
    }

    /// A catalog path with a typo is refused once, at `from`, with the name beside it meant, and the
    /// path is not repeated after the message that quotes it.
    @Test func aMistypedCatalogPathSuggestsTheFileBesideIt() {
        let fixture = Fixture()
        fixture.write("catalogs/Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {"a": {}}}"#)
        fixture.write("a.json", #"{"version": 1, "kind": "label", "size": {"width": 50, "height": 20}, "text": {"key": "a", "from": "catalogs/Localisable.xcstrings"}}"#)
        #expect(fixture.errors("a.json") == ["\(fixture.root)/a.json:1:99: error: $.text.from: cannot read the catalog: string catalog `catalogs/Localisable.xcstrings` not found; did you mean `catalogs/Localizable.xcstrings`?"])
    }

    @Test func errorsAreOneLine() {
        let error = CatalogError(file: "/r/a\nb.po", line: 3, column: 2, "bad `x\ny`")
        #expect(!error.description.contains("\n"))
        #expect(CatalogError(file: "/r/a.strings", line: 4, "m").description == "/r/a.strings:4: error: m")
    }
}
