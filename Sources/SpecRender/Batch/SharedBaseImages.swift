import SpecModel

/// A locale variant whose text-free images are its base's (`ResolvedSpec.sharesBaseImages`) writes
/// none in an image set or Android, counting on the base variant to write them unqualified. A batch
/// without that base (`--locale de` alone) would then write nothing for the state, so there the
/// variant writes its own.
enum SharedBaseImages {
    static func resolved(_ variants: [ResolvedSpec]) -> [ResolvedSpec] {
        let bases = Set(variants.filter { $0.locale == nil }.map { $0.file + "\u{0}" + $0.state })
        return variants.map { variant in
            guard variant.sharesBaseImages, !bases.contains(variant.file + "\u{0}" + variant.state) else { return variant }
            var own = variant
            own.sharesBaseImages = false
            return own
        }
    }
}
