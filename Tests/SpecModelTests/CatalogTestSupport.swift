import Foundation
@testable import SpecModel
@testable import StringCatalogs
import RenderSupport

/// Loading catalogs written into a `Fixture`, and their errors as one line relative to its root.
extension Fixture {
    func catalog(_ path: String, source: String? = nil) throws(CatalogError) -> StringCatalog {
        try StringCatalog.load(path: path, root: RenderRoot(root), sourceLanguage: source)
    }

    /// The error line loading `path` gives, with the root folder left out; nil when it loads.
    func catalogError(_ path: String, source: String? = nil) -> String? {
        do {
            _ = try catalog(path, source: source)
            return nil
        } catch {
            return error.description.replacingOccurrences(of: root + "/", with: "")
        }
    }
}

extension StringCatalog {
    /// The value for `key`, or nil; for terse expectations.
    func value(_ key: String, _ language: String, table: String? = nil, plural: PluralCategory? = nil) -> String? {
        entry(key: key, table: table, language: language, plural: plural)?.value
    }
}
