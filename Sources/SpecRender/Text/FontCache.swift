import CairoGraphics
import RenderSupport
import SpecScene

/// Cairo font faces by FontRef, made once per thread and kept for the process. Thread-safe.
///
/// One per thread, not one per process: a Cairo FreeType font locks its face while it loads a
/// glyph's outline, so two jobs drawing the same font would take turns and a batch would gain
/// nothing from a second job. Each thread's faces are its own; the glyphs they draw are the same.
package final class FontCache: @unchecked Sendable {
    private let lock = Lock()
    private var fonts: [Key: CairoFont] = [:]

    private struct Key: Hashable {
        var ref: FontRef
        var thread: UInt
        var staticInstance = false
    }

    package init() {}

    /// The calling thread's pthread id as a number: glibc's `pthread_t` is an integer, Darwin's a pointer.
    private static var currentThread: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }

    /// The font an SVG or PDF sets `ref`'s glyphs in as text: a variable font's instance as a
    /// static font (StaticInstances), else the font itself; nil for an instance HarfBuzz cannot
    /// make, whose glyphs are then filled as outlines.
    func textFont(_ ref: FontRef) throws -> CairoFont? {
        if let instance = try font(ref, staticInstance: true) { return instance }
        return ref.variations.isEmpty ? try font(ref) : nil
    }

    /// Whether every run has a `textFont`.
    func setsAsText(_ runs: [GlyphRun]) -> Bool {
        runs.allSatisfy { ((try? textFont($0.font)) ?? nil) != nil }
    }

    func font(_ ref: FontRef) throws -> CairoFont {
        try font(ref, staticInstance: false)!
    }

    private func font(_ ref: FontRef, staticInstance: Bool) throws -> CairoFont? {
        let key = Key(ref: ref, thread: Self.currentThread, staticInstance: staticInstance)
        lock.lock()
        if let f = fonts[key] { lock.unlock(); return f }
        lock.unlock()
        let made = staticInstance
            ? CairoFont(staticInstanceOf: ref.file, index: ref.index, size: ref.size, variations: ref.variations)
            : try CairoFont(file: ref.file, index: ref.index, size: ref.size, variations: ref.variations)
        guard let f = made else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let other = fonts[key] { return other }
        fonts[key] = f
        return f
    }
}
