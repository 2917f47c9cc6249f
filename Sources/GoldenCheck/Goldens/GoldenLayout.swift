import Foundation

/// Where the golden of each output lives.
///
/// Goldens mirror the specs: a spec at `<specs root>/<dir>/<case>.json` whose output is `de/title@2x.png`
/// has its golden at `<golden dir>/<dir>/de/title@2x.png`. The golden dir defaults to the specs root,
/// so by default each golden sits beside its spec (resvg's tests/ layout), and `render-spec check Specs`
/// needs no other argument. Each spec folder's goldens share one `render-spec-manifest.json` there.
package struct GoldenLayout: Sendable {
    /// Absolute, standardized.
    package var specsRoot: String
    package var goldenDir: String

    package static let manifestName = "render-spec-manifest.json"

    package init(specsRoot: String, goldenDir: String? = nil) {
        self.specsRoot = Paths.absolute(specsRoot)
        self.goldenDir = Paths.absolute(goldenDir ?? specsRoot)
    }

    /// The folder that mirrors the folder of `specFile`.
    package func goldenFolder(forSpec specFile: String) -> String {
        let dir = Paths.relative((specFile as NSString).deletingLastPathComponent, to: specsRoot) ?? ""
        return Paths.join(goldenDir, dir)
    }

    /// The golden of one output (`output` as `OutputName.path` gives it).
    package func golden(forSpec specFile: String, output: String) -> String {
        Paths.join(goldenFolder(forSpec: specFile), output)
    }

    package func manifest(forSpec specFile: String) -> String {
        Paths.join(goldenFolder(forSpec: specFile), Self.manifestName)
    }

    /// The folder that mirrors a spec folder given on the command line (for the orphan scan).
    package func goldenFolder(forSpecDirectory dir: String) -> String {
        Paths.join(goldenDir, Paths.relative(Paths.absolute(dir), to: specsRoot) ?? "")
    }
}

/// Path arithmetic on plain strings (absolute, standardized, no symlink resolution).
enum Paths {
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
    }

    /// `path` relative to `base`, or nil when it is not inside it ("" when equal).
    static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    static func join(_ base: String, _ relative: String) -> String {
        relative.isEmpty ? base : (base as NSString).appendingPathComponent(relative)
    }

    /// The deepest folder containing every path.
    static func commonAncestor(_ paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/", omittingEmptySubsequences: true) else { return "/" }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/", omittingEmptySubsequences: true)
            var n = 0
            while n < common.count && n < parts.count && common[n] == parts[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return "/" + common.joined(separator: "/")
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }
}
