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

# The symbol graphs are read from the built modules (`swift package dump-symbol-graph` builds
# what is out of date first, then extracts each module's public declarations): no second
# compilation of the package, so after `swift build` this takes seconds.
rm -rf "$graphs" && mkdir -p "$graphs"
swift package dump-symbol-graph --minimum-access-level public >"$scratch/dump-symbol-graph.log"
cp .build/*/symbolgraph/*.symbols.json "$graphs/"

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
