import RenderSupport

/// Why a catalog string could not be filled with the spec's arguments.
struct FormatProblem: Error, Equatable, Sendable {
    var message: String
    /// An argument the string does not print: the platforms format such a string all the same
    /// (a French `one` form that says "1 minute"), so the caller warns and fills it `ignoringUnused`.
    var isUnusedArgument = false
    init(_ message: String, isUnusedArgument: Bool = false) { self.message = message; self.isUnusedArgument = isUnusedArgument }
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
    /// type mismatch and an unknown or unused name are problems, not silent blanks, except for
    /// `count`, the argument the plural form was chosen by: a form may leave it out ("One file"),
    /// as the platforms' formatters allow.
    static func apply(_ template: String, arguments: JSONAny, count: ArgumentReference? = nil,
                      ignoringUnused: Bool = false) -> Result<String, FormatProblem> {
        var name: String?, position: Int?
        switch count {
        case .name(let value): name = value
        case .position(let value): position = value
        case nil: break
        }
        let result = switch arguments {
        case .object(let named): NamedPlaceholders.apply(template, arguments: named, mayBeUnused: name, ignoringUnused: ignoringUnused)
        case .array(let list): PrintfTemplate.apply(template, arguments: list, mayBeUnused: position, ignoringUnused: ignoringUnused)
        case .null: PrintfTemplate.apply(template, arguments: [])
        case .bool, .number, .string: PrintfTemplate.apply(template, arguments: [arguments], mayBeUnused: position, ignoringUnused: ignoringUnused)
        }
        guard case .failure(let problem) = result else { return result }
        return .failure(wrongKind(template, arguments) ?? problem)
    }

    /// When arguments of the other kind would have filled the string (an object for a printf
    /// string, a list for `{name}` placeholders), that is the problem to report.
    private static func wrongKind(_ template: String, _ arguments: JSONAny) -> FormatProblem? {
        let printf = PrintfTemplate.firstPlaceholder(in: template)
        let name = NamedPlaceholders.names(in: template).first
        if case .object = arguments, let printf, name == nil {
            return FormatProblem("the string has printf placeholders (`\(printf)`): give its arguments as an array, not an object")
        }
        if case .object = arguments { return nil }
        if let name, printf == nil {
            return FormatProblem("the string has named placeholders (`{\(name)}`): give its arguments as an object such as {\"\(name)\": …}")
        }
        return nil
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
        case .string(let string): "the string \"\(InputExcerpt.of(string))\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
