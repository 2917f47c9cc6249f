#!/usr/bin/env bash
# Times render-spec (release) against peer tools on the same work and in-process, profiles W1, and
# regenerates BENCHMARKS.md (Benchmarks/README.md says what each case does).
#
#   bash Benchmarks/run.sh            # everything, about 8–10 minutes on 2 cores
#   RUNS=5 bash Benchmarks/run.sh     # fewer timed runs of the fast cases (default 20)
#   KEEP=dir bash Benchmarks/run.sh   # keep the raw results (hyperfine JSON, time -v, callgrind) in dir
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
RUNS=${RUNS:-20}

# --- Peers, installed when missing -----------------------------------------------------------
need=()
for p in hyperfine librsvg2-bin imagemagick pango1.0-tools time valgrind; do
  dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo=; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
if ! python3 -c "import pixelmatch, PIL" 2>/dev/null; then
  python3 -m pip install -q pixelmatch==0.4.0 pillow 2>/dev/null \
    || python3 -m pip install -q --break-system-packages pixelmatch==0.4.0 pillow
fi

echo "== building (release)" >&2
# As scripts/setup.sh builds it (scripts/release-build.sh: the start-up flags).
bash scripts/release-build.sh render-spec >/dev/null
swift build -c release --product render-spec-bench >/dev/null
RS="$PWD/.build/release/render-spec"
BENCH="$PWD/.build/release/render-spec-bench"
IM=/usr/bin/convert-im6.q16   # not `convert`: some machines put a stand-in first on PATH
CMP=/usr/bin/compare-im6.q16
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
r="$work/results"; mkdir -p "$r" "$work/o"
font=Specs/fonts/dejavu/DejaVuSans-Bold.ttf
[ -f "$font" ] || font=$(fc-match -f '%{file}' 'DejaVu Sans:bold')
cat /proc/loadavg > "$r/load-start.txt"

