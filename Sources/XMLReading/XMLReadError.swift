/// Why a document could not be read, where expat stopped: the first problem only, since after one
/// a parser can only guess what the rest meant.
public struct XMLReadError: Error, Equatable, Sendable {
    /// The problems a reader of hand-written files names in its own words; the rest are `other`,
    /// with expat's message.
    public enum Kind: Equatable, Sendable {
        /// A closing tag does not match the element it closes.
        case tagMismatch
        /// A character that cannot start or continue markup here: a bare `&`, an unquoted
        /// attribute value, a `<` inside text.
        case invalidToken
        /// An entity other than XML's five, `&#…;` and those the document declares.
        case undefinedEntity
        /// The input ends in the middle of a tag, comment or other token.
        case unclosedToken
        /// The input ends before its root element is closed, or has no element at all.
        case noElements
        /// More after the root element than comments and white space.
        case junkAfterRoot
        /// A character reference to a code point XML does not allow (`&#0;`).
        case badCharacterReference
        /// An entity declaration whose references nest deeper than the reader allows, or use an
        /// entity declared after it (`XMLReader`, `EntityNesting`); `message` says which.
        case entityNesting
        case other
    }

    public let kind: Kind
    /// expat's description (`XML_ErrorString`), for `other`.
    public let message: String
    /// 1-based, of the start of the token expat stopped at.
    public let line: Int
    public let column: Int
    /// The byte offset of that token in the input.
    public let offset: Int
}
