// libFuzzer target for SpecModel's colour parser (scripts/fuzz.sh color). Compiled together with
// Sources/SpecModel/*.swift into one module, so it reaches the internal ColorString.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
func colorStringFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    switch ColorString.parse(text) {
    case .success(let color):
        // Every accepted colour is straight RGBA within 0…1.
        for component in [color.r, color.g, color.b, color.a] {
            precondition(component.isFinite && (0 ... 1).contains(component), "`\(text)` gave \(color)")
        }
    case .failure(let error):
        precondition(!error.message.isEmpty)
    }
    return 0
}
