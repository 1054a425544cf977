import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("App-initiated navigation")
struct TapTests {
    @Test("A route the app asks for twice within the duplicate window navigates both times")
    func appRequestsAreNeverDuplicates() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.routeRequested(.product(id: "5"), source: .app))
        await harness.advance(by: .milliseconds(100))
        await harness.send(.popped)
        await harness.advance(by: .milliseconds(100))
        await harness.send(.routeRequested(.product(id: "5"), source: .app))
        #expect(harness.lastRecords.map(\.outcome) == [.landed])
        #expect(harness.location == "home > product(5)")
        #expect(harness.violations.isEmpty)
    }

    @Test("The same external link twice within the window still navigates once")
    func externalLinksStillDeduplicate() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.routeRequested(.product(id: "5"), source: .push))
        await harness.advance(by: .milliseconds(100))
        await harness.send(.routeRequested(.product(id: "5"), source: .push))
        #expect(harness.lastRecords.map(\.outcome) == [.duplicate])
        #expect(harness.violations.isEmpty)
    }
}
