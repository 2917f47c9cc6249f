import Foundation
import PNGCodec
@testable import SpecRender

/// Two renders that must write the same files, byte for byte. igzip, the PNG writer's deflate,
/// writes now and then another valid stream for the same filtered rows on the machines this project
/// runs on (Benchmarks/notes.md, "PNG bytes that differ between runs": measured again under load at
/// about one image in nine thousand), so a pair that differs only in PNGs whose pixels are the same
/// is made once more, and only a difference the second pair shows too is reported. Anything else (a
/// path, a descriptor, an SVG, a PDF, a pixel) is reported at once.
///
/// Returns a line for each file that differs; empty when the renders agree.
func differingFiles(_ make: () throws -> (first: [RenderedFile], second: [RenderedFile])) throws -> [String] {
    try differingFiles {
        let pair = try make()
        return (pair.first.map { ($0.path, $0.bytes) }, pair.second.map { ($0.path, $0.bytes) })
    }
}

typealias FileBytes = (path: String, bytes: [UInt8])

func differingFiles(_ make: () throws -> (first: [FileBytes], second: [FileBytes])) throws -> [String] {
    let pair = try make()
    let differing = try differences(pair.first, pair.second)
    guard !differing.isEmpty, differing.allSatisfy(\.onlyEncoding) else { return differing.map(\.line) }
    let again = try make()
    return try differences(again.first, again.second).map(\.line)
}

private struct Difference {
    var line: String
    /// A PNG whose pixels are the same in both: only its deflate stream differs.
    var onlyEncoding: Bool
}

private func differences(_ first: [FileBytes], _ second: [FileBytes]) throws -> [Difference] {
    guard first.map(\.path) == second.map(\.path) else {
        return [Difference(line: "paths differ: \(first.map(\.path)) against \(second.map(\.path))", onlyEncoding: false)]
    }
    return try zip(first, second).compactMap { a, b in
        guard a.bytes != b.bytes else { return nil }
        let samePixels = try a.path.hasSuffix(".png") && RGBAImage(pngData: Data(a.bytes)) == RGBAImage(pngData: Data(b.bytes))
        return Difference(line: "\(a.path) differs" + (samePixels ? " (same pixels)" : ""), onlyEncoding: samePixels)
    }
}
