import RenderSupport

/// One token of a W3C Design Tokens (DTCG) file, flattened out of its groups: `brand.primary` for
/// `{"brand": {"primary": {"$value": …}}}`. Kept raw (aliases unresolved, type not yet mapped) so
/// that a token the spec never references costs nothing and can never be an error.
struct DesignToken: Sendable {
    /// The dotted path of group and token names, the name a spec references it by (`$brand.primary`).
    var path: String
    /// `$type`, or the nearest enclosing group's; nil when neither says (an alias then takes its target's).
    var type: String?
    /// `$value` as written, with its positions in the token file.
    var value: JSONValue
    /// Where the token's name is written in the token file, for "defined at" in messages.
    var position: SourcePosition
}

/// Why a referenced design token has no spec value; `position` is the offending place in the token
/// file (the token itself, or the part of its value that is wrong).
struct DesignTokenProblem: Error, Equatable {
    var message: String
    var position: SourcePosition

    init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

    init(_ message: String, at node: JSONValue) {
        self.init(message, at: node.position)
    }
}

/// A design token as a spec value. `insetShadow` remembers DTCG's `"inset": true`, which the spec's
/// shadow object cannot say: such a token may only stand where the spec wants `innerShadow`.
struct MappedToken: Sendable {
    var value: JSONValue
    var insetShadow = false
}
