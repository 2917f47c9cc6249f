import Foundation

/// One lock around every use of Cairo's glyph cache: glyph outlines and runs drawn through Cairo,
/// and freeing a context (which can free its scaled font and that font's glyphs).
///
/// Cairo 1.16 keeps every scaled font's glyphs in one process-wide page cache. A thread that adds a
/// page can evict a page of another scaled font without taking that font's lock, while a second
/// thread is reading glyphs from it, and the reader crashes (in `cairo_scaled_font_glyph_extents`,
/// with Pango layout on one thread and glyph work on the other). Pango's layout measures glyphs
/// with FreeType (ChainFontMap), not through Cairo's scaled fonts, so it stays outside this lock
/// and lays out on every job at once. Font maps and Cairo fonts stay one per thread; only the calls
/// that touch the glyph cache wait for each other, and layout, compositing, blurs and PNG encoding
/// run in parallel.
package enum GlyphCacheLock {
    private static let lock = NSLock()

    package static func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
