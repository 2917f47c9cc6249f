#!/usr/bin/env python3
"""Writes the three small colour fonts of Specs/text/fonts/, one per colour format that
Debian's Noto Color Emoji (CBDT) does not cover:

    python3 scripts/make-color-fonts.py Specs/text/fonts

SwatchLayers.ttf, family "Swatch Layers": COLR version 0 with a CPAL palette. "A" is a plain square
outline and the space is empty; "★" (U+2605) is three layers: a red left block, a blue right block over it, and a bar in
the text's own colour (palette index 0xFFFF) across the middle. Its own outline (the fallback a
renderer without COLR draws) is one square covering all three.

SwatchPicture.ttf, family "Swatch Picture": sbix (Apple's PNG strikes) with no outlines, as a
bitmap-only colour font is built. "★" is a 64-pixel strike of a disc, red on the left and blue on
the right, with transparent corners; "A" and the space have no picture.

SwatchPaint.ttf, family "Swatch Paint": COLR version 1 only. "★" has a paint (one solid palette colour)
and, as its plain outline, a square; render-spec cannot paint version 1 and draws the square with a
warning.

All three are made here, with Python's standard library only, so their bytes are the same on every run;
they are released with the repository (they hold no outline or picture from another font).
"""
import struct
import sys
import zlib

from sfnt import sfnt


def rect_glyph(x0, y0, x1, y1):
    """One clockwise contour (TrueType's outer direction), four on-curve points."""
    return struct.pack(">hhhhhHH4B4h4h", 1, x0, y0, x1, y1, 3, 0, 1, 1, 1, 1,
                       x0, 0, x1 - x0, 0, y0, y1 - y0, 0, y0 - y1)


def cmap_table(mapping):
    """Format 4, one segment per character, and the closing 0xFFFF segment."""
    chars = sorted(mapping)
    seg = len(chars) + 1
    ends = chars + [0xFFFF]
    starts = chars + [0xFFFF]
    deltas = [(mapping[c] - c) & 0xFFFF for c in chars] + [1]
    entry_selector = seg.bit_length() - 1
    search_range = 2 * (1 << entry_selector)
    body = struct.pack(">HHHH", seg * 2, search_range, entry_selector, seg * 2 - search_range)
    body += struct.pack(">%dH" % seg, *ends) + b"\0\0" + struct.pack(">%dH" % seg, *starts)
    body += struct.pack(">%dH" % seg, *deltas) + struct.pack(">%dH" % seg, *([0] * seg))
    subtable = struct.pack(">HHH", 4, 6 + len(body), 0) + body
    return struct.pack(">HHHHI", 0, 1, 3, 1, 12) + subtable


def name_table(family):
    strings = [(1, family), (2, "Regular"), (4, family + " Regular"), (6, family.replace(" ", "") + "-Regular")]
    records, storage = b"", b""
    for name_id, text in strings:
        data = text.encode("utf-16-be")
        records += struct.pack(">HHHHHH", 3, 1, 0x0409, name_id, len(data), len(storage))
        storage += data
    return struct.pack(">HHH", 0, len(strings), 6 + len(records)) + records + storage


