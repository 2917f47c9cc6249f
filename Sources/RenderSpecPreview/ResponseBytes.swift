import FlyingFox
import Foundation

/// A response's head as bytes on the wire (RFC 9112 §4 and §6), with its length and whether the
/// connection stays open stated.
enum ResponseBytes {
    static func head(_ response: HTTPResponse, bodyCount: Int?, closing: Bool) -> Data {
        var text = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let lower = name.rawValue.lowercased()
            // Stated below from what is actually sent.
            if lower == "content-length" || (lower == "connection" && bodyCount != nil) { continue }
            text += "\(name.rawValue): \(value)\r\n"
        }
        if let bodyCount {
            text += "Content-Length: \(bodyCount)\r\n"
            if closing { text += "Connection: close\r\n" }
        }
        return Data((text + "\r\n").utf8)
    }

    /// The status and its body together, for an answer the connection then closes on.
    static func refusal(_ status: Int, _ reason: String) -> Data {
        let body = Data((reason + "\n").utf8)
        let response = HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase(status)),
                                    headers: [.contentType: "text/plain; charset=utf-8"], body: body)
        return head(response, bodyCount: body.count, closing: true) + body
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 101: "Switching Protocols"
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Error"
        }
    }
}
