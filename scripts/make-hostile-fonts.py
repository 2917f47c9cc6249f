#!/usr/bin/env python3
"""Writes the hand-made hostile fonts of Fuzz/regressions/fonts/ (its README says what each broke).

    python3 scripts/make-hostile-fonts.py Fuzz/regressions/fonts

crash-name-65535-records.ttf: a TrueType font with two glyphs (.notdef and a square for "A") that
FreeType and fontconfig read, whose `name` table holds one record but claims 65,535 of them.
Cairo's TrueType subsetter (`find_name`, through `_cairo_truetype_read_font_name`) walks every
claimed record past the end of the table it loaded, when a PDF embeds the font.

crash-name-offset-past-storage.ttf: the same font whose one `name` record points its string far past
the table (offset 0xFFF0, length 0x4000).

glyf-listed-as-cvt.ttf: the square font with its `glyf` table listed under the tag `cvt `, the
table directory edit the font fuzzer first found this with (in DejaVu Sans): FreeType opens the
file and draws nothing, and HarfBuzz's rewrite of it has no outlines at all.

Only Python's standard library; the bytes are the same on every run.
"""
import struct
import sys

from sfnt import sfnt


def square_font(name_table, glyf_tag="glyf"):
    head = struct.pack(">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5, 0x000B, 1000,
                       0, 0, 0, 0, 600, 700, 0, 8, 2, 0, 0)
    hhea = struct.pack(">IhhhHhhhhhh4hhH", 0x00010000, 800, -200, 0, 700, 0, 0, 600, 1, 0, 0,
                       0, 0, 0, 0, 0, 2)
    maxp = struct.pack(">IHHHHHHHHHHHHHH", 0x00010000, 2, 4, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0)
    hmtx = struct.pack(">HhHh", 500, 0, 700, 100)
    # One contour, four on-curve points: (100,0) (100,700) (600,700) (600,0).
    square = struct.pack(">hhhhhHH4B4h4h", 1, 100, 0, 600, 700, 3, 0, 1, 1, 1, 1,
                         100, 0, 500, 0, 0, 700, 0, -700)
    glyf = square + b"\0" * (-len(square) % 4)
    loca = struct.pack(">HHH", 0, 0, len(glyf) // 2)
    # cmap format 4: "A" (U+0041) to glyph 1, and the closing 0xFFFF segment.
    a_delta = (1 - 0x41) & 0xFFFF
    subtable = struct.pack(">HHHHHHH2HH2H2H2H", 4, 32, 0, 4, 4, 1, 0, 0x41, 0xFFFF, 0,
                           0x41, 0xFFFF, a_delta, 1, 0, 0)
    cmap = struct.pack(">HHHHI", 0, 1, 3, 1, 12) + subtable
    post = struct.pack(">IIhhIIIII", 0x00030000, 0, -100, 50, 0, 0, 0, 0, 0)
    os2 = struct.pack(">HhHHHhhhhhhhhhhh10sIIII4sHHHhhhHH", 1, 600, 400, 5, 0, 650, 600, 0, 75, 650, 600,
                      0, 350, 50, 250, 0, b"\0" * 10, 1, 0, 0, 0, b"NONE", 0x40, 0x41, 0x41, 800, -200, 0,
                      800, 200) + struct.pack(">II", 1, 0)
    return sfnt({"head": head, "hhea": hhea, "maxp": maxp, "hmtx": hmtx, glyf_tag: glyf, "loca": loca,
                 "cmap": cmap, "post": post, "OS/2": os2, "name": name_table})


def name_table(claimed, offset):
    family = "Flood".encode("utf-16-be")
    record = struct.pack(">HHHHHH", 3, 1, 0x0409, 1, len(family) if offset == 0 else 0x4000, offset)
    return struct.pack(">HHH", 0, claimed, 6 + 12) + record + family


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "Fuzz/regressions/fonts"
    for name, data in [("crash-name-65535-records.ttf", square_font(name_table(65535, 0))),
                       ("crash-name-offset-past-storage.ttf", square_font(name_table(1, 0xFFF0))),
                       ("glyf-listed-as-cvt.ttf", square_font(name_table(1, 0), glyf_tag="cvt "))]:
        with open(f"{folder}/{name}", "wb") as f:
            f.write(data)
        print(f"{folder}/{name}: {len(data)} bytes")


if __name__ == "__main__":
    main()
