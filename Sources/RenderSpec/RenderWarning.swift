import Foundation
import RenderSupport
import SpecModel

/// Something rendering a spec went on with but a user should hear about: text that does not fit
/// (truncated, shrunk, cut to `lines`), an effect the canvas cuts off, a weight or style drawn in
/// another face, what an output format had to give up, a translation marked for review.
///
/// `render-spec` prints ``description``; the parts are here to point an editor or an annotation at
/// the place: ``file``, ``line`` and ``column`` of the value at fault (the translation in a string
/// catalog, for text that came from one) and its ``path``. For a spec built in Swift, ``path`` is
/// the property in the value (`LabelSpec.text`), there is no line or column, and the advice is in
/// Swift (set `canvas: .init(margin: .auto)`), where a spec file's warning quotes JSON (set
/// `"canvas": {"margin": "auto"}`).
public struct RenderWarning: Hashable, Sendable, CustomStringConvertible {
    /// How much a warning weighs.
    public enum Severity: String, Hashable, Sendable {
        /// Reported; the output is written (or the golden compared) all the same.
        case warning
        /// A warning that fails what it concerns: under `render-spec --strict` and a strict
        /// ``SpecCheck`` (``SpecCheck/Options/strict``).
        case error
    }

    /// What is wrong, without the place: `text does not fit: truncated with an ellipsis (state normal)`.
    public let message: String
    /// The file the warning is about, absolute; `nil` for a spec built in code.
    public let file: String?
    /// 1-based; `nil` when the warning is about a whole file or a spec built in code.
    public let line: Int?
    /// 1-based, counting Unicode scalars; `nil` with ``line``.
    public let column: Int?
    /// The JSON path of the value (`$.title.text`), or for a spec built in code its Swift property
    /// path (`ButtonSpec.title.text`); `nil` when the warning is about the spec as a whole.
    public let path: String?
    /// ``Severity/warning``, or ``Severity/error`` where a strict run fails on it.
    public let severity: Severity

    /// One line, as `render-spec` prints it: `FILE:LINE:COLUMN: warning: PATH: message`.
    public var description: String {
        var place = ""
        if let file { place = DisplayPath.forUser(file) + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "") + ": " }
        return place + severity.rawValue + ": " + (path.map { $0 + ": " } ?? "") + message
    }

    /// Takes apart a warning line as the pipeline phrases it (once, where it is found), moving a
    /// place in a spec built in code to its Swift property path.
    init(_ text: String, severity: Severity = .warning, origin: SwiftValuePath? = nil) {
        let parts = WarningText(text)
        var file = parts.file.map(Self.absolute)
        var line = parts.line, column = parts.column
        // A line without a file starts with the word itself.
        let text = parts.file == nil && parts.message.hasPrefix("warning: ") ? String(parts.message.dropFirst(9)) : parts.message
        var (path, message) = Self.splitPath(text)
        if let origin, file == origin.file {
            path = path.map(origin.swiftPath)
            message = origin.swiftMessage(message)
            file = nil; line = nil; column = nil
        }
        self.file = file; self.line = line; self.column = column
        self.path = path; self.message = message; self.severity = severity
    }

    /// Warnings print files relative to the current folder when inside it.
    private static func absolute(_ file: String) -> String {
        file.hasPrefix("/") ? file : URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
    }

    /// `$.title.text: message` → (`$.title.text`, `message`): a JSON path is `$` followed by
    /// `.key`, `[12]` or `["any key"]` (JSON string escapes) components.
    private static func splitPath(_ text: String) -> (path: String?, message: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "$" else { return (nil, text) }
        var i = 1
        while i < scalars.count {
            if scalars[i] == "." {
                i += 1
                while i < scalars.count, scalars[i] == "_" || scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) { i += 1 }
            } else if scalars[i] == "[", i + 1 < scalars.count, scalars[i + 1] == "\"" {
                i += 2
                while i < scalars.count, scalars[i] != "\"" { i += scalars[i] == "\\" ? 2 : 1 }
                i += 2 // `"]`
            } else if scalars[i] == "[" {
                while i < scalars.count, scalars[i] != "]" { i += 1 }
                i += 1
            } else {
                break
            }
        }
        guard i + 1 < scalars.count, scalars[i] == ":", scalars[i + 1] == " " else { return (nil, text) }
        var path = String.UnicodeScalarView(), message = String.UnicodeScalarView()
        path.append(contentsOf: scalars[..<i])
        message.append(contentsOf: scalars[(i + 2)...])
        return (String(path), String(message))
    }
}
