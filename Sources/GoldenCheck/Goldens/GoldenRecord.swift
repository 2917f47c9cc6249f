import RenderSupport

/// The `goldens` a manifest records after `--update`: every golden its folder's checked specs
/// produce that is there now, with the SHA-256 of its bytes as render-spec leaves them, and what
/// it recorded before for the specs this run did not check (a file argument checks one spec of
/// the folder). An entry whose file is gone, or that the orphan scan let go, is dropped.
struct GoldenRecord {
    let hashes: FileHashCache
    /// Manifest path → the goldens this run's specs produce in its folder.
    private let produced: [String: [String]]

    /// `producedBy`: each golden this run expects → the spec file that produces it.
    init(layout: GoldenLayout, hashes: FileHashCache, producedBy: [String: String]) {
        self.hashes = hashes
        var produced: [String: [String]] = [:]
        for (golden, spec) in producedBy { produced[layout.manifest(forSpec: spec), default: []].append(golden) }
        self.produced = produced
    }

    func goldens(of manifest: String, recorded: [String: String]?, dropping: Set<String>) -> [String: String] {
        let folder = Paths.deletingLastComponent(manifest)
        var goldens = (recorded ?? [:]).filter { relative, _ in
            !dropping.contains(relative) && Paths.isRegularFile(Paths.join(folder, relative))
        }
        for golden in produced[manifest] ?? [] {
            guard let relative = Paths.relative(golden, to: folder) else { continue }
            // A regular file only: a link or a folder there is not a file render-spec wrote.
            goldens[relative] = Paths.isRegularFile(golden) && !Paths.isLink(golden) ? hashes.sha256(of: golden) : nil
        }
        return goldens
    }
}
