#!/usr/bin/env bash
# Installs what render-spec needs on Debian (the C libraries and fonts it draws with; Chromium,
# which the tests use to open the HTML review report headless; pdftoppm and rsvg-convert, which
# they draw the PDF and SVG outputs with), builds the release binary and renders Examples/.
# `--deps-only` stops after installing.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev libpng-dev
  fonts-dejavu-core
  # The HTML review report and the `preview` page are tested in headless Chromium.
  chromium
  # The vector outputs are checked as other programs draw them: PDF through poppler's Splash
  # rasteriser (pdftoppm), SVG through librsvg (rsvg-convert).
  poppler-utils librsvg2-bin
  # World text: Noto for Arabic, Hebrew, Indic, Thai (libthai breaks its words) and CJK (≈ 70 MB).
  fonts-noto-core fonts-noto-cjk libthai0 libthai-data
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
[ "${1:-}" = "--deps-only" ] && exit 0

command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product render-spec
.build/release/render-spec Examples/*.json
.build/release/render-spec Examples/glossy-*.json --format imageset Examples/Glossy.xcassets
