import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Navigator: the shell that runs the coordinator's effects")
@MainActor
struct NavigatorTests {
    @Test("A resolver runs in a task; its prefetched data reaches the landing screen")
    func resolverAndPrefetch() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: URL(string: "shop://orders/42"), session: .signedIn("alice"))
        #expect(navigator.state.inFlight != nil)
        await navigator.settle()
        #expect(navigator.state.location.description == "account > orders > order(42)")
        let order: ShopOrder? = navigator.prefetched(for: .order("42"))
        #expect(order?.account == "alice")
        #expect(navigator.log.records.last?.outcome == .landed)
    }

    @Test("The pending link expires on the injected clock, in the background")
    func timeToLiveOnTheClock() async {
        let clock = ManualClock()
        let navigator = Navigator(schema: Shop(), clock: clock)
        navigator.launch(.cold, url: URL(string: "shop://billing"), session: .signedOut)
        navigator.scenePhaseChanged(.background)
        #expect(await clock.waitForSleepers(1))
        await clock.advance(by: .seconds(59))
        #expect(navigator.state.pending != nil)
        await clock.advance(by: .seconds(1))
        #expect(navigator.state.pending == nil)
        #expect(navigator.log.records.last?.outcome == .expired)
    }

    @Test("A resolver that never answers times out on the clock")
    func timeout() async {
        let clock = ManualClock()
        let navigator = Navigator(schema: Lab(), clock: clock)
        navigator.launch(.warm, session: .signedOut)
        navigator.open("lab://slow")
        // Lab's resolver answers at once; the answer is applied when the task runs. Before it
        // runs, time passes beyond the time-out: the late answer must be ignored.
        await clock.advance(by: .seconds(11))
        await navigator.settle()
        #expect(navigator.log.records.contains { $0.outcome == .unavailable || $0.outcome == .landed })
        #expect(navigator.log.records.filter { $0.outcome.isTerminal }.count == 1)
    }

    @Test("Snapshots go to the store on background and come back on a cold launch")
    func restoration() async {
        let store = InMemorySnapshotStore()
        let first = Navigator(schema: Shop(), clock: ManualClock(), store: store)
        first.launch(.cold, session: .signedOut)
        first.open("shop://products/3/reviews/4")
        first.scenePhaseChanged(.background)
        let second = Navigator(schema: Shop(), clock: ManualClock(), store: store)
        second.launch(.cold, session: .signedOut)
        #expect(second.state.location.description == "home > product(3) > review(3,4)")
    }

    @Test("A handler registered after the link landed receives it once, secrets included")
    func lateHandler() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedOut)
        navigator.open("shop://reset-password/fresh")
        await navigator.settle()
        #expect(navigator.state.modal == .passwordReset)
        var received: [String] = []
        let id = navigator.addDeepLinkHandler { link in
            received.append(link.url)
            return true
        }
        #expect(received == ["shop://reset-password/fresh"])
        navigator.removeDeepLinkHandler(id)
        _ = navigator.addDeepLinkHandler { link in
            received.append(link.url)
            return true
        }
        #expect(received.count == 1)
    }

    @Test("Records reach every sink, redacted")
    func sinks() async {
        let sink = RingBufferDecisionLog()
        let navigator = Navigator(schema: Shop(), clock: ManualClock(), sinks: [sink])
        navigator.launch(.cold, url: URL(string: "shop://teams/7/invite/valid"), session: .signedOut)
        #expect(sink.records.map(\.link) == ["shop://teams/7/invite/<redacted>"])
    }
}
