// libFuzzer target for DTCG design token files (scripts/fuzz.sh dtcg): the token file reader
// (DesignTokenFile: groups, inherited `$type`, names), alias resolution (DesignTokenSet: whole-value
// and member aliases, cycles, the expansion cap), the mapping of every DTCG type onto spec values
// (DTCGMapping and its colour, dimension, font, shadow and gradient parts), and then a spec that
// references the mapped tokens, through the loader (TokenResolver, decoding, resolving).
// Compiled with Sources/SpecModel into one module.
//
// Each input is `fuzz.tokens.json` of a render root of this process's own (RENDER_SPEC_FUZZ_ROOT).
// Every token and every member a composite type has is mapped; then a label that uses the first
// token of each kind it can (`fill`, `font`, `shadow`, `innerShadow`, `letterSpacing`, `text`) is
// loaded. Tests/SpecModelTests/CatalogFuzzRegressionTests.swift replays Fuzz/regressions/dtcg the
// same way.
import Foundation
import RenderSupport

private let root: String = {
    let base = ProcessInfo.processInfo.environment["RENDER_SPEC_FUZZ_ROOT"] ?? NSTemporaryDirectory()
    let folder = base + "/root-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
        fatalError("cannot create \(folder)")
    }
    return RenderRoot.canonical(folder)
}()

/// Members a composite token's path may name (`type.heading.letterSpacing`).
private let memberNames = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight",
                           "color", "offsetX", "offsetY", "x", "y", "blur", "spread"]
/// How many tokens are mapped one by one, so that one large input does not slow every later one.
private let maxTokensMapped = 512

@_cdecl("LLVMFuzzerTestOneInput")
func dtcgFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // An empty file makes Foundation's FileManager.contents(atPath:) leak its read buffer (see the
    // loader target); it is refused as "not a JSON object" like any other non-object.
    guard size > 0 else { return 0 }
    let tokenFile = root + "/fuzz.tokens.json"
    // Plain POSIX calls: FileManager.createFile writes atomically and syncs to disk, which took
    // half of every run.
    let fd = open(tokenFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0, write(fd, data, size) == size, close(fd) == 0 else { fatalError("cannot write \(tokenFile)") }
    onWorkerStack { mapAndLoad(tokenFile) }
    return 0
}

/// Reads, maps and uses the tokens, on a 2 MiB stack (WorkerStack.swift); the spec load hops to an
/// 8 MB stack of its own (StackReserve), as it does in every command.
private func mapAndLoad(_ tokenFile: String) {
    let tokens: [DesignToken]
    do {
        tokens = try DesignTokenFile.read(tokenFile)
    } catch {
        checkRefusal(error, file: tokenFile)
        return
    }
    var set = DesignTokenSet()
    set.add(tokens)
    var uses: [String: String] = [:]  // spec key → token name
    for token in tokens.prefix(maxTokensMapped) {
        precondition(!token.path.isEmpty && !token.path.split(separator: ".", omittingEmptySubsequences: false).contains(""),
                     "a token path is dotted non-empty names: `\(token.path)`")
        precondition(token.position.file == tokenFile && token.position.line >= 1 && token.position.column >= 1)
        guard let result = set.specValue(token.path) else { preconditionFailure("`\(token.path)` was read but is unknown") }
        check(result, tokenFile: tokenFile)
        if case .success(let mapped) = result, TokenResolver.isName(token.path) {
            for key in specKeys(type: token.type, mapped: mapped) where uses[key] == nil { uses[key] = token.path }
        }
        for member in memberNames where set.contains(token.path + "." + member) {
            guard let result = set.specValue(token.path + "." + member) else { preconditionFailure("a member it contains is unknown") }
            check(result, tokenFile: tokenFile)
        }
    }
    loadSpec(using: uses)
}

/// A mapped token holds a bounded value placed in the token file; a failure says why, there.
private func check(_ result: Result<MappedToken, DesignTokenSet.Failure>, tokenFile: String) {
    switch result {
    case .success(let mapped):
        precondition(mapped.value.nodeCount <= SpecLimits.maxExpandedValues + 1, "the expansion cap holds")
    case .failure(let failure):
        let problem = failure.problem
        precondition(!problem.message.isEmpty, "a failure says why")
        precondition(problem.position.file == tokenFile && problem.position.line >= 1 && problem.position.column >= 1,
                     "a failure points into the token file: \(problem.position)")
    }
}

/// Where a label can take a token of this type, so the spec reaches TokenResolver and the resolver.
private func specKeys(type: String?, mapped: MappedToken) -> [String] {
    switch type.map({ DTCGMapping.typeSynonyms[$0] ?? $0 }) {
    case "color"?, "gradient"?: return ["fill"]
    case "typography"?: return ["font"]
    case "shadow"?: return [mapped.insetShadow ? "innerShadow" : "shadow"]
    case "dimension"?: return ["letterSpacing"]
    case nil, "number"?, "fontFamily"?:
        switch mapped.value.kind {
        case .string, .number: return ["text"]
        default: return []
        }
    default: return []
    }
}

/// Loads a label that uses the tokens: it loads, or is refused with one line per error, each
/// naming a file.
private func loadSpec(using uses: [String: String]) {
    var members = [#""version": 1"#, #""kind": "label""#, #""size": {"width": 64, "height": 16}"#,
                   #""tokens": "fuzz.tokens.json""#]
    members.append(uses["text"].map { #""text": "${\#($0)}""# } ?? #""text": "Hi""#)
    for key in ["fill", "font", "shadow", "innerShadow", "letterSpacing"] {
        if let name = uses[key] { members.append(#""\#(key)": "$\#(name)""#) }
    }
    let spec = root + "/spec.json"
    do {
        let specs = try SpecLoader(root: root).load(bytes: Array(("{" + members.joined(separator: ", ") + "}").utf8), file: spec)
        precondition(!specs.isEmpty, "a loaded spec has at least its base variant")
    } catch {
        precondition(!error.errors.isEmpty, "a refusal names at least one error")
        for error in error.errors { checkRefusal(error, file: nil) }
    }
}

/// One printable line, `FILE:LINE:COLUMN: error: …`, about a file in the root.
private func checkRefusal(_ error: SpecError, file: String?) {
    let line = error.description
    precondition(!error.message.isEmpty, "a refusal says why")
    precondition(!line.unicodeScalars.contains(where: PrintableText.isUnsafe), "one printable line: \(line)")
    precondition(error.line >= 1 && error.column >= 1, "1-based line and column: \(line)")
    precondition(error.file.hasPrefix(root + "/"), "names a file inside the root: \(line)")
    if let file { precondition(error.file == file, "names the token file: \(line)") }
}
