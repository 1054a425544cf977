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

    @Test("Dismissing a notice by name does nothing while another notice is up, and dismisses it when it is")
    func dismissNoticeByName() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: URL(string: "shop://nowhere"), session: .signedIn("alice"))
        #expect(navigator.notice == .linkUnavailable)
        // The button of an alert that showed another notice, which the core has since replaced.
        navigator.dismissNotice(.sessionExpired)
        #expect(navigator.notice == .linkUnavailable)
        navigator.dismissNotice(.linkUnavailable)
        #expect(navigator.notice == nil)
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

    @Test("Events that leave the deadline as it was keep the wake armed; it still fires on time")
    func wakeKeptAcrossEvents() async {
        let clock = ManualClock()
        let navigator = Navigator(schema: Shop(), clock: clock)
        navigator.launch(.cold, url: URL(string: "shop://billing"), session: .signedOut)
        navigator.scenePhaseChanged(.background)
        #expect(await clock.waitForSleepers(1))
        await clock.advance(by: .seconds(30))
        for _ in 0..<3 { navigator.send(.timePassed) }  // nothing due: the deadline stays
        #expect(navigator.state.pending != nil)
        await clock.advance(by: .seconds(29))
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

@Suite("Navigator: what it keeps beside the state is dropped in time")
@MainActor
struct NavigatorKeepingTests {
    @Test("Prefetched data is dropped when its screen leaves every stack: a later visit gets none")
    func prefetchedDataLeavesWithTheScreen() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: URL(string: "shop://orders/42"), session: .signedIn("alice"))
        await navigator.settle()
        let order: ShopOrder? = navigator.prefetched(for: .order("42"))
        #expect(order != nil)
        navigator.popToRoot()
        navigator.push(.orders)
        navigator.push(.order("42"))
        #expect(navigator.state.location.description == "account > orders > order(42)")
        let stale: ShopOrder? = navigator.prefetched(for: .order("42"))
        #expect(stale == nil, "the data was for the visit that ended")
    }

    @Test("Prefetched data stays while its screen is on a stack, even on another tab")
    func prefetchedDataStaysOnAStack() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: URL(string: "shop://orders/42"), session: .signedIn("alice"))
        await navigator.settle()
        navigator.select(tab: .home)
        let order: ShopOrder? = navigator.prefetched(for: .order("42"))
        #expect(order != nil)
    }

    @Test(
        "The mailbox forgets its link when the person changes",
        arguments: [
            NavigationEvent<Shop>.signedOut, .sessionExpired, .sessionResolved(.signedIn("bob")),
            .sessionResolved(.signedOut),
        ])
    func mailboxClearedOnSessionChange(_ event: NavigationEvent<Shop>) async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        navigator.open("shop://products/5")
        navigator.send(event)
        var received: [String] = []
        _ = navigator.addDeepLinkHandler { link in
            received.append(link.url)
            return true
        }
        #expect(received.isEmpty, "a link that landed for alice does not reach the next person's view")
    }

    @Test("The mailbox keeps its link when the same person signs in again")
    func mailboxKeptForTheSamePerson() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedOut)
        navigator.open("shop://products/5")
        navigator.signedIn("alice")
        var received: [String] = []
        _ = navigator.addDeepLinkHandler { link in
            received.append(link.url)
            return true
        }
        #expect(received == ["shop://products/5"], "signing in shows more, so a public link stays")
    }

    @Test("A handler that navigates while a link is delivered does not re-enter the mailbox")
    func reentrantDelivery() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedOut)
        var received: [String] = []
        _ = navigator.addDeepLinkHandler { [weak navigator] link in
            received.append(link.url)
            if case .product(id: "5") = link.route { navigator?.navigate(to: .product(id: "6")) }
            return false
        }
        navigator.open("shop://products/5")
        #expect(received == ["shop://products/5", "shop://products/6"])
        #expect(navigator.state.location.description == "home > product(6)")
        var late: [String] = []
        _ = navigator.addDeepLinkHandler { link in
            late.append(link.url)
            if case .product(id: "6") = link.route { navigator.navigate(to: .product(id: "7")) }
            return true
        }
        #expect(late == ["shop://products/6", "shop://products/7"])
        #expect(navigator.state.location.description == "home > product(7)")
    }
}
