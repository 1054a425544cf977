#!/usr/bin/env bash
# Proves the stand-in gate (scripts/check-apple-standin.sh) fails on the mistakes it claims to
# catch: each seed copies the adapter and the example app (or the stand-in and its ledger), plants
# one mistake, and requires the gate (or the ledger check) to fail with the expected diagnostic.
# The unmodified sources must pass.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0

# seed NAME FILE(relative to adapter/ or app/) SED-EXPRESSION EXPECTED-DIAGNOSTIC
seed() {
    local name="$1" file="$2" expression="$3" expected="$4"
    rm -rf "$work/adapter" "$work/app"
    cp -r "$root/Sources/WayfinderSwiftUI" "$work/adapter"
    cp -r "$root/Examples/ShopApp/Sources/ShopApp" "$work/app"
    local before
    before="$(cat "$work/$file")"
    sed -i "$expression" "$work/$file"
    if [ "$before" = "$(cat "$work/$file")" ]; then
        echo "FAIL [$name]: the seed did not change $file (sources moved on? update the seed)"
        failures=$((failures + 1))
        return
    fi
    local output
    if output="$(ADAPTER_DIR="$work/adapter" APP_DIR="$work/app" "$root/scripts/check-apple-standin.sh" 2>&1)"; then
        echo "FAIL [$name]: the gate passed"
        failures=$((failures + 1))
    elif ! grep -q -- "$expected" <<<"$output"; then
        echo "FAIL [$name]: the gate failed, but without \"$expected\":"
        grep -m3 "error:" <<<"$output" || true
        failures=$((failures + 1))
    else
        echo "PASS [$name]: $(grep -m1 -- "$expected" <<<"$output" | sed "s/^ *//")"
    fi
}

seed "isolation: a binding's getter without @MainActor" adapter/Navigator+Bindings.swift \
    's/get: { @MainActor in self.selectedTab }/get: { self.selectedTab }/' \
    "main actor-isolated property 'selectedTab' can not be referenced from a Sendable closure"
seed "label: NavigationStack(stack:)" adapter/NavigationHost.swift \
    's/NavigationStack(path: navigator.path(for: tab,/NavigationStack(stack: navigator.path(for: tab,/' \
    "error:"
seed "type: a tab selection bound to the wrong type" adapter/Navigator+Bindings.swift \
    's/public var tabSelection: Binding<Schema.Tab> {/public var tabSelection: Binding<Schema.Tab?> {/' \
    "error:"
seed "drift: the adapter calls a navigator API that does not exist" adapter/NavigationEntryPoints.swift \
    's/navigator.open(url, source: .activity)/navigator.open(url, from: .activity)/' \
    "error:"
seed "app: a screen reads a state property that does not exist" app/TabRoots.swift \
    's/if let account = navigator.session.account {/if let account = navigator.account {/' \
    "error:"
seed "isolation: a UIKit delegate method called off the main actor" adapter/NotificationLinkDelegate.swift \
    's/if let url { ColdLaunchURLAdaptor.shared.deliver(url, source: .push) }/if let url { Task.detached { ColdLaunchURLAdaptor.shared.deliver(url, source: .push) } }/' \
    "error:"
seed "availability: a full-screen cover outside the macOS guard" adapter/NavigationPresentations.swift \
    's/\.coverPresentation(item: binding(\.fullScreenCover, plan: plan)/.fullScreenCover(item: binding(.fullScreenCover, plan: plan)/' \
    "needs macOS: unavailable"
seed "availability: an iOS 18 type (TabContent) without #available" adapter/NavigationHost.swift \
    '$a @MainActor func seededProbe() -> (any TabContent<Int>)? { nil }' \
    "needs macOS 15.0 > 14.0, iOS 18.0 > 17.0"

seed "deprecation: tabItem(_:) where the scope is past its deprecation (iOS 18.4)" app/TabRoots.swift \
    '$a @available(iOS 18.4, macOS 15.4, *) @MainActor func seededTabItem() -> some View { Text("a").tabItem { Text("b") } }' \
    "is deprecated in macOS 15.4 (here 15.4), iOS 18.4 (here 18.4)"
seed "generations: NavigationStack made off the main actor (Xcode 16 has it @MainActor)" adapter/NavigationHost.swift \
    '$a nonisolated func seededStack(_ path: Binding<[Int]>) -> some View { NavigationStack(path: path) { EmptyView() } }' \
    "main actor-isolated initializer 'init(path:root:)'"

# seed_ledger NAME FILE(relative to AppleStandIn/) SED-EXPRESSION EXPECTED-DIAGNOSTIC: the same for
# the ledger check (scripts/check-standin-ledger.py), on a copy of the stand-in and its ledger.
seed_ledger() {
    local name="$1" file="$2" expression="$3" expected="$4"
    rm -rf "$work/standin"
    cp -r "$root/AppleStandIn" "$work/standin"
    local before
    before="$(cat "$work/standin/$file")"
    sed -i "$expression" "$work/standin/$file"
    if [ "$before" = "$(cat "$work/standin/$file")" ]; then
        echo "FAIL [$name]: the seed did not change $file (sources moved on? update the seed)"
        failures=$((failures + 1))
        return
    fi
    local output
    if output="$("$root/scripts/check-standin-ledger.py" --standin "$work/standin" 2>&1)"; then
        echo "FAIL [$name]: the ledger check passed"
        failures=$((failures + 1))
    elif ! grep -q -- "$expected" <<<"$output"; then
        echo "FAIL [$name]: the ledger check failed, but without \"$expected\":"
        tail -3 <<<"$output"
        failures=$((failures + 1))
    else
        echo "PASS [$name]: $(grep -m1 -- "$expected" <<<"$output" | sed "s/^ *//")"
    fi
}

seed_ledger "ledger: a stand-in declaration without a row" SwiftUI/Modifiers.swift \
    '$a extension View { public nonisolated func seededModifier() -> some View { _standIn() } }' \
    "SwiftUI.View.seededModifier()\` (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0) has no row in the ledger"
seed_ledger "ledger: an @available that differs from its row (Image(systemName:) on macOS 10.15)" SwiftUI/Views.swift \
    's/@available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, \*)/@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)/' \
    "SwiftUI.Image.init(systemName:)\`: the stand-in says iOS 13.0, macOS 10.15"
seed_ledger "ledger: a deprecation missing from the stand-in (tabItem(_:) on iOS)" SwiftUI/Modifiers.swift \
    's/@available(iOS, introduced: 13.0, deprecated: 18.4, message: "Use Tab and related initializers instead")/@available(iOS, introduced: 13.0)/' \
    "SwiftUI.View.tabItem(_:)\`: the stand-in says iOS 13.0, macOS 10.15-15.4"
seed_ledger "ledger: a row whose declaration is gone" SwiftUI/Views.swift \
    '/public nonisolated init(verbatim content: String) {}/d' \
    "SwiftUI.Text.init(verbatim:)\` is in the ledger but not in the stand-in"
seed_ledger "ledger: a row that names no page" LEDGER.md \
    's#| https://developer.apple.com/documentation/swiftui/text/init(verbatim:) |#| ? |#' \
    "SwiftUI.Text.init(verbatim:)\` names no Apple page"

if [ "$failures" -ne 0 ]; then
    echo "$failures seed(s) not caught" >&2
    exit 1
fi
"$root/scripts/check-apple-standin.sh" >/dev/null
echo "PASS: every seeded mistake failed the gate or the ledger check; the sources as they are pass"
