#!/usr/bin/env bash
# Lints every Swift file under Sources and Tests with the repository's .swift-format,
# strictly (warnings fail). Fix findings with:
#   swift format --in-place --recursive Sources Tests Fuzz Examples AppleStandIn Benchmarks
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive Sources Tests Fuzz Examples AppleStandIn Benchmarks
echo "swift format: no findings"
