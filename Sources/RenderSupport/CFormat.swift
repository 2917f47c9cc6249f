#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// printf's formatting of numbers (`%05.2f`, `%lld`, `%llx`), in place of Foundation's
/// `String(format:)`, which formats the same conversions the same way through CoreFoundation (Lock
/// says why the render-spec binary does without it).
package enum CFormat {
    package static func string(_ format: String, _ arguments: CVarArg...) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        while true {
            let needed = withVaList(arguments) { list in
                buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, list) }
            }
            guard needed >= 0 else { return "" }
            if Int(needed) < buffer.count {
                return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            }
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        }
    }
}
