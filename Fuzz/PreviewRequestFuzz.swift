// libFuzzer target for the preview server's reading of untrusted bytes (scripts/fuzz.sh preview):
// what a client sends, through RequestHeadReader and PreviewRoute.resolve, and after a head routed
// to /events, through WebSocketFrameReader. Compiled together with those files of
// Sources/RenderSpecPreview (they import no FlyingFox), so it reaches the internal types.
//
// The limits are the server's shapes at a smaller size, so that short inputs reach every refusal.
// The bytes are read twice, whole and in chunks of the first byte's value plus one (as a slow or
// split sender delivers them), and both readings must agree: a head, the route and the bytes after
// it (for /events: the frames they hold, or the same close code), or the same refusal, or "more needed".
import Foundation

private let limits: PreviewLimits = {
    var limits = PreviewLimits()
    limits.requestLineBytes = 256
    limits.headerFields = 12
    limits.headerBytes = 1024
    return limits
}()

@_cdecl("LLVMFuzzerTestOneInput")
func previewRequestFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = outcome(of: bytes, chunk: max(1, bytes.count))
    let split = outcome(of: bytes, chunk: Int(bytes.first ?? 0) + 1)
    precondition(whole == split, "read whole: \(whole); in chunks: \(split)")
    return 0
}

private func outcome(of bytes: [UInt8], chunk: Int) -> String {
    var reader = RequestHeadReader(limits: limits)
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + chunk)
        let read: (head: RequestHead, rest: ArraySlice<UInt8>)?
        do {
            read = try reader.read(bytes[start..<end])
        } catch {
            precondition([400, 414, 431, 505].contains(error.status) && !error.reason.isEmpty, "\(error)")
            return "refused \(error.status)"
        }
        if let (head, rest) = read {
            check(head)
            let route = PreviewRoute.resolve(head, serverPort: 8765)
            check(route, for: head)
            guard route == .events else { return "\(head) \(route) rest \(bytes.count - end + rest.count)" }
            return "\(head) \(route) frames " + frames(in: Array(rest) + bytes[end...], chunk: chunk)
        }
        start = end
    }
    return "more"
}

/// The client frames in `bytes`, read in chunks; or the close code they were refused with (frames
/// decoded before it in the same read are dropped with the connection, so they are not compared).
private func frames(in bytes: [UInt8], chunk: Int) -> String {
    var reader = WebSocketFrameReader(maxMessage: 512)
    var frames: [String] = []
    var start = 0
    do {
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            for frame in try reader.read(bytes[start..<end]) {
                precondition(frame.payload.count <= reader.maxMessage && (!frame.isControl || (frame.fin && frame.payload.count <= 125)))
                frames.append("\(frame.opcode) \(frame.fin) \(Array(frame.payload))")
            }
            start = end
        }
        return frames.joined(separator: ", ")
    } catch {
        precondition([1002, 1009].contains(error.code))
        return "closed \(error.code)"
    }
}

/// A head the reader returns is within every limit and well formed.
private func check(_ head: RequestHead) {
    precondition(head.method.utf8.count + head.target.utf8.count + head.version.utf8.count + 2 <= limits.requestLineBytes)
    precondition(["HTTP/1.0", "HTTP/1.1"].contains(head.version))
    precondition(!head.method.isEmpty && !head.target.isEmpty && !head.target.contains(" "))
    precondition(head.fields.count <= limits.headerFields)
    let fieldBytes = head.fields.reduce(0) { $0 + $1.name.utf8.count + 1 + 2 }
    precondition(fieldBytes <= limits.headerBytes)
    for field in head.fields {
        precondition(!field.name.isEmpty && !field.name.contains(":") && !field.value.contains("\r") && !field.value.contains("\n"))
    }
}

/// Only a local Host reaches a route, only GET is served, and an image is named by a SHA-256.
private func check(_ route: PreviewRoute, for head: RequestHead) {
    switch route {
    case .page, .state, .events, .image:
        precondition(head.method == "GET" && PreviewRoute.isLocal(host: head.value(of: "Host")))
        if case .image(let hash) = route { precondition(hash.utf8.count == 64) }
        if case .events = route, let origin = head.value(of: "Origin") { precondition(PreviewRoute.isLocal(origin: origin, port: 8765)) }
    case .refused(let status, let message):
        precondition([400, 403, 404, 405].contains(status) && message.hasSuffix("\n"))
    }
}
