import Testing
import Wayfinder
import WayfinderTesting

/// A navigation carries one value through pending → in flight → pending: its identity, the time
/// to live it has used and the routes its redirects visited.
@Suite("One navigation value through pending, in flight and pending again")
struct NavigationTravelTests {
    @Test("A link that resolves and then parks again keeps the time to live it had used")
    func reparkKeepsElapsed() async throws {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(
            .launched(.init(.cold, session: .signedIn("root"), gates: ["maintenance"], link: "lab://slow")))
        #expect(harness.state.pending?.reason == .gate("maintenance"))
        await harness.send(.scenePhaseChanged(.background))
        await harness.advance(by: .seconds(20))
        await harness.send(.scenePhaseChanged(.active))
        await harness.send(.gateCleared("maintenance"))
        let resolution = try #require(harness.state.inFlight?.id)
        await harness.send(.gateRaised("maintenance"))
        await harness.send(.resolutionFinished(resolution, .proceed))
        #expect(harness.state.pending?.elapsed == .seconds(20), "the 20 s spent waiting before still count")
        #expect(harness.state.pending?.arrivedAt == .zero)
        #expect(harness.violations.isEmpty)
    }

    @Test("Redirect-loop memory survives a navigation parking between redirects")
    func reparkKeepsVisitedRoutes() async throws {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.warm, session: .signedIn("root"))))
        await harness.send(.linkReceived("lab://chain/1", source: .link))
        await harness.send(.resolutionFinished(try #require(harness.state.inFlight?.id), .redirect(.chain(2))))
        await harness.send(.gateRaised("maintenance"))
        await harness.send(.resolutionFinished(try #require(harness.state.inFlight?.id), .redirect(.chain(3))))
        #expect(harness.state.pending?.reason == .gate("maintenance"))
        await harness.send(.gateCleared("maintenance"))
        await harness.send(.resolutionFinished(try #require(harness.state.inFlight?.id), .redirect(.chain(1))))
        #expect(harness.lastRecords.map(\.outcome) == [.unavailable])
        #expect(harness.lastRecords.first?.reason == .fallback(.redirectLoop(link: "lab://chain/1"), .landedOnFallback))
        #expect(harness.violations.isEmpty)
    }
}
