import RenderSupport

/// `.arb` placeholders: `{name}` filled from the argument of that name. Braces around anything but
/// a name are kept as written (plural and select were chosen on lookup).
enum NamedPlaceholders {
    /// `mayBeUnused`: the name of an argument the string need not print (a plural's count);
    /// `ignoringUnused`: any argument may go unprinted (the caller has warned about it).
    static func apply(_ template: String, arguments: OrderedObject<JSONAny>, mayBeUnused: String? = nil,
                      ignoringUnused: Bool = false) -> Result<String, FormatProblem> {
        var out = ""
        var used = Set<String>()
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"), isName(rest[afterOpen..<close]) else {
                out.append("{")
                rest = rest[afterOpen...]
                continue
            }
            let name = String(rest[afterOpen..<close])
            guard let value = arguments[name] else {
                let suggestion = Suggestion.didYouMean(name, among: arguments.keys)
                let given = arguments.keys.isEmpty ? "no arguments were given" : "the arguments are \(arguments.keys.map { "`\($0)`" }.joined(separator: ", "))"
                return .failure(FormatProblem("the string uses `{\(name)}`, but no argument is named `\(name)`\(suggestion.isEmpty ? "; \(given)" : suggestion)"))
            }
            guard let text = CatalogFormat.text(of: value) else {
                return .failure(FormatProblem("argument `\(name)` must be a number or a string, got \(CatalogFormat.describe(value))"))
            }
            out += text
            used.insert(name)
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        if !ignoringUnused, let unused = arguments.keys.first(where: { !used.contains($0) && $0 != mayBeUnused }) {
            let placeholders = used.isEmpty ? "it has no placeholders" : "it uses \(arguments.keys.filter(used.contains).map { "`{\($0)}`" }.joined(separator: ", "))"
            return .failure(FormatProblem("argument `\(unused)` is not used by the string (\(placeholders))", isUnusedArgument: true))
        }
        return .success(out)
    }

    /// The placeholder names in `template`, in order.
    static func names(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            if let close = rest.firstIndex(of: "}"), isName(rest[..<close]) {
                names.append(String(rest[..<close]))
                rest = rest[rest.index(after: close)...]
            }
        }
        return names
    }

    /// A Dart identifier, as ARB placeholder names are.
    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
        return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }
}
