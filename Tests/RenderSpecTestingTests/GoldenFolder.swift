import Foundation
import RenderSpec
@testable import RenderSpecTesting

/// A temporary folder of goldens, and the specs both runners' tests render into it.
struct GoldenFolder {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-spec-goldens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.resolvingSymlinksInPath().path
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }
    func read(_ name: String) -> Data? { FileManager.default.contents(atPath: file(name)) }
    func write(_ data: Data, to name: String) throws { try data.write(to: URL(fileURLWithPath: file(name))) }

    /// A 40×20 pt panel of one colour (no text: the same pixels with any fonts).
    static func panel(_ color: ColorValue = "#336699", width: Double = 40) -> ViewSpec {
        ViewSpec(name: "panel", size: SizeValue(width: width, height: 20), background: .color(color))
    }

    /// The assertion as the public function runs it, with `environment` for the process's.
    func check(_ spec: ViewSpec, _ name: String, scale: Double = 2, tolerance: GoldenTolerance? = nil,
               record: GoldenRecording? = nil, environment: [String: String] = [:],
               fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) throws {
        try checkRendering(of: LoadedSpec(spec), matchesGolden: name, scale: scale, state: "normal", locale: nil,
                           tolerance: tolerance, record: record, goldens: path, environment: environment,
                           at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: 1))
    }
}
