/// What the string catalog readers refuse, beyond the per-file and per-catalog sizes CatalogFiles
/// enforces: the nesting each format's reader follows by recursion, so a hostile file cannot
/// exhaust a worker thread's stack. The spec's own limits are SpecModel's SpecLimits.
package enum CatalogLimits {
    /// `plural` and `select` arguments nested in one ICU message (`.arb`), and entities nested in
    /// an Android resource file's entity declarations: a real message nests two or three, and each
    /// level is a frame of recursion (ours, or expat's), which must fit a worker thread's stack.
    package static let maxMessageNesting = 64
    /// Levels of a gettext `Plural-Forms` expression (parentheses, `!`, `? :`, operator chains): a
    /// real one has about ten (Arabic's six forms), and each is a frame of recursion when it is read
    /// and evaluated.
    package static let maxPluralFormsNesting = 64
    /// Dictionaries and arrays nested in a `.strings` or `.stringsdict` file: a real stringsdict
    /// nests three, and each level is a frame of recursion when it is read (XMLPlistNesting).
    package static let maxPlistNesting = 64
}
