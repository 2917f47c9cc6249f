extension Suggestion {
    /// Up to `limit` names nearest to `word`, nearest first, for a name found nowhere (a font
    /// family): case, spaces, `-` and `_` aside, a name within the typo budget of `closest`, or one
    /// that starts with the word or that the word starts with (`Noto` → `Noto Sans`; `DejaVu Sans
    /// Bold`, a face written as a family → `DejaVu Sans`). Ties go to the name that sorts first.
    package static func nearest(to word: String, among names: [String], limit: Int = 3) -> [String] {
        let target = Array(folded(word))
        guard !target.isEmpty else { return [] }
        let budget = target.count <= 3 ? 1 : (target.count <= 7 ? 2 : 3)
        var ranked: [(name: String, distance: Int)] = []
        for name in names {
            let candidate = Array(folded(name))
            guard !candidate.isEmpty, candidate != target else { continue }
            let distance = editDistance(target, candidate)
            let related = candidate.starts(with: target) || target.starts(with: candidate)
            if related || distance <= budget { ranked.append((name, distance)) }
        }
        ranked.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return ranked.prefix(limit).map(\.name)
    }
}
