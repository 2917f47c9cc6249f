#!/usr/bin/env python3
"""Lays a straight-alpha RGBA PNG over an opaque ground colour and writes the result as an RGB PNG.

    python3 scripts/png-over-ground.py IN.png R,G,B[,A] OUT.png     # R, G, B in 0…1, as love-draw takes

scripts/bitmap-font-pictures.sh uses it for Godot's picture, which godot-draw draws on a
transparent viewport, so that it sits on the ground LÖVE's picture is drawn on. Standard library
only: the PNG is 8-bit RGBA, not interlaced (what Godot's save_png writes).
"""

import struct
import sys
import zlib


def chunks(data):
    pos = 8
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        yield data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length


def read_rgba(path):
    data = open(path, "rb").read()
    idat = b""
    for kind, body in chunks(data):
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if (depth, colour, interlace) != (8, 6, 0):
                sys.exit(f"{path}: expected 8-bit RGBA without interlacing")
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * 4
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for x in range(stride):
            a = line[x - 4] if x >= 4 else 0
            b = previous[x]
            c = previous[x - 4] if x >= 4 else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, rows


def write_rgb(path, width, height, rows):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    open(path, "wb").write(png)


def main():
    source, ground, out = sys.argv[1:4]
    bg = [round(float(v) * 255) for v in ground.split(",")[:3]]
    width, height, rows = read_rgba(source)
    out_rows = []
    for row in rows:
        line = bytearray()
        for x in range(width):
            r, g, b, a = row[x * 4:x * 4 + 4]
            line += bytes(round((v * a + k * (255 - a)) / 255) for v, k in zip((r, g, b), bg))
        out_rows.append(line)
    write_rgb(out, width, height, out_rows)


if __name__ == "__main__":
    main()
