/// Why a catalog string could not be filled with the spec's arguments.
struct FormatProblem: Error, Equatable, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Fills a catalog string's placeholders with a spec's arguments, as the app would at run time.
enum CatalogFormat {
    /// `template` filled from `arguments`, which are JSON values as a spec writes them:
    ///
    /// - an array (or a single number or string) fills printf placeholders, the syntax of Apple's
    ///   formats, Android (Java's `%1$s` is the same) and gettext (C): `%d %i %ld %lld %u %x %@ %s
    ///   %f %.2f %e %g`, positional `%2$@`, `%%`, and Java's `%n`;
    /// - an object fills `.arb` placeholders by name: `{count}`.
    ///
    /// Numbers print without grouping (`12480`; the app's own formatter is not known). A count or
    /// type mismatch and an unknown or unused name are problems, not silent blanks.
    static func apply(_ template: String, arguments: JSONAny) -> Result<String, FormatProblem> {
        switch arguments {
        case .object(let named): NamedPlaceholders.apply(template, arguments: named)
        case .array(let list): PrintfTemplate.apply(template, arguments: list)
        case .null: PrintfTemplate.apply(template, arguments: [])
        case .bool, .number, .string: PrintfTemplate.apply(template, arguments: [arguments])
        }
    }

    /// A string or number argument as text: numbers without grouping or a needless `.0`.
    static func text(of value: JSONAny) -> String? {
        switch value {
        case .string(let string): string
        case .number(let number): NumberText.short(number)
        default: nil
        }
    }

    /// "the string \"x\"", "true", "an array": what an argument is, for a message.
    static func describe(_ value: JSONAny) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): NumberText.short(number)
        case .string(let string): "the string \"\(string)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
