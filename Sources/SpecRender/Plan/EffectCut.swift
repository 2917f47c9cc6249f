import CairoGraphics
import RenderSupport
import SpecModel
import SpecScene

/// Drop shadows and glows the canvas cuts off. A fixed margin too small for an effect's blur and
/// offset loses part of it at the image edge, which nobody notices until the asset is on a device
/// (a text field's shadow cut flat at the bottom is the classic case); so every such cut is a
/// warning, naming the effect and how much of its ink is lost.
///
/// Measured once per variant at 1x, or coarser for a large reach (so the message is the same whatever
/// scales are rendered): the caster's coverage over its whole reach, unclipped, blurred as the
/// renderer blurs it; the share of that ink outside the canvas is what is cut. Effects inside a clip are cut on purpose.
enum EffectCut {
    /// A share of the ink this large is reported, and so is any edge where the cut is a visible step.
    static let reportedShare = 0.005
    static let visibleEdge = 3.0 / 255

    static func warnings(_ scene: Scene, of spec: ResolvedSpec, fonts: FontCache, blurWorkers: Int) throws -> [String] {
        // A faded layer (a disabled button) still casts its shadows where they were.
        func casters(_ commands: [DrawCommand]) -> [ShadowLayer] {
            commands.flatMap { command -> [ShadowLayer] in
                switch command {
                case .shadow(let layer) where !layer.inner: [layer]
                case .layer(let inner, _): casters(inner)
                default: []
                }
            }
        }
        let layers = casters(scene.commands)
        guard !layers.isEmpty else { return [] }
        let canvas = scene.pixelSize(scale: 1)
        let scratch = try CairoContext(CairoSurface(unboundedAlpha: ()))
        var warnings: [String] = []
        for layer in layers {
            guard let cut = try measure(layer, canvas: canvas, fonts: fonts, scratch: scratch, blurWorkers: blurWorkers) else { continue }
            warnings.append(message(layer, cut, spec: spec))
        }
        return warnings
    }

    /// How much of one effect falls outside the canvas, and where.
    struct Cut {
        var share: Double
        var sides: [String]
    }

    private static func measure(_ layer: ShadowLayer, canvas: (width: Int, height: Int), fonts: FontCache,
                                scratch: CairoContext, blurWorkers: Int) throws -> Cut? {
        guard layer.color.a > 0 else { return nil }
        scratch.newPath()
        let measuring = DrawContext(cairo: scratch, scale: 1, deviceWidth: canvas.width, deviceHeight: canvas.height,
                                    fonts: fonts, vector: false)
        try measuring.appendPath(layer.shape, to: scratch)
        let e = scratch.pathExtents()
        scratch.newPath()
        guard e.x2 > e.x1 || e.y2 > e.y1 else { return nil }
        // The whole reach of the effect: the caster moved and grown, plus the blur's reach.
        let grow = max(0, layer.outset) + layer.blurReach + 1
        let reach = (x1: e.x1 + layer.offset.x - grow, y1: e.y1 + layer.offset.y - grow,
                     x2: e.x2 + layer.offset.x + grow, y2: e.y2 + layer.offset.y + grow)
        let (w, h) = (Double(canvas.width), Double(canvas.height))
        if reach.x1 >= 0 && reach.y1 >= 0 && reach.x2 <= w && reach.y2 <= h { return nil }
        if reach.x2 <= 0 || reach.y2 <= 0 || reach.x1 >= w || reach.y1 >= h {
            return Cut(share: 1, sides: [])
        }
        // The share cut does not depend on the resolution it is measured at, so a large reach is
        // measured coarser (at most a quarter of a megapixel) rather than with a large mask and blur.
        let area = (reach.x2 - reach.x1) * (reach.y2 - reach.y1)
        let scale = min(1, (250_000 / area).squareRoot())
        let region = BlurredCoverage.Region(x: Int((reach.x1 * scale).rounded(.down)), y: Int((reach.y1 * scale).rounded(.down)),
                                            width: Int(((reach.x2 - reach.x1) * scale).rounded(.up)) + 1,
                                            height: Int(((reach.y2 - reach.y1) * scale).rounded(.up)) + 1)
        let ctx = DrawContext(cairo: scratch, scale: scale, deviceWidth: canvas.width, deviceHeight: canvas.height,
                              fonts: fonts, vector: false)
        let mask = try BlurredCoverage.mask(layer.shape, outset: layer.outset, offset: layer.offset, region: region,
                                            sigma: layer.sigma(scale: scale), ctx: ctx, workers: blurWorkers)

        // Canvas pixels in the region's coordinates.
        let cx0 = -region.x, cy0 = -region.y
        let cx1 = cx0 + Int((w * scale).rounded(.up)), cy1 = cy0 + Int((h * scale).rounded(.up))
        var total = 0.0, inside = 0.0
        var outside = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
        var edge = 0.0
        for y in 0..<region.height {
            for x in 0..<region.width {
                let v = Double(mask[y * region.width + x])
                guard v > 0 else { continue }
                total += v
                if y < cy0 { outside.top += v } else if y >= cy1 { outside.bottom += v }
                else if x < cx0 { outside.left += v } else if x >= cx1 { outside.right += v }
                else {
                    inside += v
                    if x == cx0 || y == cy0 || x == cx1 - 1 || y == cy1 - 1 { edge = max(edge, v) }
                }
            }
        }
        guard total > 0 else { return nil }
        let share = 1 - inside / total
        guard share >= reportedShare || edge * layer.color.a >= visibleEdge else { return nil }
        let sides = [("top", outside.top), ("left", outside.left), ("bottom", outside.bottom), ("right", outside.right)]
            .filter { $0.1 / total >= 0.0005 }.sorted { $0.1 > $1.1 }.map(\.0)
        return Cut(share: share, sides: sides)
    }

    /// `FILE:LINE:COL: warning: $.shadow: …` at the effect's line, with the variant and the fix.
    private static func message(_ layer: ShadowLayer, _ cut: Cut, spec: ResolvedSpec) -> String {
        let at = spec.error(at: layer.effect, "")
        let kind = layer.effect.hasSuffix(".glow") ? "outer glow" : "drop shadow"
        let variant = "state \(spec.state)" + (spec.locale.map { ", locale \($0)" } ?? "")
        let amount = cut.share >= 1 ? "all of it falls outside the canvas"
            : "\(percent(cut.share)) of its ink falls outside the canvas" + (cut.sides.isEmpty ? "" : " (\(cut.sides.joined(separator: ", ")))")
        // Never advise what is set already: with an automatic margin the room is the effect's reach
        // around the frame, and ink past it (text drawn outside its frame) needs a margin in points.
        let fix = spec.canvas.margin == .auto ? "the automatic margin does not reach it; give `canvas.margin` a number of points that does"
            : "set `\"canvas\": {\"margin\": \"auto\"}` to make room for it"
        return "\(DisplayPath.forUser(at.file)):\(at.line):\(at.column): warning: \(at.path): the \(kind) is cut off (\(variant)): "
            + "\(amount); \(fix)"
    }

    private static func percent(_ share: Double) -> String {
        share < 0.001 ? "<0.1%" : CFormat.string("%.1f%%", share * 100)
    }
}
