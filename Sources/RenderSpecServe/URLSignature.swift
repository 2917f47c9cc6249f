#if Server
import Crypto
import Foundation

/// Signed URLs (docs/serve.md#signed-urls): with keys configured, an image is served only to a
/// request whose last query parameter is `sig=<hex HMAC-SHA256>` of the request target before it
/// (path and query exactly as sent, percent-encoding included, without `&sig=…`). Several keys
/// may be valid at once, so a key is rotated by adding the new one, moving signers to it, then
/// removing the old.
struct URLSignature: Sendable {
    static let parameter = ImageRequest.signatureKey
    /// A key shorter than this is refused at start: HMAC's strength is the key's.
    static let shortestKey = 16

    private let keys: [SymmetricKey]

    init(keys: [[UInt8]]) {
        self.keys = keys.map { SymmetricKey(data: $0) }
    }

    var isRequired: Bool { !keys.isEmpty }

    /// Nil when the target carries a valid signature (or none is required), else why not.
    func problem(target: String) -> String? {
        guard isRequired else { return nil }
        guard let range = target.range(of: "?\(Self.parameter)=", options: .backwards) ?? target.range(of: "&\(Self.parameter)=", options: .backwards) else {
            return "this server serves signed URLs only: add `\(Self.parameter)=` (docs/serve.md#signed-urls)"
        }
        let signed = target[..<range.lowerBound]
        let hex = target[range.upperBound...]
        guard hex.utf8.count == 64, let mac = Self.bytes(hex: hex) else {
            return "`\(Self.parameter)` must be the last parameter, 64 hexadecimal digits"
        }
        let message = Data(signed.utf8)
        for key in keys where HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: message, using: key) {
            return nil
        }
        return "the signature does not match this URL"
    }

    /// The signature of `target` (path and query, without `sig`) with `key`, as signers compute it.
    static func sign(_ target: String, key: [UInt8]) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Data(target.utf8), using: SymmetricKey(data: key))
        return mac.map { String(format: "%02x", $0) }.joined()
    }

    private static func bytes(hex: Substring) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        var iterator = hex.utf8.makeIterator()
        while let high = iterator.next() {
            guard let low = iterator.next(), let h = nibble(high), let l = nibble(low) else { return nil }
            out.append(h << 4 | l)
        }
        return out
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The keys of a key file: one a line, its bytes as written (blank lines and `#` lines skipped).
    static func keys(fromFile path: String) throws -> [[UInt8]] {
        guard let data = FileManager.default.contents(atPath: path), data.count <= 1 << 20 else {
            throw ServeStartError("cannot read the signing key file \(path)")
        }
        var keys: [[UInt8]] = []
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let key = line.trimmingCharacters(in: .whitespaces)
            if key.isEmpty || key.hasPrefix("#") { continue }
            guard key.utf8.count >= shortestKey else {
                throw ServeStartError("\(path):\(number + 1): a signing key must be at least \(shortestKey) bytes (32 random bytes, hex, are usual)")
            }
            keys.append(Array(key.utf8))
        }
        guard !keys.isEmpty else { throw ServeStartError("\(path): no signing key in it") }
        return keys
    }
}

/// Why the server cannot start: one line, exit status 2.
struct ServeStartError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
#endif
