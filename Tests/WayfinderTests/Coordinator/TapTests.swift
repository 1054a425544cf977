import ShopExample
import Testing
import Wayfinder

@Suite("App-initiated navigation")
struct TapTests {
    @Test("A route the app asks for twice within the duplicate window navigates both times")
    func appRequestsAreNeverDuplicates() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.routeRequested(.product(id: "5"), source: .app))
        machine.send(.popped, after: .milliseconds(100))
        machine.send(.routeRequested(.product(id: "5"), source: .app), after: .milliseconds(100))
        #expect(machine.records.map(\.outcome) == [.landed])
        #expect(machine.location == "home > product(5)")
    }

    @Test("The same external link twice within the window still navigates once")
    func externalLinksStillDeduplicate() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.routeRequested(.product(id: "5"), source: .push))
        machine.send(.routeRequested(.product(id: "5"), source: .push), after: .milliseconds(100))
        #expect(machine.records.map(\.outcome) == [.duplicate])
    }
}
