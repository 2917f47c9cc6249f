import CCairo

/// How many bytes the C heap has handed out and not had back: what a leak test watches, since a
/// font map or configuration that is never freed shows up there and nowhere in Swift.
package enum HeapUsage {
    package static var allocatedBytes: Int { Int(mallinfo2().uordblks) }
}
