import RenderSupport

/// Static copies of a variable font's instances, for SVG and PDF: Cairo 1.16 embeds a variable
/// font's default instance as the text whatever instance it was drawn in, and picks how to embed
/// it from the variations another job last set on the face the file shares, so each instance, the
/// default one too, is given to Cairo as a font of its own, which HarfBuzz's subsetter writes with
/// every axis pinned (SafeFontFace): the text stays text in that instance, and the same bytes in
/// every run. Each copy is a file in memory for the run, made on first use; a static font is
/// answered from its axis count, without a copy. Thread-safe; one per process.
package final class StaticInstances: @unchecked Sendable {
    package static let shared = StaticInstances()

    private let lock = Lock()
    private struct Key: Hashable { var path: String; var face: Int; var variations: String }
    /// The copy's path, or nil when HarfBuzz cannot make it (the glyphs are then drawn as outlines).
    private var copies: [Key: String?] = [:]
    /// Kept open until the process ends: Cairo may read a copy until then.
    private var faces: [SafeFontFace] = []

    /// The file holding face `index` of `path` at `variations` ("wght=650,wdth=90"; empty: the
    /// default instance), or nil, as for a font without axes.
    package func file(path: String, index: Int, variations: String) -> String? {
        let key = Key(path: path, face: index, variations: variations)
        lock.lock()
        defer { lock.unlock() }
        if let known = copies[key] { return known }
        let made = try? SafeFontFace(file: path, index: index, instance: Self.axes(variations))
        let fd = made?.memoryFile()
        let file = fd.map { "/proc/self/fd/\($0)" }
        if let made, file != nil { faces.append(made) }
        copies[key] = file
        return file
    }

    /// "wght=650,wdth=90" as OpenType tags and values.
    private static func axes(_ variations: String) -> [(tag: UInt32, value: Float)] {
        variations.split(separator: ",").compactMap { setting in
            let parts = setting.split(separator: "=")
            guard parts.count == 2, parts[0].utf8.count == 4, let value = Float(parts[1]) else { return nil }
            return (parts[0].utf8.reduce(0) { $0 << 8 | UInt32($1) }, value)
        }
    }
}
