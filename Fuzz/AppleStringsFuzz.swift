// libFuzzer target for the `.lproj` `.strings` reader (scripts/fuzz.sh strings): Foundation's
// property list parser (old-style text, XML and binary plists), then the reader's checks.
// Compiled with Sources/SpecModel and Fuzz/CatalogFuzzSupport.swift into one module.
//
// Each input is `catalog/en.lproj/Localizable.strings` of a render root, loaded as a spec's
// `"from": "catalog"` loads it. `.stringsdict` files are not read by render-spec (see
// AppleStringsReader), so there is no target for them; their XML plists are among the seeds, as a
// `.strings` file may hold an XML plist too. Foundation is not compiled with the fuzzer, so its
// parser runs uninstrumented: coverage counts only the reader around it.
@_cdecl("LLVMFuzzerTestOneInput")
func appleStringsFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCatalog(data, size, file: "catalog/en.lproj/Localizable.strings", from: "catalog", format: .appleStrings)
    return 0
}
