#!/usr/bin/env bash
# Proves scripts/check-availability.py catches what it claims: builds a throwaway package with
# the same floor as ours, seeded with uses of declarations newer than the floor (each marked
# `// BAD`) and with the same uses inside `@available` / `if #available` / `guard #available`
# scopes (marked `// OK`), then requires the check to fail and to report exactly the BAD lines.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/Seeded"
cat >"$work/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Seeded",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    targets: [.target(name: "Seeded")],
    swiftLanguageModes: [.v6]
)
SWIFT
cat >"$work/Sources/Seeded/Seeded.swift" <<'SWIFT'
import Synchronization

final class Box: Sendable {
    let lock = Mutex(0)  // BAD
}

func wide() -> Int128 { 1 }  // BAD

@available(iOS 18, *)  // BAD (the declaration starts here)
func onlyIOS() -> Mutex<Int> { Mutex(1) }  // BAD

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func annotated() -> Int {
    let m = Mutex(2)  // OK
    return m.withLock { $0 }  // OK
}

func checked() -> Int {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return Mutex(3).withLock { $0 }  // OK
    }
    return Int(Int128(4))  // BAD
}

func guarded() -> Int {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return 0 }
    return Mutex(5).withLock { $0 }  // OK
}

func fine() async throws -> Int {
    try await Task.sleep(for: .milliseconds(1))  // OK (Duration and Clock: iOS 16)
    return [1, 2].count
}
SWIFT
(cd "$work" && swift build >/dev/null 2>&1) || { echo "test-check-availability: the seeded package did not build" >&2; exit 2; }
set +e
output="$("$root/scripts/check-availability.py" --root "$work" 2>&1)"
status=$?
set -e
echo "$output"
[ "$status" -eq 1 ] || { echo "FAIL: expected exit 1 from the check, got $status" >&2; exit 1; }
expected="$(grep -n '// BAD' "$work/Sources/Seeded/Seeded.swift" | cut -d: -f1 | sort -n | uniq | tr '\n' ' ')"
reported="$(echo "$output" | sed -n 's#^  Sources/Seeded/Seeded.swift:\([0-9]*\):.*#\1#p' | sort -n | uniq | tr '\n' ' ')"
if [ "$expected" != "$reported" ]; then
    echo "FAIL: expected reports on lines [$expected], got [$reported]" >&2
    exit 1
fi
echo "PASS: the check failed on exactly the seeded lines [$expected]"
