extension Array where Element == String {
    /// The strings with `separator` between them, as `joined(separator:)` gives them. Not that
    /// method on the paths every render takes: its first call in a process resolves the collection's
    /// associated types through the runtime's demangler, a cost every render would pay once.
    package func joinedText(separator: String) -> String {
        var text = ""
        for index in indices {
            if index > startIndex { text += separator }
            text += self[index]
        }
        return text
    }
}
