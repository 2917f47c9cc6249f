#!/usr/bin/env bash
# Times render-spec (release) against peer tools on the same work; writes BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
need=()
for p in hyperfine imagemagick pango1.0-tools; do dpkg -s "$p" >/dev/null 2>&1 || need+=("$p"); done
[ ${#need[@]} -eq 0 ] || { apt-get update -qq; apt-get install -y -qq "${need[@]}"; }
python3 -c "import pixelmatch" 2>/dev/null || python3 -m pip install -q pixelmatch==0.4.0 pillow

swift build -c release --product render-spec >/dev/null
RS="$PWD/.build/release/render-spec"
IM=/usr/bin/convert-im6.q16
CMP=/usr/bin/compare-im6.q16
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
font=Specs/fonts/dejavu/DejaVuSans-Bold.ttf
cp Benchmarks/specs/*.json "$work/"

# A 2000×2000 pair that differs in a band, for the diff case.
python3 - "$work" <<'PY'
import sys
from PIL import Image, ImageDraw
w = sys.argv[1]
a = Image.new("RGBA", (2000, 2000), (250, 250, 250, 255)); d = ImageDraw.Draw(a)
for i in range(0, 2000, 40): d.line([(i, 0), (2000 - i, 2000)], fill=(20, 60, 200, 255), width=3)
b = a.copy(); ImageDraw.Draw(b).rectangle([600, 900, 1400, 1000], fill=(240, 80, 80, 255))
a.save(f"{w}/a.png"); b.save(f"{w}/b.png")
PY
cat > "$work/pm.py" <<'PY'
import sys
from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch
a, b = Image.open(sys.argv[1]), Image.open(sys.argv[2])
print(pixelmatch(a, b, Image.new("RGBA", a.size), threshold=0.1))
PY

run() { echo "== $1" >&2; hyperfine --style none --warmup 2 --min-runs 10 --export-json "$work/result-$1.json" "${@:2}" >/dev/null; }
run title \
  -n "render-spec" "$RS --root $work $work/title.json --out-dir $work/o -q" \
  -n "ImageMagick convert" "$IM -size 900x220 xc:none -font $font -pointsize 68 -gravity center -stroke '#5A2A0C' -strokewidth 12 -fill '#F8C060' -annotate +0+0 'HIGH SCORE 12,480' -stroke none -annotate +0+0 'HIGH SCORE 12,480' \\( +clone -background black -shadow 55x8+0+8 \\) +swap -background none -layers merge +repage $work/im-title.png"
run plain \
  -n "render-spec" "$RS --root $work $work/plain.json --out-dir $work/o -q" \
  -n "pango-view" "pango-view --no-display --font='DejaVu Sans Bold 51' --dpi=96 --output=$work/pv.png --text='HIGH SCORE 12,480'"
run blur \
  -n "render-spec" "$RS --root $work $work/blur-large.json --out-dir $work/o -q" \
  -n "ImageMagick convert" "$IM -size 1600x1000 xc:none -font $font -pointsize 400 -gravity center -fill black -annotate +0+0 Blur -blur 0x100 $work/im-blur.png"
run diff \
  -n "render-spec diff" "$RS diff $work/a.png $work/b.png -o $work/d.png || true" \
  -n "pixelmatch (Python)" "python3 $work/pm.py $work/a.png $work/b.png" \
  -n "ImageMagick compare" "$CMP -metric AE -fuzz 10% $work/a.png $work/b.png $work/imd.png || true"

python3 - "$work" > BENCHMARKS.md <<'PY'
import json, sys, platform, subprocess
w = sys.argv[1]
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), platform.machine())
print("# Benchmarks\n")
print("Medians of whole-command wall time (hyperfine, 2 warm-up runs, at least 10 runs), release build,")
print(f"on {cpu} ({subprocess.check_output(['nproc']).decode().strip()} cores). Produced by `Benchmarks/run.sh`;")
print("see Benchmarks/README.md for what each case does. Ratio = peer median / render-spec median")
print("(above 1: render-spec is faster).\n")
titles = {"title": "Styled title @2x (gradient, stroke, shadow)", "plain": "Plain text @2x",
          "blur": "1600×1000 with a σ = 100 px blur", "diff": "Diff of a 2000×2000 pair"}
for case in ["title", "plain", "blur", "diff"]:
    results = json.load(open(f"{w}/result-{case}.json"))["results"]
    base = results[0]["median"]
    print(f"## {titles[case]}\n\n| tool | median | min | max | ratio |\n|---|---|---|---|---|")
    for r in results:
        print(f"| {r['command']} | {r['median']*1000:.1f} ms | {r['min']*1000:.1f} ms | {r['max']*1000:.1f} ms | {r['median']/base:.2f} |")
    print()
PY
# Hand-measured figures and how to read the table, kept in Benchmarks/notes.md.
cat Benchmarks/notes.md >> BENCHMARKS.md
cat BENCHMARKS.md
