import Foundation
@testable import SpecModel
import RenderSupport

/// A throwaway render root in the temporary folder; spec files are written into it inline.
final class Fixture {
    /// Canonical (symlinks resolved), as the loader reports paths.
    let root: String

    init() {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("SpecModelTests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        root = RenderRoot.canonical(folder.path)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `text` to `name` (relative to the root, folders created) and returns its absolute path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let path = root + "/" + name
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func load(_ name: String) throws(SpecErrors) -> [ResolvedSpec] {
        try SpecLoader(root: root).load(file: root + "/" + name)
    }

    /// The error lines loading `name` produces (empty when it loads).
    func errors(_ name: String) -> [String] {
        do {
            _ = try load(name)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    /// Writes a minimal valid label with `extra` members appended, and loads its base variant.
    func label(_ extra: String = "", name: String = "label.json") throws(SpecErrors) -> ResolvedSpec {
        write(name, Fixture.labelJSON(extra))
        return try load(name)[0]
    }

    func labelErrors(_ extra: String, name: String = "label.json") -> [String] {
        write(name, Fixture.labelJSON(extra))
        return errors(name)
    }

    /// Lines 1–4 are fixed, so `extra` starts on line 5, column 3.
    static func labelJSON(_ extra: String) -> String {
        """
        {
          "version": 1, "kind": "label",
          "size": {"width": 100, "height": 20},
          "text": "Hi"\(extra.isEmpty ? "" : ",")
          \(extra)
        }
        """
    }
}

extension ResolvedSpec {
    var style: TextStyle {
        switch content {
        case .label(let style): style
        case .textField(let field): field.text
        default: fatalError("not a label or text field")
        }
    }
}

/// Component-wise comparison with a tolerance, for colours computed through trigonometry.
func close(_ a: RGBA, _ b: RGBA, tolerance: Double = 0.0001) -> Bool {
    abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance && abs(a.a - b.a) <= tolerance
}
