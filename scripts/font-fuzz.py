#!/usr/bin/env python3
"""Mutates font files and renders each mutation to PNG, SVG and PDF with render-spec, one child
process per mutation, so that a crash is counted rather than fatal (docs/fuzzing.md, "Fonts").

    python3 scripts/font-fuzz.py [--count N] [--seed S] [--binary PATH] [--out DIR] [FONT...]

Without FONT, every distinct font file (by content) under Specs/ and Examples/. Each mutation is
chosen by a generator seeded with the seed, the font's name and the mutation's number, so a run is
the same on every machine and one mutation can be made again alone (--only N). Mutations: bytes
flipped or set anywhere or inside a table Cairo's subsetters read (most often its first bytes,
which hold its counts and offsets), the file cut short, a table directory entry's offset, length or
tag changed, count, length and offset fields at the start of a table bumped to 0, 1, a neighbour
or the maximum, and a run of the file copied over another place.

Each outcome is counted: `rendered` (exit 0), `refused` (exit 2 with one line naming the font),
`crash` (SIGSEGV, SIGBUS, SIGFPE, SIGILL), `abort` (SIGABRT, a failed assertion), `hang` (killed
after --timeout seconds) and `other` (any other status, or a refusal that does not name the font).
Every input of the last four is run three times more and copied to --out (default
.build/font-fuzz/findings) with its signal or status, the outcomes of the reruns, and its stderr. Exit status: 0 when there were none, 1 otherwise. --json prints the counts as JSON.
"""
import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEXT = "Sweet Victory Ag 019 &? ★"
CAIRO_TABLES = {t.encode() for t in ("CFF ", "name", "head", "hhea", "hmtx", "maxp", "loca", "glyf", "post", "OS/2",
                                     "cmap", "cvt ", "fpgm", "prep")}


def distinct_fonts():
    seen, fonts = set(), []
    for top in ("Specs", "Examples"):
        for folder, _, names in sorted(os.walk(os.path.join(ROOT, top))):
            for name in sorted(names):
                if os.path.splitext(name)[1].lower() in (".ttf", ".otf", ".ttc", ".otc"):
                    path = os.path.join(folder, name)
                    digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
                    if digest not in seen:
                        seen.add(digest)
                        fonts.append(path)
    return fonts


def tables(data):
    """(tag, record offset, table offset, table length) of each table directory entry that fits."""
    if len(data) < 12:
        return []
    count = struct.unpack_from(">H", data, 4)[0]
    out = []
    for i in range(count):
        at = 12 + 16 * i
        if at + 16 > len(data):
            break
        tag, _, offset, length = struct.unpack_from(">4sIII", data, at)
        out.append((tag, at, offset, length))
    return out


