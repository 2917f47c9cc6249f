#if Server
import Crypto
import Foundation
import NIOPosix
import RenderSupport
import SpecModel
import SpecRender

/// Answers the server's requests, whatever carries them (ServeServer over Hummingbird; the tests
/// and the fuzz target call it directly): `/healthz`, `/metrics`, and an image for
/// `/<spec>.<png|svg|pdf>?…` (ImageRequest), from the memory cache, the disk cache, or a render.
///
/// An image request is answered in this order, each step before the work of the next: the
/// signature, the path and query's shape, the spec file, the spec's version (a `stat` of each
/// input, its files hashed again only when one changed), the request's token values against the
/// spec's rules, the state and locale; then the cache key, `If-None-Match` (304), the caches, and
/// last a render: in a slot (RenderSlots) on a render thread, coalesced with identical renders in
/// flight, waited for at most the render timeout.
final class ServeResponder: @unchecked Sendable {
    let folder: String
    let limits: ServeLimits
    let signature: URLSignature
    let metrics: ServeMetrics
    private let cache: ResponseCache
    private let disk: DiskCache?
    let slots: RenderSlots
    private let pool: NIOThreadPool
    private let hashes = InputHashes()
    private let loader: SpecLoader
    private let lock = Lock()
    private var specs: [String: ServedSpec] = [:]
    private var inFlight: [String: Task<CachedImage, any Error>] = [:]
    /// Drawn with until a font an input names changes on disk: a renderer keeps each font it has
    /// read, by path, so one saved since needs a new renderer.
    private var renderer = SpecRenderer()
    private var fontStamps: [String: FileStamp] = [:]

    /// `folder` absolute, without links: the specs served and the render root every path they
    /// name must stay inside.
    init(folder: String, limits: ServeLimits, signature: URLSignature, metrics: ServeMetrics, diskCache: String?) {
        self.folder = folder
        self.limits = limits
        self.signature = signature
        self.metrics = metrics
        cache = ResponseCache(capacity: limits.cacheBytes)
        disk = diskCache.map { DiskCache(folder: $0, capacity: limits.diskCacheBytes) }
        slots = RenderSlots(running: limits.renders, waiting: limits.queue)
        pool = NIOThreadPool(numberOfThreads: max(1, limits.renders))
        pool.start()
        loader = SpecLoader(root: folder)
    }

    func shutdown() async {
        try? await pool.shutdownGracefully()
    }

