import Foundation
import Testing

/// `format --check` shows what it would change as a unified diff, which `git apply` and `patch`
/// take as it is (issue 22, point 9).
@Suite struct FormatDiffTests {
    let messy = """
    { "kind":"label","version":1,
        "text":"Hi", "size":{"height":20,"width":80},
      "fill": {"gradient": {"stops": ["#FFF", "#000"], "angle": 90}}}
    """

    @Test func checkPrintsAUnifiedDiff() throws {
        let cli = try CLIRunner()
        try cli.write("specs/a.json", messy)
        let result = try cli.run("format", "--check", "specs")
        #expect(result.status == 1)
        #expect(result.stdout == """
            specs/a.json: not formatted
            --- a/specs/a.json
            +++ b/specs/a.json
            @@ -1,3 +1,7 @@
            -{ "kind":"label","version":1,
            -    "text":"Hi", "size":{"height":20,"width":80},
            -  "fill": {"gradient": {"stops": ["#FFF", "#000"], "angle": 90}}}
            \\ No newline at end of file
            +{
            +  "version": 1,
            +  "kind": "label",
            +  "size": {"width": 80, "height": 20},
            +  "text": "Hi",
            +  "fill": {"gradient": {"angle": 90, "stops": ["#FFF", "#000"]}}
            +}
            1 file(s) checked, 1 to format

            """)
        #expect(String(decoding: try cli.data("specs/a.json"), as: UTF8.self) == messy, "--check writes nothing")
    }

    @Test(arguments: [["git", "apply"], ["patch", "-p1", "--quiet", "-i"]])
    func theOutputAppliesAsAPatch(_ tool: [String]) throws {
        let cli = try CLIRunner()
        // A spec that is nearly canonical: one hunk in the middle, context on both sides.
        let canonical = try #require(try {
            try cli.write("a.json", messy)
            _ = try cli.run("format", "a.json")
            return String(decoding: try cli.data("a.json"), as: UTF8.self)
        }())
        let nearly = canonical.replacingOccurrences(of: "\"size\": {\"width\": 80, \"height\": 20}",
                                                    with: "\"size\": {\"height\": 20, \"width\": 80}")
        try cli.write("a.json", nearly)
        try cli.write("b.json", messy)
        let check = try cli.run("format", "--check", ".")
        #expect(check.stdout.contains("@@ -1,7 +1,7 @@\n {\n   \"version\": 1,\n   \"kind\": \"label\",\n-  \"size\": {\"height\": 20, \"width\": 80},\n+  \"size\": {\"width\": 80, \"height\": 20},\n"),
                "\(check.stdout)")
        try cli.write("fix.patch", check.stdout)
        let applied = try CLIRunner.execute(URL(fileURLWithPath: "/usr/bin/env"), tool + ["fix.patch"], in: cli.directory)
        #expect(applied.status == 0, "\(applied.stdout)\(applied.stderr)")
        #expect(String(decoding: try cli.data("a.json"), as: UTF8.self) == canonical)
        #expect(String(decoding: try cli.data("b.json"), as: UTF8.self) == canonical)
        #expect(try cli.run("format", "--check", ".").status == 0)
    }
}
