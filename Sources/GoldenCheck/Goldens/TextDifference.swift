import RenderSupport

/// Where a text golden (SVG, an asset catalog's `Contents.json`, a `.fnt`, an atlas descriptor)
/// first differs from the rendered text: the line and column, and both versions of that line, so
/// a failure reads as a diff line without opening either file.
struct TextDifference: Equatable, CustomStringConvertible {
    /// 1-based, counted in the golden.
    var line: Int
    var column: Int
    /// The line in each, without its indentation and shortened around the column; nil when that
    /// side has no such line.
    var golden: String?
    var actual: String?

    /// The widest excerpt of a line shown; longer lines are cut around the first difference.
    static let excerptWidth = 80

    /// nil when the bytes are equal or either side is not UTF-8 text.
    init?(golden: [UInt8], actual: [UInt8]) {
        guard golden != actual, let goldenText = String(validating: golden, as: UTF8.self),
              let actualText = String(validating: actual, as: UTF8.self) else { return nil }
        let goldenLines = goldenText.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actualText.split(separator: "\n", omittingEmptySubsequences: false)
        // The first line that differs; both files may also agree until one of them ends.
        var index = 0
        while index < goldenLines.count, index < actualLines.count, goldenLines[index] == actualLines[index] { index += 1 }
        let g = index < goldenLines.count ? Array(goldenLines[index]) : nil
        let a = index < actualLines.count ? Array(actualLines[index]) : nil
        var column = 0
        if let g, let a {
            while column < g.count, column < a.count, g[column] == a[column] { column += 1 }
        }
        line = index + 1
        self.column = column + 1
        self.golden = g.map { Self.excerpt($0, around: column) }
        self.actual = a.map { Self.excerpt($0, around: column) }
    }

    /// ``line 33, column 18: golden `"scale" : "2x"`, actual `"scale" : "3x"` ``
    var description: String {
        func shown(_ text: String?) -> String { text.map { "`\($0)`" } ?? "(no such line)" }
        return "line \(line), column \(column): golden \(shown(golden)), actual \(shown(actual))"
    }

    /// The line, escaped for a terminal, cut to `excerptWidth` characters with the difference in view.
    private static func excerpt(_ line: [Character], around column: Int) -> String {
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        var start = min(indent, column), end = line.count
        let cut = start
        if end - start > excerptWidth {
            start = max(start, min(column - excerptWidth / 4, line.count - excerptWidth))
            end = start + excerptWidth
        }
        return (start > cut ? "…" : "") + PrintableText.escaped(String(line[start ..< end])) + (end < line.count ? "…" : "")
    }
}
