import Foundation

/// Which goldens `assertRendering(of:matchesGolden:)` may write: `render-spec check`'s record
/// modes, with the same names as `RENDER_SPEC_RECORD`.
///
/// Writing a golden always fails the test, saying so: look at the new golden, then run again.
public enum GoldenRecording: String, Sendable, CaseIterable {
    /// Write nothing: a missing golden fails. What CI sets (`RENDER_SPEC_RECORD=never`).
    case never
    /// Write a golden that is missing (the default).
    case missing
    /// Write a missing golden, and rewrite one the rendering no longer matches within the tolerance.
    case failed
    /// Write a missing golden, and rewrite every golden whose bytes differ at all.
    case all

    /// The mode an assertion runs in: `RENDER_SPEC_RECORD=never` from the environment always (CI
    /// never writes a golden, whatever a test asks); else the test's own `record`; else the
    /// environment's; else ``missing``.
    ///
    /// - Throws: A message when `RENDER_SPEC_RECORD` is not one of the modes.
    static func resolved(_ asked: GoldenRecording?, environment: [String: String])
        throws(GoldenFailure) -> GoldenRecording {
        var fromEnvironment: GoldenRecording?
        if let value = environment["RENDER_SPEC_RECORD"], !value.isEmpty {
            guard let mode = GoldenRecording(rawValue: value) else {
                throw GoldenFailure("RENDER_SPEC_RECORD must be missing, failed, all or never, not `\(value)`")
            }
            fromEnvironment = mode
        }
        if fromEnvironment == .never { return .never }
        return asked ?? fromEnvironment ?? .missing
    }
}

/// Why an assertion failed, in the words the test failure shows.
struct GoldenFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
