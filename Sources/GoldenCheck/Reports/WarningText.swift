/// A render warning as render-spec phrases it, `FILE:LINE:COLUMN: warning: …` or `FILE: warning: …`,
/// taken apart so reports can point at the line.
struct WarningText {
    var file: String?
    var line: Int?
    var column: Int?
    /// What follows `warning: `.
    var message: String

    init(_ text: String) {
        guard let range = text.range(of: ": warning: ") else {
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
