import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// Sign-in as a modal: one declared `dismissible: false` is not closed by a dismiss, and one
/// that yields to a link supersedes the link that waited for it (nobody cancelled anything).
@Suite("Sign-in that cannot be dismissed or that yields")
struct SignInModalTests {
    @Test("A dismiss does not close a sign-in declared dismissible: false; it is refused with a record")
    func dismissRefused() async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "team://threads/3")))
        #expect(harness.state.modal == .signIn)
        let records = await harness.send(.modalDismissed(.signIn))
        #expect(harness.state.modal == .signIn)
        #expect(records.map(\.outcome) == [.rejected])
        #expect(records.first?.reason == .notDismissible("signIn"))
        #expect(!records.contains { $0.outcome == .cancelled })
        #expect(harness.state.pending?.display == "team://threads/3")
        #expect(harness.violations.isEmpty)
    }

    @Test("A dismiss does not close another modal declared dismissible: false")
    func dismissRefusedForAnyModal() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), gates: [.forcedUpdate])))
        #expect(harness.state.modal == .forcedUpdate)
        await harness.send(.modalDismissed(.forcedUpdate))
        #expect(harness.state.modal == .forcedUpdate, "the forced update stays")
        #expect(harness.violations.isEmpty)
    }

    @Test("A sign-in that yields supersedes the link that waited for it")
    func yieldSupersedes() async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "team://invite")))
        #expect(harness.state.modal == .signIn)
        let waiting = harness.state.pending?.id
        let records = await harness.send(.linkReceived("team://threads/3", source: .link))
        let displaced = records.first { $0.id == waiting }
        #expect(displaced?.outcome == .superseded)
        #expect(displaced?.reason == .superseded(by: "team://threads/3"))
        #expect(!records.contains { $0.reason == .signInCancelled })
        #expect(harness.state.modal == .signIn, "the new link needs sign-in too")
        #expect(harness.state.pending?.display == "team://threads/3")
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "inbox > thread(3)")
        #expect(harness.violations.isEmpty)
    }
}
