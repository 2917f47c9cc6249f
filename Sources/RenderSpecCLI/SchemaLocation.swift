import RenderSupport

/// Where a starter's `$schema` points. A spec lives in the user's project, not in render-spec's
/// repository, and the schema's `$id` is an identifier, not a published address, so neither a
/// path into render-spec's docs/ nor a URL would resolve there. The nearest render-spec.schema.json
/// in the spec's folder or a parent (or in a parent's docs/, as in render-spec's own repository)
/// is used, up to the top of the repository (the folder holding `.git`); when there is none, the
/// schema is written beside the spec, so an editor finds it offline and it matches the
/// render-spec that wrote the starter (`render-spec schema -o` refreshes it).
struct SchemaLocation {
    static let fileName = "render-spec.schema.json"

    /// The `$schema` value, relative to the spec's folder (or a URL or absolute path given by --schema).
    var reference: String
    /// The schema file to write beside the spec, when none was found.
    var fileToWrite: String?

    static func find(from folder: String) -> SchemaLocation {
        let start = Paths.resolvingLinks(folder)
        var current = start
        var climbed = 0
        while true {
            for candidate in [fileName, "docs/" + fileName] where Paths.exists(Paths.join(current, candidate)) {
                return SchemaLocation(reference: String(repeating: "../", count: climbed) + candidate, fileToWrite: nil)
            }
            let parent = Paths.parent(current)
            if Paths.exists(Paths.join(current, ".git")) || parent == current {
                break
            }
            current = parent
            climbed += 1
        }
        return SchemaLocation(reference: fileName, fileToWrite: Paths.join(start, fileName))
    }
}
