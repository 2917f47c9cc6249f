import Foundation
import XCTest

/// `render-spec schema`: the committed schema and reference are its current output, every spec in
/// the repository satisfies the schema under a real validator (jsonschema, Draft 2020-12), and the
/// type errors the loader refuses are refused by the schema too.
final class SchemaTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func committed(_ path: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    }

    func testCommittedSchemaIsCurrent() throws {
        let r = try CLIRunner().run("schema")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try committed("docs/render-spec.schema.json") == r.stdout,
                      "docs/render-spec.schema.json is stale: run `render-spec schema -o docs/render-spec.schema.json`")
    }

    func testCommittedReferenceIsCurrent() throws {
        let r = try CLIRunner().run("schema", "--markdown")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try committed("docs/reference.md") == r.stdout,
                      "docs/reference.md is stale: run `render-spec schema --markdown -o docs/reference.md`")
    }

    func testOutputOptionWritesWhatItPrints() throws {
        let cli = try CLIRunner()
        let printed = try cli.run("schema").stdout
        let r = try cli.run("schema", "-o", "out/schema.json")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(String(decoding: try cli.data("out/schema.json"), as: UTF8.self), printed)
    }

    /// scripts/check-schema.py over `files` (every spec in the repository when empty).
    private func validator(_ files: [String]) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.repository.appendingPathComponent("scripts/check-schema.py").path] + files
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRunner.Result(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                                stderr: String(decoding: e, as: UTF8.self))
    }

    /// Bases, token-using specs and all: a spec the tool renders is one an editor accepts.
    func testEverySpecInTheRepositorySatisfiesTheSchema() throws {
        let r = try validator([])
        XCTAssertEqual(r.status, 0, "the validator failed or found problems:\n" + r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains(" specs checked, 0 problems"), r.stdout + r.stderr)
        // Not a vacuous pass: the examples and the golden corpus were read.
        let count = r.stdout.split(separator: "\n").last.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) }
        XCTAssertGreaterThan(count ?? 0, 100, r.stdout)
    }

    /// A label with the keys `extra` adds (or replaces).
    private func label(_ extra: String) -> String {
        #"{"version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "x""#
            + (extra.isEmpty ? "" : ", " + extra) + "}"
    }

    /// The refusals of the loader's tests (ValueDecodingTests, RefusedValueTests,
    /// ErrorReportingTests) that are a matter of type, key or range, each as a spec file.
    private var hostile: [(name: String, spec: String)] {
        [
            ("wrong-type", label(#""text": 3"#)),
            ("string-for-object", label(#""font": "big""#)),
            ("null", label(#""fill": null"#)),
            ("unknown-key", label(#""fnt": {}"#)),
            ("unknown-nested-key", label(#""shadow": {"blurr": 2}"#)),
            ("unknown-key-in-state", label(#""states": {"hi": {"colour": "red"}}"#)),
            ("misspelt-enum", label(#""lineBreak": "wrod""#)),
            ("misspelt-gradient-type", label(#""fill": {"gradient": {"stops": ["red", "blue"], "type": "conic"}}"#)),
            ("misspelt-fill-form", label(#""fill": {"gradiant": {}}"#)),
            ("fill-array", label(#""fill": [1]"#)),
            ("weight-name", label(#""font": {"weight": "demibold"}"#)),
            ("wrong-format", label(#""output": {"formats": ["gif"]}"#)),
            ("colour-string-component", label(#""fill": {"red": "1", "green": 0, "blue": 0}"#)),
            ("colour-out-of-range", label(#""fill": {"white": 1.5}"#)),
            ("number-too-large", label(#""letterSpacing": 3e6"#)),
            ("blur-over-limit", label(#""shadow": [{"blur": 1}, {"blur": 300}]"#)),
            ("minimum-scale", label(#""minimumScale": 1.5"#)),
            ("negative-width", label(#""size": {"width": -1, "height": 10}"#)),
            ("offset-of-three", label(#""shadow": {"offset": [0, 1, 2]}"#)),
            ("one-stop", label(#""fill": {"gradient": {"stops": ["red"]}}"#)),
            ("version", label(#""version": 2"#)),
            ("wrong-kind", #"{"version": 1, "kind": "lable", "size": {"width": 10, "height": 10}, "text": ""}"#),
            ("key-of-another-kind", #"{"version": 1, "kind": "textField", "size": {"width": 10, "height": 10}, "cornerRadius": 4}"#),
            ("misspelt-button-key", #"{"version": 1, "kind": "button", "size": {"width": 10, "height": 10}, "cornerRadus": 4}"#),
            ("no-version", #"{"kind": "view", "size": {"width": 10, "height": 10}}"#),
        ]
    }

    func testTypeErrorsTheLoaderRefusesTheSchemaRefusesToo() throws {
        let cli = try CLIRunner()
        // The control: the spec every case changes is valid to both.
        try cli.write("valid.json", label(#""fill": "$ink", "tokens": {"ink": "red", "n": 2}, "lines": "$n""#))
        let valid = cli.directory.appendingPathComponent("valid.json").path
        let control = try validator([valid])
        XCTAssertEqual(control.status, 0, control.stdout + control.stderr)
        XCTAssertEqual(try cli.run("validate", "valid.json").status, 0)

        var paths: [String] = []
        for case_ in hostile {
            try cli.write("\(case_.name).json", case_.spec)
            paths.append(cli.directory.appendingPathComponent("\(case_.name).json").path)
            let refused = try cli.run("validate", "\(case_.name).json")
            XCTAssertEqual(refused.status, 2, "render-spec validate accepted \(case_.name): \(case_.spec)")
        }
        let r = try validator(paths)
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("schema: \(paths.count) specs checked"), r.stdout + r.stderr)
        for path in paths {
            XCTAssertTrue(r.stdout.contains(path + ": schema: "), "the schema accepted \(path)")
        }
    }
}
