/// Why a request's value for one token cannot be drawn: what `RequestTokenRules.problems` returns,
/// for the server's 400 reply, and what the loader refuses a request with.
package struct RequestTokenProblem: Equatable, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Equatable, Hashable, Sendable {
        /// The spec's `serve` does not name the token.
        case undeclared
        /// More characters than `maxLength`, or more bytes than they allow.
        case tooLong
        /// A character its `characters` does not list.
        case disallowedCharacter
        /// A control character, a line break or U+FFFD.
        case invalidText
    }

    /// The token the request named.
    package var token: String
    package var kind: Kind
    /// One line, naming the token, saying what is wrong (never quoting the value itself).
    package var message: String

    package init(token: String, kind: Kind, message: String) {
        self.token = token
        self.kind = kind
        self.message = message
    }

    package var description: String { message }
}
