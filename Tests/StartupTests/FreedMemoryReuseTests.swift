#if canImport(Glibc)
import CStartup
import Glibc
import Startup
import Testing

/// FreedMemoryReuse keeps image-sized allocations on glibc's heap: a 2 MB block, which glibc would
/// otherwise map on its own (its mmap threshold starts at 128 KB) and unmap at `free`, comes from
/// the heap, so the memory glibc holds in separate mappings does not grow.
@Suite struct FreedMemoryReuseTests {
    @Test func aSurfaceSizedBlockComesFromTheHeapNotAMappingOfItsOwn() throws {
        #expect(FreedMemoryReuse.enable())
        let mappedBefore = mallinfo2().hblkhd
        let block = try #require(malloc(2 << 20))
        memset(block, 1, 2 << 20)
        let mappedDuring = mallinfo2().hblkhd
        free(block)
        #expect(mappedDuring == mappedBefore, "a 2 MB block was mapped on its own (\(mappedBefore) → \(mappedDuring) bytes)")
    }
}
#endif
