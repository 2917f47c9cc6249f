/// One JSON object read against the keys it may have. Unknown keys are reported once, up front,
/// with the nearest known key suggested; the decoder then asks for known keys by name.
struct ObjectFields {
    let node: JSONValue
    private let members: [JSONMember]
    private let diagnostics: Diagnostics

    /// Nil (after reporting) when `node` is not an object. `what` completes "expected …".
    init?(_ node: JSONValue, expecting what: String = "an object", keys: [String], diagnostics: Diagnostics) {
        guard let members = node.members else {
            diagnostics.report(node, "expected \(what), got \(node.typeName)")
            return nil
        }
        self.node = node
        self.members = members
        self.diagnostics = diagnostics
        for member in members where !keys.contains(member.key) {
            diagnostics.report(at: member.keyPosition,
                               "unknown key `\(member.key)`" + Suggestion.didYouMean(member.key, among: keys))
        }
    }

    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// The value at `key`, or nil after reporting it missing (at the object, which is where it belongs).
    func required(_ key: String) -> JSONValue? {
        if let value = self[key] { return value }
        diagnostics.report(node, "missing required key `\(key)`")
        return nil
    }

    /// Where a key was written, for errors about a pair of keys.
    func keyPosition(_ key: String) -> SourcePosition? {
        members.first { $0.key == key }?.keyPosition
    }
}
