extension OutputFormat {
    /// Why a spec of `kind` cannot be written in this format, or nil when it can: `fnt` is a bitmap
    /// font's own output and `atlas` an atlas's; a bitmap font's png, svg and pdf are its specimen
    /// (every character in the style); an atlas draws nothing of its own, and the platform formats
    /// are for frames a bitmap font does not have. Checked on `output.formats` and on `--format`.
    package func refusal(for kind: SpecKind) -> String? {
        switch (self, kind) {
        case (.atlas, .atlas), (.fnt, .bitmapFont): return nil
        case (_, .atlas): return "an `atlas` writes `atlas` (its sheets), not `\(rawValue)`"
        case (.atlas, _): return "only an `atlas` spec writes `atlas`; `render-spec atlas` packs any specs"
        case (.fnt, _): return "only a `bitmapFont` writes `fnt`"
        case (.png, _), (.svg, _), (.pdf, _): return nil
        case (_, .bitmapFont): return "a `bitmapFont` writes `fnt` (and a `png`, `svg` or `pdf` specimen), not `\(rawValue)`"
        default: return nil
        }
    }
}

extension Content {
    /// The kind of spec this content was resolved from.
    package var kind: SpecKind {
        switch self {
        case .label: .label
        case .textField: .textField
        case .button: .button
        case .view: .view
        case .bitmapFont: .bitmapFont
        case .atlas: .atlas
        }
    }
}

extension OutputFormat {
    /// The scales a platform format ships whatever the spec's `output.scales`: an Xcode image set's
    /// and Flutter's @1x, @2x and @3x, Android's five density buckets. Nil for the formats that
    /// follow the spec's scales (or `--scale`). Image counts and the exporters both read this.
    package var platformScales: [Double]? {
        switch self {
        case .png, .svg, .pdf, .fnt, .atlas: nil
        case .imageset, .flutter: [1, 2, 3]
        case .android: AndroidDensity.all.map(\.scale)
        }
    }
}

extension OutputFormat {
    /// Whether a button's or view's images in this format leave the text out (the image set and the
    /// Android 9-patch ship the background; the app draws the title), so they do not change with
    /// the locale unless the chrome does.
    package var isTextFree: Bool { self == .imageset || self == .android }
}

/// An Android screen-density bucket: its `res` qualifier and its scale over mdpi (160 dpi).
package struct AndroidDensity: Equatable, Sendable {
    package var qualifier: String
    package var scale: Double

    /// The five buckets every Android asset set ships, mdpi first.
    package static let all = [
        AndroidDensity(qualifier: "mdpi", scale: 1), AndroidDensity(qualifier: "hdpi", scale: 1.5),
        AndroidDensity(qualifier: "xhdpi", scale: 2), AndroidDensity(qualifier: "xxhdpi", scale: 3),
        AndroidDensity(qualifier: "xxxhdpi", scale: 4),
    ]
}
