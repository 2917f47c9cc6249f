// libFuzzer target for the Android `strings.xml` reader (scripts/fuzz.sh android): expat through
// XMLReading (entities, CDATA, character references), AndroidStringsXML's elements and
// errors, and aapt2's escaping (AndroidStringText). Compiled with Sources/SpecModel, Sources/
// XMLReading and Sources/StringCatalogs (each as its own module) and Fuzz/CatalogFuzzSupport.swift;
// expat is the system's, uninstrumented.
//
// Each input is `res/values/strings.xml` of a render root, loaded as a spec's `"from": "res"`
// loads it.
@_cdecl("LLVMFuzzerTestOneInput")
func androidStringsFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCatalog(data, size, file: "res/values/strings.xml", from: "res", format: .android)
    return 0
}
