#!/usr/bin/env bash
# Times render-spec's PNG writer (Sources/CPNG/rgba_writer.c) with each row filter and zlib level:
# on three committed images one by one (best of 15 runs), then over every committed PNG (best of 3
# runs each, summed): the measurement behind PNGCompression.fastLevel.
set -euo pipefail
cd "$(dirname "$0")"
gcc -O2 -I ../../Sources/CPNG/include $(pkg-config --cflags libpng) -o /tmp/render-spec-png-bench bench.c -lpng16 -lz -ldeflate -lpthread
for f in ../../Specs/examples/score-title@2x.png ../../Examples/glossy-blue@2x.png ../../Specs/examples/big-frame@2x.png; do
  echo "== $f"
  /tmp/render-spec-png-bench "$f"
done
files=$(cd ../.. && git ls-files '*.png' | sed 's|^|../../|')
echo "== every committed PNG ($(echo "$files" | wc -l) files)"
# shellcheck disable=SC2086
/tmp/render-spec-png-bench $files
