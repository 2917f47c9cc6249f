#if canImport(FoundationEssentials) && canImport(Glibc)
import Dispatch
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

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
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SpecError(at: start, "cannot read the token file")
        }
        guard data.count <= SpecLimits.maxFileBytes else {
            throw SpecError(at: start, "the token file is \(NumberText.grouped(data.count)) bytes; the limit is 5 MB (\(NumberText.grouped(SpecLimits.maxFileBytes)) bytes)")
        }
        let document = try JSONParser.parse([UInt8](data), file: file)
        guard document.members != nil else {
            throw SpecError(at: document.position, "a design token file must hold a JSON object of groups and tokens, got \(document.typeName)")
        }
        var tokens: [DesignToken] = []
        collect(document, prefix: nil, inheritedType: nil, into: &tokens)
        return tokens
    }

    private static func collect(_ group: JSONValue, prefix: String?, inheritedType: String?, into tokens: inout [DesignToken]) {
        let type = typeName(group) ?? inheritedType
        for member in group.members ?? [] where isTokenName(member.key) {
            guard member.value.members != nil else { continue }
            let path = prefix.map { $0 + "." + member.key } ?? member.key
            if let value = member.value["$value"] {
                tokens.append(DesignToken(path: path, type: typeName(member.value) ?? type, value: value,
                                          position: member.keyPosition))
            } else {
                collect(member.value, prefix: path, inheritedType: type, into: &tokens)
            }
        }
    }

    private static func typeName(_ node: JSONValue) -> String? {
        if case .string(let type)? = node["$type"]?.kind { return type }
        return nil
    }

    private static func isTokenName(_ key: String) -> Bool {
        !key.isEmpty && !key.hasPrefix("$") && !key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" })
    }
}
