#if Server
import Foundation
import SpecModel

/// What a request asks for, read from its path and query:
/// `/<spec path without .json>.<png|svg|pdf>?scale=2&locale=de&state=pressed&<token>=<value>`.
///
/// Only the shape is checked here (a path that could name a spec file, a format, a scale, each
/// parameter once); whether the spec exists, has the state and locale and lets the request set
/// those tokens is the spec's to say (ServeResponder).
struct ImageRequest: Hashable, Sendable {
    /// The spec's path below the served folder, without `.json`: `leaderboard/row`.
    var specPath: String
    var format: OutputFormat
    var scale: Double
    var state: String
    var locale: String?
    /// The request's token values, by name, as sent (percent-decoded).
    var tokens: [String: String]
    /// The spec version the URL names (`v`), when it names one: such a response never changes.
    var version: String?

    /// The formats a request may ask for: one image file each.
    static let formats: [String: OutputFormat] = ["png": .png, "svg": .svg, "pdf": .pdf]
    /// The query key of a signed URL's signature (URLSignature), the last parameter.
    static let signatureKey = "sig"
    /// Query keys that are not tokens.
    static let reservedKeys: Set<String> = ["scale", "state", "locale", "v", signatureKey]

    /// `path` is the request target's path, still percent-encoded; `query` its decoded pairs in order.
    static func parse(path: String, query: [(String, String)]) throws(ServeProblem) -> ImageRequest {
        guard let dot = path.lastIndex(of: "."), path.hasPrefix("/") else {
            throw .notFound("no spec here: ask for /<spec>.png, .svg or .pdf")
        }
        let ext = String(path[path.index(after: dot)...])
        guard let format = formats[ext] else {
            throw .notFound("\(ServeProblem.quoted("." + ext)) is not a format served here: ask for .png, .svg or .pdf")
        }
        let encoded = String(path[path.index(after: path.startIndex)..<dot])
        guard let decoded = encoded.removingPercentEncoding else { throw .badRequest("the path is not valid percent-encoded UTF-8", parameter: nil) }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        // A segment that is empty, `.`, `..` or hidden, or a backslash or NUL anywhere, never names a
        // spec below the folder: refused before any file is looked at.
        guard !segments.isEmpty, segments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }),
              !decoded.contains("\\"), !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw .notFound("no spec at \(ServeProblem.quoted(decoded))")
        }

        var request = ImageRequest(specPath: decoded, format: format, scale: 1, state: "normal", locale: nil, tokens: [:], version: nil)
        var seen = Set<String>()
        for (key, value) in query {
            guard seen.insert(key).inserted else { throw .badRequest("\(ServeProblem.quoted(key)) is given twice", parameter: key) }
            switch key {
            case "scale":
                guard let scale = Double(value), scale.isFinite, (1...4).contains(scale) else {
                    throw .badRequest("scale must be a number from 1 to 4, not \(ServeProblem.quoted(value))", parameter: key)
                }
                request.scale = scale
            case "state": request.state = value
            case "locale": request.locale = value
            case "v": request.version = value
            case signatureKey: break
            default: request.tokens[key] = value
            }
        }
        return request
    }

    static func split(_ target: String) -> (path: String, query: String?) {
        guard let mark = target.firstIndex(of: "?") else { return (target, nil) }
        return (String(target[..<mark]), String(target[target.index(after: mark)...]))
    }

    /// The query's pairs, percent-decoded (`+` is a space, as forms send it), in order.
    static func pairs(_ query: String?) throws(ServeProblem) -> [(String, String)] {
        guard let query, !query.isEmpty else { return [] }
        var pairs: [(String, String)] = []
        for part in query.split(separator: "&", omittingEmptySubsequences: true) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let rawKey = String(pieces[0]).replacingOccurrences(of: "+", with: " ")
            let rawValue = pieces.count > 1 ? String(pieces[1]).replacingOccurrences(of: "+", with: " ") : ""
            guard let key = rawKey.removingPercentEncoding, let value = rawValue.removingPercentEncoding else {
                throw .badRequest("the query is not valid percent-encoded UTF-8", parameter: nil)
            }
            pairs.append((key, value))
        }
        return pairs
    }
}
#endif
