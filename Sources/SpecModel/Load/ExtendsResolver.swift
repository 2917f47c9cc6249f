import RenderSupport

/// Reads a spec file and folds its `extends` chain into one document: the bases in list order
/// (later over earlier), this file over all of them, each base itself already folded.
///
/// A base's `name` is not inherited (it names the base's own output). Each file is read and folded
/// once and then reused, so a diamond of bases costs no more than a chain, and a hostile tree of
/// repeated bases cannot grow exponentially.
final class ExtendsResolver {
    private let root: RenderRoot
    /// Spec files held in memory (a spec loaded from bytes), by absolute path: read from here, not the disk.
    private let sources: [String: [UInt8]]
    /// Folded document and height (the longest `extends` chain below it) per file.
    private var folded: [String: (document: JSONValue, height: Int)] = [:]

    init(root: RenderRoot, sources: [String: [UInt8]] = [:]) {
        self.root = root
        self.sources = sources
    }

    func document(for file: String) throws(SpecErrors) -> JSONValue {
        switch fold(file, chain: [file]) {
        case .success(let result): return result.document
        case .failure(let errors): throw SpecErrors(errors.errors).normalized()
        }
    }

    /// `chain` runs from the spec being loaded to `file`, for cycle and depth checks.
    private func fold(_ file: String, chain: [String]) -> Result<(document: JSONValue, height: Int), SpecErrors> {
        if let done = folded[file] { return .success(done) }
        let document: JSONValue
        do {
            if let bytes = sources[file] {
                document = try SpecFileReader.parse(bytes, file: file)
            } else {
                document = try SpecFileReader.read(file)
            }
        } catch {
            return .failure(SpecErrors([error]))
        }
        guard let extendsNode = document["extends"] else {
            folded[file] = (document, 0)
            return .success((document, 0))
        }
        var errors: [SpecError] = []
        var merged: JSONValue?
        var height = 0
        for pathNode in baseReferences(extendsNode, errors: &errors) {
            guard let base = resolveBase(pathNode, chain: chain, errors: &errors) else { continue }
            let baseDocument = base.document.removing(["name", "extends"])
            merged = merged.map { JSONMerge.merge($0, baseDocument) } ?? baseDocument
            height = max(height, base.height + 1)
        }
        guard errors.isEmpty else { return .failure(SpecErrors(errors)) }
        let own = document.removing(["extends"])
        let result = (document: merged.map { JSONMerge.merge($0, own) } ?? own, height: height)
        folded[file] = result
        return .success(result)
    }

    /// `extends` is one path or a list of paths.
    private func baseReferences(_ node: JSONValue, errors: inout [SpecError]) -> [JSONValue] {
        switch node.kind {
        case .string: return [node]
        case .array(let items):
            return items.filter { item in
                if case .string = item.kind { return true }
                errors.append(SpecError(at: item.position, "expected a path, got \(item.typeName)"))
                return false
            }
        default:
            errors.append(SpecError(at: node.position, "expected a path or a list of paths, got \(node.typeName)"))
            return []
        }
    }

    private func resolveBase(_ node: JSONValue, chain: [String], errors: inout [SpecError])
        -> (document: JSONValue, height: Int)? {
        guard case .string(let relative) = node.kind, !relative.isEmpty else {
            errors.append(SpecError(at: node.position, "expected a path, got an empty string"))
            return nil
        }
        let base: String
        switch root.resolve(relative, from: node.position.file) {
        case .success(let path): base = path
        case .failure(let problem):
            errors.append(SpecError(at: node.position, problem.message))
            return nil
        }
        if let start = chain.firstIndex(of: base) {
            let cycle = (chain[start...] + [base]).map { root.relative($0) }.joined(separator: " → ")
            errors.append(SpecError(at: node.position, "`extends` cycle: \(cycle)"))
            return nil
        }
        // chain.count is the depth `base` would sit at; a folded base adds its own height.
        if chain.count + (folded[base]?.height ?? 0) > SpecLimits.maxExtendsDepth {
            errors.append(SpecError(at: node.position, "`extends` chain is deeper than \(SpecLimits.maxExtendsDepth) files"))
            return nil
        }
        switch fold(base, chain: chain + [base]) {
        case .success(let result):
            return result
        case .failure(let baseErrors):
            errors.append(contentsOf: baseErrors.errors)
            return nil
        }
    }
}
