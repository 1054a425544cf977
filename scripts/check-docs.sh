#!/usr/bin/env bash
# Builds the Wayfinder DocC catalogue against the module's symbol graph and fails on any
# warning (an unresolved symbol link, an undocumented parameter), so the docs keep compiling.
#
# usage: scripts/check-docs.sh [output-dir]     (default .build/docs/Wayfinder.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
graphs="$scratch/symbol-graphs"
output="${1:-$scratch/Wayfinder.doccarchive}"
rm -rf "$graphs" && mkdir -p "$graphs"
# Symbol graphs are written only when the module compiles: start the scratch build afresh so an
# up-to-date build cannot leave the fresh graph directory empty.
rm -rf "$scratch/build"

# A separate scratch path, so the extra compiler flags do not invalidate the main build. The
# module is compiled afresh every time: an up-to-date build emits no symbol graphs, so a second
# run after changing only an article would find none.
rm -rf "$scratch/build"
swift build --scratch-path "$scratch/build" --target Wayfinder \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null

docc convert Sources/Wayfinder/Documentation.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Wayfinder \
    --fallback-bundle-identifier org.wayfinder.Wayfinder \
    --output-path "$output" \
    --warnings-as-errors
echo "docc: Wayfinder catalogue builds without warnings"
