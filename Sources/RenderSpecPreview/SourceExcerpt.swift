import Foundation
import RenderSupport
import SpecModel

/// A few lines of a spec around an error's line, so the page shows the mistake where it was made.
struct SourceExcerpt: Codable, Equatable, Sendable {
    struct Line: Codable, Equatable, Sendable {
        var number: Int
        var text: String
    }

    var lines: [Line]
    /// The 1-based line the error is on (one of `lines`).
    var highlighted: Int
    /// The error's 1-based column within the highlighted line's `text` (after any clipping), for a caret.
    var column: Int

    /// Lines kept before and after the error's line.
    static let context = 3
    /// A minified spec can be one line of megabytes; each shown line keeps this many characters
    /// around the error's column.
    static let width = 160

    /// Nil when the file cannot be read as text or has no such line (a font file, a deleted spec).
    /// Errors name files by their real paths, so a path that is a link is one the loader refused
    /// (a spec linking out of the render root): its target is never shown. Nor is anything but a
    /// regular file read (InputFile: a FIFO would block the reloader).
    init?(file: String, line: Int, column: Int) {
        guard line >= 1, !Paths.isLink(file), let bytes = try? InputFile.read(file, maxBytes: SpecLimits.maxFileBytes),
              let text = String(bytes: bytes, encoding: .utf8) else { return nil }
        // Lines as the JSON parser counts them: \n ends a line, and a \r before it is not shown.
        var all = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.unicodeScalars.dropLast()) : String($0) }
        // The newline that ends the last line does not start another, unless the error is there.
        if all.count > 1, all.last == "", line < all.count { all.removeLast() }
        guard line <= all.count else { return nil }
        let first = max(1, line - Self.context), last = min(all.count, line + Self.context)
        let column = max(1, column)
        // Every line is clipped to the same window of columns, so the caret lines up with them all.
        let start = max(0, column - 1 - Self.width / 2)
        lines = (first...last).map { n in
            let scalars = all[n - 1].unicodeScalars
            let window = scalars.dropFirst(start).prefix(Self.width)
            return Line(number: n, text: (start > 0 ? "…" : "") + String(String.UnicodeScalarView(window)))
        }
        highlighted = line
        self.column = column - start + (start > 0 ? 1 : 0)
    }
}
