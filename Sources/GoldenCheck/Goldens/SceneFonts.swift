import SpecScene

extension Scene {
    /// Every font file the scene draws glyphs from, shadows and clipped commands included.
    package var fontFiles: Set<String> {
        var files = Set<String>()
        func visit(_ shape: Shape) {
            if case .glyphs(let runs) = shape { for run in runs { files.insert(run.font.file) } }
        }
        func visit(_ commands: [DrawCommand]) {
            for command in commands {
                switch command {
                case .fill(let shape, _), .stroke(let shape, _, _, _): visit(shape)
                case .shadow(let layer): visit(layer.shape)
                case .clip(_, let inner), .seamless(let inner), .layer(let inner, _): visit(inner)
                }
            }
        }
        visit(commands)
        return files
    }
}
