import XCTest
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SpecModel
@testable import SpecRender

final class OutputTests: XCTestCase {
    private var spec: ResolvedSpec {
        var style = TextStyle(text: "Héllo ✓")
        style.fill = .gradient(Gradient(stops: [GradientStop(color: .white, at: 0), GradientStop(color: .black, at: 1)]))
        style.shadows = [Shadow(color: .black, offset: Point(0, 1), blur: 2)]
        var s = labelSpec(style, width: 120, height: 40)
        s.output = OutputOptions(scales: [1, 2], formats: [.png, .svg, .pdf])
        return s
    }

    func testNamesFollowTheSpec() throws {
        var s = spec
        s.state = "highlighted"
        s.locale = "de"
        let files = try renderer.render(s).files.map(\.path)
        XCTAssertEqual(files, ["de/t-highlighted.png", "de/t-highlighted.svg", "de/t-highlighted.pdf",
                               "de/t-highlighted@2x.png", "de/t-highlighted@2x.svg", "de/t-highlighted@2x.pdf"])
    }

    func testSameBytesOnEveryRun() throws {
        // A different spec rendered in between must not change a thing (Cairo numbers images globally).
        let differing = try differingFiles {
            let a = try renderer.render(spec).files
            _ = try renderer.render(labelSpec(TextStyle(text: "other", shadows: [Shadow(color: .black, blur: 3)]), width: 50, height: 20),
                                    formats: [.svg, .pdf])
            return (a, try SpecRenderer().render(spec).files)
        }
        XCTAssertEqual(differing, [], "differs between runs")
    }

    func testPNGHasThePixelSize() throws {
        let png = try renderer.render(spec, scales: [2], formats: [.png]).files[0].bytes
        XCTAssertEqual(Array(png.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10])
        func be32(_ o: Int) -> Int { png[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(be32(16), 240)
        XCTAssertEqual(be32(20), 80)
    }

    func testSVGParsesAsXMLWithItsSize() throws {
        let svg = try renderer.render(spec, scales: [2], formats: [.svg]).files[0].bytes
        final class Root: NSObject, XMLParserDelegate {
            var name: String?, attributes: [String: String] = [:]
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
                if name == nil { name = elementName; attributes = attributeDict }
            }
        }
        let parser = XMLParser(data: Data(svg))
        let root = Root()
        parser.delegate = root
        XCTAssertTrue(parser.parse(), "SVG is well-formed XML: \(String(describing: parser.parserError))")
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["width"], "240px")
        XCTAssertEqual(root.attributes["height"], "80px")
    }

    /// A structural PDF parse: the header, the trailer's startxref pointing at the xref table, and
    /// every in-use xref entry pointing at its `N 0 obj`.
    func testPDFCrossReferenceTableIsConsistent() throws {
        let pdf = try renderer.render(spec, formats: [.pdf]).files[0].bytes
        let text = String(decoding: pdf, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF-1."))
        XCTAssertTrue(text.hasSuffix("%%EOF\n"))
        XCTAssertFalse(text.contains("/CreationDate (D:20"), "no current date in the PDF")
        let tail = text[text.range(of: "startxref", options: .backwards)!.upperBound...]
        let offset = Int(tail.split(whereSeparator: \.isWhitespace)[0])!
        let bytes = Array(pdf)
        XCTAssertEqual(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), "xref")
        let table = String(decoding: bytes[offset...], as: UTF8.self).split(separator: "\n")
        let header = table[1].split(separator: " ")
        let count = Int(header[1])!
        XCTAssertGreaterThan(count, 3)
        for n in 1..<count {
            let entry = table[2 + n].split(separator: " ")
            guard entry.count >= 3, entry[2].hasPrefix("n") else { continue }
            let at = Int(entry[0])!
            let head = String(decoding: bytes[at..<min(at + 20, bytes.count)], as: UTF8.self)
            XCTAssertTrue(head.hasPrefix("\(n) 0 obj"), "object \(n) at \(at): \(head)")
        }
    }

    /// A file that already holds the bytes is not written again: same inode, same time, no
    /// temporary; one byte different (same size) is written; a link to a file with the bytes stays
    /// a link; a FIFO in the way neither hangs the comparison nor is mistaken for the file.
    func testAtomicWriteLeavesAFileThatAlreadyHoldsTheBytes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-same-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.png").path
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try AtomicFile.write(bytes, to: path)
        var before = stat(), after = stat()
        XCTAssertEqual(stat(path, &before), 0)
        let old = timespec(tv_sec: 1_000_000_000, tv_nsec: 0)
        var times = [old, old]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        try AtomicFile.write(bytes, to: path)
        XCTAssertEqual(stat(path, &after), 0)
        XCTAssertEqual(after.st_ino, before.st_ino)
        XCTAssertEqual(after.st_mtim.tv_sec, old.tv_sec, "an unchanged file must keep its time")

        var changed = bytes
        changed[150_000] ^= 1
        try AtomicFile.write(changed, to: path)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(changed))
        XCTAssertEqual(stat(path, &after), 0)
        XCTAssertNotEqual(after.st_mtim.tv_sec, old.tv_sec)

        let link = dir.appendingPathComponent("link.png").path
        XCTAssertEqual(symlink(path, link), 0)
        try AtomicFile.write(changed, to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), path)

        let fifo = dir.appendingPathComponent("fifo.png").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try AtomicFile.write([1, 2, 3], to: fifo)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: fifo)), Data([1, 2, 3]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["fifo.png", "link.png", "out.png"])
    }

    func testAtomicWriteReplacesWholeAndLeavesNoTemporaryFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("sub/out.png").path
        try AtomicFile.write([1, 2, 3], to: path)
        try AtomicFile.write([4, 5], to: path)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data([4, 5]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("sub").path), ["out.png"])
    }
}
