import SpecModel

/// The JSON layout of the JavaScript BMFont loaders: what parse-bmfont-ascii and
/// parse-bmfont-xml (behind load-bmfont and bmfont2json) return for a .fnt, and what
/// msdf-bmfont-xml writes with `-f json`; load-bmfont reads such a file as it is:
///
///     {
///       "pages": ["score_0.png"],
///       "chars": [{"id": 65, "x": 0, "y": 0, "width": 10, …, "page": 0, "chnl": 15}, …],
///       "info": {"face": "…", "size": 32, "bold": 0, "italic": 0, "charset": "", "unicode": 1,
///                "stretchH": 100, "smooth": 1, "aa": 1, "padding": [0, 0, 0, 0], "spacing": [1, 1],
///                "outline": 0},
///       "common": {"lineHeight": 32, "base": 26, "scaleW": 256, "scaleH": 256, "pages": 1,
///                  "packed": 0, "alphaChnl": 0, "redChnl": 0, "greenChnl": 0, "blueChnl": 0},
///       "kernings": [{"first": 65, "second": 86, "amount": -2}],
///       "distanceField": {"fieldType": "msdf", "distanceRange": 4}      (a distance-field font only)
///     }
///
/// Flags are 0/1 numbers, padding and spacing arrays, as parse-bmfont-ascii's parseData makes
/// them; `outline` is there because that parser copies every field of BMFont's info line.
/// Printed by hand for fixed bytes: keys in the order above, 2-space indentation, an object or
/// array holding only numbers and strings on one line (so one glyph is one line of a diff).
enum FntJSONFormat {
    static func bytes(_ font: BitmapFontFile) -> [UInt8] {
        let info: [(String, Value)] = [
            ("face", .string(font.face)), ("size", .number(font.size)), ("bold", .number(font.bold ? 1 : 0)),
            ("italic", .number(font.italic ? 1 : 0)), ("charset", .string("")), ("unicode", .number(1)),
            ("stretchH", .number(100)), ("smooth", .number(1)), ("aa", .number(1)),
            ("padding", .array([font.paddingTop, font.paddingRight, font.paddingBottom, font.paddingLeft].map(Value.number))),
            ("spacing", .array([font.spacingX, font.spacingY].map(Value.number))), ("outline", .number(0)),
        ]
        let common: [(String, Value)] = [
            ("lineHeight", .number(font.lineHeight)), ("base", .number(font.base)), ("scaleW", .number(font.scaleW)),
            ("scaleH", .number(font.scaleH)), ("pages", .number(font.pages.count)), ("packed", .number(font.channels.packed ? 1 : 0)),
            ("alphaChnl", .number(font.channels.alpha)), ("redChnl", .number(font.channels.red)),
            ("greenChnl", .number(font.channels.green)), ("blueChnl", .number(font.channels.blue)),
        ]
        let chars = font.sortedChars.map { c in
            Value.object([
                ("id", .number(Int(c.id))), ("x", .number(c.x)), ("y", .number(c.y)), ("width", .number(c.width)),
                ("height", .number(c.height)), ("xoffset", .number(c.xoffset)), ("yoffset", .number(c.yoffset)),
                ("xadvance", .number(c.xadvance)), ("page", .number(c.page)), ("chnl", .number(c.chnl)),
            ])
        }
        let kernings = font.sortedKernings.map { k in
            Value.object([("first", .number(Int(k.first))), ("second", .number(Int(k.second))), ("amount", .number(k.amount))])
        }
        var members: [(String, Value)] = [
            ("pages", .array(font.pages.map(Value.string))), ("chars", .array(chars)), ("info", .object(info)),
            ("common", .object(common)), ("kernings", .array(kernings)),
        ]
        // The characters left out (`missing: warn`), only when there are some.
        if !font.missing.isEmpty { members.append(("missing", .array(font.missing.map { .number(Int($0)) }))) }
        // msdf-bmfont-xml's member; load-bmfont and PixiJS read it as it is.
        if let field = font.distanceField {
            members.append(("distanceField", .object([("fieldType", .string(field.fieldType)), ("distanceRange", .number(field.distanceRange))])))
        }
        let root = Value.object(members)
        return Array((root.text(indent: 0) + "\n").utf8)
    }

    /// Just the JSON this file writes: integers, strings, and members in the order given.
    enum Value {
        case number(Int)
        case string(String)
        case array([Value])
        case object([(String, Value)])

        var isScalar: Bool {
            switch self {
            case .number, .string: return true
            case .array, .object: return false
            }
        }

        func text(indent: Int) -> String {
            let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
            switch self {
            case .number(let n):
                return String(n)
            case .string(let s):
                return Self.quoted(s)
            case .array(let items):
                if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.text(indent: 0) }.joined(separator: ", ") + "]" }
                return "[\n" + items.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)]"
            case .object(let members):
                let pairs = members.map { (Self.quoted($0.0) + ": ", $0.1) }
                if members.allSatisfy({ $0.1.isScalar }) { return "{" + pairs.map { $0.0 + $0.1.text(indent: 0) }.joined(separator: ", ") + "}" }
                return "{\n" + pairs.map { pad + $0.0 + $0.1.text(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)}"
            }
        }

        /// The project's one JSON string escaper (CanonicalJSON): `"`, `\` and control characters.
        static func quoted(_ text: String) -> String { CanonicalJSON.quoted(text) }
    }
}
