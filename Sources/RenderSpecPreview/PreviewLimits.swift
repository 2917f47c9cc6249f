import Foundation

/// How much the preview server takes from one connection, and how long it waits for it
/// (docs/preview.md#limits-and-timeouts). Any web page the user visits can make the browser send
/// requests to 127.0.0.1, so these hold for every byte before the request is known to be local.
struct PreviewLimits: Sendable, Equatable {
    /// The request line, without its CRLF; longer is answered 414.
    var requestLineBytes = 8 * 1024
    /// Header fields of one request, in number and in bytes with their CRLFs; more is answered 431.
    var headerFields = 100
    var headerBytes = 64 * 1024
    /// From a request's first byte to the end of its head; then 408.
    var headTimeout: Duration = .seconds(10)
    /// A connection with no request under way, and a response the peer does not read, is closed after this.
    var idleTimeout: Duration = .seconds(30)
    /// A WebSocket is pinged this often, and closed when nothing has come back for twice as long.
    var pingInterval: Duration = .seconds(15)
    /// The page sends no messages; a client message larger than this closes the WebSocket (1009).
    var webSocketMessageBytes = 64 * 1024

    /// The defaults, with the timeouts shortened for tests by `RENDER_SPEC_PREVIEW_HEAD_TIMEOUT`,
    /// `RENDER_SPEC_PREVIEW_IDLE_TIMEOUT` and `RENDER_SPEC_PREVIEW_PING_INTERVAL` (seconds).
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> PreviewLimits {
        var limits = PreviewLimits()
        func seconds(_ name: String) -> Duration? {
            guard let text = environment[name], let value = Double(text), value > 0, value <= 86_400 else { return nil }
            return .milliseconds(Int64(value * 1000))
        }
        if let value = seconds("RENDER_SPEC_PREVIEW_HEAD_TIMEOUT") { limits.headTimeout = value }
        if let value = seconds("RENDER_SPEC_PREVIEW_IDLE_TIMEOUT") { limits.idleTimeout = value }
        if let value = seconds("RENDER_SPEC_PREVIEW_PING_INTERVAL") { limits.pingInterval = value }
        return limits
    }
}
