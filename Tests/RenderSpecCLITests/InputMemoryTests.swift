import Foundation
import Testing

/// Any file under the size limit is loaded or refused in bounded memory (issue 36, point 3;
/// docs/spec.md#errors-and-limits): a value costs little beyond its bytes (its path is shared with
/// its parent's, no table of every path is made, tokens copy nothing they do not change), and a file
/// holds at most `SpecLimits.maxJSONValues` values, refused at the value that passes it.
///
/// Each file is validated by the real binary in a child process, whose peak resident set (from
/// `wait4`) is compared with the same binary's for a small spec: no other test can move the figure.
/// The bound is generous for a debug build (BENCHMARKS.md has the release binary's figures); before
/// these changes the same files took from several hundred megabytes to gigabytes.
@Suite struct InputMemoryTests {
    private static let bound = 96 * 1024 * 1024

    private static func label(_ members: String) -> String {
        "{\"version\": 1, \"kind\": \"label\", \"size\": {\"width\": 100, \"height\": 20}, \"text\": \"a\",\n  \(members)}\n"
    }

    private static func list(_ item: String, _ count: Int) -> String {
        "[" + Array(repeating: item, count: count).joined(separator: ",") + "]"
    }

    /// Validates `spec.json` in `runner`'s folder; the status and stderr, and checks the peak.
    @discardableResult
    private static func validate(_ runner: CLIRunner, sourceLocation: SourceLocation = #_sourceLocation) throws -> PeakMemoryRun {
        try runner.write("small.json", label(#""$comment": "x""#))
        let baseline = try PeakMemoryRun.run(["validate", "small.json"], in: runner.directory)
        #expect(baseline.status == 0, "\(baseline.stderr)", sourceLocation: sourceLocation)
        let run = try PeakMemoryRun.run(["validate", "spec.json"], in: runner.directory)
        let above = run.peakBytes - baseline.peakBytes
        #expect(above < bound, "\(above >> 20) MiB above the small spec's \(baseline.peakBytes >> 20) MiB",
                sourceLocation: sourceLocation)
        return run
    }

    private static func expectRefused(_ run: PeakMemoryRun, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 2, "\(run.stderr.prefix(500))", sourceLocation: sourceLocation)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains("error: ") }
        #expect(errors.count == 1, "\(run.stderr.prefix(500))", sourceLocation: sourceLocation)
        #expect(errors.first?.contains(expected) == true, "expected \(expected) in \(run.stderr.prefix(500))", sourceLocation: sourceLocation)
    }

    @Test func twoAndAHalfMillionZerosAreRefusedAtTheLimit() throws {
        let runner = try CLIRunner()
        try runner.write("spec.json", Self.label(#""$comment": \#(Self.list("0", 2_600_000))"#))
        let run = try Self.validate(runner)
        Self.expectRefused(run, #"spec.json:2:500000: error: $["$comment"][249992]: the file holds more than 250,000 JSON values"#)
    }

    @Test func aMillionEmptyStringsAreRefusedAtTheLimit() throws {
        let runner = try CLIRunner()
        try runner.write("spec.json", Self.label(#""$comment": \#(Self.list(#""""#, 1_000_000))"#))
        Self.expectRefused(try Self.validate(runner), "the file holds more than 250,000 JSON values")
    }

    @Test func valuesUpToTheLimitLoad() throws {
        let runner = try CLIRunner()
        // The spec's own eight values and 249,989 lines of comment, 3 short of the limit.
        try runner.write("spec.json", Self.label(#""$comment": \#(Self.list(#""""#, 249_989))"#))
        let run = try Self.validate(runner)
        #expect(run.status == 0, "\(run.stderr.prefix(500))")
    }

    @Test func manyValuesUnderALongKeyShareItsPath() throws {
        let runner = try CLIRunner()
        let key = String(repeating: "k", count: 5_000)
        try runner.write("spec.json", Self.label(#""$comment": {"\#(key)": \#(Self.list("0", 100_000))}"#))
        Self.expectRefused(try Self.validate(runner), #"error: $["$comment"]: expected an array, got an object"#)
    }

    @Test func aTokenFileAtTheTokenLimitLoads() throws {
        let runner = try CLIRunner()
        let tokens = (0..<25_000).map { #""t\#($0)": {"$type": "number", "$value": \#($0)}"# }.joined(separator: ",\n")
        try runner.write("t.tokens.json", "{\(tokens)}")
        try runner.write("spec.json", Self.label(#""tokens": "t.tokens.json", "lines": "$t2""#))
        let run = try Self.validate(runner)
        #expect(run.status == 0, "\(run.stderr.prefix(500))")
    }

    @Test func aTokenFileOfEightyThousandTokensIsRefusedAtTheLimit() throws {
        let runner = try CLIRunner()
        let tokens = (0..<80_000).map { #""t\#($0)": {"$type": "number", "$value": \#($0)}"# }.joined(separator: ",\n")
        try runner.write("t.tokens.json", "{\(tokens)}")
        try runner.write("spec.json", Self.label(#""tokens": "t.tokens.json", "lines": "$t2""#))
        // As with any token file that cannot be read, the spec's uses of its tokens are reported too.
        let run = try Self.validate(runner)
        #expect(run.status == 2)
        #expect(run.stderr.contains(#"t.tokens.json:25001:1: error: $.t25000: the token file holds more than 25,000 tokens, the limit for one file"#),
                "\(run.stderr.prefix(500))")
    }

    @Test func aCatalogOfAMillionValuesIsRefused() throws {
        let runner = try CLIRunner()
        try runner.write("l10n/app_en.arb", #"{"@@locale": "en", "hello": "Hello", "@hello": {"x": \#(Self.list("0", 1_000_000))}}"#)
        try runner.write("spec.json", "{\"version\": 1, \"kind\": \"label\", \"size\": {\"width\": 100, \"height\": 20}, \"text\": {\"key\": \"hello\", \"from\": \"l10n\"}}")
        Self.expectRefused(try Self.validate(runner), "the file holds more than 250,000 JSON values")
    }
}
