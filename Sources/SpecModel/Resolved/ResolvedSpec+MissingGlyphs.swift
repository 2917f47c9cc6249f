extension ResolvedSpec {
    /// This variant with every text of it (a label's, a text field's text and placeholder, a
    /// button's title, a bitmap font's characters) set to `mode`: how a program asks a committed
    /// spec, strict by default, to draw text it does not know in advance (a player's name) with
    /// `fallback`. An atlas's sprites are specs of their own, loaded when it is planned, and a view
    /// has no text.
    package func settingMissingGlyphs(_ mode: MissingGlyphs) -> ResolvedSpec {
        var spec = self
        switch content {
        case .label(var style):
            style.font.missingGlyphs = mode
            spec.content = .label(style)
        case .textField(var field):
            field.text.font.missingGlyphs = mode
            spec.content = .textField(field)
        case .button(var button):
            button.title?.font.missingGlyphs = mode
            spec.content = .button(button)
        case .bitmapFont(var font):
            font.text.font.missingGlyphs = mode
            spec.content = .bitmapFont(font)
        case .view, .atlas:
            break
        }
        return spec
    }
}
