import RenderSupport
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
    private var written: Set<String> = []

    package init() {}

    /// Every path claimed so far (as claimed), files several variants share included.
    package var paths: Set<String> { written }

    /// Claims every file of `plan`, each at its destination (`destinations[i]` for
    /// `plan.outputs[i]`); the errors to report for files another variant writes too. Two rules
    /// of the formats apply: an asset catalog's own `Contents.json` is the same bytes in every
    /// variant, so it is shared, not claimed (an image set's is claimed by the one variant the batch
    /// gives it to: ImageSetMerge); and Android keeps one drawable
    /// per name and qualifiers whatever the extension, so a 9-patch and a plain PNG of one
    /// resource name clash too (claimed once, by the mdpi file).
    package mutating func claim(_ plan: RenderPlan, at destinations: [String]) -> [SpecError] {
        var errors: [SpecError] = []
        for (output, path) in zip(plan.outputs, destinations) {
            written.insert(path)
            if output.format == .imageset && !output.path.contains(".imageset/") { continue }
            var key = path
            if output.format == .android {
                guard let resource = AndroidResourceName.key(ofFile: path) else { continue }
                key = resource
            }
            if let error = claim(key, by: plan.spec) { errors.append(error) }
        }
        return errors
    }

    /// Records that `spec` writes `path`; the error to report when another spec, or another variant
    /// of the same spec, already writes it. The error sits at `$.name` of the later spec.
    package mutating func claim(_ path: String, by spec: ResolvedSpec) -> SpecError? {
        written.insert(path)
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
