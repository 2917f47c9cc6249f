import CCairo
import Startup

/// Scripts whose letters join (Unicode's ArabicShaping.txt gives their letters joining types).
/// CSS Text 3 §8.2: letter spacing must not be applied between their letters, since a gap would
/// break the joins.
enum CursiveScripts {
    static let names: [(script: GUnicodeScript, name: String)] = [
        (G_UNICODE_SCRIPT_ARABIC, "Arabic"), (G_UNICODE_SCRIPT_SYRIAC, "Syriac"),
        (G_UNICODE_SCRIPT_MONGOLIAN, "Mongolian"), (G_UNICODE_SCRIPT_NKO, "N'Ko"),
        (G_UNICODE_SCRIPT_PHAGS_PA, "Phags-pa"), (G_UNICODE_SCRIPT_MANDAIC, "Mandaic"),
        (G_UNICODE_SCRIPT_MANICHAEAN, "Manichaean"), (G_UNICODE_SCRIPT_PSALTER_PAHLAVI, "Psalter Pahlavi"),
        (G_UNICODE_SCRIPT_ADLAM, "Adlam"), (G_UNICODE_SCRIPT_HANIFI_ROHINGYA, "Hanifi Rohingya"),
        (G_UNICODE_SCRIPT_SOGDIAN, "Sogdian"), (G_UNICODE_SCRIPT_CHORASMIAN, "Chorasmian"),
        (G_UNICODE_SCRIPT_OLD_UYGHUR, "Old Uyghur"),
    ]

    /// The text split as Pango itemizes it by script (spaces, digits and punctuation take the script
    /// around them): the UTF-8 byte ranges that are not in a cursive script, and the names of the
    /// cursive scripts met, in text order, each once.
    static func split(_ text: String, _ loaded: TextLibrariesLoaded) -> (spaced: [Range<Int>], cursive: [String]) {
        var spaced: [Range<Int>] = []
        var cursive: [String] = []
        let length = text.utf8.count
        text.withCString { base in
            guard let iter = pango_script_iter_new(base, Int32(length)) else { spaced = [0..<length]; return }
            defer { pango_script_iter_free(iter) }
            repeat {
                var start: UnsafePointer<CChar>?
                var end: UnsafePointer<CChar>?
                var script = PangoScript(rawValue: 0)
                pango_script_iter_get_range(iter, &start, &end, &script)
                guard let start, let end else { continue }
                let range = (start - base)..<(end - base)
                if let name = names.first(where: { Int($0.script.rawValue) == Int(script.rawValue) })?.name {
                    if !cursive.contains(name) { cursive.append(name) }
                } else if let last = spaced.last, last.upperBound == range.lowerBound {
                    spaced[spaced.count - 1] = last.lowerBound..<range.upperBound
                } else {
                    spaced.append(range)
                }
            } while pango_script_iter_next(iter) != 0
        }
        return (spaced, cursive)
    }
}
