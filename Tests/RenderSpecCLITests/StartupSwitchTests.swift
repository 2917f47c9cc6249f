import Foundation
import Testing

/// `RENDER_SPEC_STARTUP=plain` turns every start-up trick off (docs/startup.md); a run without them
/// writes the same bytes and prints the same lines as one with them.
@Suite struct StartupSwitchTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs/label")

    /// A label to PNG, SVG and PDF (a gradient, a stroke, a blurred shadow) and one with letter
    /// spacing, as one plain render (the early load, the warm-up and the prepared fonts apply).
    @Test func aRenderWritesTheSameFilesWithAndWithoutTheTricks() throws {
        let cli = try CLIRunner()
        defer { try? FileManager.default.removeItem(at: cli.directory) }
        func render(into folder: String, _ environment: [String: String]) throws -> [String: Data] {
            let run = try cli.run(["--root", Self.specs.path, Self.specs.appendingPathComponent("vector-formats.json").path,
                                   Self.specs.appendingPathComponent("letter-spacing.json").path, "--out-dir", folder, "-q"],
                                  environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: cli.directory.appendingPathComponent(folder).path)
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try cli.data("\(folder)/\($0)")) })
        }
        // An empty value: the tricks on, whatever the environment of the test run says.
        let with = try render(into: "with", ["RENDER_SPEC_STARTUP": ""])
        let without = try render(into: "without", ["RENDER_SPEC_STARTUP": "plain"])
        #expect(with.keys.sorted() == ["letter-spacing.png", "vector-formats.pdf", "vector-formats.png", "vector-formats.svg"])
        #expect(with == without)
    }

    @Test func versionPrintsTheSameLine() throws {
        let cli = try CLIRunner()
        defer { try? FileManager.default.removeItem(at: cli.directory) }
        let with = try cli.run(["--version"], environment: ["RENDER_SPEC_STARTUP": ""])
        let without = try cli.run(["--version"], environment: ["RENDER_SPEC_STARTUP": "plain"])
        #expect(with.status == 0 && without.status == 0)
        #expect(with.stdout == without.stdout && with.stderr == without.stderr)
    }
}
