import Foundation

/// Where the project's pinned fonts (Specs/fonts: DejaVu from Debian's fonts-dejavu-core, with its
/// licence) are found, so that the default family never depends on what a machine has installed.
package enum PinnedFonts {
    /// `RENDER_SPEC_FONTS` if set; else `Specs/fonts` of the source tree this was built from; else a
    /// `Specs/fonts` or `share/render-spec/fonts` beside or above the running executable.
    package static let directory: String? = {
        let fm = FileManager.default
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["RENDER_SPEC_FONTS"] { candidates.append(env) }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Specs/fonts")
        candidates.append(source.path)
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Specs/fonts").path)
            candidates.append(dir.appendingPathComponent("share/render-spec/fonts").path)
            dir = dir.deletingLastPathComponent()
        }
        var isDir: ObjCBool = false
        return candidates.first { fm.fileExists(atPath: $0, isDirectory: &isDir) && isDir.boolValue }
    }()
}
