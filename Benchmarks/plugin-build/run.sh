#!/usr/bin/env bash
# What RenderSpecPlugin costs an app's build (BENCHMARKS.md, "Issue 38: what RenderSpecPlugin costs an app's build"): Examples/PluginApp, with
# the plugin, against the same package without it (one Swift file, no specs), each built cold (an
# empty scratch folder) RUNS times and as a no-op (nothing changed) ten times; plus the build
# after one spec is touched. Debug builds, as an app's developer builds; medians.
#   bash Benchmarks/plugin-build/run.sh [RUNS]   (default 3 cold builds each)
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
runs=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The baseline: the app's manifest without the plugin, and a main.swift that needs no accessors.
baseline=Examples/.plugin-baseline
rm -rf "$baseline"; mkdir -p "$baseline/Sources/PluginApp"
trap 'rm -rf "$work" "$baseline"' EXIT
cat > "$baseline/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "PluginApp", targets: [.executableTarget(name: "PluginApp")], swiftLanguageModes: [.v6])
SWIFT
echo 'print("baseline")' > "$baseline/Sources/PluginApp/main.swift"
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
cold() {  # PACKAGE → median seconds of RUNS cold builds
  for _ in $(seq "$runs"); do
    rm -rf "$work/scratch"
    start=$(date +%s.%N)
    swift build --package-path "$1" --scratch-path "$work/scratch" > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
    echo "$(date +%s.%N) - $start" | bc
  done | median
}
noop() {  # PACKAGE → median seconds of 10 no-op builds
  # Two builds first: after a cold build SwiftPM links a plugin's tool once more, which runs the
  # plugin's commands again (docs/app-integration.md); a no-op is what follows. Timed in a loop, not
  # with hyperfine: hyperfine sets a variable of a random length in each run's environment, and
  # SwiftPM links the tool again when the environment changes, which renders every spec again.
  swift build --package-path "$1" --scratch-path "$work/scratch" > /dev/null 2>&1
  swift build --package-path "$1" --scratch-path "$work/scratch" > /dev/null 2>&1
  for _ in $(seq 10); do
    start=$(date +%s.%N)
    swift build --package-path "$1" --scratch-path "$work/scratch" > "$work/log" 2>&1
    grep -q 'render-spec: .*\.json$' "$work/log" && { cat "$work/log"; echo "a no-op build rendered" >&2; exit 1; }
    echo "$(date +%s.%N) - $start" | bc
  done | median
}
echo "cold, with the plugin:    $(cold Examples/PluginApp) s"
echo "no-op, with the plugin:   $(noop Examples/PluginApp) s"
touch Examples/PluginApp/Sources/PluginApp/Specs/play-button.json
start=$(date +%s.%N)
swift build --package-path Examples/PluginApp --scratch-path "$work/scratch" > "$work/log" 2>&1
echo "one spec touched:         $(echo "$(date +%s.%N) - $start" | bc) s ($(grep -c 'render-spec: .*\.json$' "$work/log") spec rendered)"
echo "cold, without the plugin: $(cold "$baseline") s"
echo "no-op, without:           $(noop "$baseline") s"
