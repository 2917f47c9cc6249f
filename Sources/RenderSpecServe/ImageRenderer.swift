#if Server
import RenderSupport
import SpecModel
import SpecRender

/// Draws one request's image: the committed spec loaded with the request's token values, its
/// state and locale, at its scale, in its format. Text is drawn in fallback mode: a character the
/// spec's fonts lack is drawn in an installed family that has it (a player's name in any script,
/// with emoji), and one nothing installed draws is the spec's `missingGlyphs` replacement, never
/// a failure. Runs on a render thread, never on the server's event loops.
struct ImageRenderer: Sendable {
    let loader: SpecLoader
    let renderer: SpecRenderer
    let maxPixels: Int
    /// The served folder: a warning names its spec by the path below it, not by the server's own.
    let folder: String

    func render(_ request: ImageRequest, file: String) throws(ServeProblem) -> CachedImage {
        let variants: [ResolvedSpec]
        do {
            variants = try loader.load(file: file, requestTokens: request.tokens)
        } catch {
            // The values were checked against the spec's rules first (ServeResponder); what is left
            // is the committed spec's to fix.
            throw .specBroken(detail: error.errors.map { "\($0)" }.joined(separator: "\n"))
        }
        guard let variant = variants.first(where: { $0.state == request.state && $0.locale == request.locale }) else {
            throw .notFound("the spec has no state \(ServeProblem.quoted(request.state)) in locale \(ServeProblem.quoted(request.locale ?? "(base)"))")
        }
        let spec = variant.settingMissingGlyphs(.fallback)
        do {
            let plan = try renderer.plan(spec, scales: [request.scale], formats: [request.format])
            let size = plan.scene.pixelSize(scale: request.scale)
            guard size.width * size.height <= maxPixels else {
                throw ServeProblem.tooLarge("the image would be \(size.width) × \(size.height) pixels; this server draws at most \(NumberText.grouped(maxPixels))")
            }
            let files = try renderer.render(plan)
            guard let drawn = files.first else { throw ServeProblem.specBroken(detail: "\(file): the render wrote no file") }
            return CachedImage(bytes: drawn.bytes, contentType: Self.contentTypes[request.format] ?? "application/octet-stream",
                               warnings: (plan.warnings + plan.notes).map(shown))
        } catch let problem as ServeProblem {
            throw problem
        } catch {
            throw .specBroken(detail: "\(file): \(error)")
        }
    }

    private func shown(_ line: String) -> String {
        line.hasPrefix(folder + "/") ? String(line.dropFirst(folder.count + 1)) : line
    }

    static let contentTypes: [OutputFormat: String] = [.png: "image/png", .svg: "image/svg+xml", .pdf: "application/pdf"]
}
#endif
