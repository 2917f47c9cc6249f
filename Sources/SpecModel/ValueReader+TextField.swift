/// The keys of a `textField`: the label's (one line), plus the field's own.
extension ValueReader {
    static let textFieldKeys = labelKeys + ["placeholder", "placeholderFill", "borderStyle", "background",
                                            "clearButton", "editingFill"]

    /// Reads a text field from a whole spec document. `editing` says whether this variant is the
    /// `editing` state, which draws the text plainly with a caret.
    func textField(_ fields: ObjectFields, editing: Bool) -> TextFieldStyle? {
        let style = textStyle(fields, textRequired: false)
        let lines = fields["lines"].map { singleLine($0) } ?? 1
        let placeholder = fields["placeholder"].map { text($0) } ?? ""
        let placeholderFill = fields["placeholderFill"].map { fill($0) } ?? .color(TextFieldStyle.placeholderGrey)
        let borderStyle = fields["borderStyle"].map {
            choice($0, [BorderStyle.none, .line, .bezel, .roundedRect])
        } ?? .roundedRect
        let background: Fill?? = fields["background"].map { fill($0) }
        let clearButton = fields["clearButton"].map {
            choice($0, [ClearButtonMode.never, .always, .whileEditing])
        } ?? .never
        let editingFill: RGBA?? = fields["editingFill"].map { color($0) }
        guard let style, lines != nil, let placeholder, let placeholderFill, let borderStyle, background != .some(nil),
              let clearButton, editingFill != .some(nil) else { return nil }
        return TextFieldStyle(text: style, placeholder: placeholder, placeholderFill: placeholderFill,
                              borderStyle: borderStyle, background: background ?? nil, clearButton: clearButton,
                              editingFill: editingFill ?? nil, editing: editing)
    }

    /// A text field holds one line, as UITextField does; `lines` may say so, but nothing else.
    private func singleLine(_ node: JSONValue) -> Int? {
        guard let lines = integer(node, atLeast: 0) else { return nil }
        guard lines == 1 else {
            diagnostics.report(node, "a text field shows one line; `lines` may only be 1 (use a label for more)")
            return nil
        }
        return lines
    }
}
