#!/usr/bin/env bash
# Counts the instructions (callgrind's Ir, whole process, one run each) of W1, W2, start-up and
# rsvg-convert on the same work: unlike wall time, the counts do not move with the machine's load,
# so a change can be measured while other jobs run. Prints one line per case, tab-separated:
# case, instructions, millions.
#
#   bash Benchmarks/instructions.sh [RENDER_SPEC_BINARY]   # default .build/release/render-spec
set -euo pipefail
cd "$(dirname "$0")/.."
RS=${1:-$PWD/.build/release/render-spec}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp Benchmarks/specs/*.json Benchmarks/specs/*.svg "$work/"
mkdir -p "$work/o"
count() {
  local name=$1; shift
  "$@" >/dev/null 2>&1   # warm-up: the font scan cache and the page cache, as a timed run finds them
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" >/dev/null 2>"$work/vg.log"
  local ir
  ir=$(sed -n 's/^==[0-9]*== Collected : //p' "$work/vg.log" | head -1)
  printf '%s\t%s\t%.1f M\n' "$name" "$ir" "$(echo "$ir / 1000000" | bc -l)"
}
count "W1 render-spec" "$RS" --root "$work" "$work/w1-title.json" --out-dir "$work/o" -q
count "W1 rsvg-convert" rsvg-convert "$work/w1-title.svg" -o "$work/o/rsvg-w1.png"
count "W2 render-spec" "$RS" --root Examples Examples/glossy-blue.json --state normal --scale 2 --out-dir "$work/o" -q
count "W2 rsvg-convert" rsvg-convert "$work/w2-glossy.svg" -o "$work/o/rsvg-w2.png"
count "start-up render-spec --version" "$RS" --version
count "start-up rsvg-convert (empty)" rsvg-convert "$work/empty.svg" -o "$work/o/empty.png"
