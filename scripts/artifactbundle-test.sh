#!/usr/bin/env bash
# The artifact bundle in its real consumer (issue 38, docs/artifactbundle.md):
#   1. scripts/make-artifactbundle.sh builds the release binary and writes the bundle and its zip;
#      info.json names an executable variant for this host's triple that is there; packaging the
#      same binary again gives the same zip bytes;
#   2. the bundle's render-spec runs from another folder without RENDER_SPEC_FONTS (`--version`);
#   3. a package of its own in a scratch folder, which does not depend on render-spec's sources,
#      names the bundle as `.binaryTarget(name: "render-spec", path: …)` (its folder, then its zip
#      as a download gives it) and render-spec's build-tool plugin (its files copied), which runs
#      it through `context.tool(named: "render-spec")`; `swift build` renders its spec, in the pinned Inter,
#      which only the bundle's share/render-spec/fonts holds when the source tree is hidden (as
#      root, in a mount namespace of its own); the app finds the PNG through the generated
#      RenderSpecAssets, and it is the same bytes as `render-spec SPEC --format png` writes (the
#      program in BIN, default .build/debug; else .build/release).
# Standalone: scripts/artifactbundle-test.sh [BIN]. Fast once the release build is up to date: each
# consumer build compiles one plugin and one small executable.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
repo=$PWD
fail() { echo "artifactbundle-test: FAILED: $*" >&2; exit 1; }
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN {printf "%.0f s", b - a}'; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. The bundle.
start=$(now)
bash scripts/make-artifactbundle.sh --out "$work/out" > "$work/make.log" 2>&1 || { cat "$work/make.log"; fail "make-artifactbundle.sh failed"; }
bundle_time=$(since "$start")
bundle=$work/out/render-spec.artifactbundle
zipfile=$work/out/render-spec.artifactbundle.zip
if [ ! -f "$bundle/info.json" ] || [ ! -f "$zipfile" ]; then cat "$work/make.log"; fail "no bundle or zip in $work/out"; fi
checksum=$(sed -n 's/^checksum: //p' "$work/make.log")
computed=$(cd "$work" && swift package compute-checksum "$zipfile") || fail "swift package compute-checksum failed"
[ "$checksum" = "$computed" ] || fail "the printed checksum ($checksum) is not swift package compute-checksum's ($computed)"
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/RenderSupport/RenderSpecVersion.swift)
triple=$(uname -m)-unknown-linux-gnu
tool=$(python3 - "$bundle" "$version" "$triple" <<'EOF'
import json, os, sys
bundle, version, triple = sys.argv[1:]
info = json.load(open(os.path.join(bundle, "info.json")))
def check(ok, what):
    if not ok: sys.exit(f"info.json: {what}: {json.dumps(info)}")
check(info.get("schemaVersion") == "1.0", "schemaVersion is not 1.0")
check(list(info.get("artifacts", {})) == ["render-spec"], "artifacts is not render-spec alone")
artifact = info["artifacts"]["render-spec"]
check(artifact.get("type") == "executable", "type is not executable")
check(artifact.get("version") == version, f"version is not {version}")
variants = [v for v in artifact.get("variants", []) if triple in v.get("supportedTriples", [])]
check(len(variants) == 1, f"not one variant for {triple}")
path = os.path.join(bundle, variants[0]["path"])
check(os.path.isfile(path) and os.access(path, os.X_OK), f"{variants[0]['path']} is not an executable in the bundle")
print(path)
EOF
) || fail "info.json is not what SwiftPM wants (above)"
share=$(dirname "$(dirname "$tool")")/share/render-spec/fonts
for file in $(git ls-files Specs/fonts); do
  cmp -s "$file" "$share/${file#Specs/fonts/}" || fail "the bundle's share/render-spec/fonts lacks $file"
done
# Deterministic: the same binary and fonts packaged again give the same zip.
bash scripts/make-artifactbundle.sh --skip-build --out "$work/again" > "$work/again.log" 2>&1 || { cat "$work/again.log"; fail "packaging again failed"; }
cmp -s "$zipfile" "$work/again/render-spec.artifactbundle.zip" || fail "packaging the same binary twice gave two different zips"
[ "$(unzip -Z1 "$zipfile" | head -1)" = "render-spec.artifactbundle/" ] || fail "the zip does not hold render-spec.artifactbundle/ at its top"

# The bundle's program with this source tree hidden (an empty folder mounted over it), as on a
# machine that never had the sources: the binary looks for the Specs/fonts of the tree it was built
# from before its own share/ (PinnedFonts). Needs a mount namespace (root); without one the fonts
# could come from the source tree, and the test says so.
hidden=()
if [ "$(id -u)" = 0 ] && unshare -m --propagation private true 2>/dev/null; then
  # shellcheck disable=SC2016 # $0 and $@ are the inner shell's
  hidden=(unshare -m --propagation private sh -c 'mount -t tmpfs none "$0" && shift && exec "$@"' "$repo" --)
else
  echo "artifactbundle-test: not root (or no unshare): the source tree's Specs/fonts stays visible to the bundle's program" >&2
fi
isolated() { "${hidden[@]}" env -u RENDER_SPEC_FONTS "$@"; }

