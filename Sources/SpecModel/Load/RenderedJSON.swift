import Foundation
import RenderSupport

/// JSON that render-spec writes beside PNGs: a bitmap font's `NAME.fnt.json`, and an atlas's
/// TexturePacker descriptor (`NAME.json`, an object of `frames` and `meta`, keys no spec has, one
/// of them first). Outputs, and so goldens: every command that searches folders for specs
/// (`check`, `render`, `validate`, `format`) passes them by.
package enum RenderedJSON {
    package static func isOutput(_ file: String) -> Bool {
        if file.hasSuffix(".fnt.json") { return true }
        // Read without blocking (a FIFO is no output; the loader then refuses it as a spec), and only
        // a file that starts like a descriptor is parsed whole.
        guard file.hasSuffix(".json"), let head = try? InputFile.head(file, count: 64) else { return false }
        let first = String(decoding: head, as: UTF8.self).drop(while: { $0 == "{" || $0.isWhitespace })
        guard first.hasPrefix("\"frames\"") || first.hasPrefix("\"meta\"") else { return false }
        let bytes = (try? InputFile.read(file, maxBytes: SpecLimits.maxFileBytes)) ?? []
        let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
        return object?["frames"] is [String: Any] && object?["meta"] is [String: Any]
    }
}
