#!/usr/bin/env bash
# Times render-spec's PNG writer (Sources/CPNG/rgba_writer.h) on committed images with each row
# filter and zlib level: the measurement behind PNGCompression.fastLevel. Best of 15 runs each.
set -euo pipefail
cd "$(dirname "$0")"
gcc -O2 -o /tmp/render-spec-png-bench bench.c -lpng16 -lz
for f in ../../Specs/examples/score-title@2x.png ../../Examples/glossy-blue@2x.png ../../Specs/examples/big-frame@2x.png; do
  echo "== $f"
  /tmp/render-spec-png-bench "$f"
done
