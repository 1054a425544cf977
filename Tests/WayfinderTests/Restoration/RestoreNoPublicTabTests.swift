import Foundation
import Testing
import WayfinderTesting

@testable import Wayfinder

/// A snapshot restored signed out or expired in an app with no public tab (the team app): the
/// saved tab is selected under sign-in, as after a sign-out on it, so signing in comes back to
/// it. A snapshot another known account saved selects no protected tab.
@Suite("Restoration: no public tab")
struct RestoreNoPublicTabTests {
    /// `projects > project(3)` selected, saved signed in as ada.
    static func savedOnProjects() -> Data {
        let coordinator = Coordinator(schema: TeamApp())
        var state = NavigationState(schema: TeamApp())
        let events: [NavigationEvent<TeamApp>] = [
            .launched(.init(.warm, session: .signedIn("ada"))),
            .tabSelected(.projects),
            .screenPushed(.project(3)),
        ]
        for (index, event) in events.enumerated() { _ = coordinator.reduce(&state, event, at: .zero + .seconds(index)) }
        #expect(state.location.description == "projects > project(3)")
        return NavigationSnapshot(of: state, schema: TeamApp()).encoded()
    }

    @Test(
        "Restored signed out or expired, the saved tab is selected under sign-in and signing in comes back to it",
        arguments: [Session.signedOut, .expired("ada")])
    func savedTabKept(_ session: Session) async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.cold, session: session, snapshot: Self.savedOnProjects())))
        #expect(harness.state.selectedTab == .projects, "\(session)")
        #expect(harness.state.modal == .signIn, "\(session)")
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "projects", "\(session): the protected screen was cut, the tab is kept")
        #expect(harness.state.modal == nil)
        #expect(harness.violations.isEmpty, "\(session): \(harness.violations)")
    }

    @Test("Restored expired for another account, the saved protected tab is not selected")
    func anotherAccountsTab() async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.cold, session: .expired("bob"), snapshot: Self.savedOnProjects())))
        #expect(harness.state.selectedTab == .inbox)
        await harness.send(.signedIn("bob"))
        #expect(harness.location == "inbox")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
