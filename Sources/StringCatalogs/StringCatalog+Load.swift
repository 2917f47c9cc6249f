import RenderSupport

/// Finding and reading a catalog: the format follows from what the path names.
extension StringCatalog {
    /// Reads the catalog at `path` (relative to the folder of `base`, e.g. the spec naming it; to
    /// the root without one; or absolute): an `.xcstrings` file, or a folder of `.lproj` folders,
    /// Android `values*/` folders, `.arb` files or gettext `.po` files. Everything read must lie inside `root`.
    ///
    /// `sourceLanguage` is the language the app is written in, for the formats whose files do not
    /// say: the `.lproj` development language (default: `en` when there is an `en.lproj` or a
    /// `Base.lproj`), the language of Android's `values/` (default `en`), of gettext `msgid`s
    /// (default `en`) and the `.arb` template's (default `en`). An `.xcstrings` file names its own,
    /// which wins.
    /// `maxFileBytes` and `parseJSON` are the spec loader's, so a catalog file is held to a spec
    /// file's size and parsed as strictly (SpecModel's CatalogBridge passes them).
    package static func load(path: String, relativeTo base: String? = nil, root: RenderRoot,
                             sourceLanguage: String? = nil, maxFileBytes: Int,
                             parseJSON: @escaping CatalogJSONParser) throws(CatalogError) -> StringCatalog {
        let files = CatalogFiles(root: root, maxFileBytes: maxFileBytes, parseJSON: parseJSON)
        let folder = base.map { Paths.parent(Paths.absolute($0)) } ?? root.path
        let located = try files.locate(path, from: folder)
        var source: String?
        if let sourceLanguage {
            guard let tag = CatalogLanguage.tag(fromParts: CatalogLanguage.canonical(sourceLanguage).split(separator: "-")) else {
                throw CatalogError(file: located.path, "the source language `\(sourceLanguage)` is not a BCP 47 language tag such as `en` or `pt-BR`")
            }
            source = tag
        }
        guard located.isFolder else {
            guard located.path.hasSuffix(".xcstrings") else {
                throw CatalogError(file: located.path, "a string catalog is an `.xcstrings` file or a folder of `.lproj` folders, Android `values*/` folders, `.arb` files or gettext `.po` files")
            }
            return StringCatalog(format: .xcstrings, path: located.path, defaultTable: XCStringsReader.table(of: located.path),
                                 content: try XCStringsReader.read(located.path, files: files))
        }
        let catalogFolder = located.path
        switch try detect(catalogFolder, files: files) {
        case .xcstrings:
            preconditionFailure("a folder is never an .xcstrings catalog")
        case .appleStrings:
            return StringCatalog(format: .appleStrings, path: catalogFolder, defaultTable: AppleStringsReader.defaultTable,
                                 content: try AppleStringsReader.read(catalogFolder, files: files, sourceLanguage: source))
        case .android:
            return StringCatalog(format: .android, path: catalogFolder, defaultTable: "",
                                 content: try AndroidStringsReader.read(catalogFolder, files: files, sourceLanguage: source ?? "en"))
        case .arb:
            return StringCatalog(format: .arb, path: catalogFolder, defaultTable: "",
                                 content: try ARBReader.read(catalogFolder, files: files, sourceLanguage: source ?? "en"))
        case .gettext:
            return StringCatalog(format: .gettext, path: catalogFolder, defaultTable: "",
                                 content: try GettextReader.read(catalogFolder, files: files, sourceLanguage: source ?? "en"))
        }
    }

    /// The one format a folder holds; a folder mixing two is refused rather than guessed.
    private static func detect(_ folder: String, files: CatalogFiles) throws(CatalogError) -> Format {
        var found: [Format] = []
        for name in try files.contents(of: folder) {
            let format: Format?
            if name.hasSuffix(".lproj") && files.isFolder(name, in: folder) {
                format = .appleStrings
            } else if (name == "values" || name.hasPrefix("values-")) && files.isFolder(name, in: folder) {
                format = .android
            } else if name.hasSuffix(".arb") {
                format = .arb
            } else if name.hasSuffix(".po") || name.hasSuffix(".pot") {
                format = .gettext
            } else {
                format = nil
            }
            if let format, !found.contains(format) { found.append(format) }
        }
        guard found.count == 1, let format = found.first else {
            if found.isEmpty {
                throw CatalogError(file: folder, "no string catalog in this folder: expected `.lproj` folders, Android `values*/` folders, `.arb` files or gettext `.po` files")
            }
            throw CatalogError(file: folder, "the folder holds catalogs in several formats (\(found.map(\.description).joined(separator: ", "))); name the file or folder of one")
        }
        return format
    }
}

extension StringCatalog.Format: CustomStringConvertible {
    package var description: String {
        switch self {
        case .xcstrings: "`.xcstrings`"
        case .appleStrings: "`.lproj` folders"
        case .android: "Android `values*/` folders"
        case .arb: "`.arb` files"
        case .gettext: "gettext `.po` files"
        }
    }
}
