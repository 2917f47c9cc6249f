/// A `Decoder` that reads no JSON: it asks a model type which keys it has. Every model property is
/// optional, so a synthesized `init(from:)` only calls `decodeIfPresent(T.self, forKey:)`; this
/// decoder's keyed container records each key with its `T` and answers nil, and the type is built
/// empty. What is recorded is the type's keys in the order its `init(from:)` reads them, with their
/// types: the schema is walked from the models, so it cannot drift from them.
///
/// A type with a hand-written `init(from:)` that reads a single value or an array cannot be walked
/// this way; it declares its JSON forms through `SchemaProviding` instead, and this decoder refuses
/// it (`SchemaWalkError`) so that a new such type cannot be missed.
struct SchemaDecoder: Decoder {
    /// The keys one walk found, in order.
    final class Recording {
        var fields: [(key: String, type: Any.Type)] = []
    }

    let recording = Recording()
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// `type`'s keys and their types, in the order its `init(from:)` decodes them.
    static func fields(of type: any Decodable.Type) throws -> [(key: String, type: Any.Type)] {
        let decoder = SchemaDecoder()
        _ = try type.init(from: decoder)
        return decoder.recording.fields
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(SchemaKeyedContainer<Key>(recording: recording))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SchemaWalkError(message: "reads an array by hand")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw SchemaWalkError(message: "reads a single value by hand")
    }
}

/// A model type the walk cannot read: it should conform to `SchemaProviding`.
struct SchemaWalkError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Records `decodeIfPresent` calls and answers nil; anything else is a model the walk cannot read.
private struct SchemaKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recording: SchemaDecoder.Recording
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { false }
    func decodeNil(forKey key: Key) throws -> Bool { true }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        recording.fields.append((key.stringValue, T.self))
        return nil
    }

    // The primitive overloads the synthesized code calls for `Int?`, `Double?`, `String?`, `Bool?`.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try record(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try record(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try record(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try record(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try record(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try record(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try record(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try record(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try record(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try record(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try record(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try record(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try record(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try record(type, key) }

    private func record<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try decodeIfPresent(type, forKey: key)
    }

    /// A required key: the models have none (what is required is checked when a spec is resolved).
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        throw SchemaWalkError(message: "decodes `\(key.stringValue)` as required; model properties are optional")
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw SchemaWalkError(message: "reads `\(key.stringValue)` by hand")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw SchemaWalkError(message: "reads `\(key.stringValue)` by hand")
    }

    func superDecoder() throws -> any Decoder { throw SchemaWalkError(message: "reads itself by hand") }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw SchemaWalkError(message: "reads `\(key.stringValue)` by hand")
    }
}
