import CairoGraphics
import RenderSupport
import SpecRender

/// What a render depends on besides the spec and its fonts: render-spec itself and the C libraries
/// that rasterize, shape and lay out. Recorded in golden manifests so that a failure caused by a
/// library upgrade can be told apart from a design change.
package struct Toolchain: Codable, Equatable, Sendable {
    package var renderSpec: String
    package var cairo: String
    package var pango: String
    package var harfbuzz: String
    package var freetype: String
    package var fontconfig: String

    enum CodingKeys: String, CodingKey {
        case renderSpec = "render-spec", cairo, pango, harfbuzz, freetype, fontconfig
    }

    package init(renderSpec: String, cairo: String, pango: String, harfbuzz: String, freetype: String, fontconfig: String) {
        self.renderSpec = renderSpec; self.cairo = cairo; self.pango = pango
        self.harfbuzz = harfbuzz; self.freetype = freetype; self.fontconfig = fontconfig
    }

    /// The versions this process runs with.
    package static let current: Toolchain = {
        let text = LibraryVersions.textStack(TextLibraries.require())
        return Toolchain(
            renderSpec: RenderSpecVersion.string, cairo: LibraryVersions.cairo, pango: text.pango,
            harfbuzz: text.harfbuzz, freetype: LibraryVersions.freetype, fontconfig: LibraryVersions.fontconfig)
    }()

    /// Each component as (name, version), in a fixed order for messages.
    var components: [(name: String, version: String)] {
        [("render-spec", renderSpec), ("cairo", cairo), ("pango", pango), ("harfbuzz", harfbuzz),
         ("freetype", freetype), ("fontconfig", fontconfig)]
    }

    /// "cairo 1.16.0 → 1.18.0" for every component that differs from `recorded`.
    package func changes(since recorded: Toolchain) -> [String] {
        zip(recorded.components, components).compactMap { old, new in
            old.version == new.version ? nil : "\(new.name) \(old.version) → \(new.version)"
        }
    }
}
