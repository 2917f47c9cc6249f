/// The keys of a `view`: background, cornerRadius, border, shadow, innerShadow.
extension ValueReader {
    func viewStyle(_ fields: ObjectFields) -> ViewStyle? {
        let background = fields["background"].map { fill($0) } ?? .color(.clear)
        let cornerRadius = fields["cornerRadius"].map { length($0, .atLeast(0), "corner radius") } ?? 0
        // A view has no border unless it says so (UIView's borderWidth is 0); one given without a
        // colour or width is REFERENCE-MATH.md's 1 pt #9F9F9F.
        let border = fields["border"].map { self.border($0) } ?? Border.none
        let shadows = fields["shadow"].map { self.shadows($0) } ?? []
        let innerShadow: Shadow?? = fields["innerShadow"].map { self.shadow($0) }
        guard let background, let cornerRadius, let border, let shadows, innerShadow != .some(nil) else { return nil }
        return ViewStyle(background: background, cornerRadius: cornerRadius, border: border, shadows: shadows,
                         innerShadow: innerShadow ?? nil)
    }
}
