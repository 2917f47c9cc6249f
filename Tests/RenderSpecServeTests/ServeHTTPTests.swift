#if Server
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PNGCodec
import Testing

/// `render-spec serve` as a client meets it: the server started on an ephemeral port of
/// 127.0.0.1, asked over TCP, each status the docs list answered (docs/serve.md).
@Suite(.serialized)
struct ServeHTTPTests {
    /// The CLI beside the server, for the same spec drawn with the name written into it.
    static var cli: URL { ServeProcess.binary.deletingLastPathComponent().appendingPathComponent("render-spec") }

    @Test func aNameFromTheRequestIsDrawnAsTheCLIDrawsItWrittenIntoTheSpec() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url)
        let answer = try server.client.get("/card.png?name=Ana&score=12480&scale=2")
        #expect(answer.status == 200, "\(answer.raw) \(answer.text) \(server.errors)")
        #expect(answer.header("Content-Type") == "image/png")
        let served = try RGBAImage(pngData: Data(answer.body))
        #expect(served.width == 480 && served.height == 96)

        // The same spec with the values written in, through `render-spec` itself.
        let baked = SpecFolder.card.replacingOccurrences(of: #""text": "${name}: ${score}""#, with: #""text": "Ana: 12480""#)
        try folder.write("baked/card.json", baked.replacingOccurrences(of: #""serve": {"tokens": {"name": {"maxLength": 16}, "score": {"maxLength": 7, "characters": "0123456789"}}},"#, with: ""))
        let process = Process()
        process.executableURL = Self.cli
        process.arguments = [folder.url.appendingPathComponent("baked/card.json").path, "--scale", "2", "--state", "normal", "--out-dir", folder.url.appendingPathComponent("out").path]
        process.environment = ProcessInfo.processInfo.environment.merging(["RENDER_SPEC_CACHE": "off"]) { $1 }
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let drawn = try RGBAImage(pngData: Data(contentsOf: folder.url.appendingPathComponent("out/card@2x.png")))
        #expect(drawn.pixels == served.pixels, "the served image differs from render-spec's")

        // Another name is another image; the same name the same bytes.
        let other = try server.client.get("/card.png?name=Bo&score=12480&scale=2")
        #expect(other.status == 200 && other.body != answer.body)
        let again = try server.client.get("/card.png?name=Ana&score=12480&scale=2")
        #expect(again.body == answer.body)
        #expect(again.header("ETag") == answer.header("ETag"))
    }

    @Test func theSVGHoldsTheNameAsTextAndStatesAndLocalesAreServed() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url)
        let svg = try server.client.get("/card.svg?name=Ana&score=7&locale=de")
        #expect(svg.status == 200 && svg.header("Content-Type") == "image/svg+xml")
        #expect(svg.text.contains("Ana: 7 Punkte"), "\(svg.text.prefix(400))")
        let pressed = try server.client.get("/card.png?name=Ana&state=pressed")
        let normal = try server.client.get("/card.png?name=Ana")
        #expect(pressed.status == 200 && normal.status == 200 && pressed.body != normal.body)
        let pdf = try server.client.get("/card.pdf?name=Ana")
        #expect(pdf.status == 200 && pdf.body.starts(with: Array("%PDF".utf8)))
    }

    @Test func aTokenTooLongUndeclaredOrWithAForbiddenCharacterIsA400NamingIt() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url)
        let cases: [(String, String)] = [
            ("/card.png?name=\(String(repeating: "x", count: 17))", "name"),
            ("/card.png?colour=red", "colour"),
            ("/card.png?score=12a", "score"),
            ("/card.png?name=a%0Ab", "name"),
            ("/card.png?scale=9", "scale"),
            ("/card.png?name=a&name=b", "name"),
        ]
        for (target, parameter) in cases {
            let answer = try server.client.get(target)
            #expect(answer.status == 400, "\(target): \(answer.raw)")
            #expect(answer.header("Content-Type")?.hasPrefix("application/json") == true)
            #expect(answer.json["parameter"] == parameter, "\(target): \(answer.text)")
            #expect(answer.json["error"]?.contains(parameter) == true, "\(target): \(answer.text)")
        }
    }

    @Test func whatIsNotASpecIsA404() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card, "_base.json": SpecFolder.card, "brand.tokens.json": "{}"])
        // A spec outside the folder, a link to it inside, and a FIFO named like a spec.
        let outside = folder.url.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).json")
        try SpecFolder.card.write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("link.json"), withDestinationURL: outside)
        #expect(mkfifo(folder.url.appendingPathComponent("fifo.json").path, 0o600) == 0)
        let server = try ServeProcess(folder: folder.url)
        for target in ["/link.png?name=Ana", "/fifo.png", "/missing.png", "/_base.png", "/brand.tokens.png", "/../etc/passwd.png", "/%2e%2e/card.png", "/card.gif", "/card",
                       "/card.png?state=hovered", "/card.png?locale=fr"] {
            let answer = try server.client.get(target)
            #expect(answer.status == 404, "\(target): \(answer.raw) \(answer.text)")
            #expect(answer.json["error"] != nil, "\(target): \(answer.text)")
        }
    }

    @Test func anETagAnswers304AndAVersionedURLIsImmutable() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url)
        let first = try server.client.get("/card.png?name=Ana")
        let etag = try #require(first.header("ETag"))
        #expect(first.header("Cache-Control") == "public, max-age=60")
        let revalidated = try server.client.get("/card.png?name=Ana", headers: ["If-None-Match: \(etag)"])
        #expect(revalidated.status == 304 && revalidated.body.isEmpty)
        #expect(revalidated.header("ETag") == etag)
        let version = try #require(first.header("X-Spec-Version"))
        let pinned = try server.client.get("/card.png?name=Ana&v=\(version)")
        #expect(pinned.header("Cache-Control") == "public, max-age=31536000, immutable")
        #expect(pinned.body == first.body)
    }

    @Test func aSpecEditedOnDiskIsServedFreshAtOnce() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url)
        let before = try server.client.get("/card.png?name=Ana")
        try folder.write("card.json", SpecFolder.card.replacingOccurrences(of: "#1F2A44", with: "#00AA00"))
        let after = try server.client.get("/card.png?name=Ana")
        #expect(after.status == 200 && after.body != before.body)
        #expect(after.header("ETag") != before.header("ETag"))
        #expect(after.header("X-Spec-Version") != before.header("X-Spec-Version"))
    }

    @Test func signedURLsAreServedAndEverythingElseIsA403() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let key = "3f7a1c9e5b2d8046f1a3c5e7092b4d6f", old = "0123456789abcdef0123456789abcdef"
        try folder.write("keys.txt", "# the new key first\n\(key)\n\(old)\n")
        let server = try ServeProcess(folder: folder.url, arguments: ["--signing-keys", folder.url.appendingPathComponent("keys.txt").path])
        let target = "/card.png?name=Ana&score=7"
        // The docs' shell one-liner: openssl's HMAC, not the server's own code.
        func openssl(_ message: String, _ key: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "printf '%s' \"$0\" | openssl dgst -sha256 -hmac \"$1\" -r | cut -d' ' -f1", message, key]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            process.waitUntilExit()
            return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let signature = try openssl(target, key)
        #expect(signature.count == 64)
        #expect(try server.client.get(target + "&sig=" + signature).status == 200)
        #expect(try server.client.get(target + "&sig=" + openssl(target, old)).status == 200, "the second key still signs")
        #expect(try server.client.get(target).status == 403)
        #expect(try server.client.get(target + "&sig=" + String(repeating: "0", count: 64)).status == 403)
        #expect(try server.client.get("/card.png?name=Bo&score=7&sig=" + signature).status == 403, "a signature of another URL")
        #expect(try server.client.get("/healthz").status == 200)
    }

    @Test func healthzMetricsAndOneAccessLogLineARequest() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url, arguments: ["--log-format", "json"])
        #expect(try server.client.get("/healthz").text == "ok\n")
        _ = try server.client.get("/card.png?name=Ana")
        _ = try server.client.get("/card.png?name=Ana")
        _ = try server.client.get("/card.png?colour=red")
        let metrics = try server.client.get("/metrics")
        #expect(metrics.status == 200)
        for expected in [#"render_spec_serve_requests_total{status="200"}"#, #"render_spec_serve_cache_total{result="hit"} 1"#,
                         #"render_spec_serve_cache_total{result="miss"} 1"#, "render_spec_serve_renders_total 1",
                         #"render_spec_serve_refusals_total{reason="bad_request"} 1"#, "render_spec_serve_queue_depth",
                         "render_spec_serve_request_duration_seconds_bucket"] {
            #expect(metrics.text.contains(expected), "\(expected) in \(metrics.text)")
        }
        let log = server.lines.dropFirst().compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(log.count >= 4, "\(server.lines)")
        #expect(log.contains { $0["target"] as? String == "/card.png?name=Ana" && $0["status"] as? Int == 200 && $0["cache"] as? String == "hit" })
        #expect(log.contains { $0["status"] as? Int == 400 })
    }

    @Test func anOverlongTargetIsA414AndAHeaderFloodA400() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url)
        let long = try server.client.get("/card.png?name=" + String(repeating: "a", count: 5000))
        #expect(long.status == 414, "\(long.raw)")
        let fields = (0..<200).map { "X-Field-\($0): \(String(repeating: "v", count: 100))" }
        let flooded = try server.client.get("/healthz", headers: fields)
        // SwiftNIO's decoder stops reading at the limit; Hummingbird answers its error 400 and closes.
        #expect(flooded.status == 400, "\(flooded.raw)")
        #expect(try server.client.get("/healthz").status == 200, "the server goes on")
    }

    /// A client that sends its head a byte at a time never lets a read-idle timer fire; the idle
    /// timeout here counts whole request heads, so the connection is closed all the same.
    @Test func aHeadSentAByteAtATimeIsClosedByTheIdleTimeout() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url, arguments: ["--idle-timeout", "1"])
        let file = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(file) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = server.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(file, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let head = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: \(String(repeating: "a", count: 4000))".utf8)
        var closed = false
        let deadline = Date().addingTimeInterval(HTTPTestClient.patience)
        for byte in head where Date() < deadline {
            var one = byte
            if Glibc.send(file, &one, 1, Int32(MSG_NOSIGNAL)) <= 0 { closed = true; break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(closed, "the connection stayed open while its head trickled in")
        #expect(try server.client.get("/healthz").status == 200)
    }

    @Test func anImageOverThePixelLimitIsRefusedBeforeItIsDrawn() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url, arguments: ["--max-pixels", "20000"])
        #expect(try server.client.get("/card.png?name=Ana").status == 200)
        let big = try server.client.get("/card.png?name=Ana&scale=4")
        #expect(big.status == 422, "\(big.raw)")
        #expect(big.json["error"]?.contains("960 × 192") == true, "\(big.text)")
    }

    @Test func anyNameIsDrawnAndANameNothingDrawsIsNeverA500() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url)
        let names = ["محمد", "山田太郎", "Zoë", "e\u{301}mile", "Ana 🎮👍🏽", "אבי", "Ναταλία", "\u{10FFFD}x"]
        for name in names {
            let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let answer = try server.client.get("/card.png?name=\(encoded)")
            #expect(answer.status == 200, "\(name): \(answer.raw) \(answer.text) \(server.errors)")
        }
    }

    @Test func aCacheFolderAnswersAfterARestartAndAFolderOfTheUsersIsRefused() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let cache = folder.url.appendingPathComponent("cache")
        var server = try ServeProcess(folder: folder.url, arguments: ["--cache-dir", cache.path])
        let first = try server.client.get("/card.png?name=Ana")
        #expect(server.stop() == 0)
        server = try ServeProcess(folder: folder.url, arguments: ["--cache-dir", cache.path, "--log-format", "json"])
        let second = try server.client.get("/card.png?name=Ana")
        #expect(second.body == first.body)
        #expect(server.lines.contains { $0.contains(#""cache":"disk_hit""#) }, "\(server.lines)")

        try folder.write("mine/notes.txt", "mine")
        #expect(throws: (any Error).self) { try ServeProcess(folder: folder.url, arguments: ["--cache-dir", folder.url.appendingPathComponent("mine").path]) }
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("mine/notes.txt").path))
    }

    @Test func sigtermEndsTheServerWithStatus0() throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let server = try ServeProcess(folder: folder.url)
        #expect(try server.client.get("/healthz").status == 200)
        #expect(server.stop() == 0, "\(server.errors)")
    }
}
#endif
