#if Server
import ArgumentParser
import Foundation
import RenderSupport
import Startup

/// `render-spec serve DIR`: every spec under DIR as an image over HTTP, with text from the request
/// (docs/serve.md).
package struct ServeCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the specs of a folder as images over HTTP, with text from the request.",
        discussion: """
        GET /<spec path without .json>.<png|svg|pdf>?scale=2&locale=de&state=pressed&<token>=<value> \
        renders that spec with the tokens its `serve.tokens` lets a request set. Responses carry an \
        ETag and are cached in memory (and in --cache-dir); /healthz answers `ok`, /metrics the \
        counters in Prometheus' text format. One access-log line per request goes to stdout, after \
        the first line, the address (`serve: http://HOST:PORT/`). SIGTERM or Ctrl-C stops it after \
        the requests in flight are answered.

        Examples:
          render-spec serve Specs
          render-spec serve Specs --listen 0.0.0.0:8080 --signing-keys keys.txt --log-format json
        """
    )

    @Argument(help: "The folder of specs to serve; every path a spec names must stay inside it.")
    var folder: String

    @Option(help: "HOST:PORT to listen on; 127.0.0.1:8080 by default (port 0 picks a free one). Any other address only when named.")
    var listen: String = "127.0.0.1:8080"

    @Option(help: "A file of signing keys, one a line: only URLs signed with one of them are served (docs/serve.md#signed-urls).")
    var signingKeys: String?

    @Option(help: "A folder to keep rendered responses in across restarts (created if missing; it must hold nothing else).")
    var cacheDir: String?

    @Option(help: "Megabytes of responses kept in memory.")
    var cacheMegabytes: Int = 64

    @Option(help: "Megabytes of responses kept in --cache-dir.")
    var diskCacheMegabytes: Int = 1024

    @Option(help: "Renders at once; one per core by default.")
    var renders: Int?

    @Option(help: "Renders waiting for a free one; past them a request is answered 503 with Retry-After.")
    var queue: Int = 64

    @Option(help: "Seconds a request waits for its render before a 503.")
    var renderTimeout: Double = 10

    @Option(help: "The most pixels an image may have (width × height at its scale).")
    var maxPixels: Int = 4096 * 4096

    @Option(help: "Seconds a response whose URL does not name the spec's version may be cached (`max-age`).")
    var maxAge: Int = 60

    @Option(help: "Seconds an idle connection stays open.")
    var idleTimeout: Double = 30

    @Option(help: "The access log's lines: text or json.")
    var logFormat: String = "text"

    package init() {}

    /// Parses the process's arguments and runs the server: ArgumentParser's asynchronous entry point,
    /// named so that the executable's top-level `await` cannot pick the synchronous one.
    package static func runFromCommandLine() async {
        do {
            var command = try parseAsRoot()
            if let server = command as? ServeCommand { try await server.run() } else { try command.run() }
        } catch {
            exit(withError: error)
        }
    }

    package func validate() throws {
        guard AccessLogFormat(rawValue: logFormat) != nil else { throw ValidationError("--log-format must be text or json, not \(logFormat)") }
        guard cacheMegabytes >= 0, cacheMegabytes <= 1 << 20 else { throw ValidationError("--cache-megabytes must be between 0 and 1048576") }
        guard diskCacheMegabytes >= 1, diskCacheMegabytes <= 1 << 24 else { throw ValidationError("--disk-cache-megabytes must be between 1 and 16777216") }
        guard (renders ?? 1) >= 1, (renders ?? 1) <= 256 else { throw ValidationError("--renders must be between 1 and 256") }
        guard (0...100_000).contains(queue) else { throw ValidationError("--queue must be between 0 and 100000") }
        guard renderTimeout > 0, renderTimeout <= 3600 else { throw ValidationError("--render-timeout must be above 0 and at most 3600 seconds") }
        guard maxPixels >= 1, maxPixels <= 16384 * 16384 else { throw ValidationError("--max-pixels must be between 1 and 268435456") }
        guard (0...31_536_000).contains(maxAge) else { throw ValidationError("--max-age must be between 0 and 31536000 seconds") }
        guard idleTimeout > 0, idleTimeout <= 3600 else { throw ValidationError("--idle-timeout must be above 0 and at most 3600 seconds") }
        _ = try ListenAddress(listen)
    }

    package func run() async throws {
        do {
            try await serve()
        } catch let error as ServeStartError {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }

    private func serve() async throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ServeStartError("\(folder): no such folder")
        }
        let root = URL(fileURLWithPath: Paths.absolute(folder)).resolvingSymlinksInPath().path
        let address = try ListenAddress(listen)
        let keys = try signingKeys.map(URLSignature.keys(fromFile:)) ?? []
        let diskCache = try cacheDir.map(Self.prepareCacheFolder)

        var limits = ServeLimits(renders: renders ?? ProcessSettings.cores)
        limits.queue = queue
        limits.renderTimeout = renderTimeout
        limits.maxPixels = maxPixels
        limits.cacheBytes = cacheMegabytes << 20
        limits.diskCacheBytes = diskCacheMegabytes << 20
        limits.shortMaxAge = maxAge
        limits.idleTimeout = idleTimeout

        let responder = ServeResponder(folder: root, limits: limits, signature: URLSignature(keys: keys),
                                       metrics: ServeMetrics(), diskCache: diskCache)
        let server = ServeServer(responder: responder, host: address.host, port: address.port,
                                 accessLog: AccessLog(format: AccessLogFormat(rawValue: logFormat) ?? .text)) { port in
            AccessLogLines.standardOutput("serve: http://\(address.shownHost):\(port)/")
        }
        try await server.run()
    }

    /// The cache folder, made if missing, marked as the server's: one that holds anything but a
    /// cache this server wrote is refused, so nothing of the user's is ever removed from it.
    static func prepareCacheFolder(_ path: String) throws -> String {
        let marker = ".render-spec-serve-cache"
        let absolute = Paths.absolute(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
        if !names.isEmpty, !names.contains(marker) {
            throw ServeStartError("--cache-dir \(path) holds files that are not this server's cache; name an empty or new folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
            if !names.contains(marker) { try Data("render-spec serve's response cache\n".utf8).write(to: URL(fileURLWithPath: absolute + "/" + marker)) }
        } catch {
            throw ServeStartError("cannot make the cache folder \(path): \(error.localizedDescription)")
        }
        return absolute
    }
}

/// `HOST:PORT`, `[IPv6]:PORT` or `:PORT` (127.0.0.1).
struct ListenAddress {
    var host: String
    var port: Int
    var shownHost: String { host.contains(":") ? "[\(host)]" : host }

    init(_ text: String) throws {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else {
            throw ValidationError("--listen must be HOST:PORT with a port from 0 to 65535, not \(text)")
        }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host.isEmpty ? "127.0.0.1" : host
        self.port = port
    }
}
#endif
