import Testing
import Wayfinder
import WayfinderTesting

/// Defect 7: after sign-in, every requirement the waiting link's destination still needs is asked
/// for, in declared order, on a schema whose requirements sign-in does not meet.
@Suite("Requirements after sign-in")
struct RequirementsAfterSignInTests {
    @Test("Signed in, sign-in up to switch account: after sign-in the unlock is asked for, then the link lands")
    func unlockAfterSigningInAgain() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.warm, session: .signedIn("ada"))))
        await harness.send(.modalRequested(.signIn))
        #expect(harness.state.modal == .signIn)
        await harness.send(.linkReceived("docs://f/13", source: .link))
        #expect(harness.state.pending?.display == "docs://f/13")
        await harness.send(.signedIn("ada"))
        #expect(harness.state.modal == .unlock)
        #expect(harness.state.pending?.reason == .requirement(.unlocked))
        await harness.send(.requirementMet(.unlocked))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "library > lockedFile(13)")
        #expect(harness.state.pending == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test(
        "Every unmet requirement is asked for in declared order after sign-in",
        arguments: [Session.signedOut, .signedIn("ada")])
    func everyRequirementInOrder(session: Session) async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.warm, session: session)))
        if session.account != nil { await harness.send(.modalRequested(.signIn)) }
        await harness.send(.linkReceived("docs://vault/3", source: .link))
        #expect(harness.state.modal == .signIn)
        await harness.send(.signedIn("ada"))
        #expect(harness.state.modal == .unlock)
        await harness.send(.requirementMet(.unlocked))
        #expect(harness.state.modal == .paywall)
        #expect(harness.state.pending?.reason == .requirement(.subscribed))
        await harness.send(.requirementMet(.subscribed))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "library > lockedFile(3) > template(3)")
        #expect(harness.violations.isEmpty)
    }

    @Test("A sign-in link on the documents app: the waiting link's requirements follow the sign-in")
    func magicLinkThenRequirements() async {
        var harness = NavigationHarness(schema: Documents())
        harness.checks = InvariantChecker(schema: Documents()).checks
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("docs://f/13", source: .link))
        #expect(harness.state.modal == .signIn)
        await harness.send(.linkReceived("docs://sign-in/wrong", source: .link))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.notice == .signInLinkExpired)
        #expect(harness.state.pending?.display == "docs://f/13")
        await harness.send(.linkReceived("docs://sign-in/ada-ok", source: .link))
        #expect(harness.state.session == .signedIn("ada"))
        #expect(harness.state.modal == .unlock)
        await harness.send(.requirementMet(.unlocked))
        #expect(harness.location == "library > lockedFile(13)")
        #expect(harness.violations.isEmpty)
    }
}
