/// One slice of the spec files for a CI matrix job: `--shard K/N`, K from 1 to N.
///
/// Spec files, sorted by their path relative to the spec root, are dealt out like cards: the i-th
/// (from 0) goes to shard `i % N + 1`. That is deterministic for a given tree, balances the shards
/// to within one file, and needs nothing but the file list, so every job of a matrix agrees on it.
package struct Shard: Equatable, Sendable, CustomStringConvertible {
    package var index: Int
    package var count: Int

    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index; self.count = count
    }

    /// "2/4".
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    package var description: String { "\(index)/\(count)" }

    /// The items of `sorted` that belong to this shard.
    package func select<T>(_ sorted: [T]) -> [T] {
        sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
