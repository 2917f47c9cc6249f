#!/usr/bin/env python3
"""Writes Sources/SpecModel/Characters/CharacterSetTables.swift: the named character sets a bitmap
font's `characters` may list (docs/bitmap-fonts.md#characters), as sorted code point ranges.

Each set is taken from a real table, not typed in:

- `gb2312-1`, `gb2312`: GB 2312's Hanzi, rows 16-55 (level 1, 3,755) and 16-87 (both levels,
  6,763), decoded with Python's `gb2312` codec.
- `jis0208-1`, `jis0208`: JIS X 0208's kanji, rows 16-47 (level 1, 2,965) and 16-84 (both levels,
  6,355), decoded with Python's `euc_jp` codec.
- `ksx1001-hangul`: KS X 1001's 2,350 precomposed Hangul syllables, rows 16-40, decoded with
  Python's `euc_kr` codec.
- `joyo`: the 2,136 Jōyō kanji (the 2010 Cabinet notice), the characters of grade 1-8 in
  KANJIDIC2 (Debian's `kanjidic-xml`: /usr/share/edict/kanjidic2.xml.gz). KANJIDIC2 is the
  property of the Electronic Dictionary Research and Development Group and is used under its
  licence, Creative Commons Attribution-ShareAlike 3.0 (https://www.edrdg.org/edrdg/licence.html);
  only the list of which characters are Jōyō is taken from it.
- `hiragana`, `katakana`, `cyrillic`, `greek`, `cjkPunctuation`: Unicode blocks, from Python's
  `unicodedata`: every assigned character of the block that is not a combining mark (a cell of its
  own draws nothing useful). Greek leaves out the Coptic letters its block holds (U+03E2-U+03EF).
  `cjkPunctuation` is the punctuation (and the ideographic space) of the CJK Symbols and
  Punctuation block and of the fullwidth forms, with the general punctuation CJK text sets in its
  own fonts (the curly quotes, the em dash, the ellipsis, the middle dot).
- `emoji`: the 1,170 emoji that are one code point drawn as an emoji by default, from Unicode
  15.0's emoji-data.txt (scripts/data/emoji-data.txt, © Unicode, Inc., under Unicode's terms of
  use: scripts/data/README.md): every code point with `Emoji_Presentation` that is not an
  `Emoji_Component` (the regional indicators, the skin-tone modifiers and the hair components,
  which stand for part of a sequence and draw as nothing a reader would call that emoji alone).
  A BMFont `char id` is one code point, so sequences (flags, skin tones, ZWJ families, keycaps)
  cannot be cells (docs/bitmap-fonts.md#emoji).

    apt-get install kanjidic-xml      # once
    python3 scripts/generate-character-sets.py [KANJIDIC2.xml.gz]
"""

import gzip
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "Sources/SpecModel/Characters/CharacterSetTables.swift"
KANJIDIC2 = "/usr/share/edict/kanjidic2.xml.gz"
EMOJI_DATA = Path(__file__).resolve().parent / "data/emoji-data.txt"


def double_byte(codec, first_rows, cells=range(0xA1, 0xFF)):
    """Every character a two-byte EUC codec decodes in the rows `first_rows` (lead bytes)."""
    chars = []
    for lead in first_rows:
        for trail in cells:
            try:
                text = bytes([lead, trail]).decode(codec)
            except UnicodeDecodeError:
                continue
            assert len(text) == 1, (codec, hex(lead), hex(trail), text)
            chars.append(ord(text))
    return chars


def euc_rows(first, last):
    """EUC lead bytes of the 94×94 rows `first`…`last` (row r is byte 0xA0 + r)."""
    return range(0xA0 + first, 0xA0 + last + 1)


def joyo(path):
    root = ET.parse(gzip.open(path)).getroot()
    header = root.find("header")
    version = f"{header.find('database_version').text}, {header.find('date_of_creation').text}"
    chars = []
    for character in root.findall("character"):
        grade = character.find("misc/grade")
        if grade is not None and int(grade.text) <= 8:
            literal = character.find("literal").text
            assert len(literal) == 1
            chars.append(ord(literal))
    return chars, version


def block(first, last, skip=()):
    return [c for c in range(first, last + 1)
            if unicodedata.category(chr(c)) not in ("Cn", "Mn", "Me") and c not in skip]


def cjk_punctuation():
    punctuation = [c for c in list(range(0x3000, 0x3040)) + list(range(0xFF00, 0xFF66))
                   if unicodedata.category(chr(c)).startswith("P") or c == 0x3000]
    # What CJK fonts set in their own full width: ‘ ’ “ ” — … ·
    return punctuation + [0x2018, 0x2019, 0x201C, 0x201D, 0x2014, 0x2026, 0x00B7]


