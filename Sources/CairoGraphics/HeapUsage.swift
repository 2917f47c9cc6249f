import CCairo

/// How many bytes the C heap has handed out and not had back: what a leak test watches, since a
/// font map or configuration that is never freed shows up there and nowhere in Swift.
package enum HeapUsage {
    package static var allocatedBytes: Int {
        #if os(Linux)
        return Int(mallinfo2().uordblks)
        #else
        // macOS: every zone's bytes in use (the default zone and any a library made).
        var statistics = malloc_statistics_t()
        malloc_zone_statistics(nil, &statistics)
        return Int(statistics.size_in_use)
        #endif
    }
}
