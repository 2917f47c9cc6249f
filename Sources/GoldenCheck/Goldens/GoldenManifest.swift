import RenderSupport
import SpecScene

/// `render-spec-manifest.json`: what rendered the goldens of one folder. Written by `--update`,
/// deterministic (sorted keys, no timestamps), so it changes only when what it records changes.
///
/// It is rewritten when `--update` writes a golden of its folder (or it is missing). Passing goldens
/// keep their bytes, but they pass under the new toolchain too, so after an update every golden of
/// the folder is consistent with the toolchain the manifest names.
package struct GoldenManifest: Codable, Equatable, Sendable {
    package var version: Int = 1
    package var toolchain: Toolchain
    /// Font file (see `FontFingerprints.key`) → SHA-256 of its bytes, for every font the folder's
    /// specs drew with.
    package var fonts: [String: String]

    /// String-catalog file (keyed as fonts are) → SHA-256, for every catalog the folder's specs take
    /// text from; absent when none does. A changed translation is a design change, so this only says
    /// which catalog a failure came from.
    package var catalogs: [String: String]?

    /// Every golden `check --update` wrote or kept in this folder: its path relative to the
    /// manifest's folder → SHA-256 of its bytes as render-spec left them. Only these files are
    /// render-spec's to delete (GoldenOrphans), and `render` never writes over one (GoldenGuard).
    /// Nil in a manifest an older render-spec wrote: it then deletes nothing.
    package var goldens: [String: String]?

    /// The installed families `missingGlyphs: fallback` drew each golden's characters in (keyed as
    /// `goldens`), for the goldens drawn with any; nil when none was. Another machine may choose
    /// others: `fallbackChange` names what changed.
    package var fallbackFonts: [String: [FallbackFont]]?

    package init(toolchain: Toolchain, fonts: [String: String], catalogs: [String: String] = [:], goldens: [String: String]? = nil,
                 fallbackFonts: [String: [FallbackFont]] = [:]) {
        self.toolchain = toolchain; self.fonts = fonts; self.catalogs = catalogs.isEmpty ? nil : catalogs
        self.goldens = goldens
        self.fallbackFonts = fallbackFonts.isEmpty ? nil : fallbackFonts
    }

    /// Which characters of the golden at `relative` `missingGlyphs: fallback` drew in another family
    /// now than when it was recorded, each naming both ("U+5C71 '山' in `Noto Sans CJK SC`, recorded
    /// in `Noto Sans CJK JP`"); nil when nothing changed, or for a golden this manifest recorded
    /// no fonts of (a manifest an older render-spec wrote records none).
    package func fallbackChange(golden relative: String, used: [FallbackFont]) -> String? {
        guard goldens?[relative] != nil else { return nil }
        let recorded = fallbackFonts?[relative] ?? []
        guard recorded != used else { return nil }
        func families(_ fonts: [FallbackFont]) -> [String: String] {
            var out: [String: String] = [:]
            for font in fonts { for c in font.characters where out[c] == nil { out[c] = font.family } }
            return out
        }
        let now = families(used), then = families(recorded)
        var seen = Set<String>()
        let characters = (used + recorded).flatMap(\.characters).filter { seen.insert($0).inserted }
        let changes = characters.compactMap { c -> String? in
            guard now[c] != then[c] else { return nil }
            let here = now[c].map { "in `\($0)`" } ?? "by the spec's chain"
            let before = then[c].map { "recorded in `\($0)`" } ?? "recorded by the spec's chain"
            return "\(MissingCharacter(c).label) \(here), \(before)"
        }
        guard !changes.isEmpty else { return nil }
        let shown = changes.prefix(5).joined(separator: "; ") + (changes.count > 5 ? "; …" : "")
        return "`missingGlyphs: fallback` chose other installed fonts than when the golden was recorded: " + shown
    }

    /// Whether the file at `relative` (to the manifest's folder) is a golden `check --update`
    /// recorded: listed, or any file of a folder an older render-spec recorded without a list.
    package func records(_ relative: String) -> Bool {
        goldens.map { $0[relative] != nil } ?? true
    }

    /// The manifest at `path`, or nil when there is none or it cannot be read (an unreadable
    /// manifest only costs the provenance hint, never the check).
    package static func read(_ path: String) -> GoldenManifest? {
        guard let bytes = try? InputFile.read(path, maxBytes: GoldenLayout.maxGoldenBytes) else { return nil }
        return try? JSONDecoder().decode(GoldenManifest.self, from: Data(bytes))
    }

    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Plain strings and ints: encoding cannot fail.
        return Array(try! encoder.encode(self)) + [0x0A]
    }

    /// Why a failing output may not be a design change: the toolchain or one of `fonts` (key → hash,
    /// the fonts the output used) differs from what rendered the goldens. Nil when both match, so
    /// the difference comes from the spec (or from what the manifest does not record).
    package func provenance(current: Toolchain, fonts used: [String: String], catalogs usedCatalogs: [String: String] = [:]) -> String? {
        let changedCatalogs = usedCatalogs.sorted(by: { $0.key < $1.key }).filter { key, hash in (catalogs ?? [:])[key].map { $0 != hash } ?? false }
            .map { "catalog \($0.key) changed since the goldens were rendered (a translation changed)" }
        let tools = toolchainAndFonts(current: current, fonts: used)
        let parts = (changedCatalogs.isEmpty ? [] : [changedCatalogs.joined(separator: "; ")]) + (tools.map { [$0] } ?? [])
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    private func toolchainAndFonts(current: Toolchain, fonts used: [String: String]) -> String? {
        var notes: [String] = []
        let changes = current.changes(since: toolchain)
        if !changes.isEmpty {
            notes.append("the goldens were rendered with another toolchain (\(changes.joined(separator: ", ")))")
        }
        for (key, hash) in used.sorted(by: { $0.key < $1.key }) {
            if let recorded = fonts[key] {
                if recorded != hash { notes.append("font \(key) changed since the goldens were rendered (sha256 \(recorded.prefix(12))… → \(hash.prefix(12))…)") }
            } else {
                notes.append("font \(key) was not used when the goldens were rendered")
            }
        }
        guard !notes.isEmpty else { return nil }
        return notes.joined(separator: "; ") + ": this may be a toolchain or font change rather than a design change"
    }
}

