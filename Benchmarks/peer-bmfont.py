#!/usr/bin/env python3
"""A peer for the CJK bitmap font case: the BMFont a game team would script with fontTools and
Pillow (both from PyPI), for the same characters and style as Benchmarks/specs/cjk-font.json.

Per scale: each glyph drawn by Pillow's FreeType with an outside stroke (`stroke_width`) over a
Gaussian-blurred, offset shadow; cells packed onto 1024² pages by a shelf packer; pages saved as PNG;
a text `.fnt` with the kerning of the font's GPOS `kern` pair lookups (pair lists and class pairs)
read with fontTools for the included characters. It is what render-spec's `fnt` output does, less
the line-box gradient and the exact cell bounds, so its time is a floor for a scripted tool.

    python3 Benchmarks/peer-bmfont.py FONT.ttc INDEX SIZE CHARACTERS.txt OUT_DIR
"""

import os
import sys

from fontTools.ttLib import TTFont
from PIL import Image, ImageDraw, ImageFilter, ImageFont

STROKE, SHADOW_OFFSET, SHADOW_BLUR, PAGE = 2, 2, 3, 1024


def kerning(font, characters):
    """(first, second) → font units, from the `kern` feature's PairPos lookups."""
    cmap = font.getBestCmap()
    glyphs = {cmap[c]: c for c in characters if c in cmap}
    gpos = font["GPOS"].table if "GPOS" in font else None
    pairs = {}
    if gpos is None or gpos.FeatureList is None:
        return pairs
    lookups = sorted({i for record in gpos.FeatureList.FeatureRecord if record.FeatureTag == "kern"
                      for i in record.Feature.LookupListIndex})
    for index in lookups:
        lookup = gpos.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:
                sub = sub.ExtSubTable
            if getattr(sub, "LookupType", 2) != 2:
                continue
            firsts = [g for g in sub.Coverage.glyphs if g in glyphs]
            if sub.Format == 1:
                for first in firsts:
                    for record in sub.PairSet[sub.Coverage.glyphs.index(first)].PairValueRecord:
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        if record.SecondGlyph in glyphs and value:
                            pairs.setdefault((glyphs[first], glyphs[record.SecondGlyph]), value)
            else:
                class1, class2 = sub.ClassDef1.classDefs, sub.ClassDef2.classDefs
                for first in firsts:
                    row = sub.Class1Record[class1.get(first, 0)].Class2Record
                    for second, code in glyphs.items():
                        record = row[class2.get(second, 0)]
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        if value:
                            pairs.setdefault((glyphs[first], code), value)
    return pairs


def render(font_path, index, size, characters, kerns, upem, stem, out):
    face = ImageFont.truetype(font_path, size, index=index)
    ascent, descent = face.getmetrics()
    pad = STROKE + SHADOW_OFFSET + 3 * SHADOW_BLUR
    pages, page, x, y, shelf, chars = [], Image.new("RGBA", (PAGE, PAGE)), 0, 0, 0, []
    for code in characters:
        ch = chr(code)
        advance = round(face.getlength(ch))
        left, top, right, bottom = face.getbbox(ch, stroke_width=STROKE)
        w, h = right - left + 2 * pad, bottom - top + 2 * pad
        if ch.isspace():
            chars.append((code, 0, 0, 0, 0, 0, 0, advance, 0))
            continue
        alpha = Image.new("L", (w, h))
        ImageDraw.Draw(alpha).text((pad - left, pad - top), ch, font=face, fill=255, stroke_width=STROKE, stroke_fill=255)
        shadow = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        blurred = alpha.filter(ImageFilter.GaussianBlur(SHADOW_BLUR)).point(lambda a: a // 2)
        shadow.paste((0, 0, 0, 255), (0, SHADOW_OFFSET), blurred)
        glyph = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        ImageDraw.Draw(glyph).text((pad - left, pad - top), ch, font=face, fill=(255, 255, 255, 255),
                                   stroke_width=STROKE, stroke_fill=(32, 32, 64, 255))
        cell = Image.alpha_composite(shadow, glyph)
        if x + w > PAGE:
            x, y, shelf = 0, y + shelf + 1, 0
        if y + h > PAGE:
            pages.append(page)
            page, x, y, shelf = Image.new("RGBA", (PAGE, PAGE)), 0, 0, 0
        page.paste(cell, (x, y))
        chars.append((code, x, y, w, h, left - pad, top - pad, advance, len(pages)))
        x, shelf = x + w + 1, max(shelf, h)
    pages.append(page)
    names = []
    for i, image in enumerate(pages):
        names.append(f"{stem}_{i}.png")
        image.save(os.path.join(out, names[-1]), compress_level=1)
    with open(os.path.join(out, stem + ".fnt"), "w", encoding="utf-8") as fnt:
        fnt.write(f'info face="peer" size={size} bold=0 italic=0 charset="" unicode=1 stretchH=100 smooth=1 aa=1 '
                  f"padding=0,0,0,0 spacing=1,1 outline=0\n")
        fnt.write(f"common lineHeight={ascent + descent} base={ascent} scaleW={PAGE} scaleH={PAGE} pages={len(names)} packed=0\n")
        for i, name in enumerate(names):
            fnt.write(f'page id={i} file="{name}"\n')
        fnt.write(f"chars count={len(chars)}\n")
        for c in chars:
            fnt.write("char id={} x={} y={} width={} height={} xoffset={} yoffset={} xadvance={} page={} chnl=15\n".format(*c))
        amounts = {k: round(v * size / upem) for k, v in kerns.items()}
        amounts = {k: v for k, v in amounts.items() if v}
        fnt.write(f"kernings count={len(amounts)}\n")
        for (a, b), v in sorted(amounts.items()):
            fnt.write(f"kerning first={a} second={b} amount={v}\n")


def main():
    font_path, index, size, text_file, out = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), sys.argv[4], sys.argv[5]
    characters = sorted({ord(c) for c in open(text_file, encoding="utf-8").read() if c not in "\n\r\t"})
    os.makedirs(out, exist_ok=True)
    font = TTFont(font_path, fontNumber=index, lazy=True)
    kerns = kerning(font, characters)
    for scale in (1, 2):
        stem = "peer" if scale == 1 else f"peer@{scale}x"
        render(font_path, index, round(size * scale), characters, kerns, font["head"].unitsPerEm, stem, out)


if __name__ == "__main__":
    main()
