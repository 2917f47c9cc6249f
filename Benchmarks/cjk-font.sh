#!/usr/bin/env bash
# Times a CJK bitmap font (issue 23, point 4): specs/cjk-font.json (Noto Sans CJK SC, 32 pt, a 2 pt
# outside stroke and a blurred shadow, @1x and @2x) with 500, 3,000 and 6,858 characters (ASCII and
# the first Hanzi of GB 2312 in code point order; the last is ASCII with all of `gb2312`), with
# --jobs 1 and 2, wall and CPU time and peak memory from GNU time; checks that both job counts
# write the same bytes; and times the Python peer (peer-bmfont.py, fontTools and Pillow from PyPI)
# on the same characters when it can be installed. Prints a Markdown table for Benchmarks/notes.md.
#
#   swift build -c release --product render-spec && bash Benchmarks/cjk-font.sh
#   BIN=other/render-spec bash Benchmarks/cjk-font.sh     # another build (an older commit's)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-.build/release/render-spec}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
base = json.load(open("Benchmarks/specs/cjk-font.json"))
ascii_ = "".join(chr(c) for c in range(0x20, 0x7F))
hanzi = sorted({ord(bytes([a, b]).decode("gb2312")) for a in range(0xB0, 0xF8) for b in range(0xA1, 0xFF)
                if not (a == 0xD7 and b > 0xF9)})
for n in (500, 3000, 6858):
    chars = ascii_ + "".join(map(chr, hanzi[:n - 95]))
    spec = dict(base, name=f"cjk-{n}", characters=base["characters"] if n == 6858 else chars)
    json.dump(spec, open(f"{out}/cjk-{n}.json", "w"), ensure_ascii=False)
    open(f"{out}/chars-{n}.txt", "w").write(chars)
PY
field() { grep -F "$1" "$2" | sed 's/.*: //'; }
echo "| characters | tool | jobs | wall s | CPU s (user + sys) | peak MB | kerning pairs @1x |"
echo "|---|---|---|---|---|---|---|"
for n in 500 3000 6858; do
  for jobs in 1 2; do
    /usr/bin/time -v "$bin" "$out/cjk-$n.json" --out-dir "$out/r-$n-$jobs" --jobs "$jobs" > /dev/null 2> "$out/t-$n-$jobs"
    wall=$(field "Elapsed (wall clock)" "$out/t-$n-$jobs" | awk -F: '{ print $(NF-1) * 60 + $NF }')
    cpu=$(echo "$(field "User time" "$out/t-$n-$jobs") + $(field "System time" "$out/t-$n-$jobs")" | bc)
    mb=$(( $(field "Maximum resident" "$out/t-$n-$jobs") / 1024 ))
    pairs=$(grep -c '^kerning ' "$out/r-$n-$jobs/cjk-$n.fnt" || true)
    echo "| $n | render-spec | $jobs | $wall | $cpu | $mb | $pairs |"
  done
  diff -r -q "$out/r-$n-1" "$out/r-$n-2" > /dev/null \
    || { echo "cjk-font: --jobs 1 and 2 wrote different files for $n characters" >&2; exit 1; }
  if python3 -c "import fontTools, PIL" 2> /dev/null || pip install --quiet fonttools pillow > /dev/null 2>&1; then
    font=$(fc-match -f '%{file}' 'Noto Sans CJK SC'); index=$(fc-match -f '%{index}' 'Noto Sans CJK SC')
    /usr/bin/time -v python3 Benchmarks/peer-bmfont.py "$font" "$index" 32 "$out/chars-$n.txt" "$out/p-$n" > /dev/null 2> "$out/tp-$n"
    wall=$(field "Elapsed (wall clock)" "$out/tp-$n" | awk -F: '{ print $(NF-1) * 60 + $NF }')
    cpu=$(echo "$(field "User time" "$out/tp-$n") + $(field "System time" "$out/tp-$n")" | bc)
    mb=$(( $(field "Maximum resident" "$out/tp-$n") / 1024 ))
    echo "| $n | peer-bmfont.py (fontTools + Pillow) | 1 | $wall | $cpu | $mb | $(grep -c '^kerning ' "$out/p-$n/peer.fnt" || true) |"
  fi
done
echo
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
