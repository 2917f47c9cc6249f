import SpecModel

/// Turns one resolved spec variant into its Scene. The one place that dispatches over kinds.
package struct SceneBuilder: Sendable {
    package let text: any TextLayoutEngine

    package init(text: any TextLayoutEngine) { self.text = text }

    /// `drawnScales`: the scales the scene will be drawn at, whose image limits a label that grows
    /// to its text is held to before its text is laid out; nil for the spec's own (its formats'
    /// platform scales or `output.scales`), empty when nothing is drawn.
    package func build(_ spec: ResolvedSpec, drawnScales: [Double]? = nil) throws(SpecError) -> Scene {
        let recorder = FallbackRecorder(text)
        var scene = try build(spec, drawnScales: drawnScales, text: recorder)
        scene.fallbackFonts = recorder.fonts
        return scene
    }

    private func build(_ spec: ResolvedSpec, drawnScales: [Double]?, text: any TextLayoutEngine) throws(SpecError) -> Scene {
        switch spec.content {
        case .label(let style):
            let scales = drawnScales ?? spec.output.formats.flatMap { $0.platformScales ?? spec.output.scales }
            return try LabelScene(spec: spec, style: style, engine: text, largestScale: scales.max()).build()
        case .textField(let field):
            return try TextFieldScene(spec: spec, field: field, engine: text).build()
        case .button(let style):
            return try ButtonScene(spec: spec, style: style, engine: text).build()
        case .view(let style):
            return ViewScene(spec: spec, style: style).build()
        case .bitmapFont(let font):
            return try BitmapFontScene(spec: spec, font: font, engine: text).build()
        case .atlas:
            // An atlas draws nothing itself: its sheets are its sprites' own renders, packed by its
            // exporter. Nothing is drawn for it, and it cannot be asked for png, svg or pdf.
            return Scene(width: 1, height: 1, background: .clear, commands: [])
        }
    }
}
