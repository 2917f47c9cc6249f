import RenderSupport
import SpecModel
import SpecRender

/// Checks an output folder before anything is rendered, so a mistake is one plain line rather than
/// Foundation's "NSCocoaErrorDomain Code=516" halfway through a batch.
enum OutputFolder {
    /// Why `path` cannot be (or become) a folder: it, or a folder it would be made in, is a file.
    static func problem(_ path: String) -> String? {
        guard let file = AtomicFile.fileBlocking(folder: path) else { return nil }
        let shown = DisplayPath.forUser(file)
        return file == URL(fileURLWithPath: path).standardizedFileURL.path
            ? "\(shown) is not a folder"
            : "\(shown) is not a folder, so \(DisplayPath.forUser(path)) cannot be made in it"
    }
}
