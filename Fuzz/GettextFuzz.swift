// libFuzzer target for the gettext reader (scripts/fuzz.sh po): POParser (`msgctxt`, `msgid`,
// `msgid_plural`, `msgstr[n]`, continuation lines, C escapes, `#,` flags) and GettextReader's
// source and translated entries. Compiled with Sources/SpecModel and Fuzz/CatalogFuzzSupport.swift.
//
// Each input is `po/de.po` of a render root, loaded as a spec's `"from": "po"` loads it: its
// msgids become the source language (en) and its msgstrs German.
@_cdecl("LLVMFuzzerTestOneInput")
func gettextFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCatalog(data, size, file: "po/de.po", from: "po", format: .gettext)
    return 0
}
