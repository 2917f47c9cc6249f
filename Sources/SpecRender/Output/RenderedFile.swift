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
