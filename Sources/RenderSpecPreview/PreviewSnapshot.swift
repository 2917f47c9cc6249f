import Foundation

/// What the preview page shows after one reload, sent to it as JSON: every PNG output of every spec,
/// or the errors that stopped a spec, with the source around each error's line.
struct PreviewSnapshot: Codable, Equatable, Sendable {
    /// Counts reloads, so a page (and a late-arriving publish) can tell the newest state.
    var generation: Int
    /// When the reload finished, as HH:mm:ss, for the page's status line.
    var reloadedAt: String
    var milliseconds: Int
    var specs: [SpecEntry]
    /// Problems that belong to no one spec (no spec found at all).
    var errors: [ErrorEntry]

    struct SpecEntry: Codable, Equatable, Sendable {
        /// Relative to the render root (`PreviewRenderer.shown`).
        var file: String
        var name: String?
        var outputs: [Output]
        var errors: [ErrorEntry]
        var warnings: [String]
        /// The spec's `output.formats` other than png: preview renders PNG only, and says so.
        var ignoredFormats: [String]
    }

    struct Output: Codable, Equatable, Sendable {
        /// Stable across reloads (spec, state, locale, scale), so the page updates an image in place.
        var key: String
        /// The file `render` would write (`de/title-highlighted@2x.png`).
        var path: String
        var state: String
        var locale: String?
        var scale: Double
        var width: Int
        var height: Int
        /// `/image/<sha256>.png`: content-addressed, so an unchanged image keeps its URL and does not flicker.
        var src: String
    }

    struct ErrorEntry: Codable, Equatable, Sendable {
        /// `file:line:col`, or nil for an error with no place in a file (a Cairo failure).
        var location: String?
        var line: Int?
        var column: Int?
        /// The JSON path the error is about (`$.shadow.blur`).
        var path: String?
        var message: String
        /// The compiler-style line the other commands print.
        var text: String
        var excerpt: SourceExcerpt?
    }
}
