#if Server
import Crypto
import Foundation
import RenderSupport

/// The SHA-256 of each input file's bytes, read again only when the file's stamp (size, time,
/// inode) changes: a request costs a `stat` of each input, not a read of its fonts. Content, not
/// stamps, goes into the cache key, so every replica serving the same files makes the same keys.
final class InputHashes: @unchecked Sendable {
    private let lock = Lock()
    private var known: [String: (stamp: FileStamp, hash: String)] = [:]
    /// An input larger than this is not hashed (nor, in practice, drawn): the spec is refused.
    static let largestFile = 256 << 20

    /// The file's hash, or nil when it cannot be read.
    func hash(of path: String, stamp: FileStamp) -> String? {
        if let kept = lock.withLock({ known[path] }), kept.stamp == stamp { return kept.hash }
        guard stamp.size <= Self.largestFile, let bytes = FileManager.default.contents(atPath: path), bytes.count <= Self.largestFile else { return nil }
        let hash = Crypto.SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
        lock.withLock { known[path] = (stamp, hash) }
        return hash
    }
}
#endif
