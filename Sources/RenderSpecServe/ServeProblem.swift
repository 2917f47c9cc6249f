#if Server
import Foundation
import RenderSupport

/// A request refused, with its HTTP status and a one-line reason; answered as JSON
/// (`{"error": "…", "parameter": "name"}`) so a client can show which value to change.
enum ServeProblem: Error, Equatable, Sendable {
    case badRequest(String, parameter: String?)
    case forbidden(String)
    case notFound(String)
    case uriTooLong(String)
    /// The renders are all busy and the queue is full: try again after `retryAfter` seconds.
    case busy(retryAfter: Int)
    case tooLarge(String)
    case renderFailed(String)
    /// The committed spec does not load or draw: the operator's to fix. The client hears only
    /// that; `detail` (positions in the server's files) goes to the server's log.
    case specBroken(detail: String)
    case renderTimedOut(seconds: Double)

    var status: Int {
        switch self {
        case .badRequest: 400
        case .forbidden: 403
        case .notFound: 404
        case .uriTooLong: 414
        case .tooLarge: 422
        case .renderFailed, .specBroken: 500
        case .busy, .renderTimedOut: 503
        }
    }

    var message: String {
        switch self {
        case .badRequest(let m, _), .forbidden(let m), .notFound(let m), .uriTooLong(let m), .tooLarge(let m), .renderFailed(let m): m
        case .busy(let after): "every render is busy and \(ServeLimits.queueWord) is full; try again in \(after) s"
        case .renderTimedOut(let seconds): "the render took longer than \(NumberText.short(seconds)) s"
        case .specBroken: "the spec cannot be rendered; the server's log says why"
        }
    }

    var parameter: String? {
        if case .badRequest(_, let parameter) = self { return parameter }
        return nil
    }

    /// The JSON body: the reason, and the request parameter to change when one is at fault.
    var body: [UInt8] {
        var object: [String: String] = ["error": message]
        if let parameter { object["parameter"] = parameter }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return [UInt8](data) + [0x0A]
    }

    /// A value from the request in a message: at most 40 characters of it, quoted as JSON quotes it.
    static func quoted(_ value: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [short(value)], options: [.withoutEscapingSlashes])) ?? Data()
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    static func short(_ value: String) -> String {
        value.count <= 40 ? value : String(value.prefix(39)) + "…"
    }
}
#endif
