#!/usr/bin/env bash
# Builds every DocC catalogue of the Linux-built modules (Wayfinder, WayfinderTesting,
# WayfinderTestStore) against its module's symbol graph and fails on any warning (an unresolved
# symbol link, an undocumented parameter), so the docs keep compiling. The WayfinderSwiftUI
# catalogue needs SwiftUI and is not built here.
#
# usage: scripts/check-docs.sh [output-dir]     (default .build/docs; one .doccarchive per module)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
graphs="$scratch/symbol-graphs"
output="${1:-$scratch}"
modules=(Wayfinder WayfinderTesting WayfinderTestStore)

# Symbol graphs are written only when a module compiles, and an up-to-date build emits none, so a
# second run after changing only an article would find none: start a separate scratch build
# afresh every time (separate, so the extra compiler flags do not invalidate the main build).
# Building WayfinderTestStore compiles WayfinderTesting and Wayfinder too, with the same flags:
# one build for all three.
rm -rf "$graphs" "$scratch/build" && mkdir -p "$graphs"
swift build --scratch-path "$scratch/build" --target WayfinderTestStore \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null

for module in "${modules[@]}"; do
    # One catalogue reads one module's graphs: its own and its extensions of other modules
    # (Module@Other.symbols.json), never another module's own graph.
    own="$scratch/symbol-graphs-$module"
    rm -rf "$own" && mkdir -p "$own"
    cp "$graphs/$module.symbols.json" "$own/"
    for extension in "$graphs/$module@"*.symbols.json; do
        if [[ -e "$extension" ]]; then cp "$extension" "$own/"; fi
    done
    docc convert "Sources/$module/Documentation.docc" \
        --additional-symbol-graph-dir "$own" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.wayfinder.$module" \
        --output-path "$output/$module.doccarchive" \
        --warnings-as-errors
    echo "docc: $module catalogue builds without warnings"
done
