#!/usr/bin/env bash
# Builds and runs one libFuzzer target: scripts/fuzz.sh png|color|loader [SECONDS] [libFuzzer flags…]
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

case $target in
png)
    sources=(Sources/PNGCodec/*.swift Fuzz/PNGReaderFuzz.swift)
    # CPNG's C, built with the same sanitizers, its module map, and libpng as pkg-config gives it.
    flags=(-module-name PNGReaderFuzz -I Sources/CPNG/include)
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
    seeds=(Fuzz/corpus/color Fuzz/regressions/color)
    max_len=256
    ;;
loader)
    sources=($(find Sources/SpecModel -name "*.swift" | sort) Fuzz/SpecLoaderFuzz.swift)
    flags=(-module-name SpecLoaderFuzz)
    # Every spec of Examples/ and Specs/ seeds it; the inputs are loaded inside a copy of
    # Examples/, so `extends` and font paths of mutated examples still resolve.
    find Examples Specs -name '*.json' -size -64k -exec cp {} "$work/seeds/" \;
    rm -rf "$work/root" && cp -R Examples "$work/root"
    export RENDER_SPEC_FUZZ_ROOT="$PWD/$work/root"
    seeds=("$work/seeds" Fuzz/regressions/loader)
    max_len=65536
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
