import CairoGraphics
import RenderSupport
import SpecModel
import SpecScene

/// The real text engine: Pango in a font map that holds only the spec's font chain.
package struct PangoTextEngine: TextLayoutEngine {
    package let library: FontLibrary

    package init(library: FontLibrary) { self.library = library }

    package func layout(_ r: TextLayoutRequest) throws(TextLayoutError) -> TextLayoutResult {
        let font = r.font
        var chain: [ChainEntry] = font.file.map { [.file(path: $0, index: font.index)] } ?? [.family(font.family ?? FontSpec.defaultFamily)]
        chain += font.fallback.map { .family($0) }
        let registered = r.fonts.map { RegisteredFont(path: $0.path, family: $0.family) }

        var settings = TextSettings(
            text: r.text, language: r.language, weight: font.weight, italic: font.style == .italic,
            size: font.size * r.fontScale,
            variations: font.variations.sorted { $0.key < $1.key }.map { "\($0.key)=\(number($0.value))" }.joinedText(separator: ","),
            features: font.features.joinedText(separator: ", "), letterSpacing: r.letterSpacing * r.fontScale,
            lineHeight: r.lineHeight, width: nil, height: nil, wrap: .word, ellipsize: .none, align: .left,
            justify: r.alignment == .justified,
            glyphOverrides: font.glyphs.mapValues { ref in
                switch ref {
                case .name(let name): return .name(name)
                case .id(let id): return .id(UInt32(clamping: id))
                }
            })
        let singleLine = r.lines == 1
        switch r.lineBreak {
        case .word: settings.wrap = .word
        case .char: settings.wrap = .char
        case .clip: settings.wrap = singleLine ? .none : .word
        case .truncateHead, .truncateMiddle, .truncateTail:
            settings.wrap = singleLine ? .none : .word
            settings.ellipsize = r.lineBreak == .truncateHead ? .start : r.lineBreak == .truncateMiddle ? .middle : .end
            if r.lines > 1 { settings.height = -Double(r.lines) } else if r.lines == 0, let h = r.height { settings.height = h }
        }
        if settings.wrap == .word { settings.text = HangulWordPriority.joiningSyllables(settings.text) }
        let bounded = settings.wrap != .none || settings.ellipsize != .none
        if bounded { settings.width = r.width }

        switch r.alignment {
        case .center: settings.align = .center
        case .right: settings.align = .right
        case .natural, .left, .justified: settings.align = .left
        }
        var shaped = try shape(settings, chain: chain, registered: registered)
        var added: [String] = [], missing: [String] = []
        if font.missingGlyphs == .fallback {
            missing = unknownCharacters(shaped.text)
            if !missing.isEmpty {
                added = InstalledFallback(library: library).families(for: missing, textLanguage: r.language, chainFamilies: shaped.families)
                if !added.isEmpty {
                    chain += added.map { .family($0) }
                    shaped = try shape(settings, chain: chain, registered: registered)
                }
            }
        }
        // Pango aligns relative to the paragraph's direction; `left` and `right` are absolute.
        if shaped.text.rightToLeft, r.alignment == .left || r.alignment == .right {
            settings.align = r.alignment == .left ? .right : .left
            shaped = try shape(settings, chain: chain, registered: registered)
        }

        let text = shaped.text
        if let failure = text.overrideFailures.first {
            let fontName = failure.file.split(separator: "/").last.map(String.init) ?? failure.file
            switch failure.choice {
            case .name(let name):
                throw .glyphNotFound(character: failure.character, glyph: "no glyph named `\(name)`", font: fontName)
            case .id(let id):
                throw .glyphNotFound(character: failure.character,
                                     glyph: "no glyph \(id) (it has \(failure.glyphCount), 0…\(failure.glyphCount - 1))", font: fontName)
            }
        }
        if font.missingGlyphs == .error {
            let seen = unknownCharacters(text)
            if !seen.isEmpty {
                let tried = zip(chain, shaped.families).map { entry, family in
                    if case .file(let path, _) = entry { return path.split(separator: "/").last.map(String.init) ?? path }
                    return family
                }
                let installed = library.installedFamilies(drawing: seen.joined(), language: r.language)
                throw .missingCharacters(seen.map(MissingCharacter.init), fontsTried: tried, installed: installed)
            }
        }

        var kept = text.lines
        var overflowed = false
        if r.lines > 0, kept.count > r.lines { kept = Array(kept.prefix(r.lines)); overflowed = true }
        let shapedBytes = Array(settings.text.utf8)
        var lines = kept.map { textLine($0, colorGlyphs: font.colorGlyphs, text: shapedBytes) }
        if !bounded, let width = r.width {
            // One unbounded line (clip): align it in the box ourselves; Pango has no box to align in.
            for (i, line) in lines.enumerated() {
                if line.logical.width > width + 1e-6 { overflowed = true }
                let natural = text.rightToLeft ? TextAlignment.right : .left
                let align = r.alignment == .natural || r.alignment == .justified ? natural : r.alignment
                let dx = align == .center ? (width - line.logical.width) / 2 : align == .right ? width - line.logical.width : 0
                lines[i] = line.shifted(dx: dx - line.logical.x)
            }
        }
        let logical = lines.reduce(Rect.zero) { $0.union($1.logical) }
        var unpainted: [UnpaintedGlyph] = []
        for line in kept { for run in line.runs { for g in run.glyphs where g.unpainted {
            let glyph = UnpaintedGlyph(character: g.character, font: run.file.split(separator: "/").last.map(String.init) ?? run.file)
            if !unpainted.contains(glyph) { unpainted.append(glyph) }
        } } }
        var result = TextLayoutResult(lines: lines, logical: Rect(x: 0, y: lines.first?.logical.y ?? 0, width: logical.width,
                                                            height: logical.height),
                                ellipsized: text.ellipsized, overflowed: overflowed, rightToLeft: text.rightToLeft,
                                // The spec's families only: the installed ones `fallback` chose are taken as they are.
                                faceFallbacks: faceFallbacks(text, font: font, chain: Array(chain.dropLast(added.count)),
                                                             families: shaped.families),
                                unspacedScripts: text.unspacedScripts,
                                fallbackFonts: added.isEmpty ? [] : InstalledFallback.drawn(text, by: added, of: missing, in: settings.text),
                                undrawn: font.missingGlyphs == .fallback ? unknownCharacters(text).map(MissingCharacter.init) : [])
        result.unpaintedColorGlyphs = unpainted
        return result
    }

    /// The characters drawn as .notdef (no face of the map has them), in visual order, each once.
    private func unknownCharacters(_ text: ShapedText) -> [String] {
        var seen: [String] = []
        for line in text.lines { for run in line.runs { for g in run.glyphs where g.unknown && !seen.contains(g.character) {
            seen.append(g.character)
        } } }
        return seen
    }

    /// Runs set in a face whose weight or slant is not the requested one: fontconfig gave the
    /// nearest face the family has (CSS font matching), and nothing synthesises the rest. A face
    /// named by `file` is taken as it is, so only families are checked. Italic and oblique both
    /// answer `italic` (CSS falls back from one to the other); a weight within 50 of the request
    /// (a face whose usWeightClass is 380 for 400) counts as that weight.
    private func faceFallbacks(_ text: ShapedText, font: FontSpec, chain: [ChainEntry], families: [String]) -> [FaceFallback] {
        let checked = Set(zip(chain, families).compactMap { entry, family -> String? in
            if case .family = entry { return family }
            return nil
        })
        let wanted = Double(font.weight)
        var out: [FaceFallback] = []
        for line in text.lines {
            for run in line.runs where checked.contains(run.chainFamily) {
                let face = run.face
                let nearest = min(max(wanted, face.weights.lowerBound), face.weights.upperBound)
                let slanted = face.slant != .upright
                guard abs(nearest - wanted) >= 50 || slanted != (font.style == .italic) else { continue }
                let fallback = FaceFallback(family: run.chainFamily, face: face.name, weight: Int(nearest.rounded()), slanted: slanted)
                if !out.contains(fallback) { out.append(fallback) }
            }
        }
        return out
    }

    private func shape(_ settings: TextSettings, chain: [ChainEntry], registered: [RegisteredFont])
        throws(TextLayoutError) -> (text: ShapedText, families: [String]) {
        do {
            return try library.withFontMap(chain: chain, registered: registered) { map in
                (PangoTextSetter.layout(settings, in: map), map.families)
            }
        } catch let error as FontChainError {
            switch error {
            case .familyNotFound(let family, let index):
                let nearest = Suggestion.nearest(to: family, among: library.familyNames(registered: registered))
                throw .familyNotFound(family: family, chainIndex: index, nearest: nearest)
            case .unreadable(let path, let reason): throw .fontFileUnreadable(path: path, reason: reason)
            }
        } catch {
            throw .fontFileUnreadable(path: "", reason: "\(error)")
        }
    }

    /// A run's colour glyphs (emoji) and outline glyphs become runs of their own: each kind is
    /// drawn its own way (FillCommand). Each keeps the characters it draws (`text`, the shaped
    /// text's bytes).
    private func textLine(_ l: ShapedLine, colorGlyphs style: ColorGlyphStyle, text: [UInt8]) -> TextLine {
        var runs: [GlyphRun] = []
        for run in l.runs {
            let font = FontRef(file: run.file, index: run.index, size: run.size, variations: run.variations)
            var start = 0
            while start < run.glyphs.count {
                let color = run.glyphs[start].color
                var end = start + 1
                while end < run.glyphs.count, run.glyphs[end].color == color { end += 1 }
                runs.append(GlyphRun(font: font, glyphs: run.glyphs[start..<end].map { Glyph(id: $0.id, x: $0.x, y: $0.y) },
                                     colorGlyphs: color ? style : nil, text: Self.characters(of: run.glyphs[start..<end], in: run, text: text)))
                start = end
            }
        }
        return TextLine(runs: runs, baseline: l.baseline, logical: rect(l.logical), ink: rect(l.ink))
    }

    /// The characters `glyphs` draw, in the text's order: each cluster from its start to the next
    /// cluster's of the run (so a ligature's letters and a base's marks go with it), "…" for an
    /// ellipsis, and without the word joiners HangulWordPriority put in.
    private static func characters(of glyphs: ArraySlice<ShapedGlyph>, in run: ShapedRun, text: [UInt8]) -> String {
        // Each cluster's end looked up, not searched for: every layout of a long paragraph (the
        // shrink search lays one out again and again) passes through here.
        let starts = Set(run.glyphs.map(\.cluster)).sorted()
        var ends: [Int: Int] = [:]
        for (i, start) in starts.enumerated() { ends[start] = i + 1 < starts.count ? starts[i + 1] : max(run.end, start) }
        let ellipses = Set(glyphs.lazy.filter { $0.character == "\u{2026}" }.map(\.cluster))
        var out = ""
        for cluster in Set(glyphs.map(\.cluster)).sorted() {
            if ellipses.contains(cluster) { out += "\u{2026}"; continue }
            let end = min(text.count, ends[cluster] ?? cluster)
            guard cluster < end else { continue }
            out += String(decoding: text[cluster..<end], as: UTF8.self)
        }
        let joiner = HangulWordPriority.joiner.unicodeScalars.first!
        return String(String.UnicodeScalarView(out.unicodeScalars.filter { $0 != joiner }))
    }

    private func rect(_ b: Box) -> Rect { Rect(x: b.x, y: b.y, width: b.width, height: b.height) }
}

private func number(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(v)
}

extension TextLine {
    func shifted(dx: Double) -> TextLine {
        TextLine(runs: runs.map { $0.moved(dx: dx, dy: 0) },
                 baseline: baseline, logical: logical.offsetBy(dx, 0), ink: ink.isEmpty ? ink : ink.offsetBy(dx, 0))
    }
}
