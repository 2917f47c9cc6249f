import SpecModel

/// Where in a spec file a failing output should be annotated: the key of the overrides that make
/// the variant (its `locales` entry, else its `states` entry), else the top of the file, since a
/// changed image usually comes from the spec as a whole. An entry written in a base file is not
/// in this file, so it falls through to the next.
enum AnnotationPosition {
    static func of(_ spec: ResolvedSpec) -> (line: Int, column: Int) {
        guard let key = spec.variantKeyPositions.first(where: { $0.file == spec.file }) else { return (1, 1) }
        return (key.line, key.column)
    }
}
