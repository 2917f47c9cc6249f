#!/usr/bin/env bash
# Packages render-spec as a SwiftPM artifact bundle (SE-0305), for apps whose build runs render-spec
# (RenderSpecPlugin, or a plugin of their own) without compiling it: docs/artifactbundle.md.
#
#   scripts/make-artifactbundle.sh [--out DIR] [--skip-build]
#
# builds the release binary with scripts/release-build.sh (render-spec only; --skip-build packages
# the .build/release/render-spec already there), then writes into DIR (default .build/artifactbundle):
#
#   render-spec.artifactbundle/
#     info.json                                   the executable's one variant, for this host's triple
#     README.md                                   what the machine that runs it needs (apt packages)
#     render-spec-<version>-linux-<arch>/
#       bin/render-spec
#       share/render-spec/fonts/                  Specs/fonts with its licences: PinnedFonts finds it
#                                                 beside the executable (Sources/SpecRender/Text/PinnedFonts.swift)
#   render-spec.artifactbundle.zip                what `.binaryTarget(url:checksum:)` downloads
#
# and prints the zip's SHA-256, the checksum SwiftPM wants (`swift package compute-checksum` prints
# the same). The zip is deterministic: its entries sorted, every file and folder's time set to
# SOURCE_DATE_EPOCH (default 2000-01-01 UTC), modes 0755/0644, no extra fields (zip -X); the same
# binary and fonts give the same bytes. Linux only: the macOS variant is made on a Mac, as
# docs/artifactbundle.md says.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"

out=.build/artifactbundle build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --out) [ $# -ge 2 ] || { echo "make-artifactbundle: --out needs a folder" >&2; exit 2; }; out=$2; shift ;;
    --out=*) out=${1#--out=} ;;
    --skip-build) build=0 ;;
    -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "make-artifactbundle: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
fail() { echo "make-artifactbundle: $*" >&2; exit 1; }
[ "$(uname -s)" = Linux ] || fail "Linux only; on a Mac follow docs/artifactbundle.md (macOS variant)"
command -v zip >/dev/null || fail "no zip (apt-get install zip)"
command -v objcopy >/dev/null || fail "no objcopy (apt-get install binutils)"

version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/RenderSupport/RenderSpecVersion.swift)
[ -n "$version" ] || fail "no version in Sources/RenderSupport/RenderSpecVersion.swift"
arch=$(uname -m)
case "$arch" in
  x86_64|aarch64) triple=$arch-unknown-linux-gnu ;;
  *) fail "no Swift triple known for $arch" ;;
esac

if [ $build -eq 1 ]; then
  bash scripts/release-build.sh render-spec
fi
binary=.build/release/render-spec
[ -x "$binary" ] || fail "no $binary (run without --skip-build)"
printed=$("$binary" --version) || fail "$binary --version failed"
[ "$printed" = "$version" ] || fail "$binary --version prints $printed, the source says $version: rebuild it"

