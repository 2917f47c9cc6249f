import RenderSupport

extension Suggestion {
    /// Up to `limit` names nearest to `word`, nearest first, for a name found nowhere (a font
    /// family): case, spaces, `-` and `_` aside, a name within the typo budget of `closest`, or one
    /// that starts with the word or that the word starts with (`Noto` → `Noto Sans`; `DejaVu Sans
    /// Bold`, a face written as a family → `DejaVu Sans`, ranked first). Ties go to the name that
    /// sorts first.
    package static func nearest(to word: String, among names: [String], limit: Int = 3) -> [String] {
        let target = Array(folded(word))
        guard !target.isEmpty else { return [] }
        let budget = target.count <= 3 ? 1 : (target.count <= 7 ? 2 : 3)
        var ranked: [(name: String, rank: Int, distance: Int)] = []
        for name in names {
            let candidate = Array(folded(name))
            guard !candidate.isEmpty, candidate != target else { continue }
            let distance = editDistance(target, candidate)
            // A family the word starts with is the likeliest: the word is that family and a style.
            let rank = target.starts(with: candidate) ? 0 : 1
            if rank == 0 || candidate.starts(with: target) || distance <= budget { ranked.append((name, rank, distance)) }
        }
        ranked.sort { ($0.rank, $0.distance, $0.name) < ($1.rank, $1.distance, $1.name) }
        return ranked.prefix(limit).map(\.name)
    }
}
