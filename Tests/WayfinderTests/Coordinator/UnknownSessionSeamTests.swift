import Testing
import Wayfinder
import WayfinderTesting

/// The session is still being restored: what it blocks lands, once it is known, where it lands
/// when the session was known from the start.
@Suite("Unknown session seams")
struct UnknownSessionSeamTests {
    /// Issue 38 §2 (the team app's violations): the root parked while the session is unknown
    /// stayed pending "waiting for the sheet" once the session resolved, while the person was
    /// already on it.
    @Test("Unknown session, a public sheet up, the session resolves: nothing waits for the sheet")
    func parkedRootUnderAPublicSheet() async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.cold, session: .unknown)))
        #expect(harness.state.pending?.reason == .sessionUnknown)
        await harness.send(.modalRequested(.reset))
        #expect(harness.state.modal == .reset)
        await harness.send(.sessionResolved(.signedIn("ana")))
        #expect(harness.state.modal == .reset)
        #expect(harness.location == "inbox")
        #expect(harness.state.pending == nil, "the person is on the root already")
        #expect(harness.violations.isEmpty)
    }

    /// Issue 38 §2 (the documents app's violations): a modal link that waited for the session
    /// landed over the public tab the person was moved to, not over the default tab.
    @Test("Unknown session, then a modal link: it lands where it lands signed in from the start")
    func modalLinkLandsOverTheDefaultTab() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .unknown)))
        await harness.send(.linkReceived("docs://edit/3", source: .link))
        await harness.send(.sessionResolved(.signedIn("ada")))
        var direct = NavigationHarness.checked(Documents())
        await direct.send(.launched(.init(.cold, session: .signedIn("ada"), link: "docs://edit/3")))
        #expect(direct.state.modal == .editor)
        #expect(harness.state.modal == .editor)
        #expect(harness.state.location == direct.state.location)
        #expect(harness.violations.isEmpty)
    }
}
