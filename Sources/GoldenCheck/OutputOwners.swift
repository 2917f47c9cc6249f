import SpecModel

/// Which spec variant writes each output path, so that no file is written twice: `check` refuses
/// the specs whose goldens collide before comparing anything, `render` before writing anything.
package struct OutputOwners: Sendable {
    private struct Owner: Equatable, Sendable {
        var file: String
        var state: String
        var locale: String?
    }

    private var owners: [String: Owner] = [:]

    package init() {}

    /// Every path claimed so far (absolute, as claimed).
    package var paths: Set<String> { Set(owners.keys) }

    /// Records that `spec` writes `path`; the error to report when another spec, or another variant
    /// of the same spec, already writes it. The error sits at `$.name` of the later spec.
    package mutating func claim(_ path: String, by spec: ResolvedSpec) -> SpecError? {
        let claimant = Owner(file: spec.file, state: spec.state, locale: spec.locale)
        guard let other = owners[path] else {
            owners[path] = claimant
            return nil
        }
        if other == claimant { return nil } // the same variant's own file again
        let shown = DisplayPath.forUser(path)
        if other.file != claimant.file {
            return spec.error(at: "$.name", "writes \(shown), which \(DisplayPath.forUser(other.file)) writes too; give one of them another `name`")
        }
        return spec.error(at: "$.name", "\(Self.variant(claimant)) writes \(shown), which its \(Self.variant(other)) writes too")
    }

    /// "state highlighted, locale de": one variant of a spec, for messages.
    private static func variant(_ owner: Owner) -> String {
        "variant (state \(owner.state), locale \(owner.locale ?? "base"))"
    }
}
