import RenderSupport

/// The errors found so far in one load. Validation keeps going after a bad value so that a single
/// run reports everything the user has to fix; a reference type so every reader appends to one list.
final class Diagnostics {
    private(set) var errors: [SpecError] = []
    /// What loads but is likely a mistake (a fill nobody can see), as `FILE:LINE:COL: warning: PATH:
    /// message` lines: they reach every report, and `--strict` fails them.
    private(set) var warnings: [String] = []
    /// Keys an unknown key stood in for (`colors` for `stops`), by the object they are missing from.
    private var standIns: Set<StandIn> = []

    private struct StandIn: Hashable {
        var key: String
        var object: SourcePosition
    }

    var isEmpty: Bool { errors.isEmpty }

    func report(_ node: JSONValue, _ message: String) {
        errors.append(SpecError(at: node.position, message))
    }

    func report(at position: SourcePosition, _ message: String) {
        errors.append(SpecError(at: position, message))
    }

    func warn(at position: SourcePosition, _ message: String) {
        // Every variant that has it keeps it (its outputs are the ones it concerns); printing
        // shows each line once.
        warnings.append(SpecError(at: position, message).described(as: "warning"))
    }

    /// The object at `object` has a key under another name for `key` (already reported as
    /// unknown, with `key` suggested): its absence is the same mistake and is not reported again.
    func markStandIn(for key: String, inObjectAt object: SourcePosition) {
        standIns.insert(StandIn(key: key, object: object))
    }

    func hasStandIn(for key: String, inObjectAt object: SourcePosition?) -> Bool {
        guard let object else { return false }
        return standIns.contains(StandIn(key: key, object: object))
    }

    func append(_ more: [SpecError]) {
        errors.append(contentsOf: more)
    }
}
