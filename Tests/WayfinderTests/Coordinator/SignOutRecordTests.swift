import Testing
import Wayfinder
import WayfinderTesting

/// Every step that moves the person or raises sign-in leaves a record.
@Suite("A sign-out that raises sign-in")
struct SignOutRecordTests {
    /// Issue 38 §2: with no public tab a sign-out raises sign-in over the protected root, and
    /// left no record. The sign-out's record names where the person is: the root, under sign-in.
    @Test("With no public tab, a sign-out that raises sign-in leaves a record; signing in lands the root")
    func signOutRaisingSignInIsRecorded() async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.warm, session: .signedIn("ana"))))
        await harness.send(.linkReceived("team://projects/4", source: .link))
        let records = await harness.send(.signedOut)
        #expect(harness.state.modal == .signIn)
        #expect(records.contains { $0.link == "sign-out" && $0.landing?.description == "projects · modal signIn" })
        await harness.send(.signedIn("ana"))
        #expect(harness.state.modal == nil)
        #expect(harness.state.selectedTab == .projects)
        #expect(harness.state.pending == nil)
        #expect(harness.violations.isEmpty)
    }
}
