#!/usr/bin/env bash
# The stand-in compile gate: type-checks every file of WayfinderSwiftUI, WayfinderUIKit,
# Examples/ShopApp and Examples/ShopUIKitApp, in
# Swift 6 mode with warnings as errors, against AppleStandIn/ (small modules named SwiftUI, UIKit,
# UserNotifications, FoundationAppleAdditions, UniformTypeIdentifiers, CoreSpotlight, AppIntents
# and os that declare exactly the API those files use,
# with Apple's documented signatures). It catches wrong labels, types, generics and isolation, and drift between the
# core and the adapter; it cannot know SwiftUI's real overload set or run anything (README).
# Both generations of Apple's attributes are checked (newest pages; Xcode 16). It runs on every
# commit because CI cannot reach an Apple SDK; the check against the SDKs themselves is run by
# hand (CONTRIBUTING.md). Linux CI only: the stand-in is never a product and never built on Apple platforms.
#
# ADAPTER_DIR and APP_DIR override the checked sources (scripts/test-check-apple-standin.sh), and
# UIKIT_DIR and UIKIT_APP_DIR those of the UIKit adapter and its example. STANDIN_KEEP=DIR keeps
# the stand-in's compiled modules there; STANDIN_PREBUILT=DIR uses those instead of compiling
# them again (the seeds of the gate's own test).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
adapter="${ADAPTER_DIR:-$root/Sources/WayfinderSwiftUI}"
app="${APP_DIR:-$root/Examples/ShopApp/Sources/ShopApp}"
uikit="${UIKIT_DIR:-$root/Sources/WayfinderUIKit}"
uikit_app="${UIKIT_APP_DIR:-$root/Examples/ShopUIKitApp/Sources/ShopUIKitApp}"
standin="$root/AppleStandIn"

case "$(uname -s)" in
Darwin)
    echo "check-apple-standin: not on Apple platforms, which have the real SDK" >&2
    exit 2
    ;;
esac

# The core and the example's schema, as Linux builds them.
swift build --product wayfinder >/dev/null
modules="$(swift build --show-bin-path)/Modules"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

compile_standin() { # directory, name, extra flags, files…
    local dir="$1" name="$2" flags="$3"
    shift 3
    # shellcheck disable=SC2086
    swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$name" -I "$dir" $flags \
        -emit-module-path "$dir/$name.swiftmodule" "$@"
}

# The adapter uses the core's `package` API (the deep-link mailbox), so it compiles as part of
# the same package: SwiftPM names the package after the checkout's folder, lower-cased, with
# characters an identifier cannot hold replaced by `_`.
package_name="$(basename "$root" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g; s/^[0-9]/_&/')"

ours=(-swift-version 6 -package-name "$package_name" -warnings-as-errors -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature ExistentialAny -I "$out" -I "$modules")

