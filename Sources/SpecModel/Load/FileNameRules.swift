import RenderSupport
/// What a spec's `name`, its state names and its locale tags must be, since each becomes part of a
/// file or folder name (`<tag>/<name>-<state>@2x.png`, `<name>-<state>.imageset`): checked when the
/// spec is loaded, so a name that cannot be written fails `validate`, not the write.
package enum FileNameRules {
    /// Why `name` cannot be one file name component ("it starts with `.`"), or nil.
    package static func problem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.unicodeScalars.contains(where: PrintableText.isUnsafe) {
            return "it has a control character; use printable characters only"
        }
        if name.contains("/") || name.contains("\\") { return "it contains `/` or `\\`" }
        // Also refuses `.`, `..` and every name of dots only.
        if name.hasPrefix(".") { return "it starts with `.` (a hidden file)" }
        return tooLong(name)
    }

    /// Why `stem` (`<name>` or `<name>-<state>`) is too long, or nil.
    package static func tooLong(_ stem: String) -> String? {
        let bytes = stem.utf8.count
        guard bytes > SpecLimits.maxNameBytes else { return nil }
        return "it is \(NumberText.grouped(bytes)) bytes long, over the limit of \(SpecLimits.maxNameBytes) (UTF-8) that leaves room in a file name's 255 for the scale, extension and temporary suffixes"
    }

    /// `name` quoted for a message, as every diagnostic quotes input (InputExcerpt): a
    /// 10,000-character name would bury the error.
    package static func shown(_ name: String) -> String {
        "`\(InputExcerpt.of(name))`"
    }
}
