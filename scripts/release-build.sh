#!/usr/bin/env bash
# Builds release products as render-spec ships them (scripts/setup.sh; Benchmarks/run.sh times
# these): `bash scripts/release-build.sh render-spec render-spec-preview`. Every flag below is about
# start-up, the fixed cost of each run, and none changes a byte of output. docs/startup.md has each
# one's figure (measured in BENCHMARKS.md) and when to revisit it.
#
# --static-swift-stdlib: the Swift runtime and FoundationEssentials inside the binary, not 16 more
# shared libraries to load and relocate at every start. The program's modules import
# FoundationEssentials, not Foundation (CONTRIBUTING.md), so neither CoreFoundation, whose
# initializer ran at every start, nor ICU is linked, and the binary is half the size.
# -no-pie: a binary at a fixed address needs none of its 100,000 relative relocations (every page of
# Swift metadata they touch copied at start). The shared libraries it loads keep their randomised
# addresses.
# -disable-concrete-type-metadata-mangled-name-accessors: generic types the code names concretely
# (KeyedDecodingContainer<X.CodingKeys>, …) get their metadata through direct calls instead of a
# mangled name the runtime parses, whose requirements it checks by scanning all 6,000 conformance
# records of the binary, once per type.
# -function-sections (Swift's frontend) and -ffunction-sections (C): every function in a section of
# its own, so the linker's --gc-sections drops each one nothing calls (550 KB of code). (An ordering
# file that put the functions a render runs side by side helped only with a cold page cache, and is
# gone: Benchmarks/notes.md, issue 37.)
# --disable-local-rpath: no `$ORIGIN` run path, which sent the dynamic loader to look for each of
# the 28 libraries in the build folder first (35 failed system calls a run).
# --no-export-dynamic: the static runtime's link arguments (static-stdlib-args.lnk) export every
# symbol of the program's own modules, 7,800 of them, for no one: no library render-spec loads
# looks one up. Without them the program's dynamic symbol table is its 760 imports, not 8,600,
# and `dladdr`, which scans it, no longer reads 800 KB of names.
# -Xcc -gdwarf-4: the C target's debug information in the DWARF version Swift writes (clang's
# default is 5, which valgrind 3.19, Benchmarks' profiler, refuses to read).
# Pango, PangoFT2, HarfBuzz, GObject and GLib taken off the executable's list of needed libraries
# (patchelf, after the link): with the 15 libraries they bring they are most of what the loader
# does before `main`, on one core. render-spec loads them itself after `main`, on a thread of its
# own beside the parse (Sources/CStartup/text_libraries.c says how, and what would end the process:
# a call made before the load, which the TextLibrariesLoaded token every way in takes rules out, or
# one of their symbols bound at start, which the check below refuses). A run with LD_BIND_NOW set
# binds every call at start and stops with the loader's "undefined symbol" message.
# -static-libgcc: the unwinder (what the Swift runtime and libstdc++ import from libgcc_s: the
# _Unwind_* functions) from libgcc's archive, not the shared libgcc_s, which was one library more
# to load and whose initializer asked the CPU its model with a dozen CPUID instructions, each an
# exit to the hypervisor on a virtual machine.
# libstdc++ linked in (the Swift runtime's C++ library): the shared one is the library with the most
# relocations a run loads, and no other library render-spec loads needs it. The static runtime's
# link line names `-lstdc++`, which would take the shared library, so a folder searched first holds
# a `libstdc++.so` that is a linker script naming the archive.
#
# All of these are for Linux (gold, glibc, a static Foundation); elsewhere (macOS, unsupported: README.md) the
# products are built with plain `swift build -c release`.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"

# The package's Server trait builds render-spec-serve's server (Package.swift); it changes nothing
# in the other products.
traits=(--traits Server)
if [ "$(uname -s)" != Linux ]; then
  for product in "$@"; do
    swift build -c release --product "$product" "${traits[@]}"
  done
  exit 0
fi

flags=(--static-swift-stdlib --disable-local-rpath -Xswiftc -Xclang-linker -Xswiftc -no-pie
       -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
       -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections
       -Xswiftc -use-ld=gold
       -Xcc -gdwarf-4 -Xlinker --no-export-dynamic -Xswiftc -Xclang-linker -Xswiftc -static-libgcc)
archive=$(clang -print-file-name=libstdc++.a 2>/dev/null || true)
if [ -f "$archive" ]; then
  cxx="$PWD/.build/static-libstdc++"
  mkdir -p "$cxx"
  echo "INPUT($archive)" > "$cxx/libstdc++.so"
  flags+=(-Xlinker "-L$cxx")
else
  echo "release-build: no libstdc++.a (Debian's libstdc++-12-dev has it); linking the shared libstdc++" >&2
fi
# SwiftPM recompiles C targets when -Xcc flags change but keeps Swift objects built with other
# -Xfrontend flags, so the release build starts over when this script's flags are not the ones it
# last built with.
stamp=.build/release-build-flags
if [ "$(cat "$stamp" 2>/dev/null)" != "${flags[*]}" ]; then
  rm -rf .build/release .build/"$(uname -m)"-unknown-linux-gnu/release
fi
for product in "$@"; do
  swift build -c release --product "$product" "${flags[@]}" "${traits[@]}"
done
mkdir -p .build
echo "${flags[*]}" > "$stamp"

# The libraries render-spec loads itself: the list in Sources/CStartup/text_libraries.c.
deferred=$(sed -n '/rs_text_libraries\[\] = {/,/};/p' Sources/CStartup/text_libraries.c | grep -o '"lib[^"]*"' | tr -d '"')
[ -n "$deferred" ] || { echo "release-build: no library list in Sources/CStartup/text_libraries.c" >&2; exit 1; }
if ! command -v patchelf >/dev/null; then
  echo "release-build: no patchelf (scripts/setup.sh installs it); Pango's libraries stay loaded before main" >&2
  exit 0
fi
for product in "$@"; do
  binary=.build/release/$product
  needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
  for library in $deferred; do
    if grep -qxF "$library" <<<"$needed"; then patchelf --remove-needed "$library" "$binary"; fi
  done
  # Every symbol bound at start (a relocation other than a PLT slot: a function's address taken,
  # a variable read) must come from a library still loaded at start; one of the deferred ones'
  # would stop every run with "undefined symbol". The optimizer can make one by merging two
  # functions that differ only in the C function they call (LibraryVersions says how it is kept
  # from doing so).
  available=$(ldd "$binary" | awk '$3 ~ /^\// {print $3}' | xargs nm -D --defined-only 2>/dev/null | awk '{print $3}' | sed 's/@.*//' | sort -u)
  weak=$(nm -D --undefined-only "$binary" | awk '$1 == "w" {print $2}' | sed 's/@.*//' | sort -u)
  unbound=$(readelf -rW "$binary" | awk '$3 ~ /^R_/ && $3 !~ /JUMP_SLOT$/ && NF >= 5 {print $5}' | sed 's/@.*//' | sort -u \
            | comm -23 - <(sort -u <(echo "$available") <(echo "$weak")))
  if [ -n "$unbound" ]; then
    echo "release-build: $binary binds at start symbols of the libraries it loads after main:" $unbound >&2
    exit 1
  fi
done
