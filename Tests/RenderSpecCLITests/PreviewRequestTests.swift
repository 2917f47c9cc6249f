import Foundation
import Testing
@testable import RenderSpecPreview

/// The preview's reading of untrusted bytes without a server: request heads within their limits,
/// the route each head gets, WebSocket frames, and every input the fuzzer ever stopped on.
struct PreviewRequestTests {
    private let limits = PreviewLimits()

    private func read(_ text: String, chunk: Int = .max) throws(RequestHeadReader.Refusal) -> RequestHead? {
        var reader = RequestHeadReader(limits: limits)
        let bytes = Array(text.utf8)
        var start = 0
        repeat {
            let end = min(bytes.count, start + min(chunk, bytes.count))
            if let (head, _) = try reader.read(bytes[start..<end]) { return head }
            start = end
        } while start < bytes.count
        return nil
    }

    private func refusal(_ text: String) -> Int? {
        do { _ = try read(text); return nil } catch { return error.status }
    }

    @Test func readsAHeadInAnyChunking() throws {
        let text = "GET /image/abc.png?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nX-Two:  spaced value \t\r\n\r\n"
        for chunk in [1, 2, 7, 4096] {
            let head = try #require(try read(text, chunk: chunk))
            #expect(head.method == "GET")
            #expect(head.target == "/image/abc.png?x=1")
            #expect(head.path == "/image/abc.png")
            #expect(head.version == "HTTP/1.1")
            #expect(head.fields == [.init(name: "Host", value: "127.0.0.1:8765"), .init(name: "X-Two", value: "spaced value")])
        }
        #expect(try read("GET / HTTP/1.1\r\nHost: a\r\n") == nil, "no empty line yet")
    }

    @Test func returnsTheBytesAfterTheHead() throws {
        var reader = RequestHeadReader(limits: limits)
        let bytes = Array("GET / HTTP/1.1\r\nHost: a\r\n\r\nGET /next".utf8)
        let (_, rest) = try #require(try reader.read(bytes[...]))
        #expect(String(decoding: rest, as: UTF8.self) == "GET /next")
    }

    @Test func refusesALongRequestLineBeforeItsEnd() throws {
        #expect(refusal("GET /" + String(repeating: "a", count: 8 * 1024) + " HTTP/1.1\r\n") == 414)
        // Refused from the byte past the limit: the rest of the line is never waited for.
        var reader = RequestHeadReader(limits: limits)
        let line = Array(("GET /" + String(repeating: "a", count: 9000)).utf8)
        #expect(throws: RequestHeadReader.Refusal.requestLineTooLong) { try reader.read(line[...]) }
        let fits = "GET /" + String(repeating: "a", count: 8 * 1024 - 14) + " HTTP/1.1"
        #expect(fits.utf8.count == 8 * 1024)
        #expect(try read(fits + "\r\nHost: a\r\n\r\n") != nil)
    }

    @Test func refusesTooManyOrTooLargeHeaders() throws {
        let line = "GET / HTTP/1.1\r\n"
        let hundred = (1...100).map { "X-\($0): v\r\n" }.joined()
        #expect(try read(line + hundred + "\r\n")?.fields.count == 100)
        #expect(refusal(line + hundred + "X-101: v\r\n\r\n") == 431)
        let big = "X-Big: " + String(repeating: "b", count: 64 * 1024) + "\r\n"
        #expect(refusal(line + big + "\r\n") == 431)
    }

    @Test(arguments: [
        ("GET  / HTTP/1.1\r\n\r\n", 400), ("GET / HTTP/1.1 x\r\n\r\n", 400), ("G(T / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\n\r\n", 505), ("GET / FTP/1.0\r\n\r\n", 400), ("GET /\u{7F} HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\n folded\r\n\r\n", 400), ("GET / HTTP/1.1\r\nNo colon\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nX: a\u{0}b\r\n\r\n", 400), ("GET / HTTP/1.1\r\nX: a\rb\r\n\r\n", 400),
        ("\r\n\r\n\r\nGET / HTTP/1.1\r\n\r\n", 400),
    ])
    func refusesMalformedHeads(text: String, status: Int) {
        #expect(refusal(text) == status, "\(text.debugDescription)")
    }

    @Test func keepAliveFollowsTheVersionAndConnection() throws {
        #expect(try read("GET / HTTP/1.1\r\n\r\n")?.keepsAlive == true)
        #expect(try read("GET / HTTP/1.1\r\nConnection: Close\r\n\r\n")?.keepsAlive == false)
        #expect(try read("GET / HTTP/1.0\r\n\r\n")?.keepsAlive == false)
        #expect(try read("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")?.keepsAlive == true)
        #expect(try read("GET / HTTP/1.1\r\nContent-Length: 3\r\n\r\n")?.announcesBody == true)
    }

