import Foundation
import Testing

/// Two rules of CONTRIBUTING.md for the modules the render-spec program is built from, checked on
/// their sources: Foundation's types come from `import RenderSupport` alone (its Imports.swift),
/// and files are reached through `Paths`, `InputFile` and `AtomicFile`, never FileManager, whose
/// process-wide instance a run need not build and whose reads wait on a FIFO.
struct SourceRulesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Modules outside the program: the library for apps and its testing library, the preview
    /// server, the image server and the benchmarks.
    static let outside: Set<String> = ["RenderSpec", "RenderSpecTesting", "RenderSpecPreview", "render-spec-preview",
                                       "RenderSpecServe", "render-spec-serve", "render-spec-bench"]

    /// Where FileManager is still named in code, and why.
    static let exempt: [String: String] = [
        "RenderSupport/Paths.swift": "the current folder when getcwd(3) fails (a folder deleted under the process)",
        "RenderSpecCLI/Plugin/AccessorSource.swift": "the text of the Swift code it writes for an app, which uses Foundation; not a file operation of the program",
    ]

    /// Every Swift file of the program's modules, as "Module/…/File.swift", with its lines of code
    /// (comment lines dropped).
    static func programFiles() throws -> [(name: String, code: [Substring])] {
        let root = sources.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(String, [Substring])] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let module = relative.split(separator: "/").first,
                  !outside.contains(String(module)) else { continue }
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            files.append((relative, code))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func theProgramsModulesTakeFoundationFromRenderSupportAlone() throws {
        let files = try Self.programFiles()
        #expect(files.count > 100)
        for (name, code) in files where name != "RenderSupport/Imports.swift" {
            for line in code where line.hasPrefix("import Foundation") || line.hasPrefix("@_exported import Foundation") {
                Issue.record("\(name): \(line) (import RenderSupport instead)")
            }
        }
    }

    @Test func theProgramsModulesReachFilesThroughPathsNotFileManager() throws {
        for (name, code) in try Self.programFiles() where Self.exempt[name] == nil {
            for line in code where line.contains("FileManager") {
                Issue.record("\(name): \(line.trimmingCharacters(in: .whitespaces)) (use Paths, InputFile or AtomicFile)")
            }
        }
    }
}
