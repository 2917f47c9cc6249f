#!/usr/bin/env bash
# The blur alone, in-process: Blur.apply on a 1024×1024 mask at σ = 8 px (release, -O), against
# Pillow's GaussianBlur(8) on the same size. Usage: Benchmarks/blur.sh [REV]
# REV (default: the working tree) picks the blur's sources from another commit, for before/after.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swiftc >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
python3 -c "import PIL" 2>/dev/null || python3 -m pip install -q pillow
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The blur is self-contained (Foundation only): its files, whichever of them REV has.
for f in Blur BlurLanes Transpose; do
    path=Sources/SpecRender/$f.swift
    if [ $# -gt 0 ]; then
        git show "$1:$path" > "$work/$f.swift" 2>/dev/null || rm -f "$work/$f.swift"
    elif [ -f "$path" ]; then
        cp "$path" "$work/"
    fi
done
# Its box pass in C (CBoxBlur), where REV has one.
kernel=()
if [ $# -gt 0 ] && git cat-file -e "$1:Sources/CBoxBlur/box_blur.c" 2>/dev/null; then
    mkdir -p "$work/CBoxBlur"
    for f in box_blur.c include/box_blur.h include/module.modulemap; do git show "$1:Sources/CBoxBlur/$f" > "$work/CBoxBlur/${f##*/}"; done
elif [ $# -eq 0 ] && [ -f Sources/CBoxBlur/box_blur.c ]; then
    mkdir -p "$work/CBoxBlur"
    cp Sources/CBoxBlur/box_blur.c Sources/CBoxBlur/include/box_blur.h Sources/CBoxBlur/include/module.modulemap "$work/CBoxBlur/"
fi
if [ -d "$work/CBoxBlur" ]; then
    clang -O2 -c "$work/CBoxBlur/box_blur.c" -I "$work/CBoxBlur" -o "$work/box_blur.o"
    kernel=(-I "$work/CBoxBlur" "$work/box_blur.o")
fi
swiftc -O -package-name bench -module-name BlurBench "${kernel[@]}" "$work"/*.swift Benchmarks/blur/main.swift -o "$work/blur"
"$work/blur"
python3 Benchmarks/blur/pillow.py
