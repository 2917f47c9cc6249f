import RenderSupport

/// Reads a DTCG token file (https://tr.designtokens.org/format/, as Tokens Studio and Style Dictionary
/// export it) into its tokens. Only the tree is read here; values are checked when referenced.
///
/// An object with `$value` is a token and one without is a group; `$type` on a group is inherited
/// by everything inside it. Other `$` keys (`$description`, `$extensions`, Tokens Studio's
/// `$themes` and `$metadata`) are ignored, and so are members that are not objects and names DTCG
/// forbids (containing `.`, `{` or `}`): none of them is a token a spec could name.
enum DesignTokenFile {
    /// `file` is absolute and already confined to the render root. Throws the error to report
    /// (a syntax error points into the token file).
    static func read(_ file: String) throws(SpecError) -> [DesignToken] {
        let start = SourcePosition(file: file, line: 1, column: 1, path: JSONPath.root)
        // As a spec is read (SpecFileReader): the size from the open file, at most one byte past
        // the limit, so a huge file is refused without being held.
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(file, maxBytes: SpecLimits.maxFileBytes)
        } catch {
            switch error {
            case .tooLarge(let size):
                throw SpecError(at: start, "the token file is \(NumberText.grouped(size)) bytes; the limit is 5 MB (\(NumberText.grouped(SpecLimits.maxFileBytes)) bytes)")
            case .notAFile(let kind): throw SpecError(at: start, "cannot read the token file: it is \(kind), not a file")
            case .cannotOpen, .cannotRead: throw SpecError(at: start, "cannot read the token file")
            }
        }
        let document = try JSONParser.parse(bytes, file: file)
        guard document.members != nil else {
            throw SpecError(at: document.position, "a design token file must hold a JSON object of groups and tokens, got \(document.typeName)")
        }
        var tokens: [DesignToken] = []
        // Counted first, so the list is made once at its size rather than grown by doubling.
        tokens.reserveCapacity(count(document))
        try collect(document, prefix: nil, inheritedType: nil, into: &tokens)
        return tokens
    }

    private static func collect(_ group: JSONValue, prefix: String?, inheritedType: String?,
                                into tokens: inout [DesignToken]) throws(SpecError) {
        let type = typeName(group) ?? inheritedType
        for member in group.members ?? [] where isTokenName(member.key) {
            guard member.value.members != nil else { continue }
            let path = prefix.map { $0 + "." + member.key } ?? member.key
            if let value = member.value["$value"] {
                guard tokens.count < SpecLimits.maxDesignTokens else {
                    throw SpecError(at: member.keyPosition, "the token file holds more than \(NumberText.grouped(SpecLimits.maxDesignTokens)) tokens, the limit for one file")
                }
                tokens.append(DesignToken(path: path, type: typeName(member.value) ?? type, value: value,
                                          position: member.keyPosition))
            } else {
                try collect(member.value, prefix: path, inheritedType: type, into: &tokens)
            }
        }
    }

    /// The tokens `collect` would take from `group`.
    private static func count(_ group: JSONValue) -> Int {
        var total = 0
        for member in group.members ?? [] where isTokenName(member.key) && member.value.members != nil {
            total += member.value["$value"] != nil ? 1 : count(member.value)
        }
        return total
    }

    private static func typeName(_ node: JSONValue) -> String? {
        if case .string(let type)? = node["$type"]?.kind { return type }
        return nil
    }

    private static func isTokenName(_ key: String) -> Bool {
        !key.isEmpty && !key.hasPrefix("$") && !key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" })
    }
}
