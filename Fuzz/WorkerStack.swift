// Shared by the catalog and DTCG fuzz targets (scripts/fuzz.sh xcstrings|strings|android|arb|po|dtcg).
import Foundation

/// The stack the targets run each input on: 2 MiB, a quarter of the 8 MB every spec load runs on
/// (SpecLimits.loadStackBytes, StackReserve), so the depth limits are checked with that margin. On
/// the main thread's 8 MiB an unlimited recursion needs inputs of hundreds of kilobytes to
/// overflow, past the targets' -max_len of 64 KiB; on 2 MiB it overflows within it. Measured with
/// the arb target of 4dc7f74 (before ICU nesting was limited) under `ulimit -s`: 3,500 nested
/// plurals (63 KB) overflow 2 MiB and 1 MiB but not 8 MiB; 1,000 (18 KB) fit in 2 MiB but not in
/// 512 KiB; the limit, 64, fits in 512 KiB. (ASan's redzones make frames larger than a release
/// build's.)
let fuzzStackBytes = 2 * 1024 * 1024

/// Runs `body` to completion on a new thread with a `fuzzStackBytes` stack.
func onWorkerStack(_ body: @escaping () -> Void) {
    final class Work: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, fuzzStackBytes)
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(&thread, &attributes, { raw in
        Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
    }, work)
    guard status == 0 else { fatalError("pthread_create: \(status)") }
    pthread_join(thread, nil)
}
