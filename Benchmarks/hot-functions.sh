#!/usr/bin/env bash
# Writes scripts/hot-functions.txt: the sections of every function the release binary runs for W1,
# W2, `--version` and the Examples rendered to every format, one `.text.<symbol>` a line, for
# scripts/release-build.sh to hand the linker (gold's --section-ordering-file) so that the code a
# render runs lies side by side. Run it after large changes to the code (a function missing from the
# list is only placed where the linker would put it anyway; a name no longer in the code is ignored).
#
#   bash Benchmarks/hot-functions.sh [RENDER_SPEC_BINARY]   # default .build/release/render-spec
set -euo pipefail
cd "$(dirname "$0")/.."
RS=${1:-$PWD/.build/release/render-spec}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp Benchmarks/specs/*.json "$work/"
mkdir -p "$work/o"
run=0
profile() {
  run=$((run + 1))
  "$@" >/dev/null 2>&1 || true   # warm-up, as for a timed run
  # Symbols as the linker names them: not demangled.
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/cg.$run" "$@" >/dev/null 2>&1 || true
}
profile "$RS" --root "$work" "$work/w1-title.json" --out-dir "$work/o" -q
profile "$RS" --root Examples Examples/glossy-blue.json --state normal --scale 2 --out-dir "$work/o" -q
profile "$RS" --version
profile "$RS" --root Examples Examples --out-dir "$work/o/png" -q
profile "$RS" --root Examples Examples --out-dir "$work/o/vector" -q --format svg --format pdf
python3 - "$RS" "$work" > scripts/hot-functions.txt <<'PY'
import glob, re, sys
binary, work = sys.argv[1], sys.argv[2]
names = set()
for path in glob.glob(f"{work}/cg.*"):
    objects, functions, current = {}, {}, None
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        # callgrind names each object and function once, by number, on its first mention.
        m = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?$", line)
        if m:
            kind, number, name = m.groups()
            if name: objects[number] = name
            if kind == "ob": current = objects.get(number)
            continue
        m = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line)
        if m:
            kind, number, name = m.groups()
            if name: functions[number] = name
            if kind == "fn" and current and current.endswith("/render-spec"):
                # A recursive call's name carries callgrind's depth suffix ('2), not the symbol's.
                name = re.sub(r"'\d+$", "", functions.get(number, ""))
                if name and not name.startswith("0x") and " " not in name:
                    names.add(name)
if len(names) < 1000:
    sys.exit(f"hot-functions: only {len(names)} functions profiled; is {binary} a release build valgrind can read?")
print("\n".join(".text." + name for name in sorted(names)))
PY
echo "scripts/hot-functions.txt: $(wc -l < scripts/hot-functions.txt) functions" >&2
