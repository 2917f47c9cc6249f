/// Two texts as a unified diff, the format of `diff -u` (and of `git diff`): a `---` and a `+++`
/// header, then hunks of `@@ -start,count +start,count @@` with three lines of context around each
/// change, which `patch` applies. Changes whose contexts would meet share a hunk.
package enum UnifiedDiff {
    package static let context = 3

    /// nil when the texts are equal.
    package static func make(from old: String, to new: String, oldName: String, newName: String) -> String? {
        let a = lines(old), b = lines(new)
        let edits = LineDiff.edits(from: a, to: b)
        guard edits.contains(where: { if case .keep = $0 { false } else { true } }) else { return nil }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits) {
            out += header(hunk, edits)
            for edit in edits[hunk] {
                switch edit {
                case .keep(let i, _): out += line(" ", a[i])
                case .delete(let i): out += line("-", a[i])
                case .insert(let j): out += line("+", b[j])
                }
            }
        }
        return out
    }

    /// Lines with their endings, so a last line without one differs from the same text with one.
    static func lines(_ text: String) -> [Substring] {
        var out: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            let end = text[start...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
            out.append(text[start..<end])
            start = end
        }
        return out
    }

    private static func line(_ mark: String, _ text: Substring) -> String {
        text.hasSuffix("\n") ? mark + text : mark + text + "\n\\ No newline at end of file\n"
    }

    /// Ranges of `edits`: each change with up to `context` kept lines either side.
    static func hunks(_ edits: [LineDiff.Edit]) -> [Range<Int>] {
        let changed = edits.indices.filter { if case .keep = edits[$0] { false } else { true } }
        var out: [Range<Int>] = []
        for i in changed {
            let lower = max(0, i - context), upper = min(edits.count, i + 1 + context)
            if let last = out.last, lower <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<upper
            } else {
                out.append(lower..<upper)
            }
        }
        return out
    }

    /// `@@ -l,s +l,s @@`: 1-based first lines and counts; a count of 1 is left out, and an empty
    /// side starts at the line before it (0 at the top), as `diff -u` writes them.
    private static func header(_ hunk: Range<Int>, _ edits: [LineDiff.Edit]) -> String {
        var oldCount = 0, newCount = 0
        var oldStart: Int?, newStart: Int?
        for edit in edits[hunk] {
            switch edit {
            case .keep(let i, let j):
                oldStart = oldStart ?? i; newStart = newStart ?? j; oldCount += 1; newCount += 1
            case .delete(let i): oldStart = oldStart ?? i; oldCount += 1
            case .insert(let j): newStart = newStart ?? j; newCount += 1
            }
        }
        // Where a side has no line in the hunk, it sits after the lines the edits before it used.
        let before = edits[..<hunk.lowerBound]
        let oldBefore = before.filter { if case .insert = $0 { false } else { true } }.count
        let newBefore = before.filter { if case .delete = $0 { false } else { true } }.count
        func range(_ start: Int?, _ count: Int, _ fallback: Int) -> String {
            switch count {
            case 0: return "\(fallback),0"
            case 1: return "\((start ?? fallback) + 1)"
            default: return "\((start ?? fallback) + 1),\(count)"
            }
        }
        return "@@ -\(range(oldStart, oldCount, oldBefore)) +\(range(newStart, newCount, newBefore)) @@\n"
    }
}