mkdir -p "$out"
out=$(cd "$out" && pwd)
bundle=$out/render-spec.artifactbundle
zipfile=$out/render-spec.artifactbundle.zip
variant=render-spec-$version-linux-$arch
rm -rf "$bundle" "$zipfile"
mkdir -p "$bundle/$variant/bin" "$bundle/$variant/share/render-spec"
# The program as release-build.sh left it, less its debug information (46 MB to 31 MB; no byte of
# output changes, and a crash's backtrace still names functions, from the symbol table).
objcopy --strip-debug "$binary" "$bundle/$variant/bin/render-spec"
# The pinned fonts and their licences, every file git tracks in Specs/fonts (nothing untracked).
git ls-files -z Specs/fonts | while IFS= read -r -d '' file; do
  mkdir -p "$bundle/$variant/share/render-spec/fonts/$(dirname "${file#Specs/fonts/}")"
  cp "$file" "$bundle/$variant/share/render-spec/fonts/${file#Specs/fonts/}"
done
[ -n "$(find "$bundle/$variant/share/render-spec/fonts" -name '*.ttf')" ] || fail "no font copied from Specs/fonts"

cat > "$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "render-spec": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {
          "path": "$variant/bin/render-spec",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
EOF

# The libraries the binary needs from the system: those its ELF header names, and those it opens
# itself after main (Sources/CStartup/text_libraries.c, Sources/CFontSubset/font_subset.c), each
# mapped to the Debian package that ships it on this machine.
needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
opened=$( (sed -n '/rs_text_libraries\[\] = {/,/};/p' Sources/CStartup/text_libraries.c; grep RS_SUBSET_LIBRARY Sources/CFontSubset/font_subset.c) \
  | grep -o '"lib[^"]*\.so[^"]*"' | tr -d '"')
package_of() {  # LIBRARY → the Debian package that ships it here, or nothing
  local path file candidate
  path=$(ldconfig -p | awk -v lib="$1" '$1 == lib {print $NF; exit}')
  [ -n "$path" ] || return 0
  # dpkg knows a file by the path its package lists: /lib or /usr/lib (merged /usr), link or target.
  for file in "$(readlink -f "$path")" "$path"; do
    for candidate in "$file" "/usr${file#/usr}" "${file#/usr}"; do
      if dpkg -S "$candidate" >/dev/null 2>&1; then dpkg -S "$candidate" | head -1 | cut -d: -f1; return 0; fi
    done
  done
}
packages=$(for library in $needed $opened; do
  package=$(package_of "$library")
  if [ -z "$package" ]; then echo "make-artifactbundle: no package found for $library" >&2; else echo "$package"; fi
done | sort -u | { grep -vx 'libc6' || true; } | tr '\n' ' ')
packages=${packages% }
[ -n "$packages" ] || fail "could not work out the runtime packages (ldconfig/dpkg)"

distro=$(sed -n 's/^PRETTY_NAME="\{0,1\}\([^"]*\)"\{0,1\}$/\1/p' /etc/os-release 2>/dev/null || true)
distro=${distro:-Linux}
# The newest glibc symbol version the program asks for: the oldest glibc it runs with.
glibc=$(objdump -T "$binary" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
cat > "$bundle/README.md" <<EOF
# render-spec $version, SwiftPM artifact bundle

\`render-spec\` as an executable binary target, for a package whose build runs it (a build-tool
plugin's \`context.tool(named: "render-spec")\`) without compiling it:

    .binaryTarget(name: "render-spec", url: "https://…/render-spec.artifactbundle.zip", checksum: "…")

Variant: \`$variant/bin/render-spec\`, for \`$triple\`, built on $distro (glibc $glibc or later)
with Swift's runtime, Cairo and pixman linked in. It loads the rest from the system; there:

    apt-get install $packages

The pinned fonts (DejaVu Sans, Inter) and their licences are in \`$variant/share/render-spec/fonts\`,
where render-spec finds them beside its executable; \`RENDER_SPEC_FONTS\` overrides that folder.
\`render-spec preview\` needs \`render-spec-preview\`, which this bundle does not ship.
See docs/artifactbundle.md in the render-spec repository.
EOF

# Deterministic: fixed times and modes, entries sorted, no extra fields.
epoch=${SOURCE_DATE_EPOCH:-946684800}
find "$bundle" -type d -exec chmod 0755 {} +
find "$bundle" -type f -exec chmod 0644 {} +
chmod 0755 "$bundle/$variant/bin/render-spec"
find "$bundle" -exec touch -h -d "@$epoch" {} +
(cd "$out" && find render-spec.artifactbundle | LC_ALL=C sort | TZ=UTC zip -q -X -@ "$zipfile")
checksum=$(sha256sum "$zipfile" | cut -d' ' -f1)
echo "make-artifactbundle: $bundle"
echo "make-artifactbundle: $zipfile"
echo "make-artifactbundle: runtime packages: $packages"
echo "checksum: $checksum"
