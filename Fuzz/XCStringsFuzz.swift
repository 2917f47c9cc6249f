// libFuzzer target for the Xcode String Catalog reader (scripts/fuzz.sh xcstrings): JSON parse,
// `strings`/`localizations`/`stringUnit`, plural and device variations, substitutions, language
// tags. Compiled with Sources/SpecModel and Fuzz/CatalogFuzzSupport.swift into one module.
//
// Each input is the file `Localizable.xcstrings` of a render root, loaded as a spec's
// `"from": "Localizable.xcstrings"` loads it; an accepted catalog's entries and a refusal are
// checked by CatalogFuzzSupport.
@_cdecl("LLVMFuzzerTestOneInput")
func xcstringsFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCatalog(data, size, file: "Localizable.xcstrings", from: "Localizable.xcstrings", format: .xcstrings)
    return 0
}
