/// Chooses the branches of an ICU message's `plural` and `select` arguments, as `.arb` files write
/// them: `{count, plural, =0{No items} one{One item} other{{count} items}}`. Not a full
/// MessageFormat: a render needs the text for one plural category, and `{name}` placeholders are
/// left for `CatalogFormat` to fill. `'` quoting is not interpreted (Flutter ignores it unless
/// `use-escaping` is on).
enum ICUMessageSelector {
    /// `message` with every plural chosen for `plural` (nil: `other`) and every select at `other`.
    /// In a chosen plural branch `#` stands for the count, written back as `{name}`. With a `count`
    /// (the category is then the count's), an exact branch `=N` for it wins over the category, as
    /// in ICU, and `#` is the count itself.
    static func select(_ message: String, plural: PluralCategory?, count: Int? = nil) -> String {
        var parser = Parser(scalars: Array(message.unicodeScalars))
        parser.exactCount = count
        return (try? parser.message(plural: plural, until: nil)) ?? message
    }

    /// Why `message` is not a well-formed ICU message (unbalanced braces, a plural without `other`),
    /// or nil; checked when the catalog is read, so a lookup never meets a broken message.
    static func problem(in message: String) -> String? {
        firstProblem(in: message)?.message
    }

    /// The problem `problem(in:)` describes; `character` is set where the message does not say where.
    static func firstProblem(in message: String) -> Problem? {
        var parser = Parser(scalars: Array(message.unicodeScalars))
        do {
            _ = try parser.message(plural: nil, until: nil)
            return nil
        } catch {
            return error
        }
    }

    struct Problem: Error {
        var message: String
        /// The Unicode scalar (from 0) the problem is at, for a reader that can place it in its file.
        var character: Int?
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// `plural` and `select` arguments open around `index`: each is two frames of recursion
        /// (`message`, `argument`), so the limit is what keeps a hostile message off the stack's end.
        var nesting = 0
        /// The count the plural is chosen for, when the spec gives one.
        var exactCount: Int?

        /// Text up to `until` (`}` closing a branch) or the end, arguments resolved; `count` is the
        /// plural argument's name when inside its branch, for `#`.
        mutating func message(plural: PluralCategory?, until close: Unicode.Scalar?, count: String? = nil) throws(Problem) -> String {
            var out = ""
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == close { return out }
                if scalar == "}" { throw Problem(message: "unbalanced `}` at character \(index + 1)") }
                if scalar == "#", let count {
                    out += exactCount.map(String.init) ?? "{\(count)}"
                    index += 1
                } else if scalar == "{" {
                    out += try argument(plural: plural, count: count)
                } else {
                    out.unicodeScalars.append(scalar)
                    index += 1
                }
            }
            if close != nil { throw Problem(message: "a `{` is never closed") }
            return out
        }

        /// `{name}` kept as written; `{name, plural|selectordinal|select, branches}` resolved.
        private mutating func argument(plural: PluralCategory?, count: String?) throws(Problem) -> String {
            let start = index
            index += 1  // {
            let name = word()
            skipSpaces()
            if index < scalars.count, scalars[index] == "}" {
                index += 1
                return String(String.UnicodeScalarView(scalars[start..<index]))
            }
            guard !name.isEmpty, index < scalars.count, scalars[index] == "," else {
                throw Problem(message: "`{` at character \(start + 1) starts neither `{name}` nor `{name, plural, …}`")
            }
            index += 1
            skipSpaces()
            let kind = word()
            skipSpaces()
            guard ["plural", "select", "selectordinal"].contains(kind), index < scalars.count, scalars[index] == "," else {
                throw Problem(message: "`{\(name), \(kind)…}`: expected `plural` or `select` after the argument name")
            }
            index += 1
            try checkNesting(name: name, kind: kind, at: start)
            nesting += 1
            defer { nesting -= 1 }
            var branches: [String: String] = [:]
            var order: [String] = []
            while true {
                skipSpaces()
                guard index < scalars.count else { throw Problem(message: "`{\(name), \(kind), …}` is never closed") }
                if scalars[index] == "}" {
                    index += 1
                    break
                }
                let selector = word()
                skipSpaces()
                guard !selector.isEmpty, index < scalars.count, scalars[index] == "{" else {
                    throw Problem(message: "`{\(name), \(kind), …}`: expected a branch such as `other{…}`")
                }
                index += 1
                let text = try message(plural: plural, until: "}", count: kind == "select" ? count : name)
                index += 1  // }
                branches[selector] = text
                order.append(selector)
            }
            guard let other = branches["other"] else {
                throw Problem(message: "`{\(name), \(kind), …}` needs an `other` branch")
            }
            guard kind == "plural", let plural else { return other }
            if let exactCount, let branch = branches["=\(exactCount)"] { return branch }
            // Flutter reads `=0`, `=1`, `=2` as the `zero`, `one` and `two` forms.
            let exact = ["zero": "=0", "one": "=1", "two": "=2"][plural.rawValue]
            return branches[plural.rawValue] ?? exact.flatMap { branches[$0] } ?? other
        }

        /// Refuses a `plural` or `select` argument at `start` inside `maxMessageNesting` others,
        /// before any of its branches is read (docs/catalogs.md).
        private func checkNesting(name: String, kind: String, at start: Int) throws(Problem) {
            guard nesting >= CatalogLimits.maxMessageNesting else { return }
            throw Problem(message: "`{\(name), \(kind), …}` nests plural and select arguments deeper than \(CatalogLimits.maxMessageNesting) levels",
                          character: start)
        }

        /// Letters, digits, `_` and `=` (for `=0`): a name, a keyword or a selector.
        private mutating func word() -> String {
            var out = ""
            while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                    || scalars[index] == "_" || scalars[index] == "=" {
                out.unicodeScalars.append(scalars[index])
                index += 1
            }
            return out
        }

        private mutating func skipSpaces() {
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        }
    }
}
