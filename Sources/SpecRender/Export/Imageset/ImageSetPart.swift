/// One variant's share of its state's image set, `<name>[-<state>].imageset`: the images it draws
/// into the set's folder and their entries in the set's Contents.json. Xcode localizes an image set
/// inside the one set, each localized entry carrying its `locale` (docs/spec.md#image-sets), so every
/// locale variant of a state writes into the same folder, and a batch merges their parts into one
/// Contents.json (ImageSetMerge).
package struct ImageSetPart: Sendable {
    /// `<name>[-<state>].imageset/Contents.json`, relative to the catalog.
    package var contentsPath: String
    /// The file names, in the set's folder, of the images the set's Contents.json names.
    package var images: [String]
    /// The variant's locale; nil for the base variant, whose entries carry none.
    var locale: String?
    /// One entry per image, in `images` order.
    var entries: [XcodeJSON]
    /// Whether this variant writes the set's Contents.json: alone, it does; in a batch, the first of
    /// the set's variants writes it for all of them.
    package var writesContents = true

    /// The set's Contents.json over `parts`: the base entries first, then each locale's, in the
    /// order given, as Xcode lists them; a set with a localized entry is marked `localizable`, as
    /// Xcode marks it, and a set without one is written exactly as an unlocalized set.
    static func contents(_ parts: [ImageSetPart]) -> [UInt8] {
        let ordered = parts.filter { $0.locale == nil } + parts.filter { $0.locale != nil }
        var members: [(String, XcodeJSON)] = [("images", .array(ordered.flatMap(\.entries))), ("info", ImagesetExporter.info)]
        if ordered.contains(where: { $0.locale != nil }) {
            members.append(("properties", .object([("localizable", .bool(true))])))
        }
        return XcodeJSON.object(members).bytes
    }
}
