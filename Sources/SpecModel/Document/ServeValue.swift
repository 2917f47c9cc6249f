/// `serve`: the tokens a request to `render-spec serve` may set in this spec, and the limits of the
/// text it may give each (docs/spec.md#request-tokens-serve). A request changes words only: each
/// token named here needs a string or number default in `tokens`, and may stand only in text.
public struct ServeValue: Codable, Sendable, Equatable, DocumentNoun {
    /// Token name → the limits of the text a request may give it, in the order a reply lists them.
    public var tokens: OrderedObject<RequestTokenValue>?

    static var noun: String { "an object {\"tokens\"}" }

    public init(tokens: OrderedObject<RequestTokenValue>? = nil) {
        self.tokens = tokens
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case tokens }
}

/// `{"maxLength", "characters"}`: what a request may set one token to.
public struct RequestTokenValue: Codable, Sendable, Equatable, DocumentNoun {
    /// The most characters (grapheme clusters, as a reader counts them) the text may have, 1–1,000.
    public var maxLength: Int?
    /// The only characters (Unicode scalars) the text may hold; any printable ones when absent.
    public var characters: String?

    static var noun: String { "an object {\"maxLength\", \"characters\"}" }

    public init(maxLength: Int? = nil, characters: String? = nil) {
        self.maxLength = maxLength
        self.characters = characters
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case maxLength, characters }
}
