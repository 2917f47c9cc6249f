/// The errors found so far in one load. Validation keeps going after a bad value so that a single
/// run reports everything the user has to fix; a reference type so every reader appends to one list.
final class Diagnostics {
    private(set) var errors: [SpecError] = []

    var isEmpty: Bool { errors.isEmpty }

    func report(_ node: JSONValue, _ message: String) {
        errors.append(SpecError(at: node.position, message))
    }

    func report(at position: SourcePosition, _ message: String) {
        errors.append(SpecError(at: position, message))
    }

    func append(_ more: [SpecError]) {
        errors.append(contentsOf: more)
    }
}