def mutate(data, rng):
    data = bytearray(data)
    kind = rng.choice(["flip", "set", "truncate", "directory", "field", "field", "splice", "table", "table", "table"])
    entries = tables(data)
    # Cairo's subsetters read these (docs/threat-model.md); most mutations land in one of them.
    read = [e for e in entries if e[0] in CAIRO_TABLES and e[2] < len(data)]
    if kind == "flip":
        for _ in range(rng.randint(1, 16)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif kind == "set":
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] = rng.choice([0x00, 0xFF, 0x7F, 0x80, rng.randrange(256)])
    elif kind == "truncate":
        data = data[:rng.randrange(len(data))]
    elif kind == "directory" and entries:
        tag, at, offset, length = rng.choice(entries)
        field = rng.choice(["offset", "length", "tag"])
        if field == "tag":
            other = rng.choice(entries)[0]
            data[at:at + 4] = other
        else:
            old = offset if field == "offset" else length
            new = rng.choice([0, 1, old + 1, old - 1 if old else 0, old * 2, len(data), len(data) - 1, 0xFFFFFFFF,
                              old + rng.randrange(1, 1 << 16)]) & 0xFFFFFFFF
            struct.pack_into(">I", data, at + (8 if field == "offset" else 12), new)
    elif kind == "table" and read:
        tag, at, offset, length = rng.choice(read)
        # The start of a table holds its counts, offsets and indexes; anywhere else its data.
        span = max(1, min(length, len(data) - offset, rng.choice([64, 1024, length or 1])))
        for _ in range(rng.randint(1, 4)):
            where = offset + rng.randrange(span)
            data[where] = rng.choice([data[where] ^ (1 << rng.randrange(8)), 0x00, 0xFF, rng.randrange(256)])
    elif kind == "field" and entries:
        tag, at, offset, length = rng.choice(read or entries)
        span = min(length, 96, max(0, len(data) - offset))
        if span >= 2:
            where = offset + 2 * rng.randrange(span // 2)
            old = struct.unpack_from(">H", data, where)[0]
            new = rng.choice([0, 1, 0xFFFF, 0x7FFF, 0x8000, old + 1, old - 1, old * 2, old + 256]) & 0xFFFF
            struct.pack_into(">H", data, where, new)
    else:  # splice: a run of the file copied over another place of it
        length = rng.randint(1, 256)
        source, target = rng.randrange(len(data)), rng.randrange(len(data))
        chunk = data[source:source + length]
        data[target:target + len(chunk)] = chunk
    return bytes(data)


def spec(font_name):
    return json.dumps({
        "version": 1, "kind": "label", "size": {"width": 160, "height": 40},
        "text": TEXT, "font": {"file": "fonts/" + font_name, "size": 18, "missingGlyphs": "allow"},
        "output": {"formats": ["png", "svg", "pdf"]},
    })


def run_one(binary, work, font_name, data, timeout):
    for name in os.listdir(work):
        path = os.path.join(work, name)
        shutil.rmtree(path) if os.path.isdir(path) else os.unlink(path)
    os.makedirs(os.path.join(work, "fonts"))
    with open(os.path.join(work, "fonts", font_name), "wb") as f:
        f.write(data)
    with open(os.path.join(work, "fuzz.json"), "w") as f:
        f.write(spec(font_name))
    env = dict(os.environ, RENDER_SPEC_CACHE="off")
    try:
        p = subprocess.run([binary, "fuzz.json", "--out-dir", "out"], cwd=work, env=env, timeout=timeout,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    except subprocess.TimeoutExpired as e:
        return "hang", (e.stderr or b"").decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode == 0:
        return "rendered", err
    if p.returncode == 2:
        lines = err.strip().split("\n")
        return ("refused" if len(lines) == 1 and "fonts/" + font_name in lines[0] else "other"), err
    if p.returncode < 0:
        number = -p.returncode
        err = f"{signal.Signals(number).name}\n{err}"
        if number == signal.SIGABRT:
            return "abort", err
        if number in (signal.SIGSEGV, signal.SIGBUS, signal.SIGFPE, signal.SIGILL):
            return "crash", err
    return "other", f"exit status {p.returncode}\n{err}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("fonts", nargs="*")
    parser.add_argument("--count", type=int, default=100, help="mutations per font (default 100)")
    parser.add_argument("--seed", default="render-spec")
    parser.add_argument("--only", type=int, help="make and run only this mutation of each font")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/render-spec"), type=os.path.abspath)
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/font-fuzz/findings"))
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--progress", type=int, default=0, help="print the counts every N mutations")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    fonts = args.fonts or distinct_fonts()
    kinds = ["rendered", "refused", "crash", "abort", "hang", "other"]
    started = time.time()
    originals = {font: open(font, "rb").read() for font in fonts}
    totals = {font: dict.fromkeys(kinds, 0) for font in fonts}
    numbers = [args.only] if args.only is not None else range(args.count)
    # Round by round, every font once a round: a run stopped early has as many of each.
    with tempfile.TemporaryDirectory(prefix="render-spec-font-fuzz-") as work:
        for i in numbers:
            for font in fonts:
                name = os.path.basename(font)
                rng = random.Random(f"{args.seed}:{name}:{i}")
                data = mutate(originals[font], rng)
                outcome, err = run_one(args.binary, work, name, data, args.timeout)
                totals[font][outcome] += 1
                if outcome not in ("rendered", "refused"):
                    # Run again: a finding that does not come back depends on timing, not only on the bytes.
                    again = [run_one(args.binary, work, name, data, args.timeout)[0] for _ in range(3)]
                    err = f"again: {', '.join(again)}\n{err}"
                    os.makedirs(args.out, exist_ok=True)
                    stem = os.path.join(args.out, f"{outcome}-{os.path.splitext(name)[0]}-{args.seed}-{i}")
                    with open(stem + os.path.splitext(name)[1], "wb") as f:
                        f.write(data)
                    with open(stem + ".stderr.txt", "w") as f:
                        f.write(err)
                    print(f"{outcome}: {name} mutation {i} -> {stem}", file=sys.stderr, flush=True)
            if args.progress and (i + 1) % args.progress == 0:
                summary = {k: sum(c[k] for c in totals.values()) for k in kinds}
                print(f"{i + 1} rounds, {time.time() - started:.0f} s: {summary}", file=sys.stderr, flush=True)
    if not args.json:
        for font in fonts:
            counts = totals[font]
            print(f"{os.path.relpath(font, ROOT)}: " + ", ".join(f"{counts[k]} {k}" for k in kinds), flush=True)
    if args.json:
        print(json.dumps(totals, indent=1))
    bad = sum(c[k] for c in totals.values() for k in ("crash", "abort", "hang", "other"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
