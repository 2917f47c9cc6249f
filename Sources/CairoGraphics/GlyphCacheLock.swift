import Foundation

/// One lock around every use of Cairo's glyph cache: Pango's layout (which measures glyphs through
/// Cairo's scaled fonts) and glyph outlines and runs drawn through Cairo.
///
/// Cairo 1.16 keeps every scaled font's glyphs in one process-wide page cache. A thread that adds a
/// page can evict a page of another scaled font without taking that font's lock, while a second
/// thread is reading glyphs from it: a batch on two jobs crashed in `cairo_scaled_font_glyph_extents`
/// about once in twenty runs of the Specs and Examples corpus (gdb: Pango layout on one thread, glyph
/// work on the other). Font maps and Cairo fonts stay one per thread; only the calls that touch the
/// glyph cache wait for each other, and compositing, blurs and PNG encoding still run in parallel.
package enum GlyphCacheLock {
    private static let lock = NSLock()

    package static func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
