import RenderSupport

/// JSON that render-spec writes beside PNGs: a bitmap font's `NAME.fnt.json`, an atlas's
/// TexturePacker descriptor (`NAME.json`, an object of `frames` and `meta`, keys no spec has, one
/// of them first), and an asset catalog's `Contents.json` (Xcode's, whose `info` names its
/// `author`; no spec has an `info` key, and every spec has a `kind`). Outputs, and so goldens:
/// every command that searches folders for specs (`check`, `render`, `validate`, `format`,
/// `preview`) passes them by. Asset catalog folders themselves are never searched (SpecDiscovery).
package enum RenderedJSON {
    /// The extensions of an Xcode asset catalog and of the folders inside one (image sets, app
    /// icons, colours, data…): folders of `Contents.json` files and images, never of specs.
    package static let assetCatalogFolders: Set<String> = [
        "xcassets", "imageset", "appiconset", "colorset", "dataset", "symbolset", "iconset", "launchimage",
        "imagestack", "imagestacklayer", "brandassets", "spriteatlas", "textureset", "cubetextureset",
        "mipmapset", "complicationset", "stickerpack", "stickersequence", "sticker", "arresourcegroup",
        "arimageset", "solidimagestack", "solidimagestacklayer",
    ]

    /// Whether `name` (one path component) is an asset catalog or a folder inside one.
    package static func isAssetCatalogFolder(_ name: String) -> Bool {
        let ext = Paths.lowercasedExtension(name)
        return !ext.isEmpty && assetCatalogFolders.contains(ext)
    }

    package static func isOutput(_ file: String) -> Bool {
        isOutput(file, head: file.hasSuffix(".json") ? try? InputFile.head(file, count: headBytes) : nil)
    }

    /// How much of a file `isOutput(_:head:)` needs to tell a descriptor from a spec.
    package static let headBytes = 64

    /// `head`: the file's first `headBytes` bytes, read once by a caller that looks at them for
    /// more than this (SpecDiscovery), or nil when unreadable.
    package static func isOutput(_ file: String, head: [UInt8]?) -> Bool {
        if file.hasSuffix(".fnt.json") { return true }
        // Xcode's name, and then the content: in an asset catalog's folder, anything but a spec (an
        // object with a `kind`); elsewhere (a catalog file copied or left loose) only what reads as
        // Xcode's. A spec that happens to be named Contents.json stays a spec either way.
        if Paths.lastComponent(file) == "Contents.json" {
            let folder = Paths.lastComponent(Paths.parent(file))
            let object = jsonObject(file)
            if object?["kind"] != nil { return false }
            if isAssetCatalogFolder(folder) { return true }
            if case .string = object?["info"]?["author"]?.kind { return true }
            return false
        }
        // Read without blocking (a FIFO is no output; the loader then refuses it as a spec), and only
        // a file that starts like a descriptor is parsed whole.
        guard file.hasSuffix(".json"), let head else { return false }
        let first = String(decoding: head, as: UTF8.self).drop(while: { $0 == "{" || $0.isWhitespace })
        guard first.hasPrefix("\"frames\"") || first.hasPrefix("\"meta\"") else { return false }
        let object = jsonObject(file)
        return object?["frames"]?.members != nil && object?["meta"]?.members != nil
    }

    /// The file's top-level JSON object, read without blocking and within the spec size limit.
    private static func jsonObject(_ file: String) -> JSONValue? {
        guard let bytes = try? InputFile.read(file, maxBytes: SpecLimits.maxFileBytes),
              let value = try? JSONParser.parse(bytes, file: file), value.members != nil else { return nil }
        return value
    }
}
