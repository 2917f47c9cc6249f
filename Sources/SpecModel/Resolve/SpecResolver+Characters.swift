import RenderSupport

/// A bitmap font's `characters`: named sets, code point ranges, files of characters and the
/// characters themselves, counted as they are added so that a font over the limit is refused at
/// the item that took it there, before any set is merged or glyph laid out.
extension SpecResolver {
    /// Line breaks and tabs are layout, not glyphs: no font holds a cell for them.
    static let layoutCharacters: Set<Unicode.Scalar> = ["\n", "\t", "\r"]

    func characterSources(_ value: CharactersValue, _ path: ValuePath) -> [CharacterSource]? {
        var sources: [CharacterSource] = []
        var valid = true
        var counted = Set<Unicode.Scalar>()
        let items = value.items
        for (index, item) in items.enumerated() {
            let itemPath = if case .many = value { path.index(index) } else { path }
            guard let source = characterSource(item, itemPath) else { valid = false; continue }
            counted.formUnion(source.characters.unicodeScalars)
            counted.subtract(Self.layoutCharacters)
            guard counted.count <= SpecLimits.maxFontCharacters else {
                report(itemPath, "the font would hold \(NumberText.grouped(counted.count)) characters; the limit is \(NumberText.grouped(SpecLimits.maxFontCharacters))")
                return nil
            }
            sources.append(source)
        }
        return valid ? sources : nil
    }

    /// A string is a set's name, a range, or the characters themselves; an object names one of a
    /// set, a range or a file.
    private func characterSource(_ item: CharacterItem, _ path: ValuePath) -> CharacterSource? {
        switch item {
        case .text(let text):
            if let named = NamedCharacterSet(rawValue: text) { return source(named, path) }
            if let reading = CodePointRange.read(text) { return source(reading, path) }
            guard noEmojiSequences(text, path) else { return nil }
            return nonEmpty(text, path).flatMap { self.text($0, path) }.map {
                CharacterSource(path: path.text, characters: $0, origin: .spec)
            }
        case .source(let value):
            let given = [value.set.map { _ in "set" }, value.range.map { _ in "range" }, value.file.map { _ in "file" }].compactMap { $0 }
            guard given.count == 1 else {
                report(path, given.isEmpty ? "expected one of `set`, `range` or `file`"
                       : "expected one of `set`, `range` or `file`, got \(given.map { "`\($0)`" }.joined(separator: " and "))")
                return nil
            }
            if let name = value.set {
                guard let named = NamedCharacterSet(rawValue: name) else {
                    let suggestion = Suggestion.didYouMean(name, among: NamedCharacterSet.names)
                    report(path.key("set"), "unknown character set `\(name)`" + (suggestion.isEmpty
                        ? "; the sets are " + NamedCharacterSet.names.map { "`\($0)`" }.joined(separator: ", ") : suggestion))
                    return nil
                }
                return source(named, path.key("set"), itemPath: path)
            }
            if let range = value.range {
                guard let reading = CodePointRange.read(range) else {
                    report(path.key("range"), "expected a range of code points such as `U+4E00-U+9FFF` or `0x20-0x7E`, got `\(range)`")
                    return nil
                }
                return source(reading, path.key("range"), itemPath: path)
            }
            return value.file.flatMap { fileSource($0, path.key("file"), itemPath: path) }
        }
    }

    private func source(_ named: NamedCharacterSet, _ path: ValuePath, itemPath: ValuePath? = nil) -> CharacterSource {
        CharacterSource(path: (itemPath ?? path).text, characters: named.characters, origin: .set(named.rawValue))
    }

    /// A range is refused by its size before its characters are made: `U+0000-U+10FFFF` costs nothing.
    private func source(_ reading: CodePointRange.Reading, _ path: ValuePath, itemPath: ValuePath? = nil) -> CharacterSource? {
        switch reading {
        case .invalid(let reason):
            report(path, reason)
            return nil
        case .range(let range):
            guard range.count <= SpecLimits.maxFontCharacters else {
                report(path, "the range holds \(NumberText.grouped(range.count)) code points; a font holds at most \(NumberText.grouped(SpecLimits.maxFontCharacters))")
                return nil
            }
            let name = CodePointRange.name(range.first) + (range.count > 1 ? "-" + CodePointRange.name(range.last) : "")
            return CharacterSource(path: (itemPath ?? path).text, characters: String(String.UnicodeScalarView(range.scalars)),
                                   origin: .range(name))
        }
    }

    /// Every character of a UTF-8 text file inside the render root, each once; line breaks and tabs
    /// are dropped, a byte order mark too. Read through `InputFile`, so a FIFO never blocks the load,
    /// and no larger than a spec file may be.
    private func fileSource(_ relative: String, _ path: ValuePath, itemPath: ValuePath) -> CharacterSource? {
        guard let absolute = filePath(relative, path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(absolute, maxBytes: SpecLimits.maxFileBytes)
        } catch {
            if case .tooLarge(let size) = error {
                report(path, "`\(relative)` is \(NumberText.grouped(size)) bytes; a character file may be at most \(NumberText.grouped(SpecLimits.maxFileBytes))")
            } else {
                report(path, "`\(relative)` \(error.description)")
            }
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            report(path, "`\(relative)` is not UTF-8 text")
            return nil
        }
        guard noEmojiSequences(text, path, in: relative) else { return nil }
        var seen = Set<Unicode.Scalar>()
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where scalar != "\u{FEFF}" && !Self.layoutCharacters.contains(scalar) && seen.insert(scalar).inserted {
            if Self.isForbiddenControl(scalar) {
                report(path, "`\(relative)` contains the control character \(Self.codePoint(scalar)); only line breaks and tabs are allowed (and left out)")
                return nil
            }
            scalars.append(scalar)
            guard scalars.count <= SpecLimits.maxFontCharacters else {
                report(path, "`\(relative)` holds more than \(NumberText.grouped(SpecLimits.maxFontCharacters)) different characters; a font holds at most \(NumberText.grouped(SpecLimits.maxFontCharacters))")
                return nil
            }
        }
        guard !scalars.isEmpty else {
            report(path, "`\(relative)` holds no characters")
            return nil
        }
        return CharacterSource(path: itemPath.text, characters: String(String.UnicodeScalarView(scalars)),
                               origin: .file(relative), file: absolute)
    }

    /// False, having reported them, if `text` holds emoji sequences (EmojiSequences): a cell per
    /// code point would have an engine draw the pieces.
    func noEmojiSequences(_ text: String, _ path: ValuePath, in file: String? = nil) -> Bool {
        let found = EmojiSequences.find(in: text)
        guard !found.isEmpty else { return true }
        let named = found.prefix(8).map(EmojiSequences.describe).joined(separator: ", ")
        let more = found.count > 8 ? " and \(found.count - 8) more" : ""
        let subject = if let file {
            "`\(file)` holds the emoji sequence\(found.count == 1 ? "" : "s") " + named + more
        } else {
            named + more + (found.count == 1 ? " is an emoji sequence" : " are emoji sequences")
        }
        report(path, subject + ": a BMFont `char id` is one code point and an engine draws a string code point by code point, so no cell can hold one; list single-code-point emoji (`🎮`, the set `emoji`) and leave the sequences out")
        return false
    }
}
