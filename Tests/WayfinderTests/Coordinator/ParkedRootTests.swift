import Testing
import Wayfinder
import WayfinderTesting

/// A root parked while the session is unknown is the app's own bookkeeping: a newer navigation
/// wins over it when the session resolves.
@Suite("A parked root and a newer navigation")
struct ParkedRootTests {
    @Test("A link that landed while the session was unknown stays; the parked root ends superseded")
    func newerLinkWins() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.warm, session: .unknown)))
        let parked = harness.state.pending?.id
        #expect(parked != nil)
        let records = await harness.send(.linkReceived("docs://settings/about", source: .link))
        #expect(harness.location == "settings > about")
        #expect(records.first { $0.id == parked }?.outcome == .superseded)
        #expect(harness.state.pending == nil)
        await harness.send(.sessionResolved(.signedIn("ada")))
        #expect(harness.location == "settings > about")
        #expect(harness.violations.isEmpty)
    }

    @Test("A share preview opened while the session was unknown stays when it resolves")
    func sharePreviewStays() async throws {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.warm, session: .unknown)))
        await harness.send(.linkReceived("docs://share/5", source: .link))
        let id = try #require(harness.startedResolutions.first)
        await harness.send(.resolutionFinished(id, .proceed))
        #expect(harness.state.modal == .sharePreview)
        await harness.send(.sessionResolved(.signedIn("ada")))
        #expect(harness.state.modal == .sharePreview)
        #expect(harness.state.pending == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("With nothing newer, the parked root lands when the session resolves")
    func parkedRootLands() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.warm, session: .unknown)))
        await harness.send(.sessionResolved(.signedIn("ada")))
        #expect(harness.location == "library")
        #expect(harness.violations.isEmpty)
    }
}
