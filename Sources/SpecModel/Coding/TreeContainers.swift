import RenderSupport

/// The three containers of `TreeDecoder`. Keyed `decodeIfPresent` is the lenient boundary: a value
/// that fails is reported at its position and read as absent, so decoding goes on.
struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: JSONValue
    let members: [JSONMember]
    let codingPath: [any CodingKey]
    let session: TreeDecodingSession

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { value(for: key) != nil }

    private func value(for key: Key) -> JSONValue? {
        members.first { $0.key == key.stringValue }?.value
    }

    private func decoder(for key: Key) throws -> TreeDecoder {
        guard let child = value(for: key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing required key `\(key.stringValue)`"))
        }
        return TreeDecoder(node: child, codingPath: codingPath + [key], session: session)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null? = value(for: key)?.kind { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: decoder(for: key))
    }

    /// Absent: nil. Present but unusable: reported, then nil.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let child = value(for: key) else { return nil }
        if let placeholder = session.placeholders?.decode(T.self, from: child, at: codingPath + [key]) { return placeholder }
        do {
            return try T(from: TreeDecoder(node: child, codingPath: codingPath + [key], session: session))
        } catch {
            session.record(error, decoding: T.self, at: child)
            return nil
        }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try primitive(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try primitive(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try primitive(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try primitive(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try primitive(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try primitive(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try primitive(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try primitive(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try primitive(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try primitive(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try primitive(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try primitive(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try primitive(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try primitive(key) }

    /// The primitive overloads, through the generic path.
    private func primitive<T: Decodable>(_ key: Key) throws -> T {
        try T(from: decoder(for: key))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresent(Optional<Bool>.self, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeIfPresent(Optional<String>.self, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeIfPresent(Optional<Double>.self, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeIfPresent(Optional<Float>.self, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresent(Optional<Int>.self, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIfPresent(Optional<Int8>.self, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIfPresent(Optional<Int16>.self, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIfPresent(Optional<Int32>.self, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIfPresent(Optional<Int64>.self, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIfPresent(Optional<UInt>.self, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIfPresent(Optional<UInt8>.self, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeIfPresent(Optional<UInt16>.self, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeIfPresent(Optional<UInt32>.self, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeIfPresent(Optional<UInt64>.self, key) }

    private func decodeIfPresent<T: Decodable>(_ type: Optional<T>.Type, _ key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TreeDecoder(node: node, codingPath: codingPath, session: session)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder(for: key)
    }
}

/// An array's items in order. An item that fails ends the array's decoding (the array is then
/// reported at that item); items of struct type report their own fields and go on.
struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    let session: TreeDecodingSession
    private(set) var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey], session: TreeDecodingSession) {
        self.items = items
        self.codingPath = codingPath
        self.session = session
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> TreeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "the array has no more items"))
        }
        defer { currentIndex += 1 }
        return TreeDecoder(node: items[currentIndex], codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)!], session: session)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex].kind else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = try next()
        if let placeholder = session.placeholders?.decode(T.self, from: decoder.node, at: decoder.codingPath) { return placeholder }
        return try T(from: decoder)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next()
    }
}

/// One JSON scalar. Numbers are held to `SpecLimits.maxMagnitude` here, for every key at once, so
/// that no number can later overflow an integer conversion.
struct TreeSingleValueContainer: SingleValueDecodingContainer {
    let node: JSONValue
    let codingPath: [any CodingKey]
    let session: TreeDecodingSession

    func decodeNil() -> Bool {
        if case .null = node.kind { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let value) = node.kind else { throw mismatch("a boolean") }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let value) = node.kind else { throw mismatch("a string") }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let value) = node.kind else { throw mismatch("a number") }
        guard abs(value) <= SpecLimits.maxMagnitude else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "\(NumberText.short(value)) is too large; numbers in a spec are at most \(NumberText.grouped(Int(SpecLimits.maxMagnitude))) in size"))
        }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode(_ type: Int.Type) throws -> Int { try whole() }
    func decode(_ type: Int8.Type) throws -> Int8 { try whole() }
    func decode(_ type: Int16.Type) throws -> Int16 { try whole() }
    func decode(_ type: Int32.Type) throws -> Int32 { try whole() }
    func decode(_ type: Int64.Type) throws -> Int64 { try whole() }
    func decode(_ type: UInt.Type) throws -> UInt { try whole() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try whole() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try whole() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try whole() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try whole() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: TreeDecoder(node: node, codingPath: codingPath, session: session))
    }

    private func whole<I: FixedWidthInteger>() throws -> I {
        let value = try decode(Double.self)
        guard value == value.rounded(), let exact = I(exactly: value) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "expected a whole number, got \(NumberText.short(value))"))
        }
        return exact
    }

    private func mismatch(_ expected: String) -> TreeTypeMismatch {
        TreeTypeMismatch(expected: expected, node: node, path: codingPath)
    }
}
