import RenderSupport

/// A catalog reference's `plural` (docs/catalogs.md#plurals), turned into the choice every language
/// looks its form up with.
extension PluralChoice {
    /// What `plural` chooses, and the argument it was read from (`{"argument": …}`), which a form
    /// may leave out. Nil, with the error reported at the key to change, when `plural` names a count
    /// that is not there or not a whole number of 0 or more.
    struct Read {
        var choice: PluralChoice?
        var argument: ArgumentReference?
    }

    static func read(_ value: PluralValue?, arguments: JSONAny?, at reference: JSONValue, diagnostics: Diagnostics) -> Read? {
        guard let value else { return Read() }
        let node = reference["plural"] ?? reference
        switch value {
        case .category(let form):
            return Read(choice: PluralCategory(rawValue: form.rawValue).map(PluralChoice.category))
        case .quantity(let quantity):
            switch (quantity.count, quantity.argument) {
            case (let count?, nil):
                guard count >= 0 else {
                    diagnostics.report(node["count"] ?? node, "a plural count is a whole number, 0 or more; got \(count)")
                    return nil
                }
                return Read(choice: .count(count))
            case (nil, let argument?):
                guard let count = count(in: arguments, at: argument, node: node["argument"] ?? node, diagnostics: diagnostics) else { return nil }
                return Read(choice: .count(count), argument: argument)
            case (nil, nil):
                diagnostics.report(node, "`plural` needs `count` (a whole number) or `argument` (the argument that holds the count)")
                return nil
            case (_?, _?):
                diagnostics.report(node, "`plural` takes `count` or `argument`, not both")
                return nil
            }
        }
    }

    /// The whole number `argument` names in `arguments`.
    private static func count(in arguments: JSONAny?, at argument: ArgumentReference, node: JSONValue, diagnostics: Diagnostics) -> Int? {
        let value: JSONAny
        let which: String
        switch (argument, arguments) {
        case (_, nil):
            diagnostics.report(node, "`argument` names the count's argument, but the reference has no `arguments`")
            return nil
        case (.name(let name), .object(let named)?):
            guard let found = named[name] else {
                let names = named.keys.isEmpty ? "it has none" : "it has " + named.keys.map { "`\($0)`" }.joined(separator: ", ")
                diagnostics.report(node, "`arguments` has no `\(name)` (\(names))" + Suggestion.didYouMean(name, among: named.keys))
                return nil
            }
            value = found
            which = "argument `\(name)`"
        case (.name(let name), _):
            diagnostics.report(node, "`argument` names `\(name)`, but `arguments` is a list: give the count's position in it (1 for the first), or the arguments as an object")
            return nil
        case (.position(let position), .object?):
            diagnostics.report(node, "`argument` is position \(position), but `arguments` is an object: name the argument that holds the count")
            return nil
        case (.position(let position), let given?):
            let list: [JSONAny] = if case .array(let items) = given { items } else { [given] }
            guard position <= list.count else {
                diagnostics.report(node, "`argument` is position \(position), but `arguments` has \(list.count)")
                return nil
            }
            value = list[position - 1]
            which = "argument \(position)"
        }
        guard case .number(let number) = value, number == number.rounded(), number >= 0, number <= SpecLimits.maxMagnitude else {
            diagnostics.report(node, "\(which) is \(CatalogFormat.describe(value)); a plural count is a whole number from 0 to \(NumberText.grouped(Int(SpecLimits.maxMagnitude)))")
            return nil
        }
        return Int(number)
    }
}
