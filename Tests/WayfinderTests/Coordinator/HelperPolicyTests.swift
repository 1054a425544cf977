import Testing
import Wayfinder
import WayfinderTesting

/// A helper shown in sign-in's place keeps its own arrival policy; whatever it does, it removes a
/// blocker and never replaces what the person is owed: only a newer link does (newest wins, with
/// a record).
@Suite("A helper's policy in sign-in's place")
struct HelperPolicyTests {
    /// Signed out, `secret(1)` waits for sign-in and the reset sheet stands in for sign-in.
    static func helperUp() async -> NavigationHarness<Desk> {
        var harness = NavigationHarness.checked(Desk())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("desk://secrets/1", source: .link))
        await harness.send(.linkReceived("desk://reset", source: .link))
        return harness
    }

    @Test("The reset sheet stands in for sign-in and keeps the link waiting for it")
    func helperInPlace() async {
        let harness = await Self.helperUp()
        #expect(harness.state.modal == .reset)
        #expect(harness.state.pending?.reason == .signIn)
        #expect(harness.violations.isEmpty)
    }

    /// Issue 38 §2: a link arriving while a helper whose policy is *waits* stands in for sign-in
    /// closed the helper with no record.
    @Test("A public link waits for a helper whose policy is waits; the older link is superseded with a record")
    func publicLinkWaitsForTheHelper() async {
        var harness = await Self.helperUp()
        let records = await harness.send(.linkReceived("desk://notes/2", source: .link))
        #expect(harness.state.modal == .reset, "the helper keeps its policy: it stays")
        #expect(harness.state.pending?.route == .note(2))
        #expect(records.contains { $0.outcome == .superseded && $0.link == "desk://secrets/1" })
        await harness.send(.modalDismissed(.reset))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "home > note(2)")
        #expect(harness.violations.isEmpty)
    }

    @Test("A protected link waits for sign-in behind the helper; signing in lands it")
    func protectedLinkWaitsBehindTheHelper() async {
        var harness = await Self.helperUp()
        let records = await harness.send(.linkReceived("desk://secrets/2", source: .link))
        #expect(harness.state.modal == .reset, "the helper keeps its policy: it stays")
        #expect(harness.state.pending?.route == .secret(2))
        #expect(harness.state.pending?.reason == .signIn)
        #expect(records.contains { $0.outcome == .superseded && $0.link == "desk://secrets/1" })
        await harness.send(.modalDismissed(.reset))
        #expect(harness.state.modal == .signIn)
        await harness.send(.signedIn("ana"))
        #expect(harness.location == "vault > secret(2)")
        #expect(harness.violations.isEmpty)
    }
}
