import CCairo

/// The weight and slant of the face a run was set in, as fontconfig describes the face, so the
/// text engine can tell when the requested weight or style fell back to another face.
package struct FaceStyle: Hashable, Sendable {
    package enum Slant: Hashable, Sendable { case upright, italic, oblique }

    /// The face's style name: "Book", "Bold", "Bold Oblique".
    package var name: String
    /// OpenType weights (100 thin … 900 black) the face draws: one value, or a variable font's range.
    package var weights: ClosedRange<Double>
    package var slant: Slant

    package init(name: String, weights: ClosedRange<Double>, slant: Slant) {
        self.name = name; self.weights = weights; self.slant = slant
    }

    init(pattern: OpaquePointer) {
        name = fcString(pattern, FC_STYLE) ?? ""
        var weight = 0.0
        var range: OpaquePointer?
        var low = 0.0, high = 0.0
        if FcPatternGetDouble(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch {
            let w = FcWeightToOpenTypeDouble(weight)
            weights = w...w
        } else if FcPatternGetRange(pattern, FC_WEIGHT, 0, &range) == FcResultMatch, let range,
                  FcRangeGetDouble(range, &low, &high) != 0 {
            weights = FcWeightToOpenTypeDouble(low)...FcWeightToOpenTypeDouble(high)
        } else {
            weights = 400...400
        }
        switch fcInt(pattern, FC_SLANT).map(Int32.init) {
        case FC_SLANT_ITALIC: slant = .italic
        case FC_SLANT_OBLIQUE: slant = .oblique
        default: slant = .upright
        }
    }
}
