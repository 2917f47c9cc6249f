import RenderSupport

/// `atlas`: how a bitmap font's glyph cells or an atlas's sprites are packed into pages.
extension SpecResolver {
    /// `scales` is the spec's `output.scales` as written (a `maxSize` list follows their order);
    /// `font`: the options of a bitmap font, which cannot turn glyphs or give them pivots.
    func atlas(_ value: AtlasValue, _ path: ValuePath, scales: [Double]?, font: Bool) -> AtlasOptions? {
        var valid = true
        var sides: (all: Int?, byScale: [Double: Int]?)?
        if let maxSize = value.maxSize {
            sides = maxSizes(maxSize, path.key("maxSize"), scales: scales ?? [1])
            if sides == nil { valid = false }
        }
        var spacing = (x: 1, y: 1)
        if let padding = value.padding {
            if let checked = bounded(padding, path.key("padding"), 0...64) { spacing = (checked, checked) } else { valid = false }
        }
        if let list = value.spacing {
            if value.padding != nil {
                report(path.key("spacing"), "`spacing` and `padding` both set the room between cells; keep one (`padding: N` is `spacing: [N, N]`)")
                valid = false
            } else if let pair = wholeNumbers(list, path.key("spacing"), count: 2, 0...64, "[h, v]") {
                spacing = (pair[0], pair[1])
            } else {
                valid = false
            }
        }
        var extrude = 0
        if let value = value.extrude {
            if let checked = bounded(value, path.key("extrude"), 0...16) { extrude = checked } else { valid = false }
        }
        if font, value.rotation == true {
            report(path.key("rotation"), "a bitmap font's glyphs cannot be turned: BMFont has no field for a turned glyph, and engines draw each one upright")
            valid = false
        }
        if font, value.pivot != nil {
            report(path.key("pivot"), "a bitmap font's glyphs have no pivot: BMFont places each by its `xoffset` and `yoffset`")
            valid = false
        }
        var pivot: (x: Double, y: Double)?
        if !font, let list = value.pivot {
            let inRange: Bool = list.allSatisfy { (value: Double) -> Bool in value >= 0 && value <= 1 }
            if list.count != 2 || !inRange {
                let written: String = list.map { (value: Double) -> String in NumberText.short(value) }.joined(separator: ", ")
                report(path.key("pivot"), "expected `[x, y]`, each from 0 (left, top) to 1 (right, bottom), got [" + written + "]")
                valid = false
            } else {
                pivot = (list[0], list[1])
            }
        }
        guard valid else { return nil }
        let all: Int = sides?.all ?? 1024
        return AtlasOptions(maxSize: all, maxSizeByScale: sides?.byScale, spacing: spacing,
                            powerOfTwo: value.powerOfTwo ?? false, extrude: extrude, rotation: value.rotation ?? false, pivot: pivot)
    }

    /// One side, or a side per scale: by the scale's number, or a list in `output.scales` order.
    private func maxSizes(_ value: MaxSizeValue, _ path: ValuePath, scales: [Double]) -> (all: Int?, byScale: [Double: Int]?)? {
        let range = 16...SpecLimits.maxImageSide
        switch value {
        case .all(let side):
            return bounded(side, path, range).map { (all: $0, byScale: nil) }
        case .list(let list):
            guard list.count == scales.count else {
                report(path, "a list gives one page side per scale of `output.scales` (\(scales.map { NumberText.short($0) }.joined(separator: ", "))), in order: expected \(scales.count), got \(list.count)")
                return nil
            }
            guard let sides = wholeNumbers(list, path, count: list.count, range, "one side per scale") else { return nil }
            return (all: nil, byScale: Dictionary(zip(scales, sides), uniquingKeysWith: { a, _ in a }))
        case .byScale(let object):
            var byScale: [Double: Int] = [:]
            var valid = true
            for entry in object.entries {
                let entryPath = path.key(entry.key)
                guard let scale = Double(entry.key), scale > 0, scale.isFinite else {
                    reportKey(entryPath, "expected a scale (`\"1\"`, `\"2\"`, `\"1.5\"`) as the key, got `\(entry.key)`")
                    valid = false
                    continue
                }
                guard let side = bounded(entry.value, entryPath, range) else { valid = false; continue }
                byScale[scale] = side
            }
            guard valid else { return nil }
            guard !byScale.isEmpty else {
                report(path, "expected a page side for at least one scale")
                return nil
            }
            return (all: nil, byScale: byScale)
        }
    }

    /// `count` whole numbers, each in `range`.
    private func wholeNumbers(_ list: [Int], _ path: ValuePath, count: Int, _ range: ClosedRange<Int>, _ form: String) -> [Int]? {
        guard list.count == count else {
            report(path, "expected \(count) whole numbers, \(form), got \(list.count)")
            return nil
        }
        var valid = true
        for (index, item) in list.enumerated() where bounded(item, path.index(index), range) == nil { valid = false }
        return valid ? list : nil
    }

    func bounded(_ value: Int, _ path: ValuePath, _ range: ClosedRange<Int>) -> Int? {
        guard range.contains(value) else {
            report(path, "expected a whole number from \(range.lowerBound) to \(NumberText.grouped(range.upperBound)), got \(value)")
            return nil
        }
        return value
    }
}
