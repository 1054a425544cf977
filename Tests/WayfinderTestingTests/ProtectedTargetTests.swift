import Testing
import Wayfinder
import WayfinderTesting

@Suite("A waiting link is protected when anything it lands on is")
struct ProtectedTargetTests {
    @Test("Cancelling sign-in drops a public route that lands on a protected screen, and sign-in stays closed")
    func cancelDropsAPublicRouteToAProtectedScreen() async {
        var harness = NavigationHarness(schema: Vault())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "vault://vault")))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.pending != nil)
        let records = await harness.send(.signInCancelled)
        #expect(records.map(\.outcome) == [.cancelled])
        #expect(harness.state.pending == nil)
        #expect(harness.state.modal == nil)
    }
}