    /// The answer to `GET target` (the request target as sent: path and query, percent-encoded).
    func answer(method: String, target: String, ifNoneMatch: String?) async -> ServeAnswer {
        guard method == "GET" || method == "HEAD" else {
            return ServeAnswer(status: 405, headers: [("Allow", "GET, HEAD"), ("Content-Type", "application/json; charset=utf-8")],
                               body: Array(#"{"error":"only GET and HEAD are served"}"#.utf8) + [0x0A])
        }
        guard target.utf8.count <= limits.maxTarget else {
            return refused(.uriTooLong("the request target is \(target.utf8.count) bytes; this server reads at most \(limits.maxTarget)"))
        }
        let (path, query) = ImageRequest.split(target)
        switch path {
        case "/healthz":
            return ServeAnswer(status: 200, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")], body: Array("ok\n".utf8))
        case "/metrics":
            let load = slots.load
            metrics.load(running: load.running, waiting: load.waiting)
            return ServeAnswer(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8"), ("Cache-Control", "no-store")],
                               body: metrics.text())
        default:
            do {
                return try await image(target: target, path: path, query: query, ifNoneMatch: ifNoneMatch)
            } catch {
                return refused(error)
            }
        }
    }

    private func refused(_ problem: ServeProblem) -> ServeAnswer {
        let reason: String
        switch problem {
        case .badRequest: reason = "bad_request"
        case .forbidden: reason = "forbidden"
        case .notFound: reason = "not_found"
        case .uriTooLong: reason = "uri_too_long"
        case .busy: reason = "busy"
        case .tooLarge: reason = "too_large"
        case .renderTimedOut: reason = "timeout"
        case .renderFailed, .specBroken: reason = "failed"
        }
        metrics.refused(reason)
        if case .specBroken(let detail) = problem { printError("render-spec-serve: error: \(detail)") }
        return .problem(problem)
    }

    private func image(target: String, path: String, query: String?, ifNoneMatch: String?) async throws(ServeProblem) -> ServeAnswer {
        if let problem = signature.problem(target: target) { throw .forbidden(problem) }
        let request = try ImageRequest.parse(path: path, query: try ImageRequest.pairs(query))
        let file = try specFile(request.specPath)
        let spec = try served(file)

        let problems = spec.rules.problems(request.tokens)
        if let first = problems.first { throw .badRequest(first.message, parameter: first.token) }
        guard spec.states.contains(request.state) else {
            throw .notFound("the spec has no state \(ServeProblem.quoted(request.state)); it has \(spec.states.sorted().map { "`\($0)`" }.joined(separator: ", "))")
        }
        if let locale = request.locale, !spec.locales.contains(locale) {
            throw .notFound("the spec has no locale \(ServeProblem.quoted(locale))" + (spec.locales.isEmpty ? "" : "; it has \(spec.locales.sorted().map { "`\($0)`" }.joined(separator: ", "))"))
        }

        let key = Self.key(request, version: spec.version)
        let etag = "\"\(key)\""
        let contentType = ImageRenderer.contentTypes[request.format] ?? "application/octet-stream"
        // A URL that names the spec's version (`v`, a prefix of it) can never change: caches may keep it for good.
        let pinned = request.version.map { !$0.isEmpty && $0.count >= 8 && spec.version.hasPrefix($0) } ?? false
        var headers: [(String, String)] = [
            ("ETag", etag),
            ("Cache-Control", pinned ? "public, max-age=31536000, immutable" : "public, max-age=\(limits.shortMaxAge)"),
            ("X-Spec-Version", String(spec.version.prefix(16))),
        ]
        if Self.matches(ifNoneMatch, etag: etag) {
            metrics.cache("not_modified")
            return ServeAnswer(status: 304, headers: headers, cache: "not_modified")
        }

        let image: CachedImage
        let how: String
        if let kept = cache.image(for: key) {
            (image, how) = (kept, "hit")
        } else if let kept = disk?.image(for: key, contentType: contentType) {
            cache.store(kept, for: key)
            (image, how) = (kept, "disk_hit")
        } else {
            image = try await render(request, file: file, key: key)
            how = "miss"
        }
        metrics.cache(how)
        headers.insert(("Content-Type", image.contentType), at: 0)
        for warning in image.warnings { headers.append(("X-Render-Warning", ServeAnswer.headerValue(warning))) }
        return ServeAnswer(status: 200, headers: headers, body: image.bytes, cache: how)
    }

    /// The render of `key`: one already in flight for the same key, else a new one in a slot.
    private func render(_ request: ImageRequest, file: String, key: String) async throws(ServeProblem) -> CachedImage {
        let task: Task<CachedImage, any Error> = lock.withLock {
            if let running = inFlight[key] { return running }
            let renderer = ImageRenderer(loader: loader, renderer: self.renderer, maxPixels: limits.maxPixels, folder: folder)
            let made = Task { [self] () async throws -> CachedImage in
                defer { lock.withLock { inFlight[key] = nil } }
                guard await slots.acquire() else { throw ServeProblem.busy(retryAfter: 1) }
                defer { slots.release() }
                let image = try await pool.runIfActive { () throws -> CachedImage in
                    do { return try renderer.render(request, file: file) } catch { throw error }
                }
                metrics.rendered()
                cache.store(image, for: key)
                disk?.store(image, for: key)
                return image
            }
            inFlight[key] = made
            return made
        }
        do {
            return try await Self.value(of: task, within: limits.renderTimeout)
        } catch let problem as ServeProblem {
            throw problem
        } catch {
            throw .renderFailed("the render failed: \(error)")
        }
    }

    /// `task`'s value, or `renderTimedOut` once `seconds` pass first. Waiting on a task's value
    /// cannot be cancelled, so the two waits race and the first to finish answers; the render
    /// goes on after a timeout, in its slot, and its image is kept.
    private static func value(of task: Task<CachedImage, any Error>, within seconds: Double) async throws -> CachedImage {
        let first = FirstAnswer()
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<CachedImage, any Error>) in
            Task {
                let result = await task.result
                if first.claim() { continuation.resume(with: result) }
            }
            Task {
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
                if first.claim() { continuation.resume(throwing: ServeProblem.renderTimedOut(seconds: seconds)) }
            }
        }
    }

    /// The spec file a request path names: `<folder>/<path>.json`, a spec file (not a base, a token
    /// file or an output), inside the folder once links are followed.
    private func specFile(_ specPath: String) throws(ServeProblem) -> String {
        let file = folder + "/" + specPath + ".json"
        let real = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        guard real.hasPrefix(folder + "/"), Paths.isRegularFile(real),
              SpecDiscovery().specFiles(in: [real]).files == [real] else {
            throw .notFound("no spec at /\(ServeProblem.short(specPath))")
        }
        return real
    }

    /// The spec as last loaded while its inputs are unchanged, else loaded again.
    private func served(_ file: String) throws(ServeProblem) -> ServedSpec {
        if let kept = lock.withLock({ specs[file] }), kept.isCurrent { return kept }
        let loaded = try ServedSpec.load(file: file, folder: folder, loader: loader, hashes: hashes)
        lock.withLock {
            specs[file] = loaded
            // A font read before and changed since: a new renderer reads every font afresh.
            var fontChanged = false
            for input in loaded.inputs where Self.isFont(input.path) {
                if let seen = fontStamps[input.path], seen != input.stamp { fontChanged = true }
                fontStamps[input.path] = input.stamp
            }
            if fontChanged { renderer = SpecRenderer() }
        }
        return loaded
    }

    private static func isFont(_ path: String) -> Bool {
        ["ttf", "otf", "ttc", "otc", "woff", "woff2"].contains((path as NSString).pathExtension.lowercased())
    }

    /// SHA-256 of the spec's version and everything the request chose, each field length-prefixed.
    static func key(_ request: ImageRequest, version: String) -> String {
        var fields = [version, request.specPath, request.format.rawValue, NumberText.short(request.scale), request.state, request.locale ?? ""]
        for name in request.tokens.keys.sorted() { fields += [name, request.tokens[name]!] }
        var bytes: [UInt8] = []
        for field in fields { bytes += Array("\(field.utf8.count):".utf8) + Array(field.utf8) }
        return Crypto.SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    }

    /// Whether `If-None-Match` names this entity tag (or is `*`).
    static func matches(_ header: String?, etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { tag in
            let trimmed = tag.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || trimmed == etag || trimmed == "W/" + etag
        }
    }
}

/// True for the first caller of `claim` only: which of two racing waits answers.
private final class FirstAnswer: @unchecked Sendable {
    private let lock = Lock()
    private var claimed = false

    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
#endif
