import Foundation

/// JSON that render-spec writes beside PNGs: a bitmap font's `NAME.fnt.json`, and an atlas's
/// TexturePacker descriptor (`NAME.json`, an object of `frames` and `meta`, keys no spec has, one
/// of them first). Outputs, and so goldens: every command that searches folders for specs
/// (`check`, `render`, `validate`, `format`) passes them by.
package enum RenderedJSON {
    package static func isOutput(_ file: String) -> Bool {
        if file.hasSuffix(".fnt.json") { return true }
        guard file.hasSuffix(".json"), let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        // Only a file that starts like a descriptor is read whole.
        let head = String(decoding: (try? handle.read(upToCount: 64)) ?? Data(), as: UTF8.self)
        let first = head.drop(while: { $0 == "{" || $0.isWhitespace })
        guard first.hasPrefix("\"frames\"") || first.hasPrefix("\"meta\"") else { return false }
        let object = FileManager.default.contents(atPath: file).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        return object?["frames"] is [String: Any] && object?["meta"] is [String: Any]
    }
}
