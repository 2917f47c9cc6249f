/// One localized string as a catalog states it, ready to format.
package struct CatalogEntry: Equatable, Sendable {
    /// How far the translator got. Untranslated strings (`new`, empty values, fuzzy-less empty
    /// `msgstr`) never become entries: rendering them would show a blank or a source string as if
    /// it were translated.
    package enum State: String, Equatable, Sendable {
        case translated
        /// Translated, but flagged for another look (`needs_review`): usable, and the caller should warn.
        case needsReview
        /// Translated, for a key Xcode no longer finds in the code (`stale`); Xcode still ships it.
        case stale
        /// A gettext `#, fuzzy` translation: msgfmt leaves it out of the compiled catalog, so the app
        /// shows the `msgid` instead. Skipped, with a note, unless the spec asks for it.
        case fuzzy
    }

    package var value: String
    package var state: State
    /// The language the value is written in: the source language for a string marked not to be
    /// translated (`translatable="false"`, `shouldTranslate: false`) looked up in another language.
    package var language: String
    /// Where the value was written, for warnings (a `needsReview` entry); `line` is nil where the
    /// format's parser gives none (old-style `.strings`).
    package var file: String
    package var line: Int?
    /// The argument whose count chose this form (an `.xcstrings` substitution's `%#@name@`, 1-based):
    /// with no `plural` in the spec, the form is chosen by that argument, and the form may leave
    /// it unprinted, as on the device.
    package var countArgument: Int?
}

/// CLDR plural categories, the names every catalog format uses for plural forms.
package enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}
