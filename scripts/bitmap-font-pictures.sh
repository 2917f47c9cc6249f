#!/usr/bin/env bash
# Draws the pictures README.md and docs/bitmap-fonts.md show of Examples/score-font.json, with LÖVE
# itself (scripts/love-draw under xvfb-run): the font drawn as a game draws it, in one font
# (`combined`) and in two (`separate`: the effects font, then the fill font); and a font of ASCII
# and the `emoji` set drawn by LÖVE and by Godot 3 (scripts/godot-draw). Run after `swift build`.
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

# Emoji: the spec docs/bitmap-fonts.md shows (#emoji), drawn by LÖVE and by Godot 3 on the same ground.
cat > "$work/chat-font.json" <<'JSON'
{
  "version": 1,
  "kind": "bitmapFont",
  "name": "chat-font",
  "characters": ["ascii", "emoji"],
  "font": {"family": "DejaVu Sans", "size": 34, "fallback": ["Noto Color Emoji"]},
  "fill": {"gradient": {"stops": ["#FFF7B0", "#FFD23F", "#F08A24"]}},
  "stroke": {"color": "#5A2A0C", "width": 3, "position": "outside"},
  "shadow": {"color": "rgba(0, 0, 0, 0.55)", "offset": [0, 4], "blur": 8},
  "atlas": {"maxSize": 2048},
  "output": {"scales": [1, 2]}
}
JSON
"$bin" "$work/chat-font.json" --root "$work" --out-dir "$work/chat" --scale 2 --quiet
emoji_text="Ana 🎮 wins 🏆 GG 🔥"
BG="0.17,0.19,0.24,1"
draw docs/images/bitmap-font-emoji-love.png 840 110 "$emoji_text" "$work/chat/chat-font@2x.fnt"

# Godot imports the pages in an editor run first (create_from_fnt finds only imported images),
# then draws at the same place on a transparent viewport; the picture is laid on the same ground.
godot=$work/godot
mkdir -p "$godot/fonts" "$godot/home"
cp scripts/godot-draw/project.godot scripts/godot-draw/draw.gd scripts/godot-draw/line.gd "$godot/"
cp "$work"/chat/chat-font@2x* "$godot/fonts/"
run_godot() {
  timeout -s KILL 300 env XDG_CONFIG_HOME="$godot/home" XDG_DATA_HOME="$godot/home" XDG_CACHE_HOME="$godot/home" \
    xvfb-run -n $((1000 + RANDOM % 8000)) -a -s "-screen 0 1024x768x24" \
    godot3 --audio-driver Dummy --path "$godot" "$@" >/dev/null 2>&1
}
run_godot --editor --quit || true   # Godot 3.2.3 crashes as the editor quits, after importing
for page in "$godot"/fonts/*.png; do
  [ -e "$page.import" ] || { echo "godot3 did not import $page" >&2; exit 1; }
done
python3 - "$godot/request.json" "$godot/out.png" "$emoji_text" <<'PY'
import json, sys
request = {"out": sys.argv[2], "width": 840, "height": 110, "x": 24, "y": 18, "text": sys.argv[3],
           "fonts": ["res://fonts/chat-font@2x.fnt"]}
# Godot 3's JSON reads UTF-8 but not surrogate-pair escapes: write the emoji as they are.
open(sys.argv[1], "w", encoding="utf-8").write(json.dumps(request, ensure_ascii=False))
PY
run_godot -s res://draw.gd
python3 scripts/png-over-ground.py "$godot/out.png" "$BG" docs/images/bitmap-font-emoji-godot.png
echo "wrote Examples/score-font-in-love@2x.png docs/images/bitmap-font-separate.png docs/images/bitmap-font-combined.png"
echo "wrote docs/images/bitmap-font-emoji-love.png docs/images/bitmap-font-emoji-godot.png"
