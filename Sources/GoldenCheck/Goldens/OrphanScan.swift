import RenderSupport
import SpecModel
import SpecRender

/// Goldens no spec produces any more, under the mirrored folders of the folder arguments.
///
/// Only a file a manifest records (GoldenManifest.goldens: `check --update` wrote or kept it) can
/// be an orphan, and `--update` deletes one only while its bytes still hash to what was recorded:
/// whatever else lies beside the specs (an asset catalog of the app, a screenshot, a report) is the
/// user's and is never touched. A recorded golden changed since is left where it is and no longer
/// recorded. A manifest an older render-spec wrote records no list: the files it may have written
/// are named in notes, never deleted.
struct OrphanScan {
    let layout: GoldenLayout
    let discovery: SpecDiscovery
    /// Whether orphans are deleted (`--update`, `--update=all`).
    let deletes: Bool
    let reportDir: String?

    struct Outcome {
        var results: [CheckResult] = []
        var notes: [String] = []
        /// Manifest path → the recorded goldens (relative to its folder) it must no longer list:
        /// deleted, gone, or changed by hand and left to the user.
        var dropped: [String: Set<String>] = [:]
    }

    func run(folders: [String], expected: Set<String>) -> Outcome {
        var outcome = Outcome()
        var seenManifests = Set<String>()
        for argument in folders {
            let top = layout.goldenFolder(forSpecDirectory: argument)
            let manifests = discovery.manifests(in: top)
            for path in manifests where seenManifests.insert(path).inserted {
                let folder = Paths.deletingLastComponent(path)
                guard let manifest = GoldenManifest.read(path) else { continue }
                if let recorded = manifest.goldens {
                    scan(recorded, manifest: path, folder: folder, expected: expected, into: &outcome)
                } else {
                    // Folders below with a manifest of their own are theirs to report.
                    let below = manifests.map(Paths.deletingLastComponent).filter { $0 != folder && $0.hasPrefix(folder + "/") }
                    note(unlistedIn: folder, manifest: path, below: below, expected: expected, into: &outcome)
                }
            }
        }
        return outcome
    }

    /// A manifest without its list: the files that look like goldens no spec produces are named,
    /// each with the command that removes it, and nothing is deleted.
    private func note(unlistedIn folder: String, manifest: String, below: [String], expected: Set<String>, into outcome: inout Outcome) {
        let candidates = discovery.goldenCandidates(in: folder).filter { candidate in
            !expected.contains(candidate) && !below.contains { candidate.hasPrefix($0 + "/") }
        }
        guard !candidates.isEmpty else { return }
        let shownManifest = DisplayPath.forUser(manifest)
        outcome.notes.append("\(shownManifest) was written by an older render-spec, without the list of its goldens: "
            + "`render-spec check --update` records them; from then on only they can be orphans, and nothing else in the folder is named or touched")
        for candidate in candidates {
            let shown = DisplayPath.forUser(candidate)
            outcome.notes.append("\(shown): no spec produces it, and \(shownManifest) (an older render-spec's) does not record which files are goldens: "
                + "left alone; if it is an old golden, remove it: rm -- \(Self.shellQuoted(shown))")
        }
    }

    private func scan(_ recorded: [String: String], manifest: String, folder: String, expected: Set<String>, into outcome: inout Outcome) {
        for (relative, hash) in recorded.sorted(by: { $0.key < $1.key }) {
            let file = Paths.join(folder, relative)
            if expected.contains(file) { continue }
            guard Self.isGoldenPath(relative, file: file, folder: folder) else {
                outcome.notes.append("\(DisplayPath.forUser(manifest)) records \(PrintableText.escaped(relative)), which is no golden render-spec writes there: ignored")
                outcome.dropped[manifest, default: []].insert(relative)
                continue
            }
            guard Paths.isRegularFile(file), let bytes = try? InputFile.read(file, maxBytes: GoldenLayout.maxGoldenBytes) else {
                // Gone already (or no longer a file render-spec could have written): nothing to delete.
                if !Paths.exists(file) && !Paths.isLink(file) { outcome.dropped[manifest, default: []].insert(relative) }
                continue
            }
            let shown = DisplayPath.forUser(file)
            guard SHA256.hex(bytes) == hash else {
                if deletes {
                    outcome.notes.append("\(shown): no spec produces this golden any more, but it changed since render-spec wrote it: left alone, and no longer recorded as a golden")
                    outcome.dropped[manifest, default: []].insert(relative)
                } else {
                    outcome.results.append(CheckResult(spec: nil, golden: shown, status: .orphan,
                        message: "no spec produces this golden any more, but it changed since render-spec wrote it: `--update` leaves it alone and stops recording it"))
                }
                continue
            }
            var result = CheckResult(spec: nil, golden: shown, status: .orphan,
                                     message: "no spec produces this golden any more; `--update` deletes it (render-spec wrote it, and it is unchanged since)")
            result.artifacts = copyToReport(file, bytes)
            if deletes, Paths.removeFile(file) {
                result.updated = true
                outcome.dropped[manifest, default: []].insert(relative)
                Self.removeEmptyFolders(from: Paths.deletingLastComponent(file), upTo: folder)
            }
            outcome.results.append(result)
        }
    }

    /// Whether a recorded entry names a file render-spec could have written there: inside the
    /// manifest's folder through no link, in no hidden or `fonts` folder, of a kind it writes. A
    /// manifest comes with the repository like any input, and one that listed a spec, `../README.md`
    /// or a path through a link (with the file's hash, which anyone can compute) would otherwise
    /// have `--update` delete it.
    static func isGoldenPath(_ relative: String, file: String, folder: String) -> Bool {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") || $0 == "fonts" }) else { return false }
        guard !Paths.isLink(file), Paths.resolvingLinks(file) == Paths.join(Paths.resolvingLinks(folder), relative) else { return false }
        return ["png", "svg", "pdf", "fnt", "atlas"].contains(Paths.lowercasedExtension(file)) || RenderedJSON.isOutput(file)
    }

    /// `path` as one shell word, for a command the user may paste.
    static func shellQuoted(_ path: String) -> String {
        "'" + path.replacingText("'", with: "'\\''") + "'"
    }

    /// The orphan's bytes under `<report>/artifacts/`, for the report to show what goes.
    private func copyToReport(_ file: String, _ bytes: [UInt8]) -> Artifacts? {
        guard let reportDir else { return nil }
        let relative = Paths.relative(file, to: layout.goldenDir) ?? Paths.lastComponent(file)
        let name = "artifacts/\(Paths.deletingPathExtension(relative)).golden.\(Paths.pathExtension(relative))"
        guard (try? AtomicFile.write(bytes, to: Paths.join(Paths.absolute(reportDir), name))) != nil else { return nil }
        return Artifacts(golden: name)
    }

    /// Removes `folder` and its parents up to (not including) `top` while they are empty: called
    /// only after deleting a file there, so only folders render-spec emptied go (Xcode would show
    /// an empty `.imageset` as an image set without images).
    static func removeEmptyFolders(from folder: String, upTo top: String) {
        var folder = folder
        while folder.count > top.count, folder.hasPrefix(top + "/"),
              Paths.removeEmptyFolder(folder) {
            folder = Paths.deletingLastComponent(folder)
        }
    }
}
