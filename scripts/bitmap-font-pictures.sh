#!/usr/bin/env bash
# Draws the pictures README.md and docs/bitmap-fonts.md show of Examples/score-font.json, with LÖVE
# itself (scripts/love-draw under xvfb-run): the font drawn as a game draws it, in one font
# (`combined`) and in two (`separate`: the effects font, then the fill font). Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug/render-spec
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

draw() {  # OUT WIDTH HEIGHT TEXT FONT... (on $BG)
  local out=$1 width=$2 height=$3 text=$4
  shift 4
  timeout -s KILL 60 xvfb-run -n $((1000 + RANDOM % 8000)) -a -s "-screen 0 1024x768x24" \
    love scripts/love-draw "$out" "$width" "$height" "$BG" 24 18 "$text" "$@" >/dev/null
}

# The example as committed (separate layers); for the docs, the same style with its shadow cast
# to the left, onto the glyph before, in one font and in two.
"$bin" Examples/score-font.json --out-dir "$work/example" --scale 2 --quiet
shadow='"shadow": {"color": "rgba(0, 0, 0, 0.8)", "offset": [-5, 3], "blur": 4}'
sed "s/\"shadow\": {.*},/$shadow,/" Examples/score-font.json > "$work/separate.json"
sed 's/"layers": "separate"/"layers": "combined"/' "$work/separate.json" > "$work/combined.json"
for layers in separate combined; do
  "$bin" "$work/$layers.json" --root "$work" --out-dir "$work/$layers" --scale 2 --quiet
done

text="HIGH SCORE 12,480"
BG="0.17,0.19,0.24,1"
draw Examples/score-font-in-love@2x.png 840 110 "$text" "$work/example/score-font-effects@2x.fnt" "$work/example/score-font@2x.fnt"
# A light ground, where a shadow falling on the glyph before it shows.
BG="0.96,0.95,0.92,1"
draw docs/images/bitmap-font-separate.png 840 110 "$text" "$work/separate/score-font-effects@2x.fnt" "$work/separate/score-font@2x.fnt"
draw docs/images/bitmap-font-combined.png 840 110 "$text" "$work/combined/score-font@2x.fnt"
echo "wrote Examples/score-font-in-love@2x.png docs/images/bitmap-font-separate.png docs/images/bitmap-font-combined.png"
