/// How `$` reads inside a spec string, apart from the value substitution TokenResolver does:
///
/// - `"$name"` or `"${name}"` as the whole string is a reference, replaced by the token's value of
///   any type (`wholeReference`).
/// - Inside longer text, `${name}` inserts a string or number token (`"Score: ${n}"`).
/// - `$$` is one literal `$`, anywhere.
/// - A bare `$name` inside longer text is refused when it names a defined token (or starts with
///   one: `$price.total` when `price` is a token), so a token is never drawn as its own name; a
///   `$` followed by anything else (`$5`, `US$ 3`, `$HOME` with no token `HOME`) stays literal.
enum TokenText {
    enum Piece: Equatable {
        case text(String)
        case token(String)
    }

    enum Problem: Error, Equatable {
        /// `${` without `}`.
        case unterminated
        /// `${}`.
        case emptyName
        /// A bare `$name` naming a defined token; `name` is the token.
        case bare(String)
    }

    /// The token a whole string refers to, or nil.
    static func wholeReference(_ text: String) -> String? {
        guard text.hasPrefix("$"), !text.hasPrefix("$$") else { return nil }
        if text.hasPrefix("${") {
            guard text.hasSuffix("}"), text.count > 3 else { return nil }
            let name = text.dropFirst(2).dropLast()
            return name.contains("}") ? nil : String(name)
        }
        let name = String(text.dropFirst())
        return TokenResolver.isName(name) ? name : nil
    }

    /// `text` as literal pieces and `${name}` insertions. `isDefined` says whether a bare `$name`
    /// names a token.
    static func pieces(_ text: String, isDefined: (String) -> Bool) -> Result<[Piece], Problem> {
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            guard scalar == "$", let next else {
                literal.append(scalar)
                index += 1
                continue
            }
            if next == "$" {
                literal.append("$")
                index += 2
            } else if next == "{" {
                guard let close = scalars[(index + 2)...].firstIndex(of: "}") else { return .failure(.unterminated) }
                guard close > index + 2 else { return .failure(.emptyName) }
                if !literal.isEmpty { pieces.append(.text(String(literal))) }
                literal = String.UnicodeScalarView()
                pieces.append(.token(String(String.UnicodeScalarView(scalars[(index + 2)..<close]))))
                index = close + 1
            } else if isNameStart(next) {
                var end = index + 1
                while end < scalars.count, isNameScalar(scalars[end]) { end += 1 }
                let word = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                if let token = definedPrefix(of: word, isDefined: isDefined) { return .failure(.bare(token)) }
                literal.append("$")
                literal.append(contentsOf: word.unicodeScalars)
                index = end
            } else {
                literal.append("$")
                index += 1
            }
        }
        if !literal.isEmpty || pieces.isEmpty { pieces.append(.text(String(literal))) }
        return .success(pieces)
    }

    /// `word`, or its part before a `.` (longest first), that names a token: `$brand.` at the end of
    /// a sentence is `$brand`, and `$price.total` still names `price`.
    private static func definedPrefix(of word: String, isDefined: (String) -> Bool) -> String? {
        var candidate = Substring(word)
        while !candidate.isEmpty {
            while let last = candidate.last, last == "." || last == "-" { candidate.removeLast() }
            if !candidate.isEmpty, isDefined(String(candidate)) { return String(candidate) }
            guard let dot = candidate.lastIndex(of: ".") else { return nil }
            candidate = candidate[..<dot]
        }
        return nil
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIILetter || scalar == "_"
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIILetter || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == "."
    }
}
