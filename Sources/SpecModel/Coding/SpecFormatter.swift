import RenderSupport

/// The canonical layout of a spec file (CanonicalJSON.swift), built on the document models: the file
/// is decoded by `TreeDecoder` (so a spec that does not decode is refused with its errors, never
/// rewritten) and encoded again in the models' key order. What the file says is unchanged: the
/// models hold every key a spec may have, and an unknown key is an error, not dropped.
package enum SpecFormatter {
    /// The canonical text of `file` (relative to the current folder or absolute). Read, decoded and
    /// written by recursion as deep as the file nests, on a stack that holds it (SpecLoader's).
    package static func format(file: String) throws(SpecErrors) -> String {
        try StackReserve.run(needing: SpecLimits.loadStackBytes) { () throws(SpecErrors) -> String in try formatHere(file: file) }
    }

    private static func formatHere(file: String) throws(SpecErrors) -> String {
        let tree: JSONValue
        do {
            tree = try SpecFileReader.read(RenderRoot.canonical(file))
        } catch {
            throw SpecErrors([error])
        }
        let diagnostics = Diagnostics()
        let placeholders = TokenPlaceholders()
        let document = TreeDecoder.decode(SpecDocument.self, from: tree, diagnostics: diagnostics, placeholders: placeholders)
        guard diagnostics.isEmpty, let document else { throw SpecErrors(diagnostics.errors).normalized() }
        return text(document, placeholders: placeholders)
    }

    /// A document (read from a file or built in code) in the canonical layout.
    package static func text(_ document: some Encodable) -> String {
        text(document, placeholders: nil)
    }

    static func text(_ document: some Encodable, placeholders: TokenPlaceholders?) -> String {
        // The models encode nothing that can fail: no non-finite numbers, no invalid containers.
        guard let tree = try? OrderedEncoder.encode(document, placeholders: placeholders) else { return "{}\n" }
        return CanonicalJSON.text(tree)
    }
}
