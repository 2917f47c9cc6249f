import RenderSupport

/// Specs that name other specs: a bitmap font's `charactersFrom`, an atlas's `sprites`.
extension SpecResolver {
    /// The variants of the spec `file`, loaded while resolving the value at `path`; a spec that does
    /// not load, that leads back here, or that would nest deeper than `maxNestedSpecDepth`, is
    /// reported there.
    func loadNested(_ file: String, _ path: ValuePath) -> [ResolvedSpec]? {
        let chain = NestedSpecChain.files + [position(path).file]
        if chain.contains(file) {
            report(path, "\(DisplayPath.forUser(file)) leads back to this spec, in a loop")
            return nil
        }
        // Checked before loading: each nested spec is a whole load on the same stack.
        if chain.count > SpecLimits.maxNestedSpecDepth {
            report(path, NestedSpecChain.tooDeep + ": " + (chain + [file]).map { DisplayPath.forUser($0) }.joined(separator: " → "))
            return nil
        }
        do {
            return try NestedSpecChain.$files.withValue(chain) { try SpecLoader(root: root.path).load(file: file) }
        } catch {
            reportNested(error, at: path)
            return nil
        }
    }

    /// A nested spec's first error, inside this spec's; the nesting limit's own error passes up
    /// unchanged, so it is one line at the place that passed the limit, however deep.
    private func reportNested(_ error: any Error, at path: ValuePath) {
        let first = (error as? SpecErrors)?.errors.first
        if let first, first.message.hasPrefix(NestedSpecChain.tooDeep) {
            diagnostics.append([first])
        } else {
            report(path, "cannot load it: \(first.map { $0.description } ?? "\(error)")")
        }
    }
}

/// The spec files being loaded for another's `charactersFrom` or `sprites`, outermost first, so a
/// loop of them is refused rather than loaded forever, and a chain of them is held to
/// `maxNestedSpecDepth`.
enum NestedSpecChain {
    @TaskLocal static var files: [String] = []

    /// Whether this load is for another spec's `charactersFrom` or `sprites`.
    static var isNested: Bool { !files.isEmpty }

    /// How the nesting limit's error starts, so an outer spec can pass it up unchanged.
    static let tooDeep = "specs nest more than \(SpecLimits.maxNestedSpecDepth) deep through `charactersFrom` and `sprites`"
}
