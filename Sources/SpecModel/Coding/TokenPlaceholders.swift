import RenderSupport

/// Token references where the models hold no string (`"cornerRadius": "$radius"`,
/// `"font": "$type.heading"`), for reading a spec file as written (`render-spec format`), before its
/// tokens are substituted. The decoder decodes a placeholder there (an empty or zero value of the
/// property's type) and notes the reference under its JSON path; the encoder writes the reference
/// back at that path. Rendering never sees them: it decodes after substitution.
final class TokenPlaceholders {
    /// JSON path → the reference as written (`"$radius"`).
    private(set) var references: [String: String] = [:]

    func note(_ reference: String, at path: [any CodingKey]) {
        references[Self.path(path)] = reference
    }

    func reference(at path: [any CodingKey]) -> String? {
        references.isEmpty ? nil : references[Self.path(path)]
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(JSONPath.root) { path, key in
            if let index = key.intValue { return JSONPath.appending(index: index, to: path) }
            return JSONPath.appending(key: key.stringValue, to: path)
        }
    }

    /// `T` decoded from `node` if a reference string is one (a colour, a text); otherwise a
    /// placeholder, with the reference noted. Nil when `node` is not a whole reference.
    func decode<T: Decodable>(_ type: T.Type, from node: JSONValue, at path: [any CodingKey]) -> T? {
        guard case .string(let text) = node.kind, TokenText.wholeReference(text) != nil else { return nil }
        if let value = Self.silently(T.self, from: node, at: path) { return value }
        note(text, at: path)
        if let vocabulary = T.self as? any SpecVocabulary.Type, let first = Self.firstCase(of: vocabulary) as? T {
            return first
        }
        let blanks: [JSONValue.Kind] = [.number(0), .object([]), .array([]), .bool(false), .string("")]
        for blank in blanks {
            if let value = Self.silently(T.self, from: JSONValue(kind: blank, position: node.position), at: path) { return value }
        }
        return nil
    }

    private static func firstCase<V: SpecVocabulary>(of type: V.Type) -> Any? {
        V.allCases.first
    }

    private static func silently<T: Decodable>(_ type: T.Type, from node: JSONValue, at path: [any CodingKey]) -> T? {
        let session = TreeDecodingSession(root: node, diagnostics: Diagnostics())
        let value = try? T(from: TreeDecoder(node: node, codingPath: path, session: session))
        return session.diagnostics.isEmpty ? value : nil
    }
}
