#!/usr/bin/env bash
# scripts/docs.sh [OUTPUT]: the RenderSpec library's DocC archive, with the document models in it
# (default OUTPUT: .build/RenderSpec.doccarchive). Fails on any DocC warning (an unresolved symbol
# link, a topic that names nothing), so a link to a renamed type cannot linger.
#
# The models (ButtonSpec, FontWeight, …) live in the SpecModel module, which RenderSpec re-exports
# by name (`@_exported import struct SpecModel.ButtonSpec`, …: Sources/RenderSpec/RenderSpec.swift),
# and so is SpecScene's FallbackFont (what `missingGlyphs: fallback` drew in).
# `swift package generate-documentation --target RenderSpec` leaves re-exported symbols out of the
# symbol graph, so this script extracts it itself with
# `-experimental-allowed-reexported-modules=SpecModel,SpecScene` and hands it to `docc convert`.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
output=${1:-.build/RenderSpec.doccarchive}
graphs=.build/symbol-graphs/RenderSpec

swift build --target RenderSpec
rm -rf "$graphs" && mkdir -p "$graphs"
# The C modules the library's dependencies import, found as the build finds them: every system
# library's module map and every C target's (macOS's Cairo module is not built on Linux).
maps=()
for map in Sources/C*/module.modulemap Sources/C*/include/module.modulemap; do
    [ "$map" = Sources/CCairoPkgConfig/module.modulemap ] && continue
    maps+=(-Xcc "-fmodule-map-file=$map")
done
includes=()
for flag in $(pkg-config --cflags-only-I cairo pango pangocairo freetype2 harfbuzz fontconfig libpng expat); do
    includes+=(-Xcc "$flag")
done
swift-symbolgraph-extract -module-name RenderSpec -target "$(uname -m)-unknown-linux-gnu" \
    -I .build/debug/Modules "${maps[@]}" "${includes[@]}" \
    -minimum-access-level public -experimental-allowed-reexported-modules=SpecModel,SpecScene \
    -output-dir "$graphs"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
docc convert Sources/RenderSpec/RenderSpec.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name RenderSpec --fallback-bundle-identifier render-spec.RenderSpec \
    --output-path "$output" 2>&1 | tee "$log"
if grep -q "warning:" "$log"; then
    echo "docs.sh: DocC warned (above); fix the links or topics" >&2
    exit 1
fi
echo "$output"
