import SpecModel

/// One rendered output: where it goes (relative to the output folder) and its bytes.
package struct RenderedFile: Equatable, Sendable {
    package var path: String
    package var bytes: [UInt8]
    package var format: OutputFormat
    package var scale: Double
    package var state: String
    package var locale: String?
}

extension [RenderedFile] {
    /// The bytes these files hold: what a batch counts of the results waiting for delivery.
    package var byteCount: Int { reduce(0) { $0 + $1.bytes.count } }
}
