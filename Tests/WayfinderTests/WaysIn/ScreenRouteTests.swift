import Testing
import Wayfinder
import WayfinderTesting

/// Defect 10: one answer for a route (from `route(for:)`) whose destination does not show its own
/// screen: it is not that screen's route, for Handoff as for a pending link after an expiry (and
/// the journal): the screen is treated as one without a route.
@Suite("A screen's route")
struct ScreenRouteTests {
    /// Signed in at `library > folder(1) > preview(5)`; `preview(5)`'s route is the share preview,
    /// a modal, which does not show `preview(5)`.
    static func atPreview() async -> NavigationHarness<Documents> {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.warm, session: .signedIn("ada"))))
        await harness.send(.linkReceived("docs://folders/1", source: .link))
        await harness.send(.screenPushed(.preview(5)))
        return harness
    }

    @Test("Handoff skips a route that does not show its screen, as it skips a screen without one")
    func handoff() async {
        let harness = await Self.atPreview()
        #expect(harness.location == "library > folder(1) > preview(5)")
        #expect(harness.state.handoffRoute(in: Documents()) == .folder(1))
        #expect(harness.violations.isEmpty)
    }

    @Test("A pending place after an expiry prints as the place, not as that route")
    func pendingAfterExpiry() async {
        var harness = await Self.atPreview()
        await harness.send(.sessionExpired)
        #expect(harness.state.pending?.display == "library > folder(1) > preview(5)")
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "library > folder(1) > preview(5)")
        #expect(harness.violations.isEmpty)
    }

    @Test("A route that shows its own screen names it in both")
    func showsItsScreen() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.warm, session: .signedIn("ada"))))
        await harness.send(.linkReceived("docs://folders/1/docs/5", source: .link))
        #expect(harness.state.handoffRoute(in: Documents()) == .document(folder: 1, id: 5))
        await harness.send(.sessionExpired)
        #expect(harness.state.pending?.display == "docs://folders/1/docs/5")
        #expect(harness.violations.isEmpty)
    }
}
