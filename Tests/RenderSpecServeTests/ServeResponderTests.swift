#if Server
import Foundation
import Testing
@testable import RenderSpecServe

/// The responder without HTTP: the queue's limits, the render timeout, and the parts each answer
/// is made of. Nothing here waits on a clock but the timeout under test, whose render cannot start.
struct ServeResponderTests {
    private func responder(_ folder: SpecFolder, renders: Int = 1, queue: Int = 0, timeout: Double = 10) -> ServeResponder {
        var limits = ServeLimits(renders: renders)
        limits.queue = queue
        limits.renderTimeout = timeout
        let root = folder.url.resolvingSymlinksInPath().path
        return ServeResponder(folder: root, limits: limits, signature: URLSignature(keys: []), metrics: ServeMetrics(), diskCache: nil)
    }

    @Test func aRequestPastEveryBusySlotAndAFullQueueIsA503WithRetryAfter() async throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let responder = responder(folder, renders: 1, queue: 0)
        defer { Task { await responder.shutdown() } }
        // The one render slot taken, as by a long render in flight.
        #expect(await responder.slots.acquire())
        let busy = await responder.answer(method: "GET", target: "/card.png?name=Ana", ifNoneMatch: nil)
        #expect(busy.status == 503)
        #expect(busy.headers.contains { $0.name == "Retry-After" && $0.value == "1" })
        responder.slots.release()
        let served = await responder.answer(method: "GET", target: "/card.png?name=Ana", ifNoneMatch: nil)
        #expect(served.status == 200 && served.cache == "miss")
    }

    @Test func aRenderWaitingLongerThanTheTimeoutIsA503() async throws {
        let folder = try SpecFolder(["card.json": SpecFolder.card])
        let responder = responder(folder, renders: 1, queue: 1, timeout: 0.2)
        defer { Task { await responder.shutdown() } }
        #expect(await responder.slots.acquire())
        // In line behind a slot that is never given back while it waits: it can only time out.
        let waited = await responder.answer(method: "GET", target: "/card.png?name=Ana", ifNoneMatch: nil)
        #expect(waited.status == 503)
        #expect(String(decoding: waited.body, as: UTF8.self).contains("longer than 0.2 s"))
        responder.slots.release()
        // The render went on once the slot came back, and its image is kept.
        var answer = await responder.answer(method: "GET", target: "/card.png?name=Ana", ifNoneMatch: nil)
        while answer.status == 503 { answer = await responder.answer(method: "GET", target: "/card.png?name=Ana", ifNoneMatch: nil) }
        #expect(answer.status == 200)
    }

    @Test func slotsAreHandedToWaitersInOrderAndTheLineIsBounded() async {
        let slots = RenderSlots(running: 1, waiting: 2)
        #expect(await slots.acquire())
        async let first = slots.acquire()
        async let second = slots.acquire()
        // Both wait; a third finds the line full.
        while slots.load.waiting < 2 { await Task.yield() }
        #expect(await slots.acquire() == false)
        slots.release()
        slots.release()
        let (a, b) = await (first, second)
        #expect(a && b)
        slots.release()
        #expect(slots.load.running == 0 && slots.load.waiting == 0)
    }

    @Test func theCacheKeepsTheMostRecentlyUsedWithinItsBytes() {
        let cache = ResponseCache(capacity: 3 * (1000 + 1 + 128))
        func image(_ byte: UInt8) -> CachedImage { CachedImage(bytes: [UInt8](repeating: byte, count: 1000), contentType: "image/png", warnings: []) }
        cache.store(image(1), for: "a")
        cache.store(image(2), for: "b")
        cache.store(image(3), for: "c")
        _ = cache.image(for: "a")
        cache.store(image(4), for: "d")
        #expect(cache.image(for: "b") == nil, "the least recently used goes first")
        #expect(cache.image(for: "a")?.bytes.first == 1 && cache.image(for: "c") != nil && cache.image(for: "d") != nil)
        #expect(cache.bytes <= 3 * 1129)
        cache.store(CachedImage(bytes: [UInt8](repeating: 0, count: 10_000), contentType: "", warnings: []), for: "huge")
        #expect(cache.image(for: "huge") == nil && cache.count == 3, "an image larger than the cache is not kept")
    }

    @Test func requestsAreReadStrictly() throws {
        let request = try ImageRequest.parse(path: "/cards/row.svg", query: [("scale", "2"), ("state", "pressed"), ("locale", "de"), ("name", "Zoë & Ana")])
        #expect(request.specPath == "cards/row" && request.format == .svg && request.scale == 2)
        #expect(request.state == "pressed" && request.locale == "de" && request.tokens == ["name": "Zoë & Ana"])
        #expect(try ImageRequest.pairs("name=Zo%C3%AB+%26+Ana&x=") .map { "\($0.0)=\($0.1)" } == ["name=Zoë & Ana", "x="])
        for bad in ["/a/../b.png", "/.hidden.png", "//b.png", "/a%5Cb.png", "/a%00.png", "/a.jpeg"] {
            #expect(throws: ServeProblem.self, "\(bad)") { try ImageRequest.parse(path: bad, query: []) }
        }
        #expect(ServeResponder.matches("\"x\", W/\"abc\"", etag: "\"abc\""))
        #expect(!ServeResponder.matches("\"abcd\"", etag: "\"abc\""))
    }

    @Test func aSignatureCoversThePathAndQueryAndEveryKeyIsTried() {
        let keys = [Array("first-key-0123456789".utf8), Array("second-key-0123456789".utf8)]
        let signature = URLSignature(keys: keys)
        let target = "/card.png?name=Ana"
        #expect(signature.problem(target: target + "&sig=" + URLSignature.sign(target, key: keys[1])) == nil)
        #expect(signature.problem(target: target + "&sig=" + URLSignature.sign("/card.png?name=Bo", key: keys[0])) != nil)
        #expect(signature.problem(target: target) != nil)
        #expect(AccessLog.withoutSignature(target + "&sig=abcdef") == target + "&sig=…")
        #expect(ServeAnswer.headerValue("Zoë\r\nX: y") == "Zo\\u{EB}\\u{D}\\u{A}X: y")
    }

    /// Every input the fuzz target once failed on (Fuzz/regressions/serve) is answered with a
    /// one-line reason or read as a request, as the target checks (scripts/fuzz.sh serve).
    @Test func theFuzzRegressionsAreAnsweredInOneLine() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/serve")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.isEmpty)
        for name in names {
            let target = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            let (path, query) = ImageRequest.split(target)
            do {
                _ = try ImageRequest.parse(path: path, query: try ImageRequest.pairs(query))
            } catch {
                #expect(!error.message.contains("\n") && [400, 404].contains(error.status), "\(name): \(error.message)")
            }
        }
    }
}
#endif
