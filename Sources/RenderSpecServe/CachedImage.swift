#if Server
/// A rendered response as it is kept and served again: the bytes, and what the headers say of them.
struct CachedImage: Sendable {
    var bytes: [UInt8]
    var contentType: String
    /// The layout's warnings (text that did not fit, fallback fonts used), one header each.
    var warnings: [String]
}
#endif
