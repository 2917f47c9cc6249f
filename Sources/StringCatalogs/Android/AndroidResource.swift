/// One `<string>` or `<plurals>` of an Android resource file, its text already unescaped.
struct AndroidResource: Equatable {
    enum Value: Equatable {
        case string(String)
        case plurals([PluralCategory: String])
    }

    var name: String
    var value: Value
    /// `translatable="false"`: the same text in every language (a brand name, a URL).
    var translatable: Bool
    /// Where the element starts.
    var line: Int
}
