import SpecModel
import SpecScene

/// The memory a bitmap font's page takes to draw, estimated from the layout before any page is
/// drawn: the page's own buffers and the drawing of its largest cell. Pages are drawn side by
/// side only while their estimates together stay within `bytes`, and a font whose page alone would
/// not is refused, so a font's drawing stays within a known bound however large its cells and
/// pages are (the pages themselves are bounded by ImageLimits).
struct BitmapFontPageBudget {
    /// What one font's pages may take at once while they are drawn.
    static let bytes = 448 << 20

    /// The estimate for one page of this layout.
    let pageBytes: Int

    init(_ layout: BitmapFontLayout, cells: BitmapFontCells, style: BitmapFontStyle) {
        let page = layout.pageSize
        let pixels = page.width * page.height
        let largestCell = cells.cells.lazy.map { $0.width * $0.height }.max() ?? 0
        pageBytes = pixels * Self.pageBytesPerPixel(style) + largestCell * Self.cellBytesPerPixel
    }

    /// How many pages to draw side by side, out of `workers`.
    func threads(workers: Int, tasks: Int) -> Int {
        max(1, min(workers, tasks, Self.bytes / max(1, pageBytes)))
    }

    var fits: Bool { pageBytes <= Self.bytes }

    /// A page's own bytes a pixel while it is drawn: straight RGBA and, when it is bled, the
    /// bleeding's 16-bit distances (AlphaBleeding); an a8 page's coverage plane and grey-and-alpha
    /// pixels; a packed page's four planes and RGBA pixels; a distance field's RGBA.
    private static func pageBytesPerPixel(_ style: BitmapFontStyle) -> Int {
        if style.field != nil { return 4 }
        if style.pages.coverageOnly { return style.pages.format == .a8 ? 3 : 8 }
        return style.atlas.premultiplied ? 4 : 6
    }

    /// A cell while it is drawn: its ARGB surface, a blur's float mask, and the A8 coverage the
    /// shadows, glow and stroke share (CoverageCache).
    private static let cellBytesPerPixel = 12
}
