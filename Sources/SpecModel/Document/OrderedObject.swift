/// A JSON object whose keys are the user's own (states, locales, tokens, font axes, glyphs), kept in
/// file order: states render, and a formatted file lists them, in the order they were written.
/// (`JSONDecoder` does not report key order; decoded through it, the order is whatever it gives.)
/// Equality is JSON's: the same keys with equal values, in any order (RFC 8259: an object is an
/// unordered collection), so a model round-trips through Foundation's coders to an equal one.
public struct OrderedObject<Value: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: Value
        public init(key: String, value: Value) { self.key = key; self.value = value }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) { self.entries = entries }

    /// Entries in the given order.
    public init(_ pairs: KeyValuePairs<String, Value>) {
        entries = pairs.map { Entry(key: $0.key, value: $0.value) }
    }

    public subscript(key: String) -> Value? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue))
            }
        }
    }

    public var keys: [String] { entries.map(\.key) }

    /// The entries as a dictionary (the first of a repeated key wins, as in `subscript`).
    public var dictionary: [String: Value] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// `dictionary`'s entries, keeping the order `old` has for its keys and adding the others in
    /// name order: a Swift dictionary has no order, and states and locales render in this one.
    /// Nil for a nil dictionary.
    package init?(_ dictionary: [String: Value]?, keepingOrderOf old: OrderedObject?) {
        guard let dictionary else { return nil }
        let kept = (old?.keys ?? []).filter { dictionary[$0] != nil }
        let added = dictionary.keys.filter { !kept.contains($0) }.sorted()
        entries = (kept + added).map { Entry(key: $0, value: dictionary[$0]!) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// An entry that does not decode is reported (by the spec decoder) and left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        entries = try container.allKeys.compactMap { key in
            try container.decodeIfPresent(Value.self, forKey: key).map { Entry(key: key.stringValue, value: $0) }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for entry in entries {
            try container.encode(entry.value, forKey: AnyCodingKey(entry.key))
        }
    }
}

/// Any JSON value: a token's value, which may stand for anything a spec holds.
public indirect enum JSONAny: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONAny])
    case object(OrderedObject<JSONAny>)

    public init(from decoder: any Decoder) throws {
        if let tree = decoder as? TreeDecoder {
            switch tree.node.kind {
            case .null: self = .null
            case .bool(let value): self = .bool(value)
            case .number: self = .number(try decoder.singleValueContainer().decode(Double.self))
            case .string(let value): self = .string(value)
            case .array: self = .array(try [JSONAny](from: decoder))
            case .object: self = .object(try OrderedObject(from: decoder))
            }
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let value = try? single.decode(Bool.self) { self = .bool(value) }
        else if let value = try? single.decode(Double.self) { self = .number(value) }
        else if let value = try? single.decode(String.self) { self = .string(value) }
        else if let value = try? [JSONAny](from: decoder) { self = .array(value) }
        else { self = .object(try OrderedObject(from: decoder)) }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value): try value.encode(to: encoder)
        case .number(let value): try value.encode(to: encoder)
        case .string(let value): try value.encode(to: encoder)
        case .array(let items): try items.encode(to: encoder)
        case .object(let object): try object.encode(to: encoder)
        }
    }
}
