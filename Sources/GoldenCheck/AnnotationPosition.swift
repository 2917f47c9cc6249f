import SpecModel

/// Where in a spec file a failing output should be annotated: the overrides that make the variant
/// (its `locales` entry, else its `states` entry), else the top of the file, since a changed image
/// usually comes from the spec as a whole.
enum AnnotationPosition {
    static func of(_ spec: Spec) -> (line: Int, column: Int) {
        let prefixes = [spec.locale.map { "$.locales.\($0)" }, spec.state == "normal" ? nil : "$.states.\(spec.state)"].compactMap { $0 }
        for prefix in prefixes {
            let written = spec.positions.values.filter { position in
                position.file == spec.file && position.path.map { $0 == prefix || $0.hasPrefix(prefix + ".") } == true
            }
            if let first = written.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
                return (first.line, first.column)
            }
        }
        return (1, 1)
    }
}
