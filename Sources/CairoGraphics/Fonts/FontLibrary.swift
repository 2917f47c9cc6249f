import CCairo
import RenderSupport

/// One link of a font chain: a family name, or one face of a file the spec names directly.
package enum ChainEntry: Hashable, Sendable {
    case family(String)
    case file(path: String, index: Int)
}

/// A font file a spec registers, optionally under another family name.
package struct RegisteredFont: Hashable, Sendable {
    package var path: String
    package var family: String?
    package init(path: String, family: String?) { self.path = path; self.family = family }
}

package enum FontChainError: Error, Sendable {
    case familyNotFound(String, chainIndex: Int)
    case unreadable(path: String, reason: String)
}

/// Where family names are looked up, in order: the spec's own font files, the project's pinned
/// fonts, then the machine's. Each resolved chain gets a fontconfig configuration holding only that
/// chain's faces, so Pango cannot fall back to a font the spec did not name.
/// Thread-safe; one instance is shared by a whole batch of renders.
package final class FontLibrary: @unchecked Sendable {
    private let lock = Lock()
    private let pinnedFiles: [String]
    /// fontconfig's caches of the pinned fonts' folders (nil without a cache folder).
    private let pinnedFolderCache: FontconfigDirCache?
    private var system: FontconfigConfig?
    private var scanned: [String: ScannedFontFile] = [:]
    private let scanCache: FontScanCache
    private var pools: [MapKey: MapPool] = [:]
    /// `installedFamilies(for:textLanguage:)`'s machine fonts in fontconfig's order, by language:
    /// sorted once, then only their charsets are tested for each character.
    private var rankedFonts: [String: RankedFonts] = [:]
    /// Its answers by language and character: a served name asks again for the same letters.
    private var fallbackAnswers: [String: [String]] = [:]

    /// The font maps of one chain: one configuration (scanned once), and as many maps as threads
    /// have asked for it at once, each lent to one thread at a time.
    private final class MapPool {
        let config: FontconfigConfig
        let families: [String]
        var idle: [ChainFontMap] = []
        init(config: FontconfigConfig, families: [String]) { self.config = config; self.families = families }
    }

    private struct MapKey: Hashable { var chain: [ChainEntry]; var registered: [RegisteredFont] }

    struct FaceInfo: Equatable { var index: Int; var families: [String] }

    /// `scanCache`: the folder font scans are kept in between runs (FontScanCache); nil keeps none.
    package init(pinnedDirectory: String?, scanCache: String? = UserCache.folder) {
        _ = FontconfigConfig.madeCurrent
        self.scanCache = FontScanCache(folder: scanCache)
        var files: [String] = []
        if let dir = pinnedDirectory {
            files = Paths.files(under: dir).filter { ["ttf", "otf", "ttc", "otc"].contains(Paths.lowercasedExtension($0)) }
                .map { Paths.join(dir, $0) }
        }
        pinnedFiles = files
        pinnedFolderCache = scanCache.flatMap { FontconfigDirCache(folder: $0 + "/fontconfig") }
    }

    /// Runs `body` with a font map for a chain that no other thread is using (Pango font maps are
    /// not thread-safe). The library's lock is held only to lend and return the map, not while
    /// `body` lays text out; each job lays out on a map of its own, at the same time as the others.
    package func withFontMap<R>(chain: [ChainEntry], registered: [RegisteredFont],
                               _ body: (ChainFontMap) throws -> R) throws -> R {
        let key = MapKey(chain: chain, registered: registered)
        let (pool, lent) = try lend(key)
        defer {
            lock.lock()
            pool.idle.append(lent)
            lock.unlock()
        }
        return try body(lent)
    }

    private func lend(_ key: MapKey) throws -> (MapPool, ChainFontMap) {
        lock.lock()
        defer { lock.unlock() }
        let pool: MapPool
        if let known = pools[key] {
            pool = known
        } else {
            let (config, families) = try makeConfig(chain: key.chain, registered: key.registered)
            pool = MapPool(config: config, families: families)
            pools[key] = pool
        }
        if let idle = pool.idle.popLast() { return (pool, idle) }
        return (pool, try ChainFontMap(config: pool.config, families: pool.families, loaded: TextLibraries.require()))
    }

    private func makeConfig(chain: [ChainEntry], registered: [RegisteredFont]) throws(FontChainError) -> (FontconfigConfig, [String]) {
        var families: [String] = []
        // nil index: every face of the file. Only the machine's fonts are trusted; Cairo draws the
        // others from copies HarfBuzz wrote (SafeFontCopies, docs/threat-model.md).
        var files: [(path: String, index: Int?, trusted: Bool)] = []
        var renames: [(path: String, index: Int?, family: String)] = []
        for r in registered where r.family != nil {
            renames.append((r.path, nil, r.family!))
        }
        for (i, entry) in chain.enumerated() {
            switch entry {
            case .file(let path, let index):
                let faces = try faces(of: path)
                guard faces.contains(where: { $0.index == index }) else {
                    throw .unreadable(path: path, reason: "it has no face \(index) (it has \(faces.count))")
                }
                // A face named by file gets a family name of its own, so nothing else can stand in for it.
                let name = "render-spec file \(i)"
                renames.append((path, index, name))
                files.append((path, index, false))
                families.append(name)
            case .family(let name):
                let (found, trusted) = try lookUp(family: name, registered: registered)
                guard !found.isEmpty else { throw .familyNotFound(name, chainIndex: i) }
                files.append(contentsOf: found.map { ($0, nil, trusted) })
                families.append(name)
            }
        }
        var scannedFiles: [ScannedFontFile] = []
        for file in files {
            let scannedFile = try scan(file.path)
            if !file.trusted {
                let faces = file.index.map { [$0] } ?? scannedFile.faces.map(\.index)
                try SafeFontCopies.shared.prepare(path: file.path, faces: faces, cacheFolder: scanCache.folder)
            }
            scannedFiles.append(scannedFile)
        }
        return (try FontconfigConfig.chain(files: scannedFiles, renames: renames), families)
    }

    /// Files whose faces carry `family`: the spec's registered fonts first, then the pinned ones,
    /// then the system's (the only ones trusted).
    private func lookUp(family: String, registered: [RegisteredFont]) throws(FontChainError) -> (files: [String], trusted: Bool) {
        var hits: [String] = []
        for r in registered {
            if let f = r.family {
                if sameFamily(f, family) { hits.append(r.path) }
            } else if try faces(of: r.path).contains(where: { $0.families.contains { sameFamily($0, family) } }) {
                hits.append(r.path)
            }
        }
        if !hits.isEmpty { return (hits, false) }
        for p in pinnedFiles where (try? faces(of: p))?.contains(where: { $0.families.contains { sameFamily($0, family) } }) == true {
            hits.append(p)
        }
        if !hits.isEmpty { return (hits, false) }
        if system == nil { system = FontconfigConfig.system() }
        return (system?.files(ofFamily: family) ?? [], true)
    }

    /// Every family a chain could name, where `lookUp` searches: the spec's registered fonts, the
    /// pinned fonts, then the machine's (sorted, each name once whatever its case and spaces), for
    /// the nearest names when a family is found nowhere.
    package func familyNames(registered: [RegisteredFont]) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        var names: [String] = []
        for r in registered {
            if let family = r.family { names.append(family) } else { names += ((try? faces(of: r.path)) ?? []).flatMap(\.families) }
        }
        for p in pinnedFiles { names += ((try? faces(of: p)) ?? []).flatMap(\.families) }
        if system == nil { system = FontconfigConfig.system() }
        names += system?.familyNames() ?? []
        var seen = Set<String>()
        return names.sorted().filter { seen.insert($0.lowercased().filter { $0 != " " }).inserted }
    }

    /// Families installed on the machine that draw every one of `characters`, best first for
    /// `language`: what a "no font draws" error can point the user at.
    package func installedFamilies(drawing characters: String, language: String?, limit: Int = 2) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if system == nil { system = FontconfigConfig.system() }
        return system?.families(drawing: Array(characters.unicodeScalars), language: language, limit: limit) ?? []
    }

    /// Installed families that draw `character` (one grapheme), best first: what `missingGlyphs:
    /// fallback` draws it in. fontconfig ranks them for the text's language (or emoji's:
    /// FallbackLanguage), so the same installed fonts give the same answer on every run. When no
    /// family draws the whole grapheme (an emoji with a modifier no font pairs with it), the
    /// families that draw its first character.
    package func installedFamilies(for character: String, textLanguage: String) -> [String] {
        let language = FallbackLanguage.language(for: character, textLanguage: textLanguage)
        // Default-ignorable marks (a variation selector, a joiner) are drawn as nothing, so a family
        // need not have them.
        let visible = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        guard let first = visible.first else { return [] }
        let key = language + "\u{0}" + character
        lock.lock()
        defer { lock.unlock() }
        if let known = fallbackAnswers[key] { return known }
        if system == nil { system = FontconfigConfig.system() }
        guard let system else { return [] }
        let ranked = rankedFonts[language] ?? RankedFonts(system, language: language)
        rankedFonts[language] = ranked
        // A few: the first that is not already in the chain is taken.
        var found = ranked.families(drawing: Array(visible), limit: 4)
        if found.isEmpty, visible.count > 1 { found = ranked.families(drawing: [first], limit: 4) }
        fallbackAnswers[key] = found
        return found
    }

    /// The family name of face `index` of a font file, as fontconfig reads it (the typographic
    /// family first): what a bitmap font's `info face` says when the spec names its font by file.
    /// Nil when the file cannot be read or has no such face.
    package func family(ofFile path: String, index: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return (try? faces(of: path))?.first { $0.index == index }?.families.first
    }

    private func faces(of path: String) throws(FontChainError) -> [FaceInfo] {
        try scan(path).faces
    }

    /// The file's faces, scanned once per process (and read back from the scan cache when unchanged).
    private func scan(_ path: String) throws(FontChainError) -> ScannedFontFile {
        if let known = scanned[path] { return known }
        guard access(path, R_OK) == 0 else { throw .unreadable(path: path, reason: "no such file") }
        // A FIFO, a socket or a device is readable and no font: opening a FIFO would wait forever.
        guard Paths.isRegularFile(path) else { throw .unreadable(path: path, reason: "not a regular file") }
        let folderCache = pinnedFiles.contains(path) ? pinnedFolderCache : nil
        guard let file = ScannedFontFile(path: path, cache: scanCache, folderCache: folderCache) else {
            throw .unreadable(path: path, reason: "not a font FreeType can read")
        }
        scanned[path] = file
        return file
    }
}
