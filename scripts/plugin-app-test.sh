#!/usr/bin/env bash
# RenderSpecPlugin in a real consumer (issue 38): Examples/PluginApp, a package that names the plugin,
# is built with this toolchain in a scratch folder of its own, then
#   1. it builds without a warning and without fetching the server's packages (the Server trait is
#      off), and each spec's render command ran;
#   2. the app finds every image through the generated RenderSpecAssets, and each is the same bytes
#      as `render-spec SPEC --format png` writes (the binary under test: BIN, default .build/debug);
#   3. a second build runs no render command;
#   4. touching one spec renders that spec alone;
#   5. the build wrote nothing into the package's folder (only its scratch folder);
#   6. `swift package render-spec update` records goldens, after which `check` passes.
# Run by scripts/test.sh; alone: scripts/plugin-app-test.sh [BIN].
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
bin=$(cd "${1:-.build/debug}" && pwd)
app=Examples/PluginApp
specs=$app/Sources/PluginApp/Specs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The scratch folder is kept between runs (ignored, as every .build-*): a cold one compiles the
# render-spec tool again, about a minute and a half on two cores.
scratch=$PWD/.build-plugin-app
fail() { echo "plugin-app-test: FAILED: $*" >&2; exit 1; }
build() {  # LOG
  swift build --package-path "$app" --scratch-path "$scratch" > "$1" 2>&1 || { cat "$1"; fail "swift build failed"; }
}
renders() {  # LOG → the specs whose render command ran, sorted
  sed -n 's/^\[[0-9]*\/[0-9]*\] render-spec: \(.*\.json\)$/\1/p' "$1" | sort | tr '\n' ' '
}

# What the package's folder holds besides its committed files, SwiftPM's own lock file left out:
# `swift build` writes Package.resolved beside any manifest with dependencies (ignored by git).
written() { git status --porcelain --ignored "$app" 2>/dev/null | grep -v "$app/Package.resolved\$" || true; }
before=$(written)
# A clean plan: the plugin's outputs of an earlier run would hide a command that no longer runs.
rm -rf "$scratch/plugins/outputs"
build "$work/first.log"
if grep -n "warning:" "$work/first.log"; then fail "the consumer's build printed warnings"; fi
# The server's packages stay behind render-spec's Server trait, which an app leaves off: SwiftPM
# fetches none of them for it.
for server_package in hummingbird swift-nio swift-crypto swift-prometheus; do
  [ ! -e "$scratch/checkouts/$server_package" ] || fail "the consumer fetched $server_package, a package of render-spec's server"
done
[ "$(renders "$work/first.log")" = "play-button.json score-title.json " ] \
  || { cat "$work/first.log"; fail "the first build did not render both specs: $(renders "$work/first.log")"; }

# 2. Every image through the accessors, the same bytes as the CLI's.
"$scratch/debug/PluginApp" > "$work/listing" || fail "PluginApp failed"
"$bin/render-spec" "$specs/score-title.json" --format png --out-dir "$work/cli/scoreTitle" --quiet
"$bin/render-spec" "$specs/play-button.json" --format png --out-dir "$work/cli/playButton" --quiet
listed=0
while read -r name state locale scale path; do
  case "$name" in de-AT|ja) continue ;; esac
  relative=${path#*.renderspec/}
  cmp -s "$path" "$work/cli/$name/$relative" || fail "$name $state $locale @${scale}x: $path differs from the CLI's $relative"
  listed=$((listed + 1))
done < "$work/listing"
cli=$(find "$work/cli" -name '*.png' | wc -l)
[ "$listed" -eq "$cli" ] && [ "$listed" -eq 11 ] || fail "the accessors listed $listed images, the CLI wrote $cli (11 expected)"
grep -qx "de-AT score-title@2x.png de" "$work/listing" || fail "de-AT did not fall back to de: $(grep de-AT "$work/listing")"
grep -qx "ja base" "$work/listing" || fail "ja did not fall back to the base image"

# 3. Nothing changed: no render. One exception, SwiftPM's: after a cold build, the next build links
# the plugin's tool again (SwiftPM builds a plugin's tools in a phase of their own and again in the
# main build, and makes every command of the plugin depend on all of them), which runs each command
# once more; a package whose plugin's tool is a one-line executable does the same
# (docs/app-integration.md). Only then may that build render, and the one after it must not.
build "$work/second.log"
if [ -n "$(renders "$work/second.log")" ]; then
  grep -q "Linking render-spec-tool" "$work/second.log" \
    || { cat "$work/second.log"; fail "a no-op build rendered without SwiftPM linking the tool again: $(renders "$work/second.log")"; }
  echo "plugin-app-test: the build after a cold one linked render-spec-tool again and re-rendered (SwiftPM's); one more"
  build "$work/second.log"
fi
[ -z "$(renders "$work/second.log")" ] || { cat "$work/second.log"; fail "a no-op build rendered: $(renders "$work/second.log")"; }

# 4. One spec touched: that spec alone.
touch "$specs/play-button.json"
build "$work/third.log"
[ "$(renders "$work/third.log")" = "play-button.json " ] || fail "touching play-button.json rendered: $(renders "$work/third.log")"

# 5. Nothing written beside the sources.
[ "$(written)" = "$before" ] || fail "the build wrote into $app: $(written)"

# 6. The command plugin records goldens (here into a folder of the test's, with --golden; by default
# Goldens/<target>/ in the package) and then checks against them.
swift package --package-path "$app" --scratch-path "$scratch" --allow-writing-to-package-directory \
  render-spec update --golden "$work/goldens" > "$work/update.log" 2>&1 || { cat "$work/update.log"; fail "render-spec update failed"; }
[ -f "$work/goldens/score-title@2x.png" ] || { cat "$work/update.log"; find "$work/goldens"; fail "update recorded no golden"; }
swift package --package-path "$app" --scratch-path "$scratch" --allow-writing-to-package-directory render-spec check --golden "$work/goldens" > "$work/check.log" 2>&1 \
  || { cat "$work/check.log"; fail "render-spec check failed after update"; }
grep -q "11 passed" "$work/check.log" || { cat "$work/check.log"; fail "check did not pass 11 images"; }
[ "$(written)" = "$before" ] || fail "the command plugin wrote into $app: $(written)"
echo "plugin-app-test: passed ($listed images through the accessors, the same bytes as the CLI's; a no-op build renders nothing; a touched spec renders alone; update then check: 11 passed)"
