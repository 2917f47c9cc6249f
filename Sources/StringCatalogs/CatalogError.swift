import RenderSupport
/// Why a string catalog could not be read, at the place the user has to edit.
///
/// `description` is one compiler-style line, `FILE:LINE:COLUMN: error: message`, without the parts
/// the format does not give (old-style `.strings` report a line only; a missing folder has neither).
package struct CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Absolute; `description` shortens it for display.
    package var file: String
    /// 1-based, when the format reports it.
    package var line: Int?
    /// 1-based, when the format reports it.
    package var column: Int?
    package var message: String

    package init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        // Cut as SpecError cuts its message (InputExcerpt): a catalog's keys and strings are input.
        self.message = InputExcerpt.quotedSpans(in: message)
    }

    /// An error about a JSON value (`.xcstrings`, `.arb`), naming the path it was written under.
    package init(at position: SourcePosition, _ message: String) {
        let path = position.path.map { "\(InputExcerpt.path($0)): " } ?? ""
        self.init(file: position.file, line: position.line, column: position.column, path + message)
    }

    /// Escaped as a whole: keys, values and file names come from the user and must not break the line.
    package var description: String {
        var place = DisplayPath.forUser(file)
        if let line { place += ":\(line)" }
        if line != nil, let column { place += ":\(column)" }
        return PrintableText.escaped("\(place): error: \(message)")
    }
}
