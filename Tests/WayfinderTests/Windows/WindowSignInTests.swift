import Testing
import Wayfinder
import WayfinderTesting

/// Several windows and no public tab (the team app): a window whose selected root needs
/// sign-in is never left in view signed out. Every such window shows sign-in, not only the
/// frontmost; signing in from any window closes it in all of them.
@Suite("Windows: protected roots with no public tab")
struct WindowSignInTests {
    enum Ending: String, CaseIterable, Sendable {
        case expiry, signOut
        var event: NavigationEvent<TeamApp> { self == .expiry ? .sessionExpired : .signedOut }
    }

    static func twoWindows() async -> NavigationHarness<TeamApp> {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.warm, session: .signedIn("ada"))))
        await harness.send(.pathChanged(.projects, [.project(3)]), in: .main)
        await harness.focus("second")
        return harness
    }

    @Test(
        "After an expiry or a sign-out, every window whose root needs sign-in shows sign-in", arguments: Ending.allCases
    )
    func everyWindowCovered(_ ending: Ending) async {
        var harness = await Self.twoWindows()
        await harness.send(ending.event)
        #expect(harness.windows.state(of: "second")?.modal == .signIn, "\(ending)")
        #expect(harness.windows.state(of: .main)?.modal == .signIn, "\(ending): the window behind is covered too")
        #expect(harness.violations.isEmpty, "\(ending): \(harness.violations)")
    }

    @Test("Signing in from the front window closes sign-in in every window", arguments: Ending.allCases)
    func signingInUncoversEveryWindow(_ ending: Ending) async {
        var harness = await Self.twoWindows()
        await harness.send(ending.event)
        await harness.send(.signedIn("ada"))
        #expect(harness.windows.state(of: "second")?.modal == nil, "\(ending)")
        #expect(harness.windows.state(of: .main)?.modal == nil, "\(ending)")
        #expect(harness.violations.isEmpty, "\(ending): \(harness.violations)")
    }

    @Test("The window behind keeps sign-in up: it cannot be cancelled there either")
    func cancelRefusedBehind() async {
        var harness = await Self.twoWindows()
        await harness.send(.signedOut)
        await harness.focus(.main)
        await harness.send(.signInCancelled)
        #expect(harness.windows.state(of: .main)?.modal == .signIn)
        #expect(harness.windows.state(of: "second")?.modal == .signIn)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A window opened while signed out shows sign-in over its protected root")
    func newWindowCovered() async {
        var harness = await Self.twoWindows()
        await harness.send(.signedOut)
        await harness.focus("third")
        #expect(harness.windows.state(of: "third")?.modal == .signIn)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
