import Testing
import Wayfinder
import WayfinderTesting

/// Accounts apart: nothing of one account's place, waiting link or tab reaches another account.
@Suite("Accounts apart")
struct AccountsApartTests {
    /// Issue 38 §2: after an expiry moved the person off a protected default tab, another account
    /// signing in was put back on the first account's tab.
    @Test("After an expiry, another account signing in is not put back on the first account's tab")
    func anotherAccountStaysWhereThePersonIs() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.warm, session: .signedIn("ada"))))
        await harness.send(.linkReceived("docs://folders/3", source: .link))
        #expect(harness.location == "library > folder(3)")
        await harness.send(.sessionExpired)
        #expect(harness.state.selectedTab == .settings)
        #expect(harness.state.modal == .signIn)
        await harness.send(.signedIn("bea"))
        #expect(harness.state.selectedTab == .settings, "bea never chose ada's tab")
        #expect(harness.state.stack(for: .library).isEmpty)
        #expect(harness.state.pending == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("After an expiry, the same account signing in comes back to its place")
    func sameAccountComesBack() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.warm, session: .signedIn("ada"))))
        await harness.send(.linkReceived("docs://folders/3", source: .link))
        await harness.send(.sessionExpired)
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "library > folder(3)")
        #expect(harness.violations.isEmpty)
    }
}
