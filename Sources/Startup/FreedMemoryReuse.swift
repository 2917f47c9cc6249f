import CStartup

/// Keeps freed image buffers in the process for the next spec instead of returning them to the
/// kernel.
///
/// glibc serves every allocation above its mmap threshold (128 KB at start, raised only as far as
/// the largest block freed so far) with a fresh mapping and unmaps it at `free`, and trims the
/// heap's top whenever 128 KB lie free there. A render's surfaces, blur planes and PNG rows are
/// each hundreds of kilobytes, so every spec of a batch faulted all of their pages in anew, each
/// page zeroed by the kernel, and unmapped them again. With allocations up to 32 MB kept on the
/// heap and the heap trimmed only past 256 MB free, a batch faults a fortieth of the pages
/// (docs/startup.md has the figures). Peak memory does not grow: what is kept is what a spec
/// already used, handed to the next.
/// Off, with every start-up trick, when `RENDER_SPEC_STARTUP=plain` (docs/startup.md).
public enum FreedMemoryReuse {
    /// True when glibc took both settings (false elsewhere, where there is nothing to set, and when
    /// the start-up tricks are off: glibc's own thresholds then).
    @discardableResult
    public static func enable() -> Bool { enable(ProcessSettings.startup) }

    /// `enable()` as a run with `tricks` does it.
    @discardableResult
    package static func enable(_ tricks: StartupTricks) -> Bool {
        guard tricks.uses(.freedMemoryReuse) else { return false }
        #if canImport(Glibc)
        // M_MMAP_THRESHOLD and M_TRIM_THRESHOLD, in bytes; mallopt answers 1 when it took one.
        return mallopt(M_MMAP_THRESHOLD, Int32(keptBlockBytes)) == 1 && mallopt(M_TRIM_THRESHOLD, 256 << 20) == 1
        #else
        return false
        #endif
    }

    /// The largest allocation kept on the heap when it is freed.
    public static let keptBlockBytes = 32 << 20

    /// Before a buffer of `bytes` larger than the blocks kept (an atlas's or a bitmap font's page,
    /// a mapping of its own), gives the heap's free memory back to the kernel, so that what the
    /// sprites' or glyphs' drawing freed is not held beside the page.
    public static func returnFreed(before bytes: Int) {
        #if canImport(Glibc)
        if bytes > keptBlockBytes && ProcessSettings.startup.uses(.freedMemoryReuse) { malloc_trim(0) }
        #endif
    }
}