def common_tables(family, advances, outlines, first_char, last_char):
    """head, hhea, maxp, hmtx, post, OS/2 and name for glyphs with these advances; glyf and loca
    when `outlines` is given (one glyph's data or b"" per glyph)."""
    glyph_count = len(advances)
    head = struct.pack(">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5, 0x000B, 1000,
                       0, 0, 0, -100, 900, 800, 0, 8, 2, 0, 0)
    hhea = struct.pack(">IhhhHhhhhhh4hhH", 0x00010000, 800, -200, 0, max(advances), 0, 0, 900, 1, 0, 0,
                       0, 0, 0, 0, 0, glyph_count)
    maxp = struct.pack(">IHHHHHHHHHHHHHH", 0x00010000, glyph_count, 4, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0)
    # Each glyph's left side bearing is its xMin: FreeType moves an outline so that they agree.
    bearings = [struct.unpack(">h", data[2:4])[0] if data else 0 for data in (outlines or [b""] * glyph_count)]
    hmtx = b"".join(struct.pack(">Hh", a, b) for a, b in zip(advances, bearings))
    post = struct.pack(">IIhhIIIII", 0x00030000, 0, -100, 50, 0, 0, 0, 0, 0)
    os2 = struct.pack(">HhHHHhhhhhhhhhhh10sIIII4sHHHhhhHH", 1, 600, 400, 5, 0, 650, 600, 0, 75, 650, 600,
                      0, 350, 50, 250, 0, b"\0" * 10, 1, 0, 0, 0, b"NONE", 0x40, first_char, last_char,
                      800, -200, 0, 800, 200) + struct.pack(">II", 1, 0)
    tables = {"head": head, "hhea": hhea, "maxp": maxp, "hmtx": hmtx, "post": post, "OS/2": os2,
              "name": name_table(family)}
    if outlines is not None:
        glyf, offsets = b"", []
        for data in outlines:
            offsets.append(len(glyf) // 2)
            glyf += data + b"\0" * (-len(data) % 4)
        offsets.append(len(glyf) // 2)
        tables["glyf"] = glyf
        tables["loca"] = struct.pack(">%dH" % len(offsets), *offsets)
    return tables


def layers_font():
    # 0 .notdef, 1 "A", 2 "★" (base), 3–5 its layers, 6 the space.
    outlines = [b"", rect_glyph(100, 0, 600, 700), rect_glyph(50, -100, 750, 700),
                rect_glyph(50, -100, 450, 700), rect_glyph(350, -100, 750, 700), rect_glyph(150, 250, 650, 350), b""]
    tables = common_tables("Swatch Layers", [500, 700, 800, 800, 800, 800, 300], outlines, 0x20, 0x2605)
    tables["cmap"] = cmap_table({0x20: 6, 0x41: 1, 0x2605: 2})
    base = struct.pack(">HHH", 2, 0, 3)
    layers = struct.pack(">HH", 3, 0) + struct.pack(">HH", 4, 1) + struct.pack(">HH", 5, 0xFFFF)
    tables["COLR"] = struct.pack(">HHIIH", 0, 1, 14, 14 + len(base), 3) + base + layers
    colors = [(0x20, 0x20, 0xE0, 0xFF), (0xE0, 0x40, 0x20, 0xFF)]  # BGRA: red, blue
    tables["CPAL"] = (struct.pack(">HHHHI", 0, len(colors), 1, len(colors), 14) + struct.pack(">H", 0)
                      + b"".join(struct.pack(">4B", *c) for c in colors))
    return sfnt(tables)


def paint_font():
    # 0 .notdef, 1 "A", 2 "★" (a square outline and a version 1 paint), 3 the space.
    outlines = [b"", rect_glyph(100, 0, 600, 700), rect_glyph(50, -100, 750, 700), b""]
    tables = common_tables("Swatch Paint", [500, 700, 800, 300], outlines, 0x20, 0x2605)
    tables["cmap"] = cmap_table({0x20: 3, 0x41: 1, 0x2605: 2})
    # Version 1's header: version 0's fields (no base glyph or layer records), then the offsets of
    # the BaseGlyphList (right after the 34-byte header), LayerList, ClipList, DeltaSetIndexMap and
    # ItemVariationStore (none).
    header = struct.pack(">HHIIH", 1, 0, 0, 0, 0) + struct.pack(">IIIII", 34, 0, 0, 0, 0)
    # One BaseGlyphPaintRecord for glyph 2, its paint 10 bytes into the list: PaintSolid (format 2),
    # palette entry 0, alpha 1.0 (F2Dot14).
    base_glyph_list = struct.pack(">I", 1) + struct.pack(">HI", 2, 10) + struct.pack(">BHh", 2, 0, 0x4000)
    tables["COLR"] = header + base_glyph_list
    tables["CPAL"] = struct.pack(">HHHHI", 0, 1, 1, 1, 14) + struct.pack(">H", 0) + struct.pack(">4B", 0x20, 0x20, 0xE0, 0xFF)
    return sfnt(tables)


def png(width, height, pixel):
    rows = b"".join(b"\0" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def disc(x, y):
    """A disc 56 pixels across, red left of centre and blue right of it."""
    dx, dy = x + 0.5 - 28, y + 0.5 - 28
    if dx * dx + dy * dy > 27.5 * 27.5:
        return (0, 0, 0, 0)
    return (0xE0, 0x20, 0x20, 0xFF) if dx < 0 else (0x20, 0x40, 0xE0, 0xFF)


def picture_font():
    # 0 .notdef, 1 "A" (no picture), 2 "★", 3 the space.
    tables = common_tables("Swatch Picture", [500, 700, 900, 300], None, 0x20, 0x2605)
    tables["cmap"] = cmap_table({0x20: 3, 0x41: 1, 0x2605: 2})
    picture = struct.pack(">hh4s", 4, -6, b"png ") + png(56, 56, disc)
    offsets = [0, 0, 0, len(picture), len(picture)]
    header = struct.pack(">HH", 64, 72)
    data_start = len(header) + 4 * len(offsets)
    strike = header + struct.pack(">%dI" % len(offsets), *[data_start + o for o in offsets]) + picture
    tables["sbix"] = struct.pack(">HHII", 1, 1, 1, 12) + strike
    return sfnt(tables)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "Specs/text/fonts"
    for name, data in [("SwatchLayers.ttf", layers_font()), ("SwatchPicture.ttf", picture_font()),
                       ("SwatchPaint.ttf", paint_font())]:
        with open(f"{folder}/{name}", "wb") as f:
            f.write(data)
        print(f"{folder}/{name}: {len(data)} bytes")


if __name__ == "__main__":
    main()
