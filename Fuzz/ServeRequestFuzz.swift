// libFuzzer target for render-spec serve's reading of what a client sends after SwiftNIO has parsed
// the HTTP (scripts/fuzz.sh serve): the request target, through ImageRequest (the path's shape,
// the query's pairs, scale, state, locale, token values), then the token values against a spec's
// rules (RequestTokenRules) and the loader with them, and a header value made of the target.
// Compiled with those files of Sources/RenderSpecServe (they import neither SwiftNIO nor
// Hummingbird nor swift-crypto) over SpecModel's module, so it reaches the internal types.
//
// Invariants: a refusal is a 400 or 404 with a one-line reason and a JSON body; an accepted path
// names nothing outside the folder; the rules and the loader agree on every value (the rules
// pass exactly what the loader draws); a header value is printable ASCII.
import Foundation
import SpecModel

private let root: String = {
    let folder = ProcessInfo.processInfo.environment["RENDER_SPEC_FUZZ_ROOT"] ?? NSTemporaryDirectory()
    return URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
}()

private let card: (file: String, rules: RequestTokenRules) = {
    let file = root + "/card.json"
    let spec = #"""
    {"version": 1, "kind": "label", "size": {"width": 120, "height": 30}, "text": "${name}: ${score}",
     "tokens": {"name": "Player", "score": "0"},
     "serve": {"tokens": {"name": {"maxLength": 16}, "score": {"maxLength": 7, "characters": "0123456789"}}}}
    """#
    precondition(FileManager.default.createFile(atPath: file, contents: Data(spec.utf8)))
    let variants = try! SpecLoader(root: root).load(file: file)
    return (file, variants[0].requestTokens)
}()

@_cdecl("LLVMFuzzerTestOneInput")
func serveRequestFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let header = ServeAnswer.headerValue(target)
    precondition(header.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }, header)

    let (path, query) = ImageRequest.split(target)
    let request: ImageRequest
    do {
        request = try ImageRequest.parse(path: path, query: try ImageRequest.pairs(query))
    } catch {
        precondition([400, 404].contains(error.status) && !error.message.isEmpty && !error.message.contains("\n"), "\(error)")
        precondition((try? JSONSerialization.jsonObject(with: Data(error.body))) != nil)
        return 0
    }
    let segments = request.specPath.split(separator: "/", omittingEmptySubsequences: false)
    precondition(segments.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") } && !request.specPath.contains("\\"))
    precondition((1...4).contains(request.scale))
    precondition(request.tokens.keys.allSatisfy { !ImageRequest.reservedKeys.contains($0) })

    let problems = card.rules.problems(request.tokens)
    precondition(problems.allSatisfy { request.tokens[$0.token] != nil && !$0.message.isEmpty })
    do {
        _ = try SpecLoader(root: root).load(file: card.file, requestTokens: request.tokens)
        precondition(problems.isEmpty, "the rules refuse \(problems) but the loader drew them")
    } catch {
        precondition(!problems.isEmpty, "the rules pass \(request.tokens) but the loader refuses them: \(error)")
    }
    return 0
}