# Two generations of Apple's attributes: the newest pages (`nonisolated` on `NavigationStack`,
# `@Sendable` closures in `Binding.init(get:set:)`), and the Xcode 16 SDKs as the April 2025
# pages show them (`-D STANDIN_XCODE16`: `@MainActor @preconcurrency` on `NavigationStack`, no
# `@Sendable` in `Binding.init(get:set:)`). The sources must type-check against both.
check_generation() { # label, flags for the stand-in
    local label="$1" flags="$2" dir="$out/$3"
    mkdir -p "$dir"
    if [ -n "${STANDIN_PREBUILT:-}" ]; then
        cp "$STANDIN_PREBUILT/$3"/*.swiftmodule "$dir"/
    else
        compile_standin "$dir" FoundationAppleAdditions "$flags" "$standin"/FoundationAppleAdditions/*.swift
        compile_standin "$dir" UserNotifications "$flags" "$standin"/UserNotifications/*.swift
        compile_standin "$dir" UIKit "$flags" "$standin"/UIKit/*.swift
        compile_standin "$dir" UniformTypeIdentifiers "$flags" "$standin"/UniformTypeIdentifiers/*.swift
        compile_standin "$dir" CoreSpotlight "$flags" "$standin"/CoreSpotlight/*.swift
        compile_standin "$dir" AppIntents "$flags" "$standin"/AppIntents/*.swift
        compile_standin "$dir" os "$flags" "$standin"/os/*.swift
        compile_standin "$dir" SwiftUI "-DSTANDIN_UIKIT $flags" "$standin"/SwiftUI/*.swift
        if [ -n "${STANDIN_KEEP:-}" ]; then
            mkdir -p "$STANDIN_KEEP/$3"
            cp "$dir"/*.swiftmodule "$STANDIN_KEEP/$3"/
        fi
    fi

    echo "== WayfinderSwiftUI against the stand-in, $label ($(ls "$adapter"/*.swift | wc -l | tr -d ' ') files)"
    swiftc -emit-module -parse-as-library -module-name WayfinderSwiftUI "${ours[@]}" -I "$dir" \
        -emit-module-path "$dir/WayfinderSwiftUI.swiftmodule" "$adapter"/*.swift

    echo "== Examples/ShopApp against the stand-in, $label ($(ls "$app"/*.swift | wc -l | tr -d ' ') files)"
    swiftc -typecheck -parse-as-library -module-name ShopApp -swift-version 6 -warnings-as-errors \
        -enable-upcoming-feature InternalImportsByDefault -I "$dir" -I "$modules" "$app"/*.swift

    # WayfinderUIKit imports WayfinderSwiftUI (the scene's options and a tapped notification are
    # read there, for both adapters): the one just checked, searched before the Linux build's
    # empty module of that name.
    echo "== WayfinderUIKit against the stand-in, $label ($(ls "$uikit"/*.swift | wc -l | tr -d ' ') files)"
    swiftc -emit-module -parse-as-library -module-name WayfinderUIKit -I "$dir" "${ours[@]}" \
        -emit-module-path "$dir/WayfinderUIKit.swiftmodule" "$uikit"/*.swift

    echo "== Examples/ShopUIKitApp against the stand-in, $label ($(ls "$uikit_app"/*.swift | wc -l | tr -d ' ') files)"
    swiftc -typecheck -parse-as-library -module-name ShopUIKitApp -swift-version 6 -warnings-as-errors \
        -enable-upcoming-feature InternalImportsByDefault -I "$dir" -I "$modules" "$uikit_app"/*.swift
}
check_generation "newest SDK attributes" "" newest
check_generation "Xcode 16 attributes" "-DSTANDIN_XCODE16" xcode16
cp "$out"/newest/*.swiftmodule "$out"/

echo "OK: WayfinderSwiftUI, WayfinderUIKit, ShopApp and ShopUIKitApp type-check against the stand-in (both generations)"

# The core's one Apple-only file, compiled where `os` exists: against the stand-in, with the core
# imported as the module it belongs to.
echo "== Sources/Wayfinder/DecisionLog/OSLogDecisionSink.swift against the stand-in"
{
    echo "public import Wayfinder"
    cat "$root/Sources/Wayfinder/DecisionLog/OSLogDecisionSink.swift"
} >"$out/OSLogDecisionSink.swift"
swiftc -typecheck -parse-as-library -module-name OSLogCheck "${ours[@]}" "$out/OSLogDecisionSink.swift"
echo "OK: the os sink type-checks against the stand-in"

# Availability, which the Linux compiler does not enforce for Apple platforms: the same check as
# scripts/check-availability.py, with the stand-in's @available attributes added to the
# toolchain's, and each `#if os(...)` / `#if canImport(...)` branch checked only for the
# platforms that compile it.
echo "== availability of WayfinderSwiftUI (floor of Package.swift)"
swiftc -dump-ast -parse-as-library -module-name WayfinderSwiftUI "${ours[@]}" "$adapter"/*.swift >"$out/adapter.ast" 2>&1
"$root/scripts/check-availability.py" --ast "$out/adapter.ast" --package "$root/Package.swift" \
    --sources "$adapter" --standin "$standin" | sed 's/^/  /'
echo "== availability of Examples/ShopApp (floor of Examples/ShopApp/Package.swift)"
swiftc -dump-ast -parse-as-library -module-name ShopApp -swift-version 6 \
    -enable-upcoming-feature InternalImportsByDefault -I "$out" -I "$modules" "$app"/*.swift >"$out/app.ast" 2>&1
"$root/scripts/check-availability.py" --ast "$out/app.ast" --package "$root/Examples/ShopApp/Package.swift" \
    --sources "$app" --standin "$standin" | sed 's/^/  /'
