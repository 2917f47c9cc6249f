import RenderSupport

/// A closed set of names a spec key takes (`"outside"`, `"truncateTail"`): decoded with the list of
/// names and a did-you-mean for a near miss, encoded as the name.
public protocol SpecVocabulary: RawRepresentable, CaseIterable, Codable, Sendable, Hashable where RawValue == String {}

extension SpecVocabulary {
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        if let value = Self(rawValue: name) {
            self = value
            return
        }
        let names = Self.allCases.map(\.rawValue)
        throw decoder.refuse("`\(name)` is not one of " + names.map { "`\($0)`" }.joined(separator: ", ")
                             + Suggestion.didYouMean(name, among: names))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// What a spec draws: the value of `kind`.
public enum SpecKind: String, SpecVocabulary {
    case label, textField, button, view, bitmapFont, atlas
}

/// The parts of a button an `opacity` can leave unfaded: its chrome (edge, groove, border and
/// background, one layer) and its title with the title's effects.
public enum ButtonPart: String, SpecVocabulary { case chrome, title }
