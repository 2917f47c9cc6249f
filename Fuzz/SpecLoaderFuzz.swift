// libFuzzer target for SpecModel's loader (scripts/fuzz.sh loader): parse, extends, tokens,
// states, locales and decoding, from bytes. Compiled together with Sources/SpecModel/*.swift.
//
// The loader reads files (positions in errors name them), so each input is written to one file
// inside a copy of Examples/ (RENDER_SPEC_FUZZ_ROOT, set by the script): `extends` and font paths
// in mutated examples then resolve against real files.
import Foundation

private let root = ProcessInfo.processInfo.environment["RENDER_SPEC_FUZZ_ROOT"] ?? FileManager.default.temporaryDirectory.path
private let input = root + "/fuzz-input-\(getpid()).json"

@_cdecl("LLVMFuzzerTestOneInput")
func specLoaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // An empty file makes Foundation's FileManager.contents(atPath:) leak its 4 KiB read buffer
    // (a toolchain bug, not the loader's: LeakSanitizer stopped the first run on it). The loader's
    // answer to it is kept as Fuzz/regressions/loader/leak-empty-file.json; here it is skipped so
    // leak detection stays on for everything else.
    guard size > 0 else { return 0 }
    guard FileManager.default.createFile(atPath: input, contents: Data(bytes: data, count: size)) else {
        fatalError("cannot write \(input)")
    }
    do {
        let specs = try SpecLoader(root: root).load(file: input)
        precondition(!specs.isEmpty, "a loaded spec has at least its base variant")
    } catch {
        precondition(!error.errors.isEmpty, "a refusal names at least one error")
    }
    return 0
}
