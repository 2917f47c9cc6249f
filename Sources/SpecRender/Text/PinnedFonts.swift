import RenderSupport

/// Where the project's pinned fonts (Specs/fonts: DejaVu from Debian's fonts-dejavu-core, with its
/// licence) are found, so that the default family never depends on what a machine has installed.
package enum PinnedFonts {
    /// `RENDER_SPEC_FONTS` if set; else `Specs/fonts` of the source tree this was built from; else a
    /// `Specs/fonts` or `share/render-spec/fonts` beside or above the running executable.
    /// Worked out on strings with one `stat` a candidate: every render asks, before its first font.
    package static let directory: String? = {
        if let env = ProcessSettings.environment("RENDER_SPEC_FONTS"), Paths.isDirectory(env) { return env }
        // #filePath is Sources/SpecRender/Text/PinnedFonts.swift: four levels below the top folder.
        var source = "\(#filePath)"
        for _ in 0..<4 { source = Paths.parent(source) }
        let sourceFonts = Paths.join(source, "Specs/fonts")
        if Paths.isDirectory(sourceFonts) { return sourceFonts }
        // Only now the executable's own path: a readlink of /proc/self/exe, which the kernel
        // builds by walking the path up, slower than the stats above.
        var dir = Paths.parent(executable())
        for _ in 0..<6 {
            for candidate in [Paths.join(dir, "Specs/fonts"), Paths.join(dir, "share/render-spec/fonts")]
            where Paths.isDirectory(candidate) {
                return candidate
            }
            dir = Paths.parent(dir)
        }
        return nil
    }()

    /// The running program's own file, links resolved: `/proc/self/exe` on Linux, else its first
    /// argument through `realpath`.
    private static func executable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return Paths.resolvingLinks(Paths.absolute(CommandLine.arguments.first ?? "."))
    }
}
