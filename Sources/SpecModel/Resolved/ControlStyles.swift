// The resolved chrome of buttons, views and text fields: borders, grooves, edges and bodies.

/// UITextField.BorderStyle.
public enum BorderStyle: String, SpecVocabulary { case none, line, bezel, roundedRect }
/// UITextField.ViewMode for the clear button (`unlessEditing` has no use in a still image of text).
public enum ClearButtonMode: String, SpecVocabulary { case never, always, whileEditing }

/// A `textField`: one line of label-styled text in a UIKit text field's border.
package struct TextFieldStyle: Equatable, Hashable, Sendable {
    /// The label keys; `text` may be empty (then the placeholder shows), `lines` is always 1.
    package var text: TextStyle
    package var placeholder: String
    package var placeholderFill: Fill
    package var borderStyle: BorderStyle
    /// Nil: the border style's own (white for `roundedRect`, none otherwise).
    package var background: Fill?
    package var clearButton: ClearButtonMode
    /// The plain colour the text is drawn in while editing.
    package var editingFill: RGBA
    /// This variant is the `editing` state: plain text, a caret, the `whileEditing` clear button.
    package var editing: Bool
    /// UIKit's placeholder grey.
    package static let placeholderGrey = RGBA(0.78, 0.78, 0.80)
    package init(text: TextStyle, placeholder: String = "", placeholderFill: Fill = .color(placeholderGrey),
                borderStyle: BorderStyle = .roundedRect, background: Fill? = nil, clearButton: ClearButtonMode = .never,
                editingFill: RGBA? = nil, editing: Bool = false) {
        self.text = text; self.placeholder = placeholder; self.placeholderFill = placeholderFill
        self.borderStyle = borderStyle; self.background = background; self.clearButton = clearButton
        self.editingFill = editingFill ?? text.fill.firstColor; self.editing = editing
    }
}

/// A line drawn just inside a rounded rect (as CALayer's border), in points.
package struct Border: Equatable, Hashable, Sendable {
    package var color: RGBA
    /// 0 draws no border.
    package var width: Double
    package init(color: RGBA, width: Double) { self.color = color; self.width = width }
    /// A button's border: 1 pt #9F9F9F (docs/spec.md#button).
    package static let button = Border(color: RGBA(159.0 / 255, 159.0 / 255, 159.0 / 255), width: 1)
    package static let none = Border(color: .clear, width: 0)
}

/// The recessed 'moat' ring around a button body: a per-row ramp from `from` (its top row) to `to`
/// (its bottom row) along c = S·(e^(−k(1−t)) − O), k = `exponent`
/// (docs/math.md#groove-and-edge-ramps).
package struct Groove: Equatable, Hashable, Sendable {
    package var width: Double
    package var from: RGBA
    package var to: RGBA
    package var exponent: Double
    package init(width: Double = 3, from: RGBA = .black, to: RGBA = RGBA(34.0 / 255, 34.0 / 255, 34.0 / 255),
                exponent: Double = 2) {
        self.width = width; self.from = from; self.to = to; self.exponent = exponent
    }
}

/// The outermost rim outside the groove, the groove's ramp between its own two colours.
package struct Edge: Equatable, Hashable, Sendable {
    package var width: Double
    package var from: RGBA
    package var to: RGBA
    package var exponent: Double
    /// By default a recessed lip: shadowed at the top, catching the light at the bottom.
    package init(width: Double = 1, from: RGBA = RGBA(0, 0, 0, 0.35), to: RGBA = RGBA(1, 1, 1, 0.55), exponent: Double = 2) {
        self.width = width; self.from = from; self.to = to; self.exponent = exponent
    }
}

/// A `button`: chrome (edge, groove, border, body) around an optional title. Layer order and
/// geometry follow docs/math.md#groove-and-edge-ramps; a state's default background is already
/// applied (ButtonStateDefaults.swift).
package struct ButtonStyle: Equatable, Hashable, Sendable {
    package var background: Fill
    /// Of the outer rounded rect, in points; capped at half the shorter side when drawn.
    package var cornerRadius: Double
    package var border: Border
    package var groove: Groove?
    package var edge: Edge?
    /// Nil for a background-only button (no `title`).
    package var title: TextStyle?
    /// Inset from the button's bounds to the title's box, as UIButton's contentEdgeInsets.
    package var contentInsets: Insets
    /// The whole button's opacity (its chrome and title composited first, then faded as one).
    package var opacity: Double
    /// Parts drawn at full opacity outside the faded layer.
    package var unfaded: Set<ButtonPart>
    package init(background: Fill = ButtonStyle.defaultBackground, cornerRadius: Double = 0, border: Border = .button,
                groove: Groove? = nil, edge: Edge? = nil, title: TextStyle? = nil, contentInsets: Insets = .zero,
                opacity: Double = 1, unfaded: Set<ButtonPart> = []) {
        self.background = background; self.cornerRadius = cornerRadius; self.border = border
        self.groove = groove; self.edge = edge; self.title = title; self.contentInsets = contentInsets
        self.opacity = opacity; self.unfaded = unfaded
    }
    /// "A gloss of a blue" (docs/spec.md#button); docs/math.md#gloss-and-caustic works it through.
    package static let defaultBackground = Fill.gloss(Gloss(color: RGBA(0.16, 0.36, 0.85)))
}

/// A `view`: a filled rounded rect with a border, drop shadows and an inner shadow.
package struct ViewStyle: Equatable, Hashable, Sendable {
    package var background: Fill
    package var cornerRadius: Double
    package var border: Border
    package var shadows: [Shadow]
    package var innerShadow: Shadow?
    package init(background: Fill = .color(.clear), cornerRadius: Double = 0, border: Border = .none,
                shadows: [Shadow] = [], innerShadow: Shadow? = nil) {
        self.background = background; self.cornerRadius = cornerRadius; self.border = border
        self.shadows = shadows; self.innerShadow = innerShadow
    }
}
