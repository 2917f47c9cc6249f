/// The shortest edit script between two sequences of lines (Myers, "An O(ND) Difference Algorithm
/// and Its Variations", 1986): the greedy forward search over diagonals, keeping each round's
/// furthest reaching points so the path can be walked back. O((N + M)·D) time and O(D²) memory for D
/// edits: a formatted spec differs from its source in a handful of lines.
package enum LineDiff {
    package enum Edit: Equatable, Sendable {
        /// Line `old` of the first sequence is line `new` of the second (0-based).
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// Every line of both sequences once, in order: kept, deleted (before the inserts that replace
    /// them, as `diff` prints them) or inserted; as few deletes and inserts as possible.
    package static func edits<Line: Equatable>(from a: [Line], to b: [Line]) -> [Edit] {
        let n = a.count, m = b.count, max = n + m
        guard max > 0 else { return [] }
        let offset = max + 1
        // v[k + offset]: the furthest x reached on diagonal k = x − y; one copy per round d.
        var v = [Int](repeating: 0, count: 2 * max + 3)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                // Down (an insert) from diagonal k + 1, or right (a delete) from k − 1, whichever reaches further.
                var x = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) ? v[k + 1 + offset] : v[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[k + offset] = x
                if x >= n, y >= m { trace.append(v); break search }
            }
        }
        // Walk back from (n, m): each round ends in a snake (kept lines) after one insert or delete.
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previous: Int
            if d == 0 {
                previous = k
            } else {
                previous = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) ? k + 1 : k - 1
            }
            let startX = d == 0 ? 0 : v[previous + offset], startY = startX - previous
            while x > startX, y > startY { x -= 1; y -= 1; edits.append(.keep(old: x, new: y)) }
            guard d > 0 else { break }
            if previous == k + 1 { y -= 1; edits.append(.insert(new: y)) } else { x -= 1; edits.append(.delete(old: x)) }
        }
        return deletesFirst(edits.reversed())
    }

    /// Within each run of changes, the deletes before the inserts.
    private static func deletesFirst(_ edits: [Edit]) -> [Edit] {
        var out: [Edit] = [], deletes: [Edit] = [], inserts: [Edit] = []
        func flush() { out += deletes; out += inserts; deletes = []; inserts = [] }
        for edit in edits {
            switch edit {
            case .keep: flush(); out.append(edit)
            case .delete: deletes.append(edit)
            case .insert: inserts.append(edit)
            }
        }
        flush()
        return out
    }
}
