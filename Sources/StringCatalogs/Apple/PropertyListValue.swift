import RenderSupport

/// A property list read whole (XML, binary, or the old-style text of `.strings` files) with
/// PropertyListDecoder, as the untyped values the catalog readers walk: strings, dictionaries and
/// arrays, every other value (numbers, dates, data) as `other`.
enum PropertyListValue: Decodable {
    case string(String)
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    case other

    init(from decoder: Decoder) throws {
        // Each level is a frame of recursion here: held to the limit, whatever the form.
        guard decoder.codingPath.count < CatalogLimits.maxPlistNesting else { throw TooDeep() }
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let dictionary = try Self.nested({ try container.decode([String: PropertyListValue].self) }) {
            self = .dictionary(dictionary)
        } else if let array = try Self.nested({ try container.decode([PropertyListValue].self) }) {
            self = .array(array)
        } else {
            self = .other
        }
    }

    /// `decode()`'s value, nil when the value is of another kind; a level too deep is thrown on.
    private static func nested<T>(_ decode: () throws -> T) throws -> T? {
        do { return try decode() } catch is TooDeep { throw TooDeep() } catch { return nil }
    }

    private struct TooDeep: Error {}

    /// The value as `[String: Any]`, `[Any]` or `String` (`other` as itself).
    var untyped: Any {
        switch self {
        case .string(let string): return string
        case .dictionary(let dictionary): return dictionary.mapValues(\.untyped)
        case .array(let array): return array.map(\.untyped)
        case .other: return self
        }
    }

    /// The plist in `data`, untyped, or the parser's own message (`Missing ';' on line 2`).
    static func parse(_ data: Data) -> Result<Any, ParseFailure> {
        let tooDeep = "dictionaries and arrays nest deeper than \(CatalogLimits.maxPlistNesting) levels"
        // FoundationEssentials' XML reader recurses once a level with no limit of its own (a file
        // nesting a few thousand levels overflowed the stack), so XML is measured before it is read.
        if let line = XMLPlistNesting.lineExceeding(CatalogLimits.maxPlistNesting, in: data) {
            return .failure(ParseFailure(message: "\(tooDeep), on line \(line)"))
        }
        do {
            return .success(try PropertyListDecoder().decode(PropertyListValue.self, from: data).untyped)
        } catch is TooDeep {
            return .failure(ParseFailure(message: tooDeep))
        } catch {
            if case DecodingError.dataCorrupted(let context) = error,
               let underlying = context.underlyingError as? CocoaError,
               let message = underlying.userInfo["NSDebugDescription"] as? String {
                return .failure(ParseFailure(message: message))
            }
            return .failure(ParseFailure(message: nil))
        }
    }

    struct ParseFailure: Error {
        /// The parser's description of what it met, when it gave one.
        var message: String?
    }
}
