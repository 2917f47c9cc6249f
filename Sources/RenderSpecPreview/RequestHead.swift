/// A request's line and header fields as the preview received them (RFC 9112 §3 and §5), before
/// anything is decided from them.
struct RequestHead: Sendable, Equatable {
    struct Field: Sendable, Equatable {
        var name: String
        var value: String
    }

    var method: String
    /// The request target as sent, origin-form (`/path?query`) from any browser.
    var target: String
    /// `HTTP/1.0` or `HTTP/1.1` (another minor version of 1 is answered as 1.1).
    var version: String
    var fields: [Field]

    /// Every value of the fields named `name` (compared without case), in the order received.
    func values(of name: String) -> [String] {
        let name = name.lowercased()
        return fields.filter { $0.name.lowercased() == name }.map(\.value)
    }

    func value(of name: String) -> String? { values(of: name).first }

    /// The target without its query.
    var path: Substring { target.prefix { $0 != "?" } }

    /// HTTP/1.1 keeps a connection unless told `close`; HTTP/1.0 closes it unless told `keep-alive`
    /// (RFC 9112 §9.3).
    var keepsAlive: Bool {
        let tokens = values(of: "Connection").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingSpacesAndTabs().lowercased() }
        return version == "HTTP/1.0" ? tokens.contains("keep-alive") : !tokens.contains("close")
    }

    /// Whether a body follows the head. The preview reads none (it answers GET only), so such a
    /// connection is closed after its answer rather than read as the next request.
    var announcesBody: Bool {
        !values(of: "Transfer-Encoding").isEmpty || values(of: "Content-Length").contains { $0 != "0" }
    }
}

extension StringProtocol {
    /// Without the spaces and tabs (HTTP's optional whitespace) at either end.
    func trimmingSpacesAndTabs() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
