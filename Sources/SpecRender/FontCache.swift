import CairoGraphics
import Foundation
import SpecScene

/// Cairo font faces by FontRef, made once per process and shared by every render. Thread-safe.
package final class FontCache: @unchecked Sendable {
    private let lock = NSLock()
    private var fonts: [FontRef: CairoFont] = [:]

    package init() {}

    func font(_ ref: FontRef) throws -> CairoFont {
        lock.lock()
        defer { lock.unlock() }
        if let f = fonts[ref] { return f }
        let f = try CairoFont(file: ref.file, index: ref.index, size: ref.size, variations: ref.variations)
        fonts[ref] = f
        return f
    }
}
