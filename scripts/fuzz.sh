#!/usr/bin/env bash
# Builds and runs one libFuzzer target: scripts/fuzz.sh png|color|loader|…|serve [SECONDS] [libFuzzer flags…]
#
# Each target is compiled from its module's sources plus Fuzz/<Target>Fuzz.swift into one module
# (so it reaches internal entry points), outside SwiftPM, so ordinary builds are unaffected.
# Work files go to .build/fuzz/<target>/: the growing corpus, and crash-*/leak-*/oom-*/timeout-*
# artifacts. Copy any crashing input into Fuzz/regressions/<target>/ and it becomes a test.
# One fuzzer at a time on a shared machine: each uses one core and up to -rss_limit_mb.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swiftc >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"

target=${1:?usage: scripts/fuzz.sh png|color|loader [SECONDS] [libFuzzer flags...]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))

work=.build/fuzz/$target
mkdir -p "$work/corpus" "$work/seeds"
common=(-sanitize=fuzzer,address -parse-as-library -package-name render_spec -swift-version 6 -O -g -warnings-as-errors)

# The modules a target's sources import (RenderSupport over Startup and its C target; XMLReading
# over the system's expat; StringCatalogs, which SpecModel's CatalogBridge imports), each compiled
# first as a module of its own with the same instrumentation, in the order given; adds them to
# `flags`.
deps=$work/deps
c_modules=(-I Sources/CStartup/include)
build_deps() {
    mkdir -p "$deps"
    local dep_flags=(-sanitize=fuzzer,address -parse-as-library -package-name render_spec -swift-version 6 -O -g -wmo
                     -I "$deps" -I Sources/CExpat "${c_modules[@]}" $(pkg-config --cflags-only-I expat | sed 's/-I/-Xcc -I/g'))
    local module c
    # Startup's C (below RenderSupport): a detached thread's start, the CPUs a run may use, the
    # argument vector, the deferred text libraries.
    for c in Sources/CStartup/*.c; do
        clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I "$(dirname "$c")/include" "$c" -o "$deps/$(basename "$c" .c).o"
        flags+=("$deps/$(basename "$c" .c).o")
    done
    for module in "$@"; do
        swiftc "${dep_flags[@]}" -module-name "$module" -emit-module -emit-module-path "$deps/$module.swiftmodule" \
            -emit-object -o "$deps/$module.o" $(find Sources/$module -name "*.swift" | sort)
        flags+=("$deps/$module.o")
    done
    flags+=(-I "$deps" -I Sources/CExpat "${c_modules[@]}")
    if [[ " $* " == *" XMLReading "* ]]; then
        for f in $(pkg-config --libs expat); do flags+=("$f"); done
    fi
}

case $target in
png)
    sources=(Sources/PNGCodec/*.swift Fuzz/PNGReaderFuzz.swift)
    # CPNG's C, built with the same sanitizers, its module map, and libpng as pkg-config gives it.
    flags=(-module-name PNGReaderFuzz -I Sources/CPNG/include)
    build_deps Startup RenderSupport
    for c in Sources/CPNG/*.c; do
        clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CPNG/include $(pkg-config --cflags libpng) \
            "$c" -o "$work/$(basename "$c" .c).o"
        flags+=("$work/$(basename "$c" .c).o")
    done
    for f in $(pkg-config --libs libpng); do flags+=("$f"); done
    seeds=(Fuzz/corpus/png Fuzz/regressions/png)
    max_len=65536
    ;;
color)
    sources=($(find Sources/SpecModel -name "*.swift" | sort) Fuzz/ColorStringFuzz.swift)
    flags=(-module-name ColorStringFuzz)
    build_deps Startup RenderSupport XMLReading StringCatalogs
    seeds=(Fuzz/corpus/color Fuzz/regressions/color)
    max_len=256
    ;;
loader)
    sources=($(find Sources/SpecModel -name "*.swift" | sort) Fuzz/SpecLoaderFuzz.swift)
    flags=(-module-name SpecLoaderFuzz)
    build_deps Startup RenderSupport XMLReading StringCatalogs
    # Every spec of Examples/ and Specs/ seeds it; the inputs are loaded inside a copy of
    # Examples/, so `extends` and font paths of mutated examples still resolve.
    find Examples Specs -name '*.json' -size -64k -exec cp {} "$work/seeds/" \;
    rm -rf "$work/root" && cp -R Examples "$work/root"
    export RENDER_SPEC_FUZZ_ROOT="$PWD/$work/root"
    seeds=("$work/seeds" Fuzz/regressions/loader)
    max_len=65536
    ;;
xcstrings|strings|android|arb|po|dtcg)
    # The string catalog readers and the DTCG token reader (docs/fuzzing.md). RenderSupport,
    # XMLReading and StringCatalogs are compiled first, each as a module of its own with the same
    # instrumentation (XMLReading over the system's expat, found through pkg-config as the png case
    # finds libpng); then SpecModel's sources and the target's file(s) as one module, so a catalog
    # is loaded as a spec loads it (through CatalogBridge, with SpecModel's JSON parser).
    flags=()
    build_deps Startup RenderSupport XMLReading StringCatalogs
    sources=($(find Sources/SpecModel -name "*.swift" | sort) Fuzz/WorkerStack.swift)
    case $target in
    xcstrings) sources+=(Fuzz/CatalogFuzzSupport.swift Fuzz/XCStringsFuzz.swift); flags+=(-module-name XCStringsFuzz) ;;
    strings) sources+=(Fuzz/CatalogFuzzSupport.swift Fuzz/AppleStringsFuzz.swift); flags+=(-module-name AppleStringsFuzz)
        # Foundation's PropertyListSerialization leaks its parse error (about 460 bytes) for every
        # file it refuses (docs/fuzzing.md): leak detection would stop every run at the first one,
        # and LeakSanitizer's report at exit would list them all.
        set -- "$@" -detect_leaks=0
        export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" ;;
    android) sources+=(Fuzz/CatalogFuzzSupport.swift Fuzz/AndroidStringsFuzz.swift); flags+=(-module-name AndroidStringsFuzz) ;;
    arb) sources+=(Fuzz/CatalogFuzzSupport.swift Fuzz/ARBFuzz.swift); flags+=(-module-name ARBFuzz) ;;
    po) sources+=(Fuzz/CatalogFuzzSupport.swift Fuzz/GettextFuzz.swift); flags+=(-module-name GettextFuzz) ;;
    dtcg) sources+=(Fuzz/DTCGFuzz.swift); flags+=(-module-name DTCGFuzz) ;;
    esac
    # Each input is written into a render root of the fuzzing process's own under this folder.
    rm -rf "$work/root" && mkdir -p "$work/root"
    export RENDER_SPEC_FUZZ_ROOT="$PWD/$work/root"
    seeds=(Fuzz/corpus/$target Fuzz/regressions/$target)
    max_len=65536
    ;;
preview)
    # The preview server's reading of request bytes and its routing: the files of
    # Sources/RenderSpecPreview that import no FlyingFox (docs/fuzzing.md).
    sources=(Sources/RenderSpecPreview/{RequestHead,RequestHeadReader,PreviewRoute,PreviewLimits,WebSocketFrameReader}.swift Fuzz/PreviewRequestFuzz.swift)
    flags=(-module-name PreviewRequestFuzz)
    seeds=(Fuzz/corpus/preview Fuzz/regressions/preview)
    max_len=8192
    ;;
serve)
    # render-spec serve's reading of a request target and a spec's request-token rules: the files
    # of Sources/RenderSpecServe that import no SwiftNIO, Hummingbird or swift-crypto, over
    # SpecModel built as a module of its own (docs/fuzzing.md).
    flags=(-module-name ServeRequestFuzz -D Server)
    build_deps Startup RenderSupport XMLReading StringCatalogs SpecModel
    sources=(Sources/RenderSpecServe/{ImageRequest,ServeProblem,ServeAnswer,ServeLimits}.swift Fuzz/ServeRequestFuzz.swift)
    rm -rf "$work/root" && mkdir -p "$work/root"
    export RENDER_SPEC_FUZZ_ROOT="$PWD/$work/root"
    seeds=(Fuzz/corpus/serve Fuzz/regressions/serve)
    max_len=4096
    ;;
*)
    echo "unknown target $target (png, color or loader)" >&2
    exit 2
    ;;
esac

for seed in "${seeds[@]}"; do mkdir -p "$seed"; done
binary=$work/fuzz-$target
echo "building $binary" >&2
swiftc "${common[@]}" "${flags[@]}" "${sources[@]}" -o "$binary"

exec "$binary" "$work/corpus" "${seeds[@]}" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -max_len="$max_len" -timeout=20 \
    -artifact_prefix="$work/" -print_final_stats=1 "$@"
