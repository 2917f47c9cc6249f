import RenderSupport

/// Color: a string form (ColorString) or components in grey, RGB or HSB space, all converted to
/// straight-alpha RGB here.
extension SpecResolver {
    static let greyKeys = ["white", "alpha"]
    static let rgbKeys = ["red", "green", "blue", "alpha"]
    static let hsbKeys = ["hue", "saturation", "brightness", "alpha"]

    func color(_ value: ColorValue, _ path: ValuePath) -> RGBA? {
        switch value {
        case .string(let text):
            switch ColorString.parse(text) {
            case .success(let color): return color
            case .failure(let error):
                report(path, error.message)
                return nil
            }
        case .components(let components):
            return color(components, path)
        }
    }

    /// The space is chosen by the keys present; a key from another space is then an unknown key.
    private func color(_ c: ColorComponents, _ path: ValuePath) -> RGBA? {
        let given: [(String, Double?)] = [("red", c.red), ("green", c.green), ("blue", c.blue), ("white", c.white),
                                          ("hue", c.hue), ("saturation", c.saturation), ("brightness", c.brightness),
                                          ("alpha", c.alpha)]
        let present = Set(given.filter { $0.1 != nil || written(path.key($0.0)) }.map(\.0))
        let space: [String]
        if present.contains("white") {
            space = Self.greyKeys
        } else if !present.isDisjoint(with: ["hue", "saturation", "brightness"]) {
            space = Self.hsbKeys
        } else if !present.isDisjoint(with: ["red", "green", "blue"]) {
            space = Self.rgbKeys
        } else {
            report(path, "expected a colour: {\"red\", \"green\", \"blue\"}, {\"white\"} or {\"hue\", \"saturation\", \"brightness\"}, each 0–1, with an optional \"alpha\"")
            return nil
        }
        var valid = true
        for key in present.sorted() where !space.contains(key) {
            reportKey(path.key(key), "unknown key `\(key)`" + Suggestion.didYouMean(key, among: space))
            valid = false
        }
        func component(_ key: String, _ value: Double?, default fallback: Double? = nil) -> Double? {
            guard let value else { return fallback ?? required(value, path.key(key)) }
            return unit(value, path.key(key))
        }
        let alpha = component("alpha", c.alpha, default: 1)
        let result: RGBA?
        switch space {
        case Self.greyKeys:
            result = component("white", c.white).flatMap { white in alpha.map { RGBA(white: white, alpha: $0) } }
        case Self.hsbKeys:
            let hue = component("hue", c.hue), saturation = component("saturation", c.saturation)
            let brightness = component("brightness", c.brightness)
            guard let hue, let saturation, let brightness, let alpha else { return nil }
            result = RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
        default:
            let red = component("red", c.red), green = component("green", c.green), blue = component("blue", c.blue)
            guard let red, let green, let blue, let alpha else { return nil }
            result = RGBA(red, green, blue, alpha)
        }
        return valid ? result : nil
    }
}
