import RenderSupport
import SpecModel

/// Where a problem lies in a spec built in Swift: the property path in the value the user wrote
/// (`ButtonSpec.title.font.weight`, `ButtonSpec.states["highlighted"].cornerRadius`), since the JSON
/// the model is loaded through (`LoadedSpec.init(_ document:)`) was never written by anyone.
///
/// Only problems in that JSON are moved: a base file the model `extends`, a token file or a string
/// catalog was written by someone, and keeps its `FILE:LINE:COLUMN`.
struct SwiftValuePath: Sendable, Hashable {
    /// The file name the model stands for (absolute), which the loader gave its JSON.
    let file: String
    /// The model's type: `ButtonSpec`.
    let typeName: String

    /// Keys whose members are the user's own names, reached in Swift by subscript.
    private static let dictionaryKeys: Set<String> = ["states", "locales", "variations", "glyphs", "tokens", "arguments"]

    /// `$.title.font.weight` → `ButtonSpec.title.font.weight`; `$.states.pressed` →
    /// `ButtonSpec.states["pressed"]`; `$.shadow[1].blur` → `ButtonSpec.shadow[1].blur`.
    func swiftPath(_ jsonPath: String) -> String {
        var components: [String] = []
        var rest = jsonPath
        while let (parent, last) = JSONPath.split(rest) {
            components.insert(last, at: 0)
            rest = parent
        }
        // Anything that is not a JSON path from `$` is left as it is.
        guard rest == JSONPath.root else { return jsonPath }
        var out = typeName
        var previousKey: String?
        for component in components {
            if component.hasPrefix(".") {
                let key = String(component.dropFirst())
                if let previousKey, Self.dictionaryKeys.contains(previousKey) {
                    out += "[\"\(key)\"]"
                } else {
                    out += "." + key
                }
                previousKey = key
            } else if component == "[\"$schema\"]" {
                out += ".schema"
                previousKey = "schema"
            } else {
                // `["pt-BR"]` (JSON string escaping reads as Swift's for what a key holds) or `[1]`.
                out += component
                previousKey = nil
            }
        }
        return out
    }

    /// `error` with the Swift path, no line or column, and its advice in Swift (SwiftAdvice), when
    /// it lies in the model's JSON.
    func map(_ error: SpecError) -> SpecError {
        guard error.file == file, error.hasPosition else { return error }
        return SpecError(file: error.file, line: 0, column: 0, path: swiftPath(error.path), message: swiftMessage(error.message))
    }

    /// A message about the model, with the settings it advises written in Swift (SwiftAdvice).
    func swiftMessage(_ message: String) -> String { SwiftAdvice.rephrase(message) }

    func map(_ errors: SpecErrors) -> SpecErrors {
        SpecErrors(errors.errors.map(map))
    }
}
