import Testing
import Wayfinder

/// A navigation carries one value through pending → in flight → pending: its identity, the time
/// to live it has used and the routes its redirects visited.
@Suite("One navigation value through pending, in flight and pending again")
struct NavigationTravelTests {
    @Test("A link that resolves and then parks again keeps the time to live it had used")
    func reparkKeepsElapsed() throws {
        var machine = Machine(Lab())
        machine.send(.launched(.init(.cold, session: .signedIn("root"), gates: ["maintenance"], link: "lab://slow")))
        #expect(machine.state.pending?.reason == .gate("maintenance"))
        machine.send(.scenePhaseChanged(.background))
        machine.send(.timePassed, after: .seconds(20))
        machine.send(.scenePhaseChanged(.active))
        machine.send(.gateCleared("maintenance"))
        let resolution = try #require(machine.state.inFlight?.id)
        machine.send(.gateRaised("maintenance"))
        machine.send(.resolutionFinished(resolution, .proceed))
        #expect(machine.state.pending?.elapsed == .seconds(20), "the 20 s spent waiting before still count")
        #expect(machine.state.pending?.arrivedAt == .zero)
    }

    @Test("Redirect-loop memory survives a navigation parking between redirects")
    func reparkKeepsVisitedRoutes() throws {
        var machine = Machine(Lab())
        machine.send(.launched(.init(.warm, session: .signedIn("root"))))
        machine.send(.linkReceived("lab://chain/1", source: .link))
        machine.send(.resolutionFinished(try #require(machine.state.inFlight?.id), .redirect(.chain(2))))
        machine.send(.gateRaised("maintenance"))
        machine.send(.resolutionFinished(try #require(machine.state.inFlight?.id), .redirect(.chain(3))))
        #expect(machine.state.pending?.reason == .gate("maintenance"))
        machine.send(.gateCleared("maintenance"))
        machine.send(.resolutionFinished(try #require(machine.state.inFlight?.id), .redirect(.chain(1))))
        #expect(machine.records.map(\.outcome) == [.unavailable])
        #expect(machine.records.first?.reason.lowercased().contains("redirect loop") == true)
    }
}
