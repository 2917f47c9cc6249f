import RenderSupport
import SpecModel

/// `-o DIR/NAME`: the folder the atlas files go into and their stem. A `.png`, `.json` or `.atlas`
/// extension is taken off the stem, since it names one of the files.
struct AtlasDestination {
    var folder: String
    var name: String
    private var given: String

    init(_ output: String) {
        given = output
        let url = URL(fileURLWithPath: output).standardizedFileURL
        folder = url.deletingLastPathComponent().path
        name = ["png", "json", "atlas"].contains(url.pathExtension.lowercased()) ? url.deletingPathExtension().lastPathComponent : url.lastPathComponent
    }

    var problem: String? {
        if given.hasSuffix("/") || Paths.isDirectory(given) {
            return "-o names DIR/NAME, the atlas files' folder and stem (out/ui writes out/ui.png); \(given) is a folder"
        }
        if name.isEmpty || name.hasPrefix(".") || name.unicodeScalars.contains(where: PrintableText.isUnsafe) {
            return "-o \(given): the atlas name must be printable and not start with `.`"
        }
        return nil
    }
}
