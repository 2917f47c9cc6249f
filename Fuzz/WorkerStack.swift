// Shared by the catalog and DTCG fuzz targets (scripts/fuzz.sh xcstrings|strings|android|arb|po|dtcg).
import Foundation

/// The stack the targets run each input on: 512 KiB, the size of the worker threads that load specs
/// in parallel (Dispatch's on Linux; docs/catalogs.md measures the ICU limit against it). On the main
/// thread's 8 MiB a recursion needs inputs of hundreds of kilobytes to overflow, past the targets'
/// -max_len of 64 KiB; on this stack a walk without a depth limit overflows within it, as it would
/// in `render --jobs 2`. (ASan's redzones make each frame larger than in a release build, so this is
/// the stricter of the two.)
let fuzzStackBytes = 512 * 1024

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
