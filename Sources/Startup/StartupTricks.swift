/// The start-up tricks a run may use (docs/startup.md has a row for each: where, what it buys,
/// when to revisit it). Every one is on unless `RENDER_SPEC_STARTUP=plain` turns them all off:
/// such a run writes the same bytes, only later, which is how a suspected trick is ruled in or out.
/// `ProcessSettings.startup` reads the variable once; each trick's site asks `uses(_:)`.
///
/// No switch here for what the release build does at link time (scripts/release-build.sh:
/// the argument-vector shim that replaces the runtime's, the text libraries taken off the list of
/// libraries loaded before `main`, …): with the tricks off, the deferred libraries are loaded at
/// their first use, on the thread that uses them.
package struct StartupTricks: Equatable, Sendable {
    package enum Trick: String, CaseIterable, Sendable {
        /// The text libraries and the specs loaded on a thread of their own beside the parse
        /// (RenderSpecCLI's EarlyLoad).
        case earlyLoad
        /// The PNG encoder's and the blur's first-use work on that thread (SpecRender's
        /// FirstUseWarmUp).
        case firstUseWarmUp
        /// The font library made before the specs are asked for (SpecRender's PreparedFonts).
        case preparedFonts
        /// A detached thread started on another CPU than its creator's (DetachedThread).
        case threadPlacement
        /// The program's zero-initialized globals written in before the second thread starts.
        case globalsPrefault
        /// Freed image buffers kept on glibc's heap (FreedMemoryReuse).
        case freedMemoryReuse
        /// A large batch's plans let go on a thread of their own at the end (FreeInBackground).
        case freeInBackground
        /// A plain render parsed by its command alone, without the root's tree (RenderSpecCommand).
        case renderParsedAlone
        /// `--version` answered without building the command tree (RenderSpecCommand).
        case versionShortcut
    }

    /// The environment variable; the value `plain` turns every trick off, any other leaves them on.
    package static let variable = "RENDER_SPEC_STARTUP"

    /// True when every trick is off.
    package let plain: Bool

    package init(setting: String?) { plain = setting == "plain" }

    /// Whether this run uses `trick`.
    package func uses(_ trick: Trick) -> Bool { !plain }
}