# --- Inputs ------------------------------------------------------------------------------------
cp Benchmarks/specs/*.json Benchmarks/specs/*.svg "$work/"
# W4: a 2048² picture, an identical copy (another file, so both are decoded) and a copy with three
# changed regions.
python3 - "$work" <<'PY'
import shutil, sys
from PIL import Image, ImageDraw
w = sys.argv[1]
a = Image.new("RGBA", (2048, 2048), (250, 250, 250, 255)); d = ImageDraw.Draw(a)
for i in range(0, 2048, 40): d.line([(i, 0), (2048 - i, 2048)], fill=(20, 60, 200, 255), width=3)
for y in range(0, 2048, 256): d.rectangle([0, y, 2047, y + 20], fill=(200, 220, 240, 255))
b = a.copy(); db = ImageDraw.Draw(b)
for box in ([600, 900, 1400, 1000], [100, 100, 160, 160], [1500, 1700, 1800, 1740]):
    db.rectangle(box, fill=(240, 80, 80, 255))
a.save(f"{w}/a.png"); b.save(f"{w}/b.png"); shutil.copy(f"{w}/a.png", f"{w}/a-copy.png")
PY
cat > "$work/pm.py" <<'PY'
import sys
from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch
a, b = Image.open(sys.argv[1]), Image.open(sys.argv[2])
print(pixelmatch(a, b, threshold=0.1))
PY
cat > "$work/w3.py" <<'PY'
import sys
from PIL import Image, ImageDraw, ImageFilter
im = Image.new("RGBA", (1024, 1024), (0, 0, 0, 0))
ImageDraw.Draw(im).rectangle([26, 26, 997, 997], fill=(0, 0, 0, 255))
im = im.filter(ImageFilter.GaussianBlur(8))
ImageDraw.Draw(im).rectangle([26, 26, 997, 997], fill=(255, 255, 255, 255))
im.save(sys.argv[1])
PY
python3 Benchmarks/make-w5.py "$work/w5" 1000 > "$r/w5-corpus.json"

# Each case's outputs once, so a broken peer or spec fails here and not inside hyperfine.
"$RS" --root "$work" "$work/w1-title.json" --out-dir "$work/o" -q
"$RS" --root Examples Examples/glossy-blue.json --state normal --scale 2 --out-dir "$work/o" -q
"$RS" --root "$work" "$work/w3-shadow.json" --out-dir "$work/o" -q
rsvg-convert "$work/w1-title.svg" -o "$work/o/rsvg-w1.png"
rsvg-convert "$work/w2-glossy.svg" -o "$work/o/rsvg-w2.png"
python3 "$work/w3.py" "$work/o/pil-w3.png"
"$RS" "$work/w5" --root "$work" --out-dir "$work/w5-out" --jobs 2 -q 2>"$r/w5-warnings.txt"
find "$work/w5-out" -type f | wc -l > "$r/w5-files.txt"
python3 - "$work/o" "$r/sizes.json" <<'PY'
import json, sys
from PIL import Image
o = sys.argv[1]
json.dump({n: Image.open(f"{o}/{n}").size for n in ["w1-title@2x.png", "rsvg-w1.png", "glossy-blue@2x.png",
           "rsvg-w2.png", "w3-shadow.png", "pil-w3.png"]}, open(sys.argv[2], "w"))
PY

# --- Whole-process cases: every tool of a case in one hyperfine run per round -------------------
# hyperfine times one command's runs back to back, so a case is run in ROUNDS rounds of a few runs
# each, the tools taking turns: load from other jobs on a shared machine then falls on all of them
# alike. report.py pools each tool's runs over the rounds (hf-CASE.N.json) and takes the median.
# hf CASE ROUNDS RUNS-PER-ROUND WARM-UP-IN-THE-FIRST-ROUND hyperfine-arguments...
hf() {
  local case=$1 rounds=$2 runs=$3 warm=$4; shift 4
  echo "== $case" >&2
  for i in $(seq 1 "$rounds"); do
    hyperfine --style none --warmup "$([ "$i" -eq 1 ] && echo "$warm" || echo 0)" --runs "$runs" \
      --export-json "$r/hf-$case.$i.json" "$@" >/dev/null
  done
}
R=$(( RUNS < 5 ? 1 : 5 ))   # rounds of the fast cases
hf w1 "$R" "$((RUNS / R))" 2 \
  -n "render-spec" "$RS --root $work $work/w1-title.json --out-dir $work/o -q" \
  -n "rsvg-convert" "rsvg-convert $work/w1-title.svg -o $work/o/rsvg-w1.png" \
  -n "ImageMagick convert" "$IM -size 1200x240 xc:none -font $font -pointsize 68 -gravity center -stroke '#5A2A0C' -strokewidth 12 -fill '#F8C060' -annotate +0+0 'HIGH SCORE 12,480' -stroke none -annotate +0+0 'HIGH SCORE 12,480' \\( +clone -background black -shadow 55x8+0+8 \\) +swap -background none -layers merge +repage $work/o/im-w1.png"
hf w2 "$R" "$((RUNS / R))" 2 \
  -n "render-spec" "$RS --root Examples Examples/glossy-blue.json --state normal --scale 2 --out-dir $work/o -q" \
  -n "rsvg-convert" "rsvg-convert $work/w2-glossy.svg -o $work/o/rsvg-w2.png"
# W2 again, each run into an empty folder: the file is new, where in the case above it is last
# run's (which render-spec leaves alone when its bytes are the same, AtomicFile.swift).
hf w2-new "$R" "$((RUNS / R))" 2 --prepare "rm -rf $work/n; mkdir $work/n" \
  -n "render-spec" "$RS --root Examples Examples/glossy-blue.json --state normal --scale 2 --out-dir $work/n -q" \
  -n "rsvg-convert" "rsvg-convert $work/w2-glossy.svg -o $work/n/rsvg-w2.png"
hf startup "$R" "$((2 * RUNS / R))" 3 \
  -n "render-spec --version" "$RS --version" \
  -n "rsvg-convert (empty 1×1 SVG)" "rsvg-convert $work/empty.svg -o $work/o/empty.png"
hf w3 "$R" "$((RUNS / R))" 1 \
  -n "render-spec" "$RS --root $work $work/w3-shadow.json --out-dir $work/o -q" \
  -n "ImageMagick convert -blur 0x8" "$IM -size 1024x1024 xc:none -fill black -draw 'rectangle 26,26 997,997' -channel RGBA -blur 0x8 +channel -fill white -draw 'rectangle 26,26 997,997' $work/o/im-w3.png" \
  -n "Pillow GaussianBlur(8)" "python3 $work/w3.py $work/o/pil-w3.png"
# The Python port takes seconds a run: three rounds of one run.
hf w4-identical 3 1 1 \
  -n "render-spec diff" "$RS diff $work/a.png $work/a-copy.png || true" \
  -n "pixelmatch (Python)" "python3 $work/pm.py $work/a.png $work/a-copy.png" \
  -n "ImageMagick compare" "$CMP -metric AE -fuzz 10% $work/a.png $work/a-copy.png null: 2>/dev/null || true"
hf w4-different 3 1 1 \
  -n "render-spec diff" "$RS diff $work/a.png $work/b.png || true" \
  -n "pixelmatch (Python)" "python3 $work/pm.py $work/a.png $work/b.png" \
  -n "ImageMagick compare" "$CMP -metric AE -fuzz 10% $work/a.png $work/b.png null: 2>/dev/null || true"
# W5 measures rendering, so its output goes to memory (/dev/shm) where there is one: on this
# machine's ext4 the kernel's cost of creating files moved a run by ±20 % with the filesystem's
# recent history (after `rm -rf` of 2,842 files, ext4's allocator steers around the deleted inodes:
# 1.5–2 s of kernel time a run, perf's find_inode_bit → recently_deleted). The same batch written to
# the disk, each run into a new folder (the last one moved aside, deleted after the case), is w5-disk.
shm=$(mktemp -d /dev/shm/render-spec-bench.XXXXXX 2>/dev/null || mktemp -d)
hf w5 5 1 1 --prepare "rm -rf $shm/w5-out" \
  -n "render-spec --jobs 1" "$RS $work/w5 --root $work --out-dir $shm/w5-out --jobs 1 -q" \
  -n "render-spec --jobs 2" "$RS $work/w5 --root $work --out-dir $shm/w5-out --jobs 2 -q"
# The W1/W2 batch: 600 specs, half styled titles and half glossy buttons, one image each at @2x
# (make-titles-buttons.py), to memory as W5.
python3 Benchmarks/make-titles-buttons.py "$work/tb" 600 > "$r/tb-corpus.json"
hf tb 5 1 1 --prepare "rm -rf $shm/tb-out" \
  -n "render-spec --jobs 1" "$RS $work/tb --root $work --out-dir $shm/tb-out --jobs 1 -q" \
  -n "render-spec --jobs 2" "$RS $work/tb --root $work --out-dir $shm/tb-out --jobs 2 -q"
mkdir -p "$work/w5-old"
hf w5-disk 3 1 1 --prepare "mv $work/w5-out $work/w5-old/\$(date +%s%N) 2>/dev/null || true" \
  -n "render-spec --jobs 1" "$RS $work/w5 --root $work --out-dir $work/w5-out --jobs 1 -q" \
  -n "render-spec --jobs 2" "$RS $work/w5 --root $work --out-dir $work/w5-out --jobs 2 -q"
rm -rf "$work/w5-old"
# Kept from the first harness, for continuity: plain text against pango-view, and a σ = 100 px blur
# (ImageMagick's kernel grows with σ: seconds a run, so three).
hf plain "$R" "$((RUNS / R))" 2 \
  -n "render-spec" "$RS --root $work $work/plain.json --out-dir $work/o -q" \
  -n "pango-view" "pango-view --no-display --font='DejaVu Sans Bold 51' --dpi=96 --output=$work/o/pv.png --text='HIGH SCORE 12,480'"
hf blur-large 3 1 0 \
  -n "render-spec" "$RS --root $work $work/blur-large.json --out-dir $work/o -q" \
  -n "ImageMagick convert -blur 0x100" "$IM -size 1600x1000 xc:none -font $font -pointsize 400 -gravity center -fill black -annotate +0+0 Blur -blur 0x100 $work/o/im-blur.png"
hf check 3 1 1 \
  -n "render-spec check Specs" "$RS check Specs >/dev/null || true"
"$RS" check Specs > "$r/check-output.txt" 2>&1 && echo 0 > "$r/check-status.txt" || echo $? > "$r/check-status.txt"

# Peak memory (max RSS) of the batch cases.
for jobs in 1 2; do
  rm -rf "$shm/w5-out"
  /usr/bin/time -v -o "$r/time-w5-jobs$jobs.txt" "$RS" "$work/w5" --root "$work" --out-dir "$shm/w5-out" --jobs $jobs -q 2>/dev/null
done
for jobs in 1 2; do
  rm -rf "$shm/tb-out"
  /usr/bin/time -v -o "$r/time-tb-jobs$jobs.txt" "$RS" "$work/tb" --root "$work" --out-dir "$shm/tb-out" --jobs $jobs -q 2>/dev/null
done
rm -rf "$shm"
/usr/bin/time -v -o "$r/time-check.txt" "$RS" check Specs >/dev/null 2>&1 || true
/usr/bin/time -v -o "$r/time-w1.txt" "$RS" --root "$work" "$work/w1-title.json" --out-dir "$work/o" -q

# Hostile input (issue 36): the worst files under the limits, loaded or refused, each once, with
# its peak memory and time.
python3 Benchmarks/make-hostile.py "$work/hostile"
for name in small zeros empty-strings at-limit long-key long-number token-limit many-lines long-word; do
  /usr/bin/time -v -o "$r/time-hostile-$name.txt" "$RS" validate --root "$work/hostile" "$work/hostile/$name.json" >/dev/null 2>&1 || true
done

# --- In-process -------------------------------------------------------------------------------
echo "== in-process" >&2
# The batch cases leave the kernel writing back tens of thousands of files on one core for a few
# seconds; the blur times itself on both, so it waits for that to finish.
sync
sleep 5
"$BENCH" --images "$work" --runs 15 --warmup 3 > "$r/inprocess.jsonl" || true
# Pillow's GaussianBlur(8) in-process on the same 1024² square (an L image), and its own deviation
# from the true Gaussian along the centre row, for comparison with render-spec-bench's blur check.
python3 - > "$r/pillow.json" <<'PY'
import json, math, statistics, time, PIL
from PIL import Image, ImageDraw, ImageFilter
im = Image.new("L", (1024, 1024), 0)
ImageDraw.Draw(im).rectangle([256, 256, 767, 767], fill=255)
times = []
for i in range(3 + 15):
    t = time.perf_counter(); out = im.filter(ImageFilter.GaussianBlur(8)); t = time.perf_counter() - t
    if i >= 3: times.append(t * 1000)
s, r = 8.0, 32
k = [math.exp(-(j * j) / (2 * s * s)) for j in range(-r, r + 1)]; tot = sum(k); k = [v / tot for v in k]
prof = [sum(k[j + r] for j in range(-r, r + 1) if 256 <= x - j < 768) for x in range(1024)]
row = [out.getpixel((x, 512)) / 255 for x in range(1024)]
dev = max(abs(row[x] - prof[x] * prof[512]) for x in range(1024))
print(json.dumps({"case": "pillow-gaussianblur-1024-sigma8", "median_ms": statistics.median(times),
                  "min_ms": min(times), "max_ms": max(times), "runs": len(times), "pillow": PIL.__version__,
                  "centre_row_deviation_levels": dev * 255}))
PY

# --- Instructions (callgrind totals: W1, W2, start-up and rsvg-convert on the same work) -------
echo "== instructions" >&2
bash Benchmarks/instructions.sh "$RS" > "$r/instructions.tsv"

# --- Profile of W1 (callgrind) ----------------------------------------------------------------
echo "== callgrind" >&2
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
  "$RS" --root "$work" "$work/w1-title.json" --out-dir "$work/o" -q 2>"$r/valgrind.log"
callgrind_annotate --auto=no --inclusive=yes --threshold=99.9 "$work/callgrind.out" > "$r/callgrind-inclusive.txt" 2>/dev/null
callgrind_annotate --auto=no --inclusive=no --threshold=99.9 "$work/callgrind.out" > "$r/callgrind-self.txt" 2>/dev/null
cp "$work/callgrind.out" "$r/"

# --- Versions and the report ------------------------------------------------------------------
cat /proc/loadavg > "$r/load-end.txt"
{
  echo "swift=$(swift --version 2>&1 | head -1)"
  for lib in cairo pango harfbuzz freetype2 fontconfig libpng zlib pixman-1; do
    echo "$lib=$(pkg-config --modversion $lib 2>/dev/null || echo '?')"
  done
  echo "render-spec=$("$RS" --version | head -1)"
  echo "rsvg-convert=$(rsvg-convert --version | awk '{print $NF}')"
  echo "ImageMagick=$($IM -version | head -1 | awk '{print $3}')"
  echo "hyperfine=$(hyperfine --version | awk '{print $2}')"
  echo "valgrind=$(valgrind --version)"
  echo "python=$(python3 -c 'import platform; print(platform.python_version())')"
  echo "Pillow=$(python3 -c 'import PIL; print(PIL.__version__)')"
  echo "pixelmatch (Python)=$(python3 -m pip show pixelmatch 2>/dev/null | awk '/^Version/{print $2}')"
} > "$r/versions.txt"
python3 Benchmarks/report.py "$r" > BENCHMARKS.md
# Hand-written notes, kept as they are.
{ echo; cat Benchmarks/notes.md; } >> BENCHMARKS.md
[ -z "${KEEP:-}" ] || { mkdir -p "$KEEP"; cp -r "$r"/. "$KEEP"/; }
cat BENCHMARKS.md