# 2. --version from elsewhere.
printed=$(cd / && isolated "$tool" --version) || fail "the bundle's render-spec --version failed with the cwd at /"
[ "$printed" = "$version" ] || fail "the bundle's render-spec --version printed '$printed', not $version"

# 3. The consumer.
consumer=$work/consumer
mkdir -p "$consumer/Plugins/RenderSpecPlugin" "$consumer/Sources/BundleApp/Specs"
cp -R "$bundle" "$zipfile" "$consumer/"
# BUNDLE: the bundle's folder, then its zip (both inside the package, as SwiftPM wants a path).
cat > "$work/Package.swift.in" <<'EOF'
// swift-tools-version:6.0
import PackageDescription

// render-spec as a binary: no render-spec sources in this build. An app names the release's zip
// with .binaryTarget(name: "render-spec", url: "https://…/render-spec.artifactbundle.zip", checksum: "…").
let package = Package(
    name: "BundleApp",
    targets: [
        .binaryTarget(name: "render-spec", path: "BUNDLE"),
        .plugin(name: "RenderSpecPlugin", capability: .buildTool(), dependencies: ["render-spec"]),
        .executableTarget(name: "BundleApp", plugins: ["RenderSpecPlugin"]),
    ]
)
EOF
# The plugin is render-spec's own, its two files copied (docs/artifactbundle.md): it runs whatever
# `context.tool(named: "render-spec")` gives, here the binary target.
cp -L Plugins/RenderSpecPlugin/RenderSpecPlugin.swift Plugins/RenderSpecPlugin/SpecFiles.swift "$consumer/Plugins/RenderSpecPlugin/"
cat > "$consumer/Sources/BundleApp/main.swift" <<'EOF'
// The image the plugin rendered at build time, found through the generated accessors.
guard let url = RenderSpecAssets.badge.url(scale: 2) else { fatalError("no badge@2x") }
print(url.path)
EOF
# Inter is pinned (Specs/fonts/inter) and not a system font here: this text renders in Inter only
# when the bundle's program found its share/render-spec/fonts.
cat > "$consumer/Sources/BundleApp/Specs/badge.json" <<'EOF'
{
  "version": 1,
  "kind": "label",
  "size": {"width": 220, "height": 56},
  "canvas": {"background": "#F4F1EA"},
  "text": "Bundled 0.1",
  "font": {"family": "Inter", "size": 26, "weight": "bold"},
  "fill": "#1F2A44",
  "output": {"scales": [2]}
}
EOF
# The same bytes as the CLI's: BIN's (default the debug build), else the release build the bundle
# was made from, run from the source tree as usual.
cli=${1:-.build/debug}
if [ -x "$cli/render-spec" ]; then cli=$cli/render-spec; else cli=.build/release/render-spec; fi
[ -x "$cli" ] || fail "no $cli to compare with"
"$cli" "$consumer/Sources/BundleApp/Specs/badge.json" --format png --out-dir "$work/cli" --quiet || fail "$cli failed on the spec"
# The text is set in the pinned Inter (a family missing is an error), and the same spec in DejaVu
# Sans gives other bytes: an image equal to the CLI's was drawn with the Inter that the bundle's
# program found, with the source tree hidden, in its share/render-spec/fonts.
sed 's/"Inter"/"DejaVu Sans"/' "$consumer/Sources/BundleApp/Specs/badge.json" > "$work/dejavu.json"
"$cli" "$work/dejavu.json" --format png --out-dir "$work/dejavu" --quiet
! cmp -s "$work/cli/badge@2x.png" "$work/dejavu/dejavu@2x.png" || fail "the badge in Inter is the same as in DejaVu Sans: the spec proves nothing"

times=""
for form in render-spec.artifactbundle render-spec.artifactbundle.zip; do
  sed "s|\"BUNDLE\"|\"$form\"|" "$work/Package.swift.in" > "$consumer/Package.swift"
  scratch=$consumer/.build-${form##*.}
  log=$work/build-${form##*.}.log
  start=$(now)
  (cd "$consumer" && isolated swift build --scratch-path "$scratch") > "$log" 2>&1 || { cat "$log"; fail "the consumer's swift build with path: \"$form\" failed"; }
  times="$times${times:+, }${form##*.} $(since "$start")"
  grep -q "render-spec: .*badge\.json$" "$log" || { cat "$log"; fail "$form: the consumer's build did not run the render command"; }
  if grep -n "warning:" "$log"; then fail "$form: the consumer's build printed warnings"; fi
  if find "$scratch" -name '*.swiftmodule' -path '*SpecRender*' | grep -q .; then fail "$form: the consumer compiled render-spec's sources"; fi
  png=$("$scratch/debug/BundleApp") || fail "$form: the consumer app failed"
  [ -f "$png" ] || fail "$form: the app's image $png does not exist"
  case "$png" in */badge.renderspec/badge@2x.png) ;; *) fail "$form: the app found $png, not badge.renderspec/badge@2x.png" ;; esac
  cmp -s "$png" "$work/cli/badge@2x.png" || fail "$form: the consumer's $png differs from $cli's badge@2x.png"
done
where="source tree visible"
[ ${#hidden[@]} -gt 0 ] && where="source tree hidden"
echo "artifactbundle-test: passed (bundle $bundle_time; consumer builds: $times; $where; the consumer's badge@2x.png is $cli's bytes, in Inter from the bundle's share/; zip deterministic; checksum $checksum)"
