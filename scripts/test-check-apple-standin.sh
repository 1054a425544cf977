#!/usr/bin/env bash
# Proves the stand-in gate (scripts/check-apple-standin.sh) fails on the mistakes it claims to
# catch: each seed copies the adapter and the example app, plants one mistake, and requires the
# gate to fail with the expected diagnostic.
# The unmodified sources must pass: they are checked first (the gate's whole output is printed),
# keeping the stand-in's compiled modules, which every seed then reuses.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
STANDIN_KEEP="$work/standin" "$root/scripts/check-apple-standin.sh"
export STANDIN_PREBUILT="$work/standin"

# seed NAME FILE(relative to adapter/ or app/) SED-EXPRESSION EXPECTED-DIAGNOSTIC
# Each seed works in a folder of its own, so two run at once (the gate is one compiler process at
# a time); their verdicts print in the order the seeds are listed.
jobs=()
seed() {
    local index="${#jobs[@]}"
    jobs+=("$index")
    seed_one "$index" "$@" >"$work/verdict-$index" &
    if [ $((index % 2)) -eq 1 ]; then wait; fi
}

seed_one() {
    local index="$1" name="$2" file="$3" expression="$4" expected="$5"
    local dir="$work/seed-$index"
    mkdir -p "$dir"
    cp -r "$root/Sources/WayfinderSwiftUI" "$dir/adapter"
    cp -r "$root/Examples/ShopApp/Sources/ShopApp" "$dir/app"
    local before
    before="$(cat "$dir/$file")"
    sed -i "$expression" "$dir/$file"
    if [ "$before" = "$(cat "$dir/$file")" ]; then
        echo "FAIL [$name]: the seed did not change $file (sources moved on? update the seed)"
        return
    fi
    local output
    if output="$(ADAPTER_DIR="$dir/adapter" APP_DIR="$dir/app" "$root/scripts/check-apple-standin.sh" 2>&1)"; then
        echo "FAIL [$name]: the gate passed"
    elif ! grep -q -- "$expected" <<<"$output"; then
        echo "FAIL [$name]: the gate failed, but without \"$expected\":"
        grep -m3 "error:" <<<"$output" || true
    else
        echo "PASS [$name]: $(grep -m1 -- "$expected" <<<"$output" | sed "s/^ *//")"
    fi
}

seed "isolation: a binding's getter without @MainActor" adapter/Navigator+Bindings.swift \
    's/get: { @MainActor in self.selectedTab }/get: { self.selectedTab }/' \
    "main actor-isolated property 'selectedTab' can not be referenced from a Sendable closure"
seed "label: NavigationStack(stack:)" adapter/NavigationHost.swift \
    's/NavigationStack(path: path)/NavigationStack(stack: path)/' \
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
    's/ColdLaunchURLAdaptor.shared.deliver(link: \$0, source: .push)/let link = $0; Task.detached { ColdLaunchURLAdaptor.shared.deliver(link: link, source: .push) }/' \
    "error:"
seed "availability: a full-screen cover outside the macOS guard" adapter/NavigationPresentations.swift \
    's/\.coverPresentation(item: binding(\.fullScreenCover, after)/.fullScreenCover(item: binding(.fullScreenCover, after)/' \
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

wait
for index in "${jobs[@]}"; do
    cat "$work/verdict-$index"
    if grep -q "^FAIL" "$work/verdict-$index"; then failures=$((failures + 1)); fi
done
if [ "$failures" -ne 0 ]; then
    echo "$failures seed(s) not caught" >&2
    exit 1
fi
echo "PASS: every seeded mistake failed the gate; the sources as they are pass"