    @Test func routes() throws {
        func route(_ text: String) throws -> PreviewRoute { PreviewRoute.resolve(try #require(try read(text)), serverPort: 8765) }
        let hash = String(repeating: "0a", count: 32)
        #expect(try route("GET / HTTP/1.1\r\nHost: 127.0.0.1:8765\r\n\r\n") == .page)
        #expect(try route("GET /state.json?t=1 HTTP/1.1\r\nHost: localhost:8765\r\n\r\n") == .state)
        #expect(try route("GET /image/\(hash).png HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == .image(hash: hash))
        #expect(try route("GET /image/../x.png HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == .refused(status: 404, message: "not found\n"))
        #expect(try route("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n").status == 403)
        #expect(try route("GET / HTTP/1.1\r\n\r\n").status == 403)
        #expect(try route("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n").status == 400)
        #expect(try route("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").status == 405)
        #expect(try route("GET /events HTTP/1.1\r\nHost: 127.0.0.1:8765\r\n\r\n") == .events)
        #expect(try route("GET /events HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nOrigin: http://127.0.0.1:8765\r\n\r\n") == .events)
        #expect(try route("GET /events HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nOrigin: http://127.0.0.1:3000\r\n\r\n").status == 403)
        #expect(try route("GET /events HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nOrigin: http://evil.example:8765\r\n\r\n").status == 403)
    }

    @Test func webSocketFramesRoundTripAndStayWithinTheirLimit() throws {
        func masked(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true) -> [UInt8] {
            let mask: [UInt8] = [1, 2, 3, 4]
            var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
            if payload.count < 126 { bytes.append(0x80 | UInt8(payload.count)) } else { bytes += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)] }
            return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset & 3] }
        }
        var reader = WebSocketFrameReader(maxMessage: 1000)
        let two = masked(0x1, Array("hello".utf8)) + masked(0x9, [])
        var frames: [String] = []
        for byte in two { frames += try reader.read([byte][...]).map { "\($0.opcode):" + String(decoding: $0.payload, as: UTF8.self) } }
        #expect(frames == ["1:hello", "9:"])
        #expect(throws: WebSocketFrameReader.Refusal.tooBig) { try reader.read(masked(0x2, Array(repeating: 0, count: 1001))[...]) }
        var fragments = WebSocketFrameReader(maxMessage: 1000)
        _ = try fragments.read(masked(0x2, Array(repeating: 0, count: 600), fin: false)[...])
        #expect(throws: WebSocketFrameReader.Refusal.tooBig) { try fragments.read(masked(0x0, Array(repeating: 0, count: 600))[...]) }
        var unmasked = WebSocketFrameReader(maxMessage: 1000)
        #expect(throws: WebSocketFrameReader.Refusal.protocolError) { try unmasked.read([0x81, 0x01, 0x41][...]) }
        #expect(WebSocketFrames.encode(.init(fin: true, opcode: .text, mask: nil, payload: Data("hi".utf8))) == Data([0x81, 0x02, 0x68, 0x69]))
    }

    /// Every input that ever stopped `scripts/fuzz.sh preview` is read again here, as
    /// Fuzz/PreviewRequestFuzz.swift reads it: with its smaller limits, whole and in chunks of the
    /// first byte's value plus one, and the two readings must agree.
    @Test func fuzzRegressionsStillPass() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/preview")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for file in files where !file.hasPrefix(".") && file != "README.md" {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            #expect(Self.replay(bytes, chunk: Int(bytes.first ?? 0) + 1) == Self.replay(bytes, chunk: max(1, bytes.count)), "\(file)")
        }
    }

    private static func replay(_ bytes: [UInt8], chunk: Int) -> String {
        var limits = PreviewLimits()
        (limits.requestLineBytes, limits.headerFields, limits.headerBytes) = (256, 12, 1024)
        var reader = RequestHeadReader(limits: limits)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            let read: (head: RequestHead, rest: ArraySlice<UInt8>)?
            do { read = try reader.read(bytes[start..<end]) } catch { return "refused \(error.status)" }
            if let (head, rest) = read {
                let route = PreviewRoute.resolve(head, serverPort: 8765)
                guard route == .events else { return "\(head) \(route) rest \(bytes.count - end + rest.count)" }
                let after = Array(rest) + bytes[end...]
                var frames = WebSocketFrameReader(maxMessage: 512)
                var decoded: [WebSocketFrameReader.Frame] = []
                var offset = 0
                do {
                    while offset < after.count {
                        decoded += try frames.read(after[offset..<min(after.count, offset + chunk)])
                        offset += chunk
                    }
                } catch { return "\(head) closed \(error.code)" }
                return "\(head) \(decoded)"
            }
            start = end
        }
        return "more"
    }
}

extension PreviewRoute {
    var status: Int? {
        if case .refused(let status, _) = self { return status }
        return nil
    }
}
