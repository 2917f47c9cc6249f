import CBoxBlur
import PNGCodec

/// First-use work of the PNG encoder and the blur that depends on no spec, done by a thread with
/// nothing else to do before the render needs it (RenderSpecCLI's EarlyLoad): igzip picks its build
/// for this processor in each of its dispatched functions at their first call, with CPUID
/// instructions that on a virtual machine each exit to the hypervisor (a first deflate is many
/// times slower than the next), and the blur asks which vector build to run.
package enum FirstUseWarmUp {
    package static func run(png compression: PNGCompression) {
        _ = rs_vector_level()
        var pixels = [UInt8](repeating: 0, count: 16 * 16 * 4)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = UInt8(truncatingIfNeeded: i) }
        _ = try? pixels.withUnsafeBufferPointer {
            try PNGEncoder.encode($0.baseAddress!, width: 16, height: 16, stride: 64, premultiplied: true, compression: compression)
        }
    }
}
