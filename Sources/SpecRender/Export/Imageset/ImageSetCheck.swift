import RenderSupport
import SpecModel

/// Reads an image set's Contents.json back and proves it a set Xcode reads as meant: every entry
/// names one of the set's images, every image is named, no locale has two images at one idiom and
/// scale, and a set with localized entries is marked `localizable` (ImageSetPart). `check` runs it
/// on each set it compares, so a catalog that would pass byte for byte but confuse Xcode fails.
package enum ImageSetCheck {
    /// What is wrong with `contents` as the Contents.json of a set holding `images` (file names in
    /// the set's folder); empty when nothing is.
    package static func problems(contents: [UInt8], images: [String]) -> [String] {
        let root: JSONValue
        do throws(SpecError) {
            root = try JSONValue.parsed(contents, file: "Contents.json")
        } catch {
            return ["it is not JSON: \(error.message)"]
        }
        guard case .array(let entries)? = root["images"]?.kind else { return ["it has no `images` array"] }
        var problems: [String] = []
        var named: Set<String> = []
        var slots: Set<String> = []
        var localized = false
        for (i, entry) in entries.enumerated() {
            guard case .string(let file)? = entry["filename"]?.kind, case .string(let scale)? = entry["scale"]?.kind else {
                problems.append("entry \(i + 1) has no `filename` and `scale`")
                continue
            }
            var locale: String?
            if case .string(let tag)? = entry["locale"]?.kind { locale = tag; localized = true }
            var idiom = ""
            if case .string(let name)? = entry["idiom"]?.kind { idiom = name }
            if !images.contains(file) { problems.append("entry \(i + 1) names \(file), which the set does not hold") }
            if !named.insert(file).inserted { problems.append("\(file) is named by two entries") }
            if !slots.insert("\(locale ?? "")|\(idiom)|\(scale)").inserted {
                problems.append("two entries are for \(locale.map { "locale \($0)" } ?? "the base") at \(idiom) \(scale)")
            }
        }
        problems += images.filter { !named.contains($0) }.map { "\($0) is in the set, but no entry names it" }
        var marked = false
        if case .bool(true)? = root["properties"]?["localizable"]?.kind { marked = true }
        if localized && !marked {
            problems.append("it has localized entries but is not marked `\"properties\" : { \"localizable\" : true }`")
        }
        return problems
    }
}