/// SHA-256 of font and catalog files, each hashed once per run from any thread, and across runs
/// while the file is unchanged (FileHashCache).
final class FontFingerprints: @unchecked Sendable {
    private let lock = Lock()
    private var hashes: [String: String] = [:]
    private let pinnedDirectory: String?
    let cache: FileHashCache

    init(pinnedDirectory: String?, cache: FileHashCache = FileHashCache()) {
        self.pinnedDirectory = pinnedDirectory.map(Paths.absolute)
        self.cache = cache
    }

    /// How a manifest names a font file, the same whichever folder `check` was pointed at:
    /// `pinned/…` for the project's pinned fonts, relative to the manifest's own folder for a font
    /// shipped beside the specs, else the absolute path (a system font).
    func key(_ file: String, manifestFolder: String) -> String {
        let path = Paths.absolute(file)
        if let pinnedDirectory, let rel = Paths.relative(path, to: pinnedDirectory) { return "pinned/" + rel }
        if let rel = Paths.relative(path, to: manifestFolder) { return rel }
        return path
    }

    /// key → hash for each file, keyed for the manifest in `manifestFolder`.
    func fingerprints(_ files: Set<String>, manifestFolder: String) -> [String: String] {
        var out: [String: String] = [:]
        for file in files { out[key(file, manifestFolder: manifestFolder)] = hash(file) }
        return out
    }

    private func hash(_ file: String) -> String {
        lock.lock()
        if let h = hashes[file] { lock.unlock(); return h }
        lock.unlock()
        let h = cache.sha256(of: file) ?? "unreadable"
        lock.lock(); hashes[file] = h; lock.unlock()
        return h
    }
}
