import RenderSupport

/// JSON path (`$.font.family`, `$.stops[2]`) → where that value (or its key) was written, read from
/// the document itself when asked rather than copied out of it: a table of every path would cost
/// several times the document for a spec of many values (a long `$comment`, a big array), and an
/// error asks for a handful of them. The paths are the ones `JSONPath` writes, compared component
/// by component as it writes them, so every path it makes is found.
///
/// Positions set through the subscript (a variant's `states` and `locales` entries, which the merged
/// document no longer holds) are kept beside the document and answer first.
package struct PositionTable: Equatable, Hashable, Sendable, ExpressibleByDictionaryLiteral {
    enum Answer: Equatable, Hashable, Sendable {
        /// Where the value at the path starts.
        case values
        /// Where the key of the member at the path was written.
        case keys
    }

    private var document: JSONValue?
    private var answer: Answer
    private var added: [String: SourcePosition]

    init(document: JSONValue, of answer: Answer) {
        self.document = document
        self.answer = answer
        self.added = [:]
    }

    /// A table of the given paths alone (a spec built in code or a test).
    package init(dictionaryLiteral elements: (String, SourcePosition)...) {
        document = nil
        answer = .values
        added = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// Setting a path overrides what the document says there; setting nil removes only what was set.
    package subscript(path: String) -> SourcePosition? {
        get {
            if let position = added[path] { return position }
            guard let document else { return nil }
            return Self.find(path, in: document, at: JSONPath.root, answer: answer)
        }
        set { added[path] = newValue }
    }

    /// The files of every position in the table: the files a variant's values were written in
    /// (its bases and token files), inputs of its render.
    package var files: Set<String> {
        var out = Set(added.values.map(\.file))
        if let document { Self.collect(document, answer: answer, into: &out) }
        return out
    }

    package static func == (a: PositionTable, b: PositionTable) -> Bool {
        a.answer == b.answer && a.added == b.added && a.document == b.document
    }

    /// The document is left out of the hash (JSONValue has none); tables that are equal still hash alike.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(answer)
        hasher.combine(added)
        hasher.combine(document?.position)
    }

    /// Walks down `value` (found at `path`) to `target`, one component at a time.
    private static func find(_ target: String, in value: JSONValue, at path: String, answer: Answer) -> SourcePosition? {
        if target == path { return answer == .values ? value.position : nil }
        let rest = target.utf8.dropFirst(path.utf8.count)
        guard target.utf8.starts(with: path.utf8), let next = rest.first else { return nil }
        switch value.kind {
        case .array(let items) where next == UInt8(ascii: "["):
            // `[12]`: the index, then the end of the path or of the component.
            let digits = rest.dropFirst().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty, let index = Int(String(decoding: digits, as: UTF8.self)), items.indices.contains(index) else { return nil }
            return find(target, in: items[index], at: JSONPath.appending(index: index, to: path), answer: answer)
        case .object(let members):
            // The key is read out of the path first, so an object of many members is searched by
            // comparing keys, not by writing every member's path.
            guard let key = key(in: rest), let member = members.first(where: { $0.key == key }) else { return nil }
            let memberPath = JSONPath.appending(key: member.key, to: path)
            guard isPrefix(memberPath, of: target) else { return nil }
            if memberPath.utf8.count == target.utf8.count, answer == .keys { return member.keyPosition }
            return find(target, in: member.value, at: memberPath, answer: answer)
        default:
            return nil
        }
    }

    /// The key a path's next component names: `.name` up to the next `.` or `[`, or `["…"]` with
    /// the escapes JSONPath.quoted writes (`\"`, `\\`, PrintableText's `\n` … `\u202e`) read back.
    private static func key(in component: Substring.UTF8View) -> String? {
        if component.first == UInt8(ascii: ".") {
            let name = component.dropFirst().prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "[") }
            return String(decoding: name, as: UTF8.self)
        }
        guard component.starts(with: [UInt8(ascii: "["), UInt8(ascii: "\"")]) else { return nil }
        var scalars = Substring(component.dropFirst(2)).unicodeScalars[...]
        var key = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"": return String(key)
            case "\\":
                guard let escaped = scalars.popFirst() else { return nil }
                switch escaped {
                case "n": key.append("\n")
                case "t": key.append("\t")
                case "r": key.append("\r")
                case "b": key.append("\u{08}")
                case "f": key.append("\u{0C}")
                case "u":
                    let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                    guard hex.unicodeScalars.count == 4, let value = UInt32(hex, radix: 16),
                          let decoded = Unicode.Scalar(value) else { return nil }
                    key.append(decoded)
                    scalars = scalars.dropFirst(4)
                default: key.append(escaped)
                }
            default:
                key.append(scalar)
            }
        }
        return nil
    }

    /// `prefix` is `path` or the path of a value inside it: the next byte starts a component.
    private static func isPrefix(_ prefix: String, of path: String) -> Bool {
        guard path.utf8.starts(with: prefix.utf8) else { return false }
        let next = path.utf8.dropFirst(prefix.utf8.count).first
        return next == nil || next == UInt8(ascii: ".") || next == UInt8(ascii: "[")
    }

    private static func collect(_ value: JSONValue, answer: Answer, into out: inout Set<String>) {
        if answer == .values { out.insert(value.position.file) }
        switch value.kind {
        case .array(let items):
            for item in items { collect(item, answer: answer, into: &out) }
        case .object(let members):
            for member in members {
                if answer == .keys { out.insert(member.keyPosition.file) }
                collect(member.value, answer: answer, into: &out)
            }
        default:
            break
        }
    }
}
