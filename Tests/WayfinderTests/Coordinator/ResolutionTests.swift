import ShopExample
import Testing
import Wayfinder
import WayfinderTestStore
import WayfinderTesting

@Suite("Resolution")
struct ResolutionTests {
    @Test("A newer link cancels the older resolution, and the late answer is ignored")
    func newerLinkCancelsOlder() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.linkReceived("shop://orders/5", source: .link))
        let first = machine.startedResolutions
        #expect(first.count == 1)
        machine.send(.linkReceived("shop://products/2", source: .link))
        #expect(machine.cancelledResolutions == first)
        #expect(machine.records.map(\.outcome) == [.superseded, .landed])
        let before = machine.state
        machine.send(.resolutionFinished(first[0], .proceed), after: .seconds(1))
        #expect(machine.state.location == before.location)
        #expect(machine.records.isEmpty)
    }

    @Test("A resolver that takes longer than the time-out lands on the fallback")
    func timeout() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.linkReceived("shop://orders/5", source: .link))
        #expect(machine.coordinator.nextDeadline(in: machine.state) == NavigationTime(.seconds(10) + .nanoseconds(1)))
        machine.send(.timePassed, after: .seconds(10))
        #expect(machine.state.inFlight != nil, "exactly 10 s is not longer than 10 s")
        machine.send(.timePassed, after: .milliseconds(1))
        #expect(machine.state.inFlight == nil)
        #expect(machine.state.notice == .linkUnavailable)
        #expect(machine.records.map(\.outcome) == [.unavailable])
        #expect(machine.cancelledResolutions.count == 1)
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
        #expect(records.last?.reason.contains("loop") == true)
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
    func duplicate() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.linkReceived("shop://products/1", source: .link))
        machine.send(.popped)
        machine.send(.linkReceived("shop://products/1", source: .activity), after: .milliseconds(999))
        #expect(machine.records.map(\.outcome) == [.duplicate])
        #expect(machine.location == "home")
        machine.send(.linkReceived("shop://products/1", source: .link), after: .milliseconds(1))
        #expect(machine.records.map(\.outcome) == [.landed])
    }

    @Test("Links that differ only by a secret are not duplicates of each other")
    func secretsMakeLinksDifferent() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.linkReceived("shop://teams/7/invite/first-token", source: .link))
        machine.send(.linkReceived("shop://teams/7/invite/second-token", source: .link), after: .milliseconds(10))
        #expect(!machine.records.contains { $0.outcome == .duplicate })
        #expect(machine.records.contains { $0.outcome == .superseded })
    }
}
