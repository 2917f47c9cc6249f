import RenderSupport

extension ResolvedSpec {
    /// An error about the value at `path` of this variant (e.g. a font family no font provides), at the
    /// position where that value was written. A path with no value of its own (a defaulted key) falls back
    /// to its nearest written ancestor, then to the start of the spec file. The reported path is the one
    /// the user wrote (`$.states.highlighted.font.family`), not the merged variant's.
    package func error(at path: String, _ message: String) -> SpecError {
        var ancestor = path
        var suffix = ""
        while true {
            if let position = positions[ancestor] {
                return SpecError(at: position, path: (position.path ?? ancestor) + suffix, message)
            }
            guard let (parent, last) = JSONPath.split(ancestor) else { break }
            ancestor = parent
            suffix = last + suffix
        }
        return SpecError(file: file, line: 1, column: 1, path: path, message: message)
    }
}

extension ResolvedSpec {
    /// `path` extended by an object key, written as errors write it (`$.font.glyphs["→"]`).
    package static func path(_ path: String, key: String) -> String {
        JSONPath.appending(key: key, to: path)
    }
}

extension ResolvedSpec {
    /// Where the entries that make this variant were written, locale first: its `locales` key, then
    /// its `states` key (each only if the variant has one). A failing output points there, since an
    /// entry that overrides nothing (`"pressed": {}`) has no value of its own to point at.
    package var variantKeyPositions: [SourcePosition] {
        [locale.flatMap { positions[PositionMap.localePath($0)] },
         state == "normal" ? nil : positions[PositionMap.statePath(state)]].compactMap { $0 }
    }
}
