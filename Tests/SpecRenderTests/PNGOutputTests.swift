import PNGCodec
import XCTest
import CairoGraphics
import SpecModel
@testable import SpecRender

/// Our PNG writer gives the pixels Cairo's own writer gives, at either compression, for images with
/// every kind of alpha (soft shadows, anti-aliased edges, a gradient, clear pixels).
final class PNGOutputTests: XCTestCase {
    func testBothCompressionsDecodeToCairosPixels() throws {
        let spec = try loadSpecs("""
        {"version": 1, "kind": "label", "size": {"width": 300, "height": 60}, "canvas": {"margin": "auto"},
         "text": "Score 12,480", "font": {"size": 34, "weight": "bold"},
         "fill": {"gradient": {"stops": ["#FFF7B0", "#F08A24"]}}, "stroke": {"color": "#5A2A0C", "width": 3},
         "shadow": {"color": "rgba(0, 0, 0, 0.55)", "offset": [0, 4], "blur": 8}, "glow": {"color": "#00C0FF80", "blur": 10}}
        """)[0]
        let surface = try SceneRenderer(fonts: renderer.fonts).image(try renderer.scene(spec), scale: 2)
        let cairo = try RGBAImage(pngData: Data(try surface.pngData()))
        var sizes: [PNGCompression: Int] = [:]
        for compression in PNGCompression.allCases {
            let bytes = try surface.png(compression)
            XCTAssertEqual(try RGBAImage(pngData: Data(bytes)), cairo, "\(compression)")
            XCTAssertEqual(try surface.png(compression), bytes, "\(compression) is deterministic")
            sizes[compression] = bytes.count
        }
        XCTAssertLessThanOrEqual(sizes[.smallest]!, sizes[.fast]!)
    }
}
