#!/usr/bin/env bash
# The test command: the whole suite, then the golden corpus (render-spec check Specs), as CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
# The tools the tests use (Chromium, LÖVE, Godot 3, xvfb-run, aapt2, poppler, librsvg, actionlint …),
# installed when missing, so this command passes right after the README's `scripts/setup.sh`; when
# they are all there this only asks dpkg, and installs nothing.
bash scripts/setup.sh --deps-only --dev
# The bitmap-font tests skip without LÖVE, Godot 3 and xvfb-run on a developer's machine; here they must run.
export RENDER_SPEC_REQUIRE_LOVE=1
export RENDER_SPEC_REQUIRE_GODOT=1
python3 scripts/check-schema.py
swift build --build-tests
swift test --skip-build
# The code that runs on several threads once more under ThreadSanitizer, in a build folder of its
# own: the batch's workers (ParallelMap), the blur's and the bitmap font's page workers, the golden
# check's jobs, the start-up thread (EarlyLoad, DetachedThread), the Swift API, the image server
# (its render slots and caches, and the instrumented render-spec-serve its tests start), and the preview
# server (the tests start the instrumented binaries, so their races count too). halt_on_error ends
# a run at the first race it reports. LÖVE and Godot only draw the files the other suites made, and
# Chromium only draws the preview's page: the uninstrumented run has them.
# The image server (`render-spec serve`) is built here only, with the package's Server trait: its
# packages (SwiftNIO, Hummingbird, swift-crypto, …) are compiled once, instrumented, and its tests
# (RenderSpecServeTests) run under ThreadSanitizer alone.
swift build --build-tests --sanitize=thread --scratch-path .build-tsan --traits Server
TSAN_OPTIONS=halt_on_error=1 swift test --skip-build --sanitize=thread --scratch-path .build-tsan --traits Server \
  --filter 'RenderSupportTests|StartupTests|SpecRenderTests|GoldenCheckTests|RenderSpecAPITests|EarlyLoadTests|Preview|AtomicFolderRaceTests|RenderSpecServeTests' \
  --skip 'BitmapFontLoveTests|BitmapFontGodotTests|testPreviewPageInHeadlessChromium'
# The library's DocC archive, models included; a link DocC cannot resolve fails the run.
scripts/docs.sh >/dev/null
# The binary was built with the tests. The report lands in .build/ (ignored), for CI to keep.
.build/debug/render-spec check Specs --report .build/check-report --junit .build/check-report/junit.xml
# Every shell command of README.md, CONTRIBUTING.md and docs/, run as a reader would type it, in a
# copy of the repository with these binaries on PATH. Here and not in `swift test`: it starts a
# hundred render-spec processes, which on a small machine would race the parallel unit tests for the
# cores, and it wants the finished build of both programs.
# README's `serve` example runs render-spec-serve beside render-spec: the debug build's is the stub
# a build without the Server trait makes, so the instrumented server, the one this run built, takes
# its place.
cp .build-tsan/debug/render-spec-serve .build/debug/render-spec-serve
python3 scripts/run-doc-commands.py --bin .build/debug
# RenderSpecPlugin in a real consumer package (Examples/PluginApp): built, run, its images the CLI's
# bytes, a no-op build that renders nothing, a touched spec rendered alone, the command plugin.
bash scripts/plugin-app-test.sh .build/debug
# The prebuilt tool as an artifact bundle (docs/artifactbundle.md), in a consumer package that does
# not compile render-spec: built with the release build (minutes cold), named by a binary target.
bash scripts/artifactbundle-test.sh .build/debug
