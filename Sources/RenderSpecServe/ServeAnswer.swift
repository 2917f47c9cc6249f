#if Server
/// What the server answers a request, before it is an HTTP response: a status, header fields in
/// order, a body, and how the caches took part (for the access log and /metrics).
struct ServeAnswer: Sendable {
    var status: Int
    var headers: [(name: String, value: String)] = []
    var body: [UInt8] = []
    /// `hit`, `disk_hit`, `not_modified` or `miss` for an image request; nil for anything else.
    var cache: String?

    static func problem(_ problem: ServeProblem) -> ServeAnswer {
        var answer = ServeAnswer(status: problem.status, headers: [("Content-Type", "application/json; charset=utf-8")], body: problem.body)
        if case .busy(let after) = problem { answer.headers.append(("Retry-After", String(after))) }
        if case .renderTimedOut = problem { answer.headers.append(("Retry-After", "1")) }
        return answer
    }

    /// A header value made of `text`: printable ASCII as it is, anything else (a warning quoting a
    /// name in another script, a line break) as `\u{…}` escapes, so no value can split a header.
    static func headerValue(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(1000) {
            if scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\\" { out.unicodeScalars.append(scalar) } else {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out
    }
}
#endif
