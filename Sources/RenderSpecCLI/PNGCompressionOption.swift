import ArgumentParser
import PNGCodec

/// The three members are what swift-argument-parser's defaults for a `String`-backed `CaseIterable`
/// enum give (the raw values, and no descriptions beside them), written out: its defaults reach them
/// through a key path and string interpolation whose first use makes the runtime scan every
/// conformance in the binary, three scans on every render (Benchmarks/notes.md).
extension PNGCompression: ExpressibleByArgument {
    package var defaultValueDescription: String { rawValue }
    package static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    package static var allValueDescriptions: [String: String] { [:] }
}

/// `--png fast|smallest`, shared by the commands that write PNGs.
struct PNGCompressionOption: ParsableArguments {
    @Option(name: .customLong("png"), help: ArgumentHelp(
        "fast (default: no row filter, ISA-L's igzip at level \(PNGCompression.fastLevel)) or smallest (zlib level 9, with and without libpng's adaptive filters, the smaller kept: tens of times slower). The pixels are the same.",
        valueName: "compression"))
    var chosen: PNGCompression?

    /// Without an initial value on the option: swift-argument-parser describes a default by casting
    /// it to two protocols, the runtime's first look at each a scan of every conformance in the
    /// binary, on every render. The help above says which is the default.
    var compression: PNGCompression { chosen ?? .fast }
}
