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
