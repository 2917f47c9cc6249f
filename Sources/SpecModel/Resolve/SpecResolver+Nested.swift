/// Specs that name other specs: a bitmap font's `charactersFrom`, an atlas's `sprites`.
extension SpecResolver {
    /// The variants of the spec `file`, loaded while resolving the value at `path`; a spec that does
    /// not load, or that leads back here, is reported there.
    func loadNested(_ file: String, _ path: ValuePath) -> [ResolvedSpec]? {
        let chain = NestedSpecChain.files + [position(path).file]
        if chain.contains(file) {
            report(path, "\(DisplayPath.forUser(file)) leads back to this spec, in a loop")
            return nil
        }
        do {
            return try NestedSpecChain.$files.withValue(chain) { try SpecLoader(root: root.path).load(file: file) }
        } catch {
            let first = (error as? SpecErrors)?.errors.first.map { $0.description } ?? "\(error)"
            report(path, "cannot load it: \(first)")
            return nil
        }
    }
}

/// The spec files being loaded for another's `charactersFrom` or `sprites`, outermost first, so a
/// loop of them is refused rather than loaded forever.
private enum NestedSpecChain {
    @TaskLocal static var files: [String] = []
}
