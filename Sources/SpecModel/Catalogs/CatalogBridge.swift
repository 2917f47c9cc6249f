import RenderSupport
import StringCatalogs

// SpecModel's one door to the StringCatalogs module: no other file of SpecModel imports it.
// CatalogTextResolver, PluralChoice+Spec and the resolvers name the catalog types through these
// aliases, and the catalogs get from here what they take from the spec loader: its JSON parser
// (with its limits, its errors turned into a catalog's) and its per-file size limit.

typealias StringCatalog = StringCatalogs.StringCatalog
typealias CatalogEntry = StringCatalogs.CatalogEntry
typealias CatalogError = StringCatalogs.CatalogError
typealias CatalogLanguage = StringCatalogs.CatalogLanguage
typealias PluralChoice = StringCatalogs.PluralChoice
typealias PluralCategory = StringCatalogs.PluralCategory

extension StringCatalog {
    /// The catalog at `path` (StringCatalogs' `load`), read with the spec loader's JSON parser and
    /// held to a spec file's size limit.
    static func load(path: String, relativeTo base: String? = nil, root: RenderRoot,
                     sourceLanguage: String? = nil) throws(CatalogError) -> StringCatalog {
        try load(path: path, relativeTo: base, root: root, sourceLanguage: sourceLanguage,
                 maxFileBytes: SpecLimits.maxFileBytes, parseJSON: parseJSON)
    }

    /// `bytes` parsed by JSONParser, which keeps every value's position; its error already carries
    /// file, line, column and path.
    @Sendable static func parseJSON(_ bytes: [UInt8], _ file: String) throws(CatalogError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes, file: file)
        } catch {
            throw CatalogError(file: error.file, line: error.line, column: error.column,
                               error.path == "$" ? error.message : "\(error.path): \(error.message)")
        }
    }
}

extension VariantExpander {
    /// A spec's `locales` keys are BCP 47 tags by the rule a catalog's languages are read with.
    static func isLanguageTag(_ tag: String) -> Bool { CatalogLanguage.isLanguageTag(tag) }
}
