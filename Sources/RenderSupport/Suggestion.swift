/// "did you mean …?" for misspelt keys, enum values, colour names and tokens.
package enum Suggestion {
    /// `; did you mean `x`?` when a candidate is close enough to be a likely typo, else "".
    package static func didYouMean(_ word: String, among candidates: [String], prefix: String = "") -> String {
        guard let best = closest(to: word, among: candidates) else { return "" }
        return "; did you mean `\(prefix)\(best)`?"
    }

    /// As above, but a word that is another name for a candidate (`heavy` for `extraBold`) suggests
    /// that candidate first. `synonyms` is keyed by `folded` names, so `Semi-Bold` finds `semibold`.
    package static func didYouMean(_ word: String, among candidates: [String], synonyms: [String: String]) -> String {
        let folded = folded(word)
        if let known = candidates.first(where: { self.folded($0) == folded && $0 != word }) ?? synonyms[folded] {
            return "; did you mean `\(known)`?"
        }
        return didYouMean(word, among: candidates)
    }

    /// Lowercased, without the separators people put inside compound names (`extra-bold`, `semi bold`).
    package static func folded(_ word: String) -> String {
        String(word.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " }.map(Character.init))
    }

    /// The nearest candidate by edit distance (case-insensitive, a swap of two neighbours counting
    /// once), if within a budget that grows with the word: 1 edit up to 3 characters, 2 up to 7, 3 beyond.
    /// Ties go to the earlier candidate, so callers list the commoner keys first.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let budget = word.count <= 3 ? 1 : (word.count <= 7 ? 2 : 3)
        var best: (candidate: String, distance: Int)?
        let lowered = Array(word.lowercased())
        for candidate in candidates where candidate != word {
            // The distance is at least the difference in length: a word far longer than every
            // candidate (a key of a million characters) is not compared character by character.
            if abs(candidate.count - lowered.count) > budget { continue }
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= budget && distance < candidate.count && distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transposition).
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
