import Foundation
import SpecModel

/// A spec built in Swift that renders in one call: ``LabelSpec``, ``TextFieldSpec``,
/// ``ButtonSpec``, ``ViewSpec``, ``BitmapFontSpec``, ``AtlasSpec`` and ``SpecDocument``.
///
/// ```swift
/// let png = try ButtonSpec(size: SizeValue(width: 200, height: 44),
///                          title: TextStyleValue(text: "OK")).render(.png, scale: 2)
/// ```
///
/// As SwiftUI's `ImageRenderer` draws a view, this draws the spec: it is loaded as
/// ``LoadedSpec/init(_:name:baseDirectory:root:)-(SpecDocument,_,_,_)`` loads it (relative paths
/// from the current directory) and drawn with ``Renderer/shared``. Load it yourself for another
/// base directory, and render with a ``Renderer`` for the warnings or for every file at once.
public protocol RenderableSpec: Sendable {
    /// The spec as a document of its kind: `.button(self)` for a ``ButtonSpec``.
    var specDocument: SpecDocument { get }
}

extension RenderableSpec {
    /// Draws one image of the spec: one state in one locale at one scale.
    ///
    /// - Parameters:
    ///   - format: ``OutputFormat/png``, ``OutputFormat/svg`` or ``OutputFormat/pdf``.
    ///   - scale: Device pixels per point, 1 to 4 (@1x to @4x).
    ///   - state: A key of the spec's `states`, or `normal` for the base image.
    ///   - locale: A key of the spec's `locales`, or `nil` for the base text.
    /// - Returns: The file's bytes, as `render-spec render --scale S --format F` writes them.
    /// - Throws: `SpecErrors` when the spec is refused, each at its Swift property; `SpecError`
    ///   when it cannot be drawn at this size; ``RenderingError`` for an unknown state or locale, a
    ///   format of several files, or when drawing fails.
    public func render(_ format: OutputFormat = .png, scale: Double = 1, state: String = "normal",
                       locale: String? = nil) throws -> Data {
        try LoadedSpec(specDocument).render(format, scale: scale, state: state, locale: locale)
    }

    /// Draws one image of the spec into pixels: straight (non-premultiplied) RGBA, 8 bits per channel.
    ///
    /// - Parameters: As ``render(_:scale:state:locale:)``, without the format.
    /// - Throws: As ``render(_:scale:state:locale:)``.
    public func bitmap(scale: Double = 1, state: String = "normal", locale: String? = nil) throws -> Bitmap {
        try LoadedSpec(specDocument).bitmap(scale: scale, state: state, locale: locale)
    }
}

extension LoadedSpec {
    /// Draws one image of the spec with ``Renderer/shared``: one state in one locale at one scale.
    ///
    /// ```swift
    /// let png = try LoadedSpec(contentsOfFile: "title.json").render(.png, scale: 2, locale: "de")
    /// ```
    ///
    /// - Parameters: As ``RenderableSpec/render(_:scale:state:locale:)``.
    /// - Returns: The file's bytes, as `render-spec render --scale S --format F` writes them.
    /// - Throws: As ``Renderer/render(_:as:scale:)``; ``RenderingError`` for an unknown state or locale.
    public func render(_ format: OutputFormat = .png, scale: Double = 1, state: String = "normal",
                       locale: String? = nil) throws -> Data {
        try Renderer.shared.render(existingVariant(state: state, locale: locale), as: format, scale: scale).data
    }

    /// Draws one image of the spec into pixels with ``Renderer/shared``.
    ///
    /// - Parameters: As ``RenderableSpec/render(_:scale:state:locale:)``, without the format.
    /// - Throws: As ``render(_:scale:state:locale:)``.
    public func bitmap(scale: Double = 1, state: String = "normal", locale: String? = nil) throws -> Bitmap {
        try Renderer.shared.bitmap(existingVariant(state: state, locale: locale), scale: scale)
    }

    /// ``variant(state:locale:)``, or an error that names the states and locales there are.
    package func existingVariant(state: String, locale: String?) throws(RenderingError) -> SpecVariant {
        if let variant = variant(state: state, locale: locale) { return variant }
        let states = Self.uniqued(variants.map(\.state)), locales = Self.uniqued(variants.compactMap(\.locale))
        let asked = "state `\(state)`" + (locale.map { " in locale `\($0)`" } ?? "")
        throw RenderingError("\(name) has no \(asked); its states: \(states.joined(separator: ", "))"
            + "; its locales: " + (locales.isEmpty ? "none" : locales.joined(separator: ", ")))
    }

    private static func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

extension SpecDocument: RenderableSpec {
    public var specDocument: SpecDocument { self }
}

extension LabelSpec: RenderableSpec {
    public var specDocument: SpecDocument { .label(self) }
}

extension TextFieldSpec: RenderableSpec {
    public var specDocument: SpecDocument { .textField(self) }
}

extension ButtonSpec: RenderableSpec {
    public var specDocument: SpecDocument { .button(self) }
}

extension ViewSpec: RenderableSpec {
    public var specDocument: SpecDocument { .view(self) }
}

extension BitmapFontSpec: RenderableSpec {
    public var specDocument: SpecDocument { .bitmapFont(self) }
}

extension AtlasSpec: RenderableSpec {
    public var specDocument: SpecDocument { .atlas(self) }
}
