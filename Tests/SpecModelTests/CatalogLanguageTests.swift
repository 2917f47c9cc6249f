import Testing
@testable import SpecModel
@testable import StringCatalogs

@Suite struct CatalogLanguageTests {
    @Test func lprojFolderNames() {
        #expect(CatalogLanguage.lproj("en.lproj") == .language("en"))
        #expect(CatalogLanguage.lproj("pt-BR.lproj") == .language("pt-BR"))
        #expect(CatalogLanguage.lproj("pt_BR.lproj") == .language("pt-BR"))
        #expect(CatalogLanguage.lproj("zh-Hans.lproj") == .language("zh-Hans"))
        #expect(CatalogLanguage.lproj("zh-Hant-TW.lproj") == .language("zh-Hant-TW"))
        #expect(CatalogLanguage.lproj("es-419.lproj") == .language("es-419"))
        #expect(CatalogLanguage.lproj("Base.lproj") == .base)
        // Old Xcode projects' English names.
        #expect(CatalogLanguage.lproj("English.lproj") == .language("en"))
        #expect(CatalogLanguage.lproj("German.lproj") == .language("de"))
        #expect(CatalogLanguage.lproj("Japanese.lproj") == .language("ja"))
        #expect(CatalogLanguage.lproj("Resources.lproj") == nil)
        #expect(CatalogLanguage.lproj("en") == nil)
    }

    @Test func androidLocaleQualifiers() {
        #expect(CatalogLanguage.android("values") == .base)
        #expect(CatalogLanguage.android("values-fr") == .language("fr"))
        #expect(CatalogLanguage.android("values-zh-rCN") == .language("zh-CN"))
        #expect(CatalogLanguage.android("values-pt-rBR") == .language("pt-BR"))
        #expect(CatalogLanguage.android("values-es-r419") == .language("es-419"))
        // BCP 47 with `+` (API 24+).
        #expect(CatalogLanguage.android("values-b+sr+Latn") == .language("sr-Latn"))
        #expect(CatalogLanguage.android("values-b+es+419") == .language("es-419"))
        #expect(CatalogLanguage.android("values-b+zh+Hant+TW") == .language("zh-Hant-TW"))
        #expect(CatalogLanguage.android("values-b+fil") == .language("fil"))
        // The old ISO 639 codes Android still writes.
        #expect(CatalogLanguage.android("values-in") == .language("id"))
        #expect(CatalogLanguage.android("values-iw") == .language("he"))
        #expect(CatalogLanguage.android("values-ji") == .language("yi"))
        #expect(CatalogLanguage.android("values-b+iw") == .language("he"))
    }

    @Test func androidFoldersThatAreNoPlainLocale() {
        // A device configuration, with or without a locale: not the translation a render shows.
        for folder in ["values-night", "values-v21", "values-land", "values-sw600dp", "values-car", "values-hdpi",
                       "values-ldrtl", "values-fr-land", "values-fr-rCA-night", "values-mcc310", "values-b+sr+Latn-night"] {
            #expect(CatalogLanguage.android(folder) == .configuration, "\(folder)")
        }
        // Qualifiers aapt2 would not read as a locale: warned about by the reader.
        for folder in ["values-FR", "values-fr-CA", "values-"] {
            #expect(CatalogLanguage.android(folder) == .unknown, "\(folder)")
        }
        for folder in ["drawable-fr", "layout"] {
            #expect(CatalogLanguage.android(folder) == nil, "\(folder)")
        }
    }

    @Test func gettextNames() {
        #expect(CatalogLanguage.gettext("de") == "de")
        #expect(CatalogLanguage.gettext("pt_BR") == "pt-BR")
        #expect(CatalogLanguage.gettext("zh_Hant_TW") == "zh-Hant-TW")
        #expect(CatalogLanguage.gettext("sr@latin") == "sr-Latn")
        #expect(CatalogLanguage.gettext("sr_RS@latin") == "sr-Latn-RS")
        #expect(CatalogLanguage.gettext("uz@cyrillic") == "uz-Cyrl")
        #expect(CatalogLanguage.gettext("ca@valencia") == "ca-valencia")
        #expect(CatalogLanguage.gettext("de@euro") == nil)
        #expect(CatalogLanguage.gettext("messages") == nil)
    }

    @Test func arbFileNames() {
        #expect(CatalogLanguage.arb("app_de") == "de")
        #expect(CatalogLanguage.arb("app_pt_BR") == "pt-BR")
        #expect(CatalogLanguage.arb("app_zh_Hant_TW") == "zh-Hant-TW")
        #expect(CatalogLanguage.arb("app_zh_Hans") == "zh-Hans")
        #expect(CatalogLanguage.arb("app_es_419") == "es-419")
        // A prefix with underscores is not read as a language and region.
        #expect(CatalogLanguage.arb("my_app_en") == "en")
        #expect(CatalogLanguage.arb("intl_messages_fr") == "fr")
        #expect(CatalogLanguage.arb("fr") == "fr")
        #expect(CatalogLanguage.arb("strings") == nil)
    }

    @Test func canonicalCase() {
        #expect(CatalogLanguage.canonical("PT_br") == "pt-BR")
        #expect(CatalogLanguage.canonical("zh-hans") == "zh-Hans")
        #expect(CatalogLanguage.canonical("EN") == "en")
        #expect(CatalogLanguage.canonical("es-419") == "es-419")
    }

    @Test func tagShape() {
        #expect(CatalogLanguage.tag(fromParts: ["EN", "us"]) == "en-US")
        #expect(CatalogLanguage.tag(fromParts: ["sr", "latn", "rs"]) == "sr-Latn-RS")
        #expect(CatalogLanguage.tag(fromParts: ["de", "CH", "1996"]) == "de-CH-1996")
        #expect(CatalogLanguage.tag(fromParts: ["e"]) == nil)
        #expect(CatalogLanguage.tag(fromParts: ["english"]) == nil)
        #expect(CatalogLanguage.tag(fromParts: ["en", ""]) == nil)
        #expect(CatalogLanguage.tag(fromParts: ["en", "U$"]) == nil)
        #expect(CatalogLanguage.tag(fromParts: [String]()) == nil)
    }
}
