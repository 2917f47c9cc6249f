#if Server
/// What one server allows a request and a render, set by `render-spec serve`'s options
/// (docs/serve.md#limits). Every count and size is checked before the work it bounds.
struct ServeLimits: Sendable {
    /// Renders running at once (the default: one per core).
    var renders: Int
    /// Renders waiting for one of those; past it a request is answered 503 with `Retry-After`.
    var queue: Int = 64
    /// The longest a request waits for its render, in seconds: 503 after it (the render finishes
    /// in its slot, and is cached).
    var renderTimeout: Double = 10
    /// The most pixels one image may have (width × height at the asked scale): 422 past it.
    var maxPixels: Int = 4096 * 4096
    /// The longest request target (path and query), in bytes: 414 past it.
    var maxTarget: Int = 4096
    /// The most bytes of header fields, and the most fields: SwiftNIO's decoder stops at either, and
    /// the request is answered 400 and its connection closed.
    var maxHeaderBytes: Int = 16 * 1024
    var maxHeaderFields: Int = 100
    /// Seconds a connection may sit without a request (a slow or idle client) before it is closed.
    var idleTimeout: Double = 30
    /// Bytes of responses kept in memory (least recently used first out).
    var cacheBytes: Int = 64 << 20
    /// Bytes of responses kept in the disk cache folder, when there is one.
    var diskCacheBytes: Int = 1 << 30
    /// `max-age` of a response whose URL does not name the spec's version.
    var shortMaxAge: Int = 60

    static let queueWord = "the queue"
}
#endif
