import SpecModel

/// `<name>[-<state>][@<S>x].<ext>`, under `<tag>/` for a locale (docs/spec.md#file-keys).
package enum OutputName {
    package static func path(for spec: ResolvedSpec, scale: Double, format: OutputFormat) -> String {
        var name = spec.name
        if spec.state != "normal" { name += "-\(spec.state)" }
        if scale != 1 { name += "@\(scaleLabel(scale))x" }
        name += ".\(format.rawValue)"
        return spec.locale.map { "\($0)/\(name)" } ?? name
    }

    /// "2", "1.5": no trailing zeros.
    package static func scaleLabel(_ s: Double) -> String {
        s == s.rounded() ? String(Int(s)) : String(s)
    }
}
