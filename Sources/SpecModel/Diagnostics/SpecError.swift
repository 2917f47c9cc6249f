import RenderSupport

/// One reason a spec cannot be rendered, at the place the user has to edit.
///
/// `description` is the compiler-style line editors and CI annotate:
/// `FILE:LINE:COLUMN: error: JSON.PATH: message`.
public struct SpecError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The file as the loader knows it (absolute); `description` shortens it for display.
    public var file: String
    /// 1-based; 0 for a value built in code, which has no line (see ``hasPosition``).
    public var line: Int
    /// 1-based, counting Unicode scalars (see `JSONParser`); 0 for a value built in code.
    public var column: Int
    /// Where the value was written, e.g. `$.shadow[1].blur` or `$.states.highlighted.fill`; for a
    /// spec built in Swift, the property path in the value, e.g. `ButtonSpec.title.font.weight`.
    public var path: String
    public var message: String

    /// `path` and `message` are stored with control characters escaped (PrintableText) and every
    /// key of the path and every span the message quotes in backticks cut to an excerpt
    /// (InputExcerpt): they quote the user's keys and values, and every report that shows them
    /// must get one safe line of a readable length.
    public init(file: String, line: Int, column: Int, path: String, message: String) {
        self.file = file; self.line = line; self.column = column
        self.path = PrintableText.escaped(InputExcerpt.path(path))
        self.message = PrintableText.escaped(InputExcerpt.quotedSpans(in: message))
    }

    /// An error about the value written at `position`; its path is the one recorded there
    /// unless `path` overrides it.
    package init(at position: SourcePosition, path: String? = nil, _ message: String) {
        self.init(file: position.file, line: position.line, column: position.column,
                  path: path ?? position.path ?? "$", message: message)
    }

    /// Whether the error points into a file (`line` and `column` are set); false for a value of a
    /// spec built in code, which the path alone names.
    public var hasPosition: Bool { line > 0 }

    /// Escaped again as a whole: the file name comes from the file system, and the fields are
    /// public, so a value set after `init` is covered too (escaping twice changes nothing). A
    /// value built in code has no file to point into: `error: ButtonSpec.size.width: message`.
    public var description: String { described(as: "error") }

    /// The line as an error or a warning at the same place says it.
    package func described(as severity: String) -> String {
        guard hasPosition else { return PrintableText.escaped("\(severity): \(path): \(message)") }
        return PrintableText.escaped("\(DisplayPath.forUser(file)):\(line):\(column): \(severity): \(path): \(message)")
    }
}

/// Every error of a refused spec, so that one run shows the user all there is to fix.
public struct SpecErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public var errors: [SpecError]
    public init(_ errors: [SpecError]) { self.errors = errors }

    /// One line per error.
    public var description: String { errors.map(\.description).joined(separator: "\n") }

    /// The errors without repeats (a base value's error shows up in every state × locale variant),
    /// ordered by file and position so they read top to bottom.
    func normalized() -> SpecErrors {
        var seen = Set<SpecError>()
        let unique = errors.filter { seen.insert($0).inserted }
        let ordered = unique.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return lhs.offset < rhs.offset
        }
        return SpecErrors(ordered.map(\.element))
    }
}
