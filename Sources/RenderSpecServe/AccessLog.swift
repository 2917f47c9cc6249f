#if Server
import Foundation
import Logging
import RenderSupport

/// One line per request on stdout, through swift-log: `text` for people, `json` (one object a
/// line) for a log pipeline. The `sig` of a signed URL is left out of the line.
enum AccessLogFormat: String, CaseIterable, Sendable {
    case text, json
}

struct AccessLog: Sendable {
    let logger: Logger

    init(format: AccessLogFormat, write: @escaping @Sendable (String) -> Void = AccessLogLines.standardOutput) {
        logger = Logger(label: "render-spec-serve.access") { _ in AccessLogLines(format: format, write: write) }
    }

    func record(remote: String, method: String, target: String, status: Int, bytes: Int, seconds: Double, cache: String?) {
        var metadata: Logger.Metadata = [
            "remote": .string(remote), "method": .string(method), "target": .string(Self.withoutSignature(target)),
            "status": .stringConvertible(status), "bytes": .stringConvertible(bytes),
            "ms": .string(String(format: "%.2f", seconds * 1000)),
        ]
        if let cache { metadata["cache"] = .string(cache) }
        logger.info("request", metadata: metadata)
    }

    /// The target with its signature's digits replaced: a log is read by more people than the keys.
    static func withoutSignature(_ target: String) -> String {
        guard let range = target.range(of: "\(URLSignature.parameter)=", options: .backwards),
              range.lowerBound > target.startIndex, "?&".contains(target[target.index(before: range.lowerBound)]) else { return target }
        return target[..<range.upperBound] + "…"
    }
}

/// The log handler: formats a request's metadata as one line and hands it to `write`.
struct AccessLogLines: LogHandler {
    let format: AccessLogFormat
    let write: @Sendable (String) -> Void
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = metadata.merging(event.metadata ?? [:]) { $1 }
        let time = AccessLogLines.timestamp()
        switch format {
        case .text:
            let value = { (key: String) in fields[key].map { "\($0)" } ?? "-" }
            write("\(time) \(value("remote")) \"\(value("method")) \(value("target"))\" \(value("status")) \(value("bytes")) \(value("ms")) ms\(fields["cache"].map { " cache=\($0)" } ?? "")")
        case .json:
            var object: [String: Any] = ["time": time]
            for (key, value) in fields {
                if case .stringConvertible(let number) = value, let int = Int("\(number)") { object[key] = int } else { object[key] = "\(value)" }
            }
            if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) {
                write(String(decoding: data, as: UTF8.self))
            }
        }
    }

    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var parts = tm()
        var seconds = now.tv_sec
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                      parts.tm_hour, parts.tm_min, parts.tm_sec, now.tv_nsec / 1_000_000)
    }

    /// Lines to stdout under one lock, so two requests' lines never interleave.
    static let standardOutput: @Sendable (String) -> Void = { line in
        outputLock.withLock {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }
    private static let outputLock = Lock()
}
#endif
