import ShopExample
import Testing
import Wayfinder
import WayfinderTestStore
import WayfinderTesting

@Suite("Resolution")
struct ResolutionTests {
    @Test("A newer link cancels the older resolution, and the late answer is ignored")
    func newerLinkCancelsOlder() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://orders/5", source: .link))
        let first = harness.startedResolutions
        #expect(first.count == 1)
        await harness.send(.linkReceived("shop://products/2", source: .link))
        #expect(harness.cancelledResolutions == first)
        #expect(harness.lastRecords.map(\.outcome) == [.superseded, .landed])
        let before = harness.state
        await harness.advance(by: .seconds(1))
        await harness.send(.resolutionFinished(first[0], .proceed))
        #expect(harness.state.location == before.location)
        #expect(harness.lastRecords.isEmpty)
        #expect(harness.violations.isEmpty)
    }

    @Test("A resolver that takes longer than the time-out lands on the fallback")
    func timeout() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://orders/5", source: .link))
        #expect(harness.coordinator.nextDeadline(in: harness.state) == NavigationTime(.seconds(10) + .nanoseconds(1)))
        await harness.advance(by: .seconds(10))
        #expect(harness.state.inFlight != nil, "exactly 10 s is not longer than 10 s")
        await harness.advance(by: .milliseconds(1))
        #expect(harness.state.inFlight == nil)
        #expect(harness.state.notice == .linkUnavailable)
        #expect(harness.lastRecords.map(\.outcome) == [.unavailable])
        #expect(harness.cancelledResolutions.count == 1)
        #expect(harness.violations.isEmpty)
    }

    @Test("Redirects are bounded by the redirect limit", arguments: [(2, "main"), (3, "main"), (4, "main")])
    func redirectLimit(chain: Int, expected: String) async {
        var harness = NavigationHarness(schema: Lab(redirectChainLength: chain))
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        let records = await harness.send(.linkReceived("lab://chain/0", source: .link))
        let redirects = records.filter { $0.outcome == .redirected }.count
        #expect(redirects == min(chain, 3))
        #expect(records.last?.outcome == (chain <= 3 ? .landed : .unavailable))
        #expect(harness.state.location.description == expected)
        #expect(harness.state.notice == (chain <= 3 ? nil : .unavailable))
    }

    @Test("A redirect loop ends in the fallback with linkUnavailable")
    func loop() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://products/1", source: .link))
        let records = await harness.send(.linkReceived("shop://r/loop", source: .link))
        #expect(records.last?.outcome == .unavailable)
        #expect(records.last?.reason == .fallback(.redirectLoop(link: "shop://r/loop"), .landedOnFallback))
        #expect(harness.state.location.description == "home")
        #expect(harness.state.notice == .linkUnavailable)
    }

    @Test("Unavailable items land on the resolver's safe place with its notice")
    func unavailable() async throws {
        var store = await NavigationTestStore(schema: Shop(), launch: .init(.warm, session: .signedIn("bob")))
        await store.send(.linkReceived("shop://orders/42", source: .link)) {
            $0.location(.account, [.orders])
            $0.notice = .itemUnavailable
        }
        await store.send(.linkReceived("shop://orders/142", source: .link)) {
            $0.location(.account, [.orders, .order("142")])
            $0.notice = nil
        }
    }

    @Test("The same link twice within the duplicate window navigates once")
    func duplicate() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://products/1", source: .link))
        await harness.send(.popped)
        await harness.advance(by: .milliseconds(999))
        await harness.send(.linkReceived("shop://products/1", source: .activity))
        #expect(harness.lastRecords.map(\.outcome) == [.duplicate])
        #expect(harness.location == "home")
        await harness.advance(by: .milliseconds(1))
        await harness.send(.linkReceived("shop://products/1", source: .link))
        #expect(harness.lastRecords.map(\.outcome) == [.landed])
        #expect(harness.violations.isEmpty)
    }

    @Test("Links that differ only by a secret are not duplicates of each other")
    func secretsMakeLinksDifferent() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://teams/7/invite/first-token", source: .link))
        await harness.advance(by: .milliseconds(10))
        await harness.send(.linkReceived("shop://teams/7/invite/second-token", source: .link))
        #expect(!harness.lastRecords.contains { $0.outcome == .duplicate })
        #expect(harness.lastRecords.contains { $0.outcome == .superseded })
        #expect(harness.violations.isEmpty)
    }
}
