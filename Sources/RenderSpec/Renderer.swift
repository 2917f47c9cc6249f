import Foundation
import SpecModel
import SpecRender

/// The formats a ``Renderer`` draws a variant in.
public enum ImageFormat: String, CaseIterable, Sendable {
    /// An RGBA PNG, 8 bits per channel, straight (not premultiplied) alpha.
    case png
    /// An SVG document; the text stays text (glyph runs), ids are numbered per document.
    case svg
    /// A PDF document, without dates, so the same spec gives the same bytes.
    case pdf

    var outputFormat: OutputFormat {
        switch self {
        case .png: .png
        case .svg: .svg
        case .pdf: .pdf
        }
    }
}

/// Drawing failed after the spec loaded: the renderer could not draw or encode the image.
///
/// Problems the user can fix in the spec (a character no font of its chain has, an image over the
/// size limits at this scale) are thrown as `SpecError` instead, at the spec's line and column.
public struct RenderingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public var description: String

    init(_ description: String) { self.description = description }
}

/// Draws spec variants into PNG, SVG or PDF bytes, or into an RGBA ``Bitmap``.
///
/// A renderer owns the font configuration and caches, which take a moment to set up: make one and
/// reuse it for every image. It is safe to use from several threads at once.
///
/// ```swift
/// let renderer = Renderer()
/// let spec = try LoadedSpec(contentsOfFile: "title.json")
/// let png = try renderer.render(spec.variants[0], as: .png, scale: 2)
/// try png.write(to: URL(fileURLWithPath: "title@2x.png"))
/// ```
///
/// Fonts come only from the spec's own font chain (`family`, then `fallback`), looked up in its
/// `fonts`, then in render-spec's pinned fonts (DejaVu Sans, the default family, and Inter), then
/// in the system's: the same fonts `render-spec` uses, so the same spec gives the same pixels.
public final class Renderer: Sendable {
    private let renderer: SpecRenderer

    /// A renderer with render-spec's pinned fonts (`RENDER_SPEC_FONTS`, else the `Specs/fonts`
    /// folder of the render-spec sources it was built from).
    public init() {
        renderer = SpecRenderer()
    }

    /// The scales a variant may be rendered at, as `render-spec --scale` allows them.
    public static let scales: ClosedRange<Double> = 1 ... 4

    /// Draws `variant` as a file's bytes.
    ///
    /// - Parameters:
    ///   - variant: A variant of a ``LoadedSpec``.
    ///   - format: PNG, SVG or PDF.
    ///   - scale: Device pixels per point, 1 to 4 (@1x to @4x); PNG sizes are the spec's size (and
    ///     canvas margin) in points times the scale, rounded up.
    /// - Returns: The bytes `render-spec` writes for this variant, scale and format.
    /// - Throws: `SpecError` when the spec cannot be laid out or drawn at this size (a missing
    ///   glyph, over 16384 pixels a side), ``RenderingError`` when drawing or encoding fails.
    public func render(_ variant: SpecVariant, as format: ImageFormat = .png, scale: Double = 1) throws -> Data {
        guard Self.scales.contains(scale) else {
            throw RenderingError("the scale must be between 1 and 4, not \(scale)")
        }
        let files: [RenderedFile]
        do {
            files = try renderer.render(variant.spec, scales: [scale], formats: [format.outputFormat]).files
        } catch let error as SpecError {
            throw error
        } catch {
            throw RenderingError("\(error)")
        }
        guard let file = files.first else { throw RenderingError("nothing was rendered") }
        return Data(file.bytes)
    }

    /// Draws `variant` into pixels: the PNG ``render(_:as:scale:)`` makes, decoded.
    ///
    /// - Parameters:
    ///   - variant: A variant of a ``LoadedSpec``.
    ///   - scale: Device pixels per point, 1 to 4.
    /// - Returns: Straight (non-premultiplied) RGBA, 8 bits per channel, rows top to bottom.
    /// - Throws: As ``render(_:as:scale:)``.
    public func bitmap(_ variant: SpecVariant, scale: Double = 1) throws -> Bitmap {
        let png = try render(variant, as: .png, scale: scale)
        do {
            return try Bitmap(pngData: png)
        } catch {
            throw RenderingError("cannot decode the rendered PNG: \(error)")
        }
    }

    /// What `render-spec` would warn about for `variant` at its own scales and formats: text that
    /// does not fit (truncated, shrunk, cut to `lines`), an effect the canvas cuts off, a missing
    /// weight or style, what an output format had to give up.
    ///
    /// Each warning is one line, `FILE:LINE:COLUMN: warning: …` (or `FILE: warning: …`). `render-spec --strict` fails on any.
    /// - Throws: As ``render(_:as:scale:)``.
    public func warnings(for variant: SpecVariant) throws -> [String] {
        do {
            return try renderer.plan(variant.spec).warnings
        } catch let error as SpecError {
            throw error
        } catch {
            throw RenderingError("\(error)")
        }
    }
}
