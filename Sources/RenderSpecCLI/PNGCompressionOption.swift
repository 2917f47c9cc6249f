import ArgumentParser
import PNGCodec

extension PNGCompression: ExpressibleByArgument {}

/// `--png fast|smallest`, shared by the commands that write PNGs.
struct PNGCompressionOption: ParsableArguments {
    @Option(name: .customLong("png"), help: ArgumentHelp(
        "fast (default: no row filter, libdeflate level \(PNGCompression.fastLevel)) or smallest (zlib level 9, with and without libpng's adaptive filters, the smaller kept: tens of times slower). The pixels are the same.",
        valueName: "compression"))
    var compression: PNGCompression = .fast
}
