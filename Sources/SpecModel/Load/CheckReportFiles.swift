import RenderSupport

/// What `check --report`, `check --json` and `report merge` write, recognised so that the next
/// command searching a folder for specs (`check .`, `render .`) never reads it as a spec or a
/// golden.
///
/// - A report folder holds a marker file, written before anything else goes in (its artifacts are
///   copies of goldens and outputs, JSON descriptors among them). Only the marker says so: a spec
///   folder that happens to hold a `--json` results file must still be searched, and `check`
///   refuses to write a report into a folder that holds specs.
/// - A results file (`results.json`, a `--json` file anywhere) is an object whose first key is
///   `budgets` and that holds `results` and `toolchain`: sorted keys, and no spec has those (every
///   spec has a `kind`, which a results file never has).
package enum CheckReportFiles {
    /// The marker of a report folder: hidden, so that it stays out of the way.
    package static let markerName = ".render-spec-report"
    package static let resultsName = "results.json"
    /// What the marker says to whoever opens it.
    package static let markerText = "A report of `render-spec check`: render-spec never reads this folder as specs or goldens.\n"

    /// Whether a folder holding `names` is a report folder. Told from the listing the search made
    /// anyway, so a folder costs nothing more.
    package static func isReportFolder(names: Set<String>) -> Bool {
        names.contains(markerName)
    }

    /// Whether `file`, whose first bytes are `head`, is a results file. Only a file that starts like
    /// one is parsed whole.
    package static func isResults(_ file: String, head: [UInt8]?) -> Bool {
        guard file.hasSuffix(".json"), let head else { return false }
        let first = String(decoding: head, as: UTF8.self).drop(while: { $0 == "{" || $0.isWhitespace })
        guard first.hasPrefix("\"budgets\"") else { return false }
        guard let bytes = try? InputFile.read(file, maxBytes: 256 << 20), let value = try? JSONParser.parse(bytes, file: file),
              value["kind"] == nil else { return false }
        guard case .array = value["results"]?.kind else { return false }
        return value["toolchain"]?.members != nil
    }
}
