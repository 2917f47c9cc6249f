/// A render warning as render-spec phrases it, `FILE:LINE:COLUMN: warning: …` or `FILE: warning: …`,
/// taken apart so reports can point at the line and the Swift API can hand out its parts.
/// (The pipeline phrases each warning once, where it is found, as every report prints it.)
package struct WarningText {
    package var file: String?
    package var line: Int?
    package var column: Int?
    /// What follows `warning: `.
    package var message: String

    package init(_ text: String) {
        guard let range = text.firstRange(of: ": warning: ") else {
            message = text
            return
        }
        message = String(text[range.upperBound...])
        var place = text[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if place.count >= 3, let column = Int(place[place.count - 1]), let line = Int(place[place.count - 2]) {
            self.line = line
            self.column = column
            place.removeLast(2)
        }
        file = place.joined(separator: ":")
    }
}
