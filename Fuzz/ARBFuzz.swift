// libFuzzer target for the Flutter ARB reader (scripts/fuzz.sh arb): JSON parse, `@@locale`,
// metadata keys, and ICU messages (ICUMessageSelector: `plural`, `select`, `selectordinal`,
// `=0`, `#`, nesting), checked when read and chosen again for every plural category on lookup.
// Compiled with Sources/SpecModel and Fuzz/CatalogFuzzSupport.swift into one module.
//
// Each input is `l10n/app_en.arb` of a render root, loaded as a spec's `"from": "l10n"` loads it.
@_cdecl("LLVMFuzzerTestOneInput")
func arbFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCatalog(data, size, file: "l10n/app_en.arb", from: "l10n", format: .arb)
    return 0
}
