import RenderSupport

/// The limits of the text a request may give one token (`serve.tokens.NAME`).
///
/// A request's text must be one line of valid text, which the rule checks in this order:
/// - no control character (Unicode's Cc: U+0000–U+001F, U+007F–U+009F; newline and tab included),
///   and no line or paragraph separator (U+2028, U+2029): the text is one line, and the spec
///   decides where it breaks;
/// - no U+FFFD: a Swift string holds no unpaired surrogate (a JSON decoder refuses one or puts
///   U+FFFD in its place), so a replacement character means text that was not valid where it
///   came from;
/// - at most `maxLength × SpecLimits.requestBytesPerCharacter` bytes of UTF-8, checked before the
///   characters are counted, so a value cannot make the count itself expensive;
/// - at most `maxLength` characters, counted as Swift's `Character`s: extended grapheme clusters,
///   what a reader sees as one letter (`é` written as `e` + U+0301, a flag or a family emoji is
///   one), not bytes, UTF-16 units or Unicode scalars;
/// - with `characters`, each Unicode scalar of the text among them (so `é` written as `e` +
///   U+0301 needs both scalars listed).
package struct RequestTokenRule: Equatable, Hashable, Sendable {
    package var maxLength: Int
    /// Nil: any characters valid text may hold.
    package var characters: Set<Unicode.Scalar>?

    package init(maxLength: Int, characters: Set<Unicode.Scalar>? = nil) {
        self.maxLength = maxLength
        self.characters = characters
    }

    /// What is wrong with `text` as token `token`'s value, or nil when it may be drawn.
    package func problem(with text: String, token: String) -> RequestTokenProblem? {
        func problem(_ kind: RequestTokenProblem.Kind, _ what: String) -> RequestTokenProblem {
            RequestTokenProblem(token: token, kind: kind, message: "the request gives `\(token)` \(what)")
        }
        if let scalar = text.unicodeScalars.first(where: Self.breaksLine) {
            return problem(.invalidText, "a control character (\(Self.codePoint(scalar))); a request's text is one line without control characters")
        }
        if text.unicodeScalars.contains("\u{FFFD}") {
            return problem(.invalidText, "U+FFFD, the replacement character, which stands for text that was not valid Unicode")
        }
        let bytes = text.utf8.count, byteLimit = maxLength * SpecLimits.requestBytesPerCharacter
        if bytes > byteLimit {
            return problem(.tooLong, "\(NumberText.grouped(bytes)) bytes of UTF-8; its \(NumberText.grouped(maxLength)) characters allow at most \(NumberText.grouped(byteLimit))")
        }
        let count = text.count
        if count > maxLength {
            return problem(.tooLong, "\(NumberText.grouped(count)) characters; `maxLength` allows \(NumberText.grouped(maxLength))")
        }
        if let characters, let scalar = text.unicodeScalars.first(where: { !characters.contains($0) }) {
            return problem(.disallowedCharacter, "\(Self.shown(scalar)), which is not one of its `characters`")
        }
        return nil
    }

    /// Control characters and the two separators that end a line.
    static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// `a`, quoted, for a character a reader sees; U+200B for one that shows nothing on its own
    /// (spaces, joiners, marks, format and private characters).
    static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
             .enclosingMark, .spacingMark, .privateUse, .surrogate, .unassigned:
            return codePoint(scalar)
        default:
            return scalar == "`" ? "U+0060 (a backtick)" : "`\(scalar)`"
        }
    }

    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
