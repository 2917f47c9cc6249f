import Foundation
import Testing

/// No input overflows the stack (issue 20, point 1; docs/spec.md#errors-and-limits). Every walk
/// over input that recurses is held to a limit checked before it goes deeper: for each, a file at
/// the limit loads, and one far beyond it (the size that used to crash every command with SIGSEGV)
/// is refused with exit 2 and one line at the place that passes the limit. The real binary runs in
/// a subprocess, so a crash fails a test instead of the test runner.
@Suite struct InputDepthTests {
    // MARK: JSON

    @Test func jsonNesting() throws {
        // 128 levels: the spec object, `tokens`, and an unused token of 126 arrays.
        let atLimit = try CLIRunner()
        try atLimit.write("spec.json", Self.label(#""text": "x", "tokens": {"deep": \#(Self.arrays(126))}"#))
        try Self.expectValid(atLimit, "validate", "spec.json")

        let beyond = try CLIRunner()
        let spec = Self.label(#""text": "x", "tokens": {"deep": \#(Self.arrays(100_000))}"#)
        try beyond.write("spec.json", spec)
        // The 127th `[`, the 129th level, is refused where it stands.
        try Self.expectRefused(beyond, "spec.json:\(Self.place(ofOccurrence: 127, of: "[", in: spec)): error: $: nesting is deeper than 128 levels",
                               "validate", "spec.json")
    }

    @Test func jsonNestingInACatalog() throws {
        let runner = try CLIRunner()
        let catalog = #"{"@@locale": "en", "deep": \#(Self.arrays(100_000))}"#
        try runner.write("l10n/app_en.arb", catalog)
        try runner.write("spec.json", Self.label(#""text": {"key": "deep", "from": "l10n"}"#))
        // The 128th `[`, inside the file's object.
        try Self.expectRefused(runner, "cannot read the catalog: nesting is deeper than 128 levels (l10n/app_en.arb:\(Self.place(ofOccurrence: 128, of: "[", in: catalog)))",
                               "validate", "spec.json")
    }

    @Test func appleStringsNesting() throws {
        // Foundation's property list reader refuses nesting of its own.
        let runner = try CLIRunner()
        try runner.write("cat/en.lproj/Localizable.strings", "\"k\" = \"v\";\n\"d\" = " + String(repeating: "{\"a\" = ", count: 100_000) + "\"x\";" + String(repeating: "};", count: 100_000) + "\n")
        try runner.write("spec.json", Self.label(#""text": {"key": "k", "from": "cat"}"#))
        try Self.expectRefused(runner, "Too many nested arrays or dictionaries at line 2 (cat/en.lproj/Localizable.strings:2)", "validate", "spec.json")
    }

    // MARK: extends

    @Test func extendsChain() throws {
        let atLimit = try CLIRunner()
        try Self.writeExtendsChain(atLimit, files: 33)
        try Self.expectValid(atLimit, "validate", "e0.json")

        let beyond = try CLIRunner()
        try Self.writeExtendsChain(beyond, files: 2_000)
        try Self.expectRefused(beyond, "e32.json:1:95: error: $.extends: `extends` chain is deeper than 32 files", "validate", "e0.json")
    }

    // MARK: Spec tokens

    @Test func tokenChain() throws {
        let atLimit = try CLIRunner()
        try atLimit.write("spec.json", Self.tokenChain(65))
        try Self.expectValid(atLimit, "validate", "spec.json")

        let beyond = try CLIRunner()
        let spec = Self.tokenChain(3_900)
        try beyond.write("spec.json", spec)
        try Self.expectRefused(beyond, "spec.json:\(Self.place(of: #""$t66""#, in: spec)): error: $.tokens.t65: tokens chain more than 64 deep: $t1 → … → $t65 → $t66",
                               "validate", "spec.json")
    }

    @Test func tokenNesting() throws {
        // 18 tokens of 7 arrays each, used at `fill` (one level in): 127 levels, substituted in
        // full and then refused for what they are, not for their depth.
        let atLimit = try CLIRunner()
        try atLimit.write("spec.json", Self.tokenChain(19, arrays: 7))
        let result = try atLimit.run("validate", "spec.json")
        #expect(result.status == 2)
        #expect(result.stderr.contains("$.fill: expected a fill"), "\(result.stderr)")

        // 3,900 of them: the second array of t19 is the 129th level.
        let beyond = try CLIRunner()
        let spec = Self.tokenChain(3_900, arrays: 7)
        try beyond.write("spec.json", spec)
        try Self.expectRefused(beyond, "spec.json:\(Self.place(of: #""t19": "#, in: spec, plus: 8)): error: $.tokens.t19[0]: with its tokens substituted, the value nests deeper than 128 levels",
                               "validate", "spec.json")
    }

    // MARK: DTCG aliases

    @Test func aliasChain() throws {
        let atLimit = try CLIRunner()
        try atLimit.write("t.tokens.json", Self.aliasChain(65))
        try atLimit.write("spec.json", Self.label(#""tokens": "t.tokens.json", "text": "x", "fill": "$a1""#))
        try Self.expectValid(atLimit, "validate", "spec.json")

        let beyond = try CLIRunner()
        let tokens = Self.aliasChain(4_900)
        try beyond.write("t.tokens.json", tokens)
        let spec = Self.label(#""tokens": "t.tokens.json", "text": "x", "fill": "$a1""#)
        try beyond.write("spec.json", spec)
        try Self.expectRefused(beyond, "spec.json:\(Self.place(of: #""$a1""#, in: spec)): error: $.fill: token `$a1` (DTCG `color`, t.tokens.json:\(Self.place(of: #""{a66}""#, in: tokens))): aliases chain more than 64 deep: {a1} → … → {a65} → {a66}",
                               "validate", "spec.json")
    }

    @Test func aliasNesting() throws {
        // Aliases inside arrays: resolved to 128 levels, then refused as no shadow.
        let atLimit = try CLIRunner()
        try atLimit.write("t.tokens.json", Self.aliasChain(19, arrays: 7))
        try atLimit.write("spec.json", Self.label(#""tokens": "t.tokens.json", "text": "x", "shadow": "$a1""#))
        let result = try atLimit.run("validate", "spec.json")
        #expect(result.status == 2)
        #expect(result.stderr.contains("expected a shadow object"), "\(result.stderr)")

        let beyond = try CLIRunner()
        let tokens = Self.aliasChain(4_900, arrays: 7)
        try beyond.write("t.tokens.json", tokens)
        let spec = Self.label(#""tokens": "t.tokens.json", "text": "x", "shadow": "$a1""#)
        try beyond.write("spec.json", spec)
        // a1's value is the first level: the third array of a19 is the 129th.
        let a19 = #""a19": {"$type": "shadow", "$value": "#
        try Self.expectRefused(beyond, "spec.json:\(Self.place(of: #""$a1""#, in: spec)): error: $.shadow: token `$a1` (DTCG `shadow`, t.tokens.json:\(Self.place(of: a19, in: tokens, plus: a19.count + 2))): with its aliases resolved, the value nests deeper than 128 levels",
                               "validate", "spec.json")
    }

    // MARK: Catalogs

    @Test func icuMessageNesting() throws {
        let atLimit = try CLIRunner()
        try Self.writeARB(atLimit, nesting: 64)
        try Self.expectValid(atLimit, "validate", "spec.json")

        let beyond = try CLIRunner()
        try Self.writeARB(beyond, nesting: 20_000)
        // The 65th argument's `{`: line 2 is `  "deep": "` (11 characters) and 64 arguments of 18.
        try Self.expectRefused(beyond, "$.text.from: cannot read the catalog: $.deep: `{n, plural, …}` nests plural and select arguments deeper than 64 levels (l10n/app_en.arb:2:\(12 + 64 * 18))",
                               "validate", "spec.json")
    }

    @Test func androidEntityNesting() throws {
        let atLimit = try CLIRunner()
        try Self.writeAndroid(atLimit, entities: 64, declaredFirst: true)
        try Self.expectValid(atLimit, "validate", "spec.json")

        let beyond = try CLIRunner()
        try Self.writeAndroid(beyond, entities: 32_000, declaredFirst: true)
        // Declared innermost first, from line 3: the 65th level is on line 67, at its value.
        try Self.expectRefused(beyond, "entity `e31935` nests entity references deeper than 64 levels (res/values/strings.xml:67:17)",
                               "validate", "spec.json")

        let forward = try CLIRunner()
        try Self.writeAndroid(forward, entities: 32_000, declaredFirst: false)
        try Self.expectRefused(forward, "entity `e0` uses `&e1;`, which is not declared before it; declare an entity before the entities that use it (res/values/strings.xml:3:13)",
                               "validate", "spec.json")
    }

    // MARK: Nested specs

    @Test func nestedSpecs() throws {
        let atLimit = try CLIRunner()
        try Self.writeNestedFonts(atLimit, count: 8)
        try Self.expectValid(atLimit, "validate", "f0.json")

        let beyond = try CLIRunner()
        try Self.writeNestedFonts(beyond, count: 200)
        try Self.expectRefused(beyond, "f8.json:5:22: error: $.charactersFrom[0]: specs nest more than 8 deep through `charactersFrom` and `sprites`: f0.json → f1.json → f2.json → f3.json → f4.json → f5.json → f6.json → f7.json → f8.json → f9.json",
                               "validate", "f0.json")
    }

    // MARK: Threads

    /// The inputs at every limit, loaded on `--jobs 2` worker threads and with every thread's stack
    /// at 512 KB (as macOS gives Dispatch's workers): each load takes a stack of its own.
    @Test func atTheLimitsOnSmallStacks() throws {
        let runner = try CLIRunner()
        try runner.write("json.json", Self.label(#""text": "x", "tokens": {"deep": \#(Self.arrays(126))}"#))
        try runner.write("tokens.json", Self.tokenChain(65))
        try runner.write("t.tokens.json", Self.aliasChain(65))
        try runner.write("alias.json", Self.label(#""tokens": "t.tokens.json", "text": "x", "fill": "$a1""#))
        try Self.writeARB(runner, nesting: 64)
        try Self.writeExtendsChain(runner, files: 33, folder: "extends")
        try Self.writeNestedFonts(runner, count: 8, folder: "nested")
        let result = try Self.runSmallStack(runner, "render", "--jobs", "2", "--out-dir", "out", ".")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let format = try Self.runSmallStack(runner, "format", "--check", "json.json")
        #expect(format.status < 128, "\(format.stderr)")
    }

    /// Every crash-sized input at once, on `--jobs 2` threads and on 512 KB stacks: each refused
    /// with its own line, none crashing.
    @Test func beyondTheLimitsOnWorkerThreads() throws {
        let runner = try CLIRunner()
        try runner.write("json.json", Self.label(#""text": "x", "tokens": {"deep": \#(Self.arrays(100_000))}"#))
        try runner.write("tokens.json", Self.tokenChain(3_900))
        try runner.write("t.tokens.json", Self.aliasChain(4_900))
        try runner.write("alias.json", Self.label(#""tokens": "t.tokens.json", "text": "x", "fill": "$a1""#))
        try Self.writeARB(runner, nesting: 20_000)
        try Self.writeAndroid(runner, entities: 32_000, declaredFirst: true, folder: "android")
        try Self.writeNestedFonts(runner, count: 12, folder: "nested")
        let expected = ["nesting is deeper than 128 levels", "tokens chain more than 64 deep", "aliases chain more than 64 deep",
                        "nests plural and select arguments deeper than 64 levels", "nests entity references deeper than 64 levels",
                        "specs nest more than 8 deep"]
        let render = ["render", "--jobs", "2", "--out-dir", "out", "."]
        for result in [try runner.run(render, environment: [:]), try Self.runSmallStack(runner, render)] {
            #expect(result.status == 2, "\(result.stderr)")
            for message in expected {
                #expect(result.stderr.contains(message), "\(message): \(result.stderr)")
            }
        }
        #expect(!runner.exists("out"))
    }

    // MARK: Running

    private static func expectValid(_ runner: CLIRunner, _ arguments: String...,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try runner.run(arguments, environment: [:])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)", sourceLocation: sourceLocation)
    }

    /// Exit 2 and one error line, which contains `expected`.
    private static func expectRefused(_ runner: CLIRunner, _ expected: String, _ arguments: String...,
                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try runner.run(arguments, environment: [:])
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains("error: ") }
        #expect(errors.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(errors.first?.contains(expected) == true, "expected \(expected) in \(result.stderr)", sourceLocation: sourceLocation)
    }

    /// Runs render-spec with every thread's stack at 512 KB (glibc sizes a thread that asks for no
    /// size by `ulimit -s`).
    private static func runSmallStack(_ runner: CLIRunner, _ arguments: String...) throws -> CLIRunner.Result {
        try runSmallStack(runner, arguments)
    }

    private static func runSmallStack(_ runner: CLIRunner, _ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.execute(URL(fileURLWithPath: "/bin/sh"), ["-c", #"ulimit -s 512 && exec "$@""#, "sh", CLIRunner.binary.path] + arguments,
                              in: runner.directory)
    }

    // MARK: Inputs

    /// A label spec with `members` after its size.
    private static func label(_ members: String) -> String {
        "{\"version\": 1, \"kind\": \"label\", \"size\": {\"width\": 100, \"height\": 20},\n  \(members)}\n"
    }

    /// `count` nested arrays around `0`.
    private static func arrays(_ count: Int) -> String {
        String(repeating: "[", count: count) + "0" + String(repeating: "]", count: count)
    }

    /// Tokens t1 … t`count`, each but the last `arrays` arrays around a use of the next; the spec's
    /// `fill` uses t1.
    private static func tokenChain(_ count: Int, arrays: Int = 0) -> String {
        let open = String(repeating: "[", count: arrays), close = String(repeating: "]", count: arrays)
        let tokens = (1..<count).map { #""t\#($0)": \#(open)"$t\#($0 + 1)"\#(close)"# } + [##""t\##(count)": "#ff0000""##]
        return label("\"tokens\": {\(tokens.joined(separator: ", "))},\n  \"text\": \"x\", \"fill\": \"$t1\"")
    }

    /// A DTCG file of tokens a1 … a`count`, one a line, each but the last `arrays` arrays around an
    /// alias of the next; colours, or shadows when nested.
    private static func aliasChain(_ count: Int, arrays: Int = 0) -> String {
        let type = arrays == 0 ? "color" : "shadow"
        let open = String(repeating: "[", count: arrays), close = String(repeating: "]", count: arrays)
        let tokens = (1..<count).map { #""a\#($0)": {"$type": "\#(type)", "$value": \#(open)"{a\#($0 + 1)}"\#(close)}"# }
            + [##""a\##(count)": {"$type": "color", "$value": "#ff0000"}"##]
        return "{\n" + tokens.joined(separator: ",\n") + "\n}\n"
    }

    /// Files e0 … e`files - 1`, each extending the next.
    private static func writeExtendsChain(_ runner: CLIRunner, files: Int, folder: String = ".") throws {
        for index in 0..<files {
            let extends = index + 1 < files ? #", "extends": "e\#(index + 1).json""# : ""
            try runner.write("\(folder)/e\(index).json", #"{"version": 1, "kind": "label", "size": {"width": 100, "height": 20}, "text": "x"\#(extends)}"#)
        }
    }

    /// An ARB catalog whose message nests `nesting` plurals, and spec.json using it.
    private static func writeARB(_ runner: CLIRunner, nesting: Int) throws {
        var message = "#"
        for _ in 0..<nesting { message = "{n, plural, other{" + message + "}}" }
        try runner.write("l10n/app_en.arb", "{\"@@locale\": \"en\",\n  \"deep\": \"\(message)\"\n}\n")
        try runner.write("spec.json", label(#""text": {"key": "deep", "from": "l10n", "arguments": {"n": 1}}"#))
    }

    /// An Android string using entity e0, which nests `entities` deep (`e0` uses `e1`, …), each
    /// declaration on a line of its own from line 3: the innermost first when `declaredFirst`.
    private static func writeAndroid(_ runner: CLIRunner, entities: Int, declaredFirst: Bool, folder: String = ".") throws {
        var declarations = (0..<(entities - 1)).map { #"<!ENTITY e\#($0) "&e\#($0 + 1);">"# } + [#"<!ENTITY e\#(entities - 1) "deep">"#]
        if declaredFirst { declarations.reverse() }
        try runner.write("\(folder)/res/values/strings.xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [\n" + declarations.joined(separator: "\n")
                         + "\n]>\n<resources><string name=\"k\">&e0;</string></resources>\n")
        try runner.write("\(folder)/spec.json", label(#""text": {"key": "k", "from": "res"}"#))
    }

    /// Bitmap fonts f0 … f`count - 1`, each drawing the characters of the next, the last a label's.
    private static func writeNestedFonts(_ runner: CLIRunner, count: Int, folder: String = ".") throws {
        for index in 0..<count {
            let next = index + 1 < count ? "f\(index + 1).json" : "label.json"
            try runner.write("\(folder)/f\(index).json", """
                {
                  "version": 1,
                  "kind": "bitmapFont",
                  "characters": "digits",
                  "charactersFrom": ["\(next)"],
                  "font": {"family": "DejaVu Sans", "size": 20},
                  "fill": "#222222"
                }

                """)
        }
        try runner.write("\(folder)/label.json", label(#""text": "0123""#))
    }

    /// `LINE:COLUMN` (from 1) of the first `needle` in `text`, `plus` columns on.
    private static func place(of needle: String, in text: String, plus: Int = 0) -> String {
        guard let range = text.range(of: needle) else { return "?" }
        return place(at: text.index(range.lowerBound, offsetBy: plus), in: text)
    }

    /// `LINE:COLUMN` of occurrence `occurrence` (from 1) of `needle`.
    private static func place(ofOccurrence occurrence: Int, of needle: Character, in text: String) -> String {
        var seen = 0
        for index in text.indices where text[index] == needle {
            seen += 1
            if seen == occurrence { return place(at: index, in: text) }
        }
        return "?"
    }

    private static func place(at index: String.Index, in text: String) -> String {
        let before = text[..<index]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }
}
