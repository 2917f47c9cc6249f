import RenderSupport

/// One lock around every use of Cairo's glyph cache: glyph outlines and runs drawn through Cairo,
/// a document finished (its glyphs are looked up then), and freeing a context or a document (which
/// can free its scaled fonts and their glyphs).
///
/// Cairo 1.16 keeps every scaled font's glyphs in one process-wide page cache. A thread that adds a
/// page can evict a page of another scaled font without taking that font's lock, while a second
/// thread is reading glyphs from it, and the reader crashes (in `cairo_scaled_font_glyph_extents`,
/// with Pango layout on one thread and glyph work on the other). Its FreeType faces are shared the
/// same way: a thread opening an eleventh face closes one that no lookup holds at that instant,
/// while another thread may be about to read it (a document's glyphs, looked up when it is
/// finished, crashed so). Pango's layout measures glyphs with FreeType (ChainFontMap), not through
/// Cairo's scaled fonts, so it stays outside this lock and lays out on every job at once; glyph
/// outlines on images come from GlyphOutlines, which asks Cairo (under this lock) once per font,
/// scale and glyph, and a context that never had a font set never takes it. Font maps and Cairo fonts stay one per thread; only the calls that touch the
/// glyph cache wait for each other, and layout, compositing, blurs and PNG encoding run in parallel.
package enum GlyphCacheLock {
    /// glibc's adaptive mutex: a thread that finds it held spins a little before sleeping. What it
    /// guards is short (a run of glyph outlines, mostly from the cache), so two jobs meet it often
    /// and briefly; a plain mutex put the loser to sleep and woke it again every time, a context
    /// switch each way.
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        #if os(Linux)
        // PTHREAD_MUTEX_ADAPTIVE_NP, which Glibc's Swift module leaves out (it is a GNU extension).
        pthread_mutexattr_settype(&attributes, 3)
        #endif
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }()

    package static func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
