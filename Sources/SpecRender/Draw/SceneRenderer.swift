import CairoGraphics
import RenderSupport
import SpecModel
import SpecScene

/// Scene → pixels or a vector document at a scale. One switch over the draw commands; each kind
/// lives in its own file.
package struct SceneRenderer: Sendable {
    package let fonts: FontCache
    /// Threads each blur may use (SpecRenderer.blurWorkers).
    package let blurWorkers: Int
    /// Text's coverage rasterised once and shared by its shadow, stroke and cut (CoverageCache);
    /// false draws each the direct way, for the tests that compare the two.
    var sharesCoverage = true

    package init(fonts: FontCache, blurWorkers: Int = ProcessSettings.cores) {
        self.fonts = fonts
        self.blurWorkers = max(1, blurWorkers)
    }

    /// An ARGB32 image of `ceil(size × scale)` pixels.
    package func image(_ scene: Scene, scale: Double) throws -> CairoSurface {
        let (w, h) = scene.pixelSize(scale: scale)
        let surface = try CairoSurface(width: w, height: h, format: .argb32)
        try draw(scene, on: surface, scale: scale, deviceWidth: w, deviceHeight: h, vector: false)
        return surface
    }

    /// An SVG or PDF document `size × scale` points large.
    package func document(_ scene: Scene, scale: Double, format: CairoSurface.VectorFormat) throws -> [UInt8] {
        let (w, h) = scene.pixelSize(scale: scale)
        let surface = try CairoSurface(vector: format, width: Double(w), height: Double(h))
        try draw(scene, on: surface, scale: scale, deviceWidth: w, deviceHeight: h, vector: true)
        return try surface.finishDocument()
    }

    private func draw(_ scene: Scene, on surface: CairoSurface, scale: Double, deviceWidth: Int, deviceHeight: Int, vector: Bool) throws {
        let cairo = try CairoContext(surface)
        cairo.scale(scale, scale)
        let ctx = DrawContext(cairo: cairo, scale: scale, deviceWidth: deviceWidth, deviceHeight: deviceHeight, fonts: fonts, vector: vector,
                              blurWorkers: blurWorkers, coverage: sharesCoverage ? CoverageCache() : nil)
        if scene.background.a > 0 {
            let c = scene.background
            cairo.setSource(r: c.r, g: c.g, b: c.b, a: c.a)
            cairo.paint()
        }
        try draw(scene.commands, in: ctx)
        try cairo.status()
    }

    func draw(_ commands: [DrawCommand], in ctx: DrawContext) throws {
        for command in commands {
            switch command {
            case .fill(let shape, let paint):
                try FillCommand.draw(shape, paint, in: ctx)
            case .stroke(let shape, let paint, let width, let position):
                try StrokeCommand.draw(shape, paint, width: width, position: position, in: ctx)
            case .shadow(let layer):
                try ShadowCommand.draw(layer, in: ctx)
            case .clip(let rect, let inner):
                ctx.cairo.save()
                ctx.cairo.newPath()
                ctx.cairo.rectangle(rect.x, rect.y, rect.width, rect.height)
                ctx.cairo.clip()
                try draw(inner, in: ctx)
                ctx.cairo.restore()
            case .seamless(let inner):
                try SeamlessCommand.draw(inner, in: ctx, renderer: self)
            case .layer(let inner, let opacity):
                ctx.cairo.pushGroup()
                try draw(inner, in: ctx)
                ctx.cairo.popGroupToSource()
                ctx.cairo.paint(alpha: opacity)
            }
        }
    }
}
