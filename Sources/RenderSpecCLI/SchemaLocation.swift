import RenderSupport

/// Where a starter's `$schema` points. A spec lives in the user's project, not in render-spec's
/// repository, and the schema's `$id` is an identifier, not a published address, so neither a
/// path into render-spec's docs/ nor a URL would resolve there. The nearest render-spec.schema.json
/// in the spec's folder or a parent (or in a parent's docs/, as in render-spec's own repository)
/// is used, up to the top of the repository (the folder holding `.git`). When a repository has
/// none, one is written at its top, where every later starter of the repository finds it, so an
/// editor checks offline against the render-spec that wrote the starter (`render-spec schema -o`
/// refreshes it). Outside a repository nothing says where a shared file belongs, and a 100 KB file
/// beside a first spec is clutter: the starter then has no `$schema`, and init says how to add one.
struct SchemaLocation {
    static let fileName = "render-spec.schema.json"

    /// The `$schema` value, relative to the spec's folder (or a URL or absolute path given by
    /// --schema); nil for none.
    var reference: String?
    /// The schema file to write, when the repository has none.
    var fileToWrite: String?

    static func find(from folder: String) -> SchemaLocation {
        let start = Paths.resolvingLinks(folder)
        var current = start
        var climbed = 0
        while true {
            let up = String(repeating: "../", count: climbed)
            for candidate in [fileName, "docs/" + fileName] where Paths.exists(Paths.join(current, candidate)) {
                return SchemaLocation(reference: up + candidate, fileToWrite: nil)
            }
            if Paths.exists(Paths.join(current, ".git")) {
                return SchemaLocation(reference: up + fileName, fileToWrite: Paths.join(current, fileName))
            }
            let parent = Paths.parent(current)
            if parent == current { return SchemaLocation(reference: nil, fileToWrite: nil) }
            current = parent
            climbed += 1
        }
    }
}
