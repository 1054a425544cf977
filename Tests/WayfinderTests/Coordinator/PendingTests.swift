import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Pending links")
struct PendingTests {
    @Test("At most one pending link: the newest wins and the older one is recorded as superseded")
    func newestWins() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "shop://orders/3")))
        let records = await harness.send(.linkReceived("shop://billing", source: .push))
        #expect(records.map(\.outcome) == [.superseded, .pending])
        #expect(records[0].link == "shop://orders/3")
        #expect(harness.state.pending?.display == "shop://billing")
    }

    @Test("Time to live counts from arrival, not while sign-in is up in the foreground")
    func timeToLive() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "shop://orders/3")))
        await harness.advance(by: .seconds(600))
        #expect(harness.state.pending != nil, "sign-in in the foreground does not age it")
        await harness.send(.scenePhaseChanged(.background))
        await harness.advance(by: .seconds(59))
        #expect(harness.state.pending?.elapsed == .seconds(59))
        await harness.advance(by: .seconds(1))
        #expect(harness.state.pending == nil)
        #expect(harness.lastRecords.map(\.outcome) == [.expired])
        #expect(harness.violations.isEmpty)
    }

    @Test("The coordinator names the moment the pending link would expire, only while it ages")
    func deadline() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "shop://orders/3")))
        #expect(harness.coordinator.nextDeadline(in: harness.state) == nil)
        await harness.advance(by: .seconds(5))
        await harness.send(.scenePhaseChanged(.background))
        #expect(harness.coordinator.nextDeadline(in: harness.state) == NavigationTime(.seconds(65)))
        #expect(harness.violations.isEmpty)
    }

    @Test("Sign-out ends what the account had under way; a sign-out reported again, signed out, ends nothing")
    func signOutDropsProtected() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(
            .launched(.init(.cold, session: .signedIn("alice"), gates: [.forcedUpdate], link: "shop://orders/3")))
        #expect(harness.state.pending?.reason == .gate(.forcedUpdate))
        var records = await harness.send(.signedOut)
        #expect(records.map(\.outcome) == [.discarded])
        #expect(harness.state.pending == nil)
        await harness.send(.linkReceived("shop://products/2", source: .link))
        records = await harness.send(.signedOut)
        #expect(records.isEmpty)
        #expect(harness.state.pending?.display == "shop://products/2")
    }

    @Test("A pending link is never replayed on a later launch")
    func notReplayedAfterLaunch() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "shop://orders/3")))
        await harness.send(.scenePhaseChanged(.background))
        let records = await harness.send(
            .launched(.init(.cold, session: .signedIn("alice"), snapshot: harness.savedSnapshot)))
        #expect(records.contains { $0.outcome == .discarded && $0.link == "shop://orders/3" })
        #expect(harness.state.pending == nil)
        #expect(harness.state.location.description == "home")
    }

    @Test("Each pending link is cleared exactly once")
    func clearedOnce() async {
        var harness = NavigationHarness(schema: Shop())
        harness.checks = InvariantChecker(schema: Shop()).checks
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "shop://orders/3")))
        await harness.send(.signInFailed)
        await harness.send(.signInCancelled)
        await harness.send(.signedIn("alice"))
        let terminal = harness.records.filter { $0.link == "shop://orders/3" && $0.outcome.isTerminal }
        #expect(terminal.map(\.outcome) == [.cancelled])
        #expect(harness.violations.isEmpty)
        #expect(harness.unfinishedLinks.isEmpty)
    }
}
