import RenderSupport

/// An `atlas`: the specs it packs (files, or folders searched as `check` searches them) and how.
extension SpecResolver {
    func atlasStyle(_ spec: AtlasSpec, file: String) -> AtlasStyle? {
        let path = ValuePath.root
        let sprites = required(spec.sprites, path.key("sprites")).flatMap { spriteFiles($0, path.key("sprites"), atlasFile: file) }
        let options = (spec.atlas.map { atlas($0, path.key("atlas"), scales: spec.output?.scales, font: false) } ?? AtlasOptions())?
            .premultiplied(spec.premultiplied)
        guard let sprites, let options else { return nil }
        return AtlasStyle(sprites: sprites, options: options, format: spec.atlasFormat ?? .texturepacker)
    }

    private func spriteFiles(_ items: [String], _ path: ValuePath, atlasFile: String) -> [AtlasSpriteFile]? {
        guard !items.isEmpty else {
            report(path, "expected at least one spec file or folder in `sprites`")
            return nil
        }
        var files: [AtlasSpriteFile] = []
        var valid = true
        for (index, relative) in items.enumerated() {
            let itemPath = path.index(index)
            guard let found = specFiles(relative, itemPath, excluding: atlasFile) else { valid = false; continue }
            for file in found where !files.contains(where: { $0.file == file }) {
                guard let variants = loadNested(file, itemPath) else { valid = false; continue }
                if variants.contains(where: { if case .atlas = $0.content { true } else { false } }) {
                    report(itemPath, "\(DisplayPath.forUser(file)) is an atlas; an atlas packs rendered specs, not other atlases")
                    valid = false
                    continue
                }
                files.append(AtlasSpriteFile(file: file, entry: index, variants: variants))
            }
        }
        return valid ? files : nil
    }

    /// A spec file, or every spec under a folder (SpecDiscovery's rules), sorted.
    private func specFiles(_ relative: String, _ path: ValuePath, excluding atlasFile: String) -> [String]? {
        guard let relative = nonEmpty(relative, path) else { return nil }
        let folder = Paths.deletingLastComponent(position(path).file)
        let absolute = relative.hasPrefix("/") ? relative : Paths.join(folder, relative)
        guard Paths.isDirectory(absolute) else {
            return filePath(relative, path).map { [$0] }
        }
        // Searched as `check` searches a folder (SpecDiscovery), each file held inside the render root.
        let found = SpecDiscovery().specFiles(in: [absolute]).files.compactMap { file in
            file == atlasFile ? nil : filePath(file, path)
        }
        guard !found.isEmpty else {
            report(path, "no spec files in the folder \(DisplayPath.forUser(absolute))")
            return nil
        }
        return found.sorted()
    }
}
