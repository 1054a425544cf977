#!/usr/bin/env bash
# Builds the link-parser fuzzer (Fuzz/LinkFuzzer.swift + Sources/Wayfinder/Links/**) with
# libFuzzer and AddressSanitizer, outside SwiftPM so `swift build` is unaffected, then runs
# it for a bounded time.
#
# usage: scripts/fuzz-links.sh [seconds]    run for SECONDS (default 60)
#        scripts/fuzz-links.sh --corpus     regenerate Fuzz/corpus from the conformance table
#
# Each input is a link for the fixed table in Fuzz/LinkFuzzer.swift; an input with a NUL byte
# also declares a table of its own from the bytes before the NUL (see ShapeReader), so the
# table's shape is fuzzed too. Seeds come from Fuzz/corpus (checked in); inputs the fuzzer finds interesting go to
# .build/fuzz/corpus; crashes go to Fuzz/artifacts/ (git-ignored). Reproduce a crash with
#   .build/fuzz/link-fuzzer Fuzz/artifacts/crash-…
# and add the input to Tests/WayfinderTests/Links/ConformanceCase.swift (`regressions`).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--corpus" ]]; then
    # shape-* seeds (a table declaration, a NUL, then a link) and affixed-* seeds (prefixed and
    # suffixed segments of the fixed table) are written by hand; keep them.
    rm -f Fuzz/corpus/conformance-*
    WAYFINDER_FUZZ_CORPUS="$PWD/Fuzz/corpus" swift test --filter FuzzCorpusTests
    echo "wrote $(ls Fuzz/corpus | wc -l) seeds to Fuzz/corpus"
    exit 0
fi

seconds="${1:-60}"
out=.build/fuzz
mkdir -p "$out/corpus" Fuzz/artifacts

echo "building $out/link-fuzzer"
# gold warns about every ASan symbol it cannot export; lld does not.
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 \
    -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature ExistentialAny \
    -use-ld=lld -module-name WayfinderLinkFuzzer -package-name Wayfinder \
    Sources/Wayfinder/Links/*.swift Sources/Wayfinder/Links/Internal/*.swift Fuzz/LinkFuzzer.swift \
    -o "$out/link-fuzzer"

echo "fuzzing for ${seconds}s"
"$out/link-fuzzer" "$out/corpus" Fuzz/corpus \
    -dict=Fuzz/links.dict \
    -max_len=9000 \
    -max_total_time="$seconds" \
    -artifact_prefix=Fuzz/artifacts/ \
    -print_final_stats=1
