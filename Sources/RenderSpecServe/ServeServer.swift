#if Server
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import RenderSupport
import ServiceLifecycle

/// The HTTP side of `render-spec serve`: Hummingbird 2 over SwiftNIO (HTTP/1.1 with keep-alive),
/// each request handed to the ServeResponder and its answer written back, one access-log line
/// after each. SIGTERM and SIGINT shut it down gracefully (swift-service-lifecycle): the listener
/// closes, requests in flight are answered, then the process ends.
struct ServeServer {
    let responder: ServeResponder
    let host: String
    let port: Int
    let accessLog: AccessLog
    /// Called once the server listens, with its port (the one the system chose for port 0).
    let onListening: @Sendable (Int) -> Void

    func run() async throws {
        let responder = self.responder, accessLog = self.accessLog, onListening = self.onListening
        let limits = responder.limits
        var decoder = HTTP1Channel.Configuration.DecoderConfiguration()
        decoder.maxHeaderFieldSize = limits.maxHeaderBytes
        decoder.maxHeaderListSize = limits.maxHeaderBytes
        decoder.maxHeaderFieldCount = limits.maxHeaderFields
        let http1 = HTTP1Channel.Configuration(idleTimeout: .milliseconds(Int64(limits.idleTimeout * 1000)), httpDecoderConfiguration: decoder)
        // Hummingbird's own log: only what goes wrong, on stderr (stdout is the access log).
        var serverLog = Logger(label: "render-spec-serve") { StreamLogHandler.standardError(label: $0) }
        serverLog.logLevel = .error

        let app = Application(
            responder: CallbackResponder<ServeRequestContext> { request, context in
                let started = ContinuousClock.now
                let target = request.head.path ?? "/"
                let method = request.method.rawValue
                let answer = await responder.answer(method: method, target: target,
                                                    ifNoneMatch: request.headers[.ifNoneMatch])
                var fields = HTTPFields()
                for (name, value) in answer.headers {
                    if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
                }
                let body = method == "HEAD" ? [] : answer.body
                fields[.contentLength] = String(answer.body.count)
                let elapsed = started.duration(to: .now)
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                responder.metrics.answered(status: answer.status, seconds: seconds)
                accessLog.record(remote: context.remote, method: method, target: target, status: answer.status,
                                 bytes: body.count, seconds: seconds, cache: answer.cache)
                return Response(status: .init(code: answer.status), headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: body)))
            },
            server: .http1(configuration: http1),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "render-spec"),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: serverLog
        )
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        await responder.shutdown()
    }
}

/// Each request's context: Hummingbird's own, and the peer's address for the access log.
struct ServeRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let remote: String

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remote = source.channel.remoteAddress?.ipAddress ?? "-"
    }
}
#endif
