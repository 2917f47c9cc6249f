import RenderSupport

/// The JSON parser the `.xcstrings` and `.arb` readers use: the spec loader's (SpecModel's
/// JSONParser, with its depth and value limits and its errors), handed in by SpecModel's
/// CatalogBridge, so that the project has one JSON parser.
package typealias CatalogJSONParser = @Sendable (_ bytes: [UInt8], _ file: String) throws(CatalogError) -> JSONValue

/// Reads a catalog's files for one load, keeping every path inside the render root (no `..`, no
/// link leading out) and every file, and the load as a whole, within a size a render can afford.
final class CatalogFiles {
    /// The same per-file limit as a spec file, handed in with the parser.
    let maxFileBytes: Int
    let parseJSON: CatalogJSONParser
    /// A catalog folder may hold a file per language and table; this bounds what one load reads.
    static let maxFiles = 2_000
    static let maxTotalBytes = 64 * 1024 * 1024

    let root: RenderRoot
    private var filesRead = 0
    private var bytesRead = 0

    init(root: RenderRoot, maxFileBytes: Int, parseJSON: @escaping CatalogJSONParser) {
        self.root = root
        self.maxFileBytes = maxFileBytes
        self.parseJSON = parseJSON
    }

    /// `path` (relative to `folder`, or absolute) as an existing file or folder inside the root.
    func locate(_ path: String, from folder: String) throws(CatalogError) -> (path: String, isFolder: Bool) {
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        let lexical = Paths.absolute(joined)
        guard root.contains(lexical) else {
            throw CatalogError(file: lexical, "`\(path)` leads outside the render root \(root.path); \(root.widenAdvice)")
        }
        guard Paths.exists(lexical) else {
            // A near name beside it (`Localisable` for `Localizable`) is suggested as a key's would be.
            let folder = Paths.parent(lexical)
            // At most as many names as one catalog may read: a folder of a million files costs a
            // suggestion no more than a load would.
            let nearby = Paths.isDirectory(folder) ? (Paths.names(in: folder) ?? []).lazy.filter { !$0.hasPrefix(".") }.prefix(Self.maxFiles).map { $0 } : []
            let written = Paths.deletingLastComponent(path)
            let suggestion = Suggestion.didYouMean(Paths.lastComponent(lexical), among: nearby.sorted(),
                                                   prefix: written.isEmpty ? "" : written + "/")
            throw CatalogError(file: lexical, "string catalog `\(path)` not found" + suggestion)
        }
        let real = RenderRoot.canonical(lexical)
        guard root.contains(real) else {
            throw CatalogError(file: lexical, "`\(path)` is a link to \(real), outside the render root \(root.path); \(root.widenAdvice)")
        }
        return (real, Paths.isDirectory(real))
    }

    /// The names in `folder` (already inside the root), sorted so every load reads in the same order.
    func contents(of folder: String) throws(CatalogError) -> [String] {
        guard let names = Paths.names(in: folder) else {
            throw CatalogError(file: folder, "cannot list the folder")
        }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Whether `name` in `folder` is a folder (following links; where they lead is checked on reading).
    func isFolder(_ name: String, in folder: String) -> Bool {
        Paths.isDirectory(folder + "/" + name)
    }

    /// The bytes of `file`, refused when it leads outside the root or is over the limits.
    func read(_ file: String) throws(CatalogError) -> Data {
        let real: String
        switch root.resolve(file, from: root.path + "/") {
        case .success(let path): real = path
        case .failure(let problem): throw CatalogError(file: file, problem.message)
        }
        filesRead += 1
        guard filesRead <= Self.maxFiles else {
            throw CatalogError(file: file, "the catalog has more than \(NumberText.grouped(Self.maxFiles)) files; the limit is \(NumberText.grouped(Self.maxFiles))")
        }
        // InputFile checks the size before reading and again after (it may grow while we read).
        let data: Data
        do {
            data = Data(try InputFile.read(real, maxBytes: maxFileBytes))
        } catch .tooLarge(let size) {
            try checkSize(size, of: file)
            throw CatalogError(file: file, "cannot read the file")
        } catch {
            throw CatalogError(file: file, "cannot read the file")
        }
        bytesRead += data.count
        guard bytesRead <= Self.maxTotalBytes else {
            throw CatalogError(file: file, "the catalog's files add up to more than \(NumberText.grouped(Self.maxTotalBytes)) bytes, the limit for one catalog")
        }
        return data
    }

    /// `file` as UTF-8 text (a byte order mark dropped), refused when it is not UTF-8.
    func readText(_ file: String) throws(CatalogError) -> String {
        var bytes = [UInt8](try read(file))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CatalogError(file: file, "the file is not UTF-8 text")
        }
        return text
    }

    private func checkSize(_ size: Int, of file: String) throws(CatalogError) {
        guard size <= maxFileBytes else {
            throw CatalogError(file: file, "the file is \(NumberText.grouped(size)) bytes; the limit is 5 MB (\(NumberText.grouped(maxFileBytes)) bytes)")
        }
    }
}
