/// Color: a string form (ColorString) or a component object in grey, RGB or HSB space, all
/// converted to straight-alpha RGB here.
extension ValueReader {
    static let greyKeys = ["white", "alpha"]
    static let rgbKeys = ["red", "green", "blue", "alpha"]
    static let hsbKeys = ["hue", "saturation", "brightness", "alpha"]
    static let colorObjectKeys = ["red", "green", "blue", "alpha", "white", "hue", "saturation", "brightness"]

    func color(_ node: JSONValue) -> RGBA? {
        switch node.kind {
        case .string(let text):
            switch ColorString.parse(text) {
            case .success(let color): return color
            case .failure(let error):
                diagnostics.report(node, error.message)
                return nil
            }
        case .object(let members):
            return colorObject(node, keys: Set(members.map(\.key)))
        default:
            diagnostics.report(node, "expected a colour, got \(node.typeName)")
            return nil
        }
    }

    /// The space is chosen by the keys present; a key from another space is then an unknown key.
    private func colorObject(_ node: JSONValue, keys: Set<String>) -> RGBA? {
        if keys.contains("white") {
            guard let fields = fields(node, keys: Self.greyKeys) else { return nil }
            let white = fields.required("white").flatMap { unit($0) }
            let alpha = fields["alpha"].map { unit($0) } ?? 1
            guard let white, let alpha else { return nil }
            return RGBA(white: white, alpha: alpha)
        }
        if !keys.isDisjoint(with: ["hue", "saturation", "brightness"]) {
            guard let fields = fields(node, keys: Self.hsbKeys) else { return nil }
            let hue = fields.required("hue").flatMap { unit($0) }
            let saturation = fields.required("saturation").flatMap { unit($0) }
            let brightness = fields.required("brightness").flatMap { unit($0) }
            let alpha = fields["alpha"].map { unit($0) } ?? 1
            guard let hue, let saturation, let brightness, let alpha else { return nil }
            return RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
        }
        if !keys.isDisjoint(with: ["red", "green", "blue"]) {
            guard let fields = fields(node, keys: Self.rgbKeys) else { return nil }
            let red = fields.required("red").flatMap { unit($0) }
            let green = fields.required("green").flatMap { unit($0) }
            let blue = fields.required("blue").flatMap { unit($0) }
            let alpha = fields["alpha"].map { unit($0) } ?? 1
            guard let red, let green, let blue, let alpha else { return nil }
            return RGBA(red, green, blue, alpha)
        }
        // No component key at all: name the near misses, or say what a colour object holds.
        _ = fields(node, keys: Self.colorObjectKeys)
        if keys.isEmpty || keys.allSatisfy({ Suggestion.closest(to: $0, among: Self.colorObjectKeys) == nil }) {
            diagnostics.report(node, "expected a colour: {\"red\", \"green\", \"blue\"}, {\"white\"} or {\"hue\", \"saturation\", \"brightness\"}, each 0–1, with an optional \"alpha\"")
        }
        return nil
    }

    /// A component in 0…1.
    func unit(_ node: JSONValue) -> Double? {
        number(node, .between(0, 1))
    }
}
