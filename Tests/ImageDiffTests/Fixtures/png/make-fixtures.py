#!/usr/bin/env python3
"""Writes the PNG decoding fixtures in this folder, with the Python standard library only.

Each case is a small PNG of one colour type / bit depth / chunk combination and, in
expected.json, the RGBA8 bytes that pngjs (pixelmatch's reader) gives for it:
samples of 1, 2, 4 and 16 bits are scaled to 8 bits with floor(v * 255 / max + 0.5),
palette and tRNS give alpha, and gAMA, cHRM, sRGB, bKGD are ignored.
The expected bytes are computed here from the source samples, not by decoding the file.
Run it from this folder: python3 make-fixtures.py
"""
import json, struct, zlib

def chunk(kind, data):
    return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b''.join(struct.pack('>H', s) for s in samples)
    bits, out, acc, n = depth, bytearray(), 0, 0
    for s in samples:
        acc = (acc << bits) | s
        n += bits
        if n == 8:
            out.append(acc); acc = 0; n = 0
    if n:
        out.append(acc << (8 - n))
    return bytes(out)

def encode(width, height, depth, ctype, rows, extra=(), interlace=False):
    """rows: list of rows, each a list of per-pixel sample tuples."""
    raw = bytearray()
    filt = 0
    def emit(subrows):
        nonlocal filt
        for r in subrows:
            flat = [s for px in r for s in px]
            # filter type 0 or 1 (Sub) alternately, so the decoder's unfiltering is exercised
            line = pack_row(flat, depth)
            bpp = max(1, CHANNELS[ctype] * depth // 8)
            if filt % 2:
                line = bytes((line[i] - (line[i - bpp] if i >= bpp else 0)) & 255 for i in range(len(line)))
                raw.append(1)
            else:
                raw.append(0)
            raw.extend(line)
            filt += 1
    if interlace:
        for x0, y0, dx, dy in ADAM7:
            sub = [[rows[y][x] for x in range(x0, width, dx)] for y in range(y0, height, dy)]
            if sub and sub[0]:
                emit(sub)
    else:
        emit(rows)
    ihdr = struct.pack('>IIBBBBB', width, height, depth, ctype, 0, 0, 1 if interlace else 0)
    out = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', ihdr)
    for kind, data in extra:
        out += chunk(kind, data)
    out += chunk(b'IDAT', zlib.compress(bytes(raw), 9)) + chunk(b'IEND', b'')
    return out

def scale(v, depth):
    # pngjs: Math.floor(v * 255 / maxInSample + 0.5), in doubles
    return v if depth == 8 else int(v * 255 / (2 ** depth - 1) + 0.5)

GAMMA_1 = (b'gAMA', struct.pack('>I', 100000))
CHRM = (b'cHRM', struct.pack('>8I', 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000))
SRGB = (b'sRGB', b'\x00')
BKGD_RGB = (b'bKGD', struct.pack('>3H', 0, 0, 255))

cases = {}

def add(name, width, height, depth, ctype, rows, expected, extra=(), interlace=False):
    with open(name + '.png', 'wb') as f:
        f.write(encode(width, height, depth, ctype, rows, extra, interlace))
    flat = [b for px in expected for b in px]
    assert len(flat) == width * height * 4
    cases[name] = {'width': width, 'height': height, 'rgba': flat}

W, H = 7, 5

def grid(fn):
    return [[fn(x, y) for x in range(W)] for y in range(H)]

# Grey at every bit depth; 1-bit and 4-bit rows are not a whole number of bytes.
for d in (1, 2, 4, 8):
    m = 2 ** d - 1
    rows = grid(lambda x, y: ((x * 3 + y * 5) % (m + 1),))
    exp = [(scale(p[0], d),) * 3 + (255,) for r in rows for p in r]
    add('grey%d' % d, W, H, d, 0, rows, exp)

# Grey with a tRNS key: matching samples get alpha 0, their grey stays.
rows = grid(lambda x, y: ((x + y) % 4,))
exp = [(scale(p[0], 2),) * 3 + (0 if p[0] == 2 else 255,) for r in rows for p in r]
add('grey2-trns', W, H, 2, 0, rows, exp, extra=[(b'tRNS', struct.pack('>H', 2))])

# Grey + alpha, 8-bit, with gAMA 1.0 (must be ignored).
rows = grid(lambda x, y: ((x * 37 + y * 11) % 256, (x * 50 + y * 7) % 256))
exp = [(p[0],) * 3 + (p[1],) for r in rows for p in r]
add('greyalpha8-gamma1', W, H, 8, 4, rows, exp, extra=[GAMMA_1])

# 16-bit grey: rounding of v/257 at both sides of .5.
vals = [0, 128, 129, 32767, 32768, 32896, 33024, 65535, 65407, 65408, 257, 385, 386, 1000, 40000]
rows = grid(lambda x, y: (vals[(x + y * W) % len(vals)],))
exp = [(scale(p[0], 16),) * 3 + (255,) for r in rows for p in r]
add('grey16', W, H, 16, 0, rows, exp)

# 16-bit RGBA with gAMA 1.0 and cHRM: no gamma, no premultiplication, rounded to 8 bits.
rows = grid(lambda x, y: (vals[(x + y) % len(vals)], vals[(x * 2 + y) % len(vals)],
                          vals[(x + y * 3) % len(vals)], vals[(x * 5 + y * 2 + 3) % len(vals)]))
exp = [tuple(scale(s, 16) for s in p) for r in rows for p in r]
add('rgba16-gamma1', W, H, 16, 6, rows, exp, extra=[GAMMA_1, CHRM])

# 16-bit grey + alpha, not interlaced.
rows = grid(lambda x, y: (vals[(x + 2 * y) % len(vals)], vals[(3 * x + y + 5) % len(vals)]))
exp = [(scale(p[0], 16),) * 3 + (scale(p[1], 16),) for r in rows for p in r]
add('greyalpha16', W, H, 16, 4, rows, exp)

# The same interlaced: ImageDiff refuses 16-bit interlaced files (libpng's simplified reader
# overflows or misdecodes them), so this one is not in expected.json.
with open('unsupported-greyalpha16-interlaced.png', 'wb') as f:
    f.write(encode(W, H, 16, 4, rows, interlace=True))

# 16-bit RGB with a tRNS key colour.
key = (1000, 40000, 65535)
rows = grid(lambda x, y: key if (x + y) % 3 == 0 else (vals[x % len(vals)], vals[y % len(vals)], vals[(x + y) % len(vals)]))
exp = [tuple(scale(s, 16) for s in p) + (0 if p == key else 255,) for r in rows for p in r]
add('rgb16-trns', W, H, 16, 2, rows, exp, extra=[(b'tRNS', struct.pack('>3H', *key))])

# 8-bit RGB with gAMA 1.0, cHRM and bKGD.
rows = grid(lambda x, y: ((x * 40) % 256, (y * 60) % 256, (x * y * 9) % 256))
exp = [p + (255,) for r in rows for p in r]
add('rgb8-gamma1', W, H, 8, 2, rows, exp, extra=[GAMMA_1, CHRM, BKGD_RGB])

# 4-bit palette with a short tRNS list (entries past it are opaque).
palette = [(i * 16, 255 - i * 16, (i * 97) % 256) for i in range(16)]
alphas = [0, 64, 128, 200, 255, 10]
plte = (b'PLTE', bytes(c for p in palette for c in p))
trns = (b'tRNS', bytes(alphas))
rows = grid(lambda x, y: ((x * 3 + y) % 16,))
exp = [palette[p[0]] + (alphas[p[0]] if p[0] < len(alphas) else 255,) for r in rows for p in r]
add('palette4-trns', W, H, 4, 3, rows, exp, extra=[plte, trns])

# Interlaced (Adam7) 8-bit RGBA with sRGB.
rows = grid(lambda x, y: ((x * 31) % 256, (y * 47) % 256, (x * y * 13) % 256, (x * 20 + y * 30) % 256))
exp = [p for r in rows for p in r]
add('rgba8-interlaced', W, H, 8, 6, rows, exp, extra=[SRGB], interlace=True)

# Interlaced 2-bit palette, no tRNS.
rows = grid(lambda x, y: ((x + 2 * y) % 4,))
exp = [palette[p[0]] + (255,) for r in rows for p in r]
add('palette2-interlaced', W, H, 2, 3, rows, exp, extra=[(b'PLTE', bytes(c for p in palette[:4] for c in p))], interlace=True)

with open('expected.json', 'w') as f:
    f.write('{\n' + ',\n'.join('  %s: %s' % (json.dumps(k), json.dumps(v, separators=(',', ':'))) for k, v in sorted(cases.items())) + '\n}\n')