def emoji(path):
    """Code points with Emoji_Presentation and not Emoji_Component, and the file's Unicode version."""
    properties = {}
    version = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# Used with Emoji Version "):
            version = line.split("Version ")[1].split()[0]
        data = line.split("#")[0].strip()
        if not data:
            continue
        codes, prop = (part.strip() for part in data.split(";"))
        first, _, last = codes.partition("..")
        properties.setdefault(prop, set()).update(range(int(first, 16), int(last or first, 16) + 1))
    return sorted(properties["Emoji_Presentation"] - properties["Emoji_Component"]), version


def ranges(codes):
    codes = sorted(set(codes))
    out = []
    for c in codes:
        if out and out[-1][1] == c - 1:
            out[-1][1] = c
        else:
            out.append([c, c])
    return out


def swift_table(name, codes, note):
    spans = ranges(codes)
    words = [f"{a:X}" if a == b else f"{a:X}-{b:X}" for a, b in spans]
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > 96:
            lines.append("        " + line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append("        " + line)
    body = "\n".join(lines)
    return (f"    /// {note}: {len(set(codes)):,} characters in {len(spans):,} ranges.\n"
            f'    static let {name} = """\n{body}\n        """\n')


def main():
    kanjidic = sys.argv[1] if len(sys.argv) > 1 else KANJIDIC2
    joyo_chars, joyo_version = joyo(kanjidic)
    emoji_chars, emoji_version = emoji(EMOJI_DATA)
    sets = [
        ("gb2312Level1", double_byte("gb2312", euc_rows(16, 55)), "GB 2312 rows 16-55, level 1 Hanzi", 3755),
        ("gb2312Level2", double_byte("gb2312", euc_rows(56, 87)), "GB 2312 rows 56-87, level 2 Hanzi", 3008),
        ("jis0208Level1", double_byte("euc_jp", euc_rows(16, 47)), "JIS X 0208 rows 16-47, level 1 kanji", 2965),
        ("jis0208Level2", double_byte("euc_jp", euc_rows(48, 84)), "JIS X 0208 rows 48-84, level 2 kanji", 3390),
        ("joyo", joyo_chars, f"The Jōyō kanji (2010), grades 1-8 of KANJIDIC2 {joyo_version}", 2136),
        ("ksx1001Hangul", double_byte("euc_kr", euc_rows(16, 40)), "KS X 1001 rows 16-40, the Hangul syllables", 2350),
        ("hiragana", block(0x3040, 0x309F), "The Hiragana block, U+3040-U+309F, without combining marks", None),
        ("katakana", block(0x30A0, 0x30FF), "The Katakana block, U+30A0-U+30FF, without combining marks", None),
        ("cyrillic", block(0x0400, 0x04FF), "The Cyrillic block, U+0400-U+04FF, without combining marks", None),
        ("greek", block(0x0370, 0x03FF, skip=range(0x03E2, 0x03F0)),
         "The Greek and Coptic block, U+0370-U+03FF, without combining marks and the Coptic letters", None),
        ("cjkPunctuation", cjk_punctuation(),
         "Punctuation of U+3000-U+303F and U+FF00-U+FF65, the ideographic space, and ‘ ’ “ ” — … ·", None),
        ("emoji", emoji_chars,
         f"Emoji {emoji_version}'s single code points with Emoji_Presentation, less the Emoji_Components", 1170),
    ]
    parts = []
    for name, codes, note, expected in sets:
        if expected is not None and len(set(codes)) != expected:
            sys.exit(f"{name}: {len(set(codes))} characters, expected {expected}")
        parts.append(swift_table(name, codes, note))
    header = f"""// Generated by scripts/generate-character-sets.py: do not edit.
//
// Sources: Python {sys.version.split()[0]}'s codecs (gb2312, euc_jp, euc_kr) and unicodedata (Unicode
// {unicodedata.unidata_version}); the Jōyō list from KANJIDIC2 ({joyo_version}), © the Electronic Dictionary
// Research and Development Group, used under Creative Commons Attribution-ShareAlike 3.0
// (https://www.edrdg.org/edrdg/licence.html); the emoji from Unicode's emoji-data.txt (Emoji
// {emoji_version}, scripts/data/emoji-data.txt), © Unicode, Inc., under Unicode's terms of use
// (https://www.unicode.org/terms_of_use.html). Each table is its sorted code points in hexadecimal,
// a run of consecutive ones written FIRST-LAST; a level 2 table holds only what level 1 lacks.

/// The named character sets of a bitmap font's `characters`, as code point ranges.
enum CharacterSetTables {{
"""
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(header + "\n".join(parts) + "}\n", encoding="utf-8")
    for name, codes, _, _ in sets:
        print(f"{name}: {len(set(codes))} characters, {len(ranges(codes))} ranges")


if __name__ == "__main__":
    main()
