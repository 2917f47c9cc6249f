/// Where a value came from, so that a later stage (a font that cannot be found, a character no font
/// draws) can still report `FILE:LINE:COLUMN: error: JSON.PATH: message`.
package struct SourcePosition: Equatable, Hashable, Sendable {
    package var file: String
    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    // Every parsed value holds a position: 32-bit line and column (a file is at most 5 MiB) and
    // the path as the parser found it (WrittenPath), written out when read, keep it small.
    private var storedLine: Int32
    private var storedColumn: Int32
    private var writtenPath: WrittenPath?
    /// The JSON path under which the value was written in `file` (`$.states.highlighted.fill`,
    /// `$.tokens.brand`), which differs from the path of the merged variant it is looked up under;
    /// nil when unknown (then that lookup path is the one to report).
    package var path: String? {
        get { writtenPath?.text }
        set { writtenPath = newValue.map(WrittenPath.init) }
    }
    package init(file: String, line: Int, column: Int, path: String? = nil) {
        self.file = file; storedLine = Int32(clamping: line); storedColumn = Int32(clamping: column)
        writtenPath = path.map(WrittenPath.init)
    }

    package init(file: String, line: Int, column: Int, writtenPath: WrittenPath) {
        self.file = file; storedLine = Int32(clamping: line); storedColumn = Int32(clamping: column)
        self.writtenPath = writtenPath
    }

    /// Positions are equal when they name the same place, however their paths are kept.
    package static func == (a: SourcePosition, b: SourcePosition) -> Bool {
        a.file == b.file && a.line == b.line && a.column == b.column && a.path == b.path
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(path)
    }
}
