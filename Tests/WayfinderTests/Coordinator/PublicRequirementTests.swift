import Testing
import Wayfinder
import WayfinderTesting

/// A requirement without sign-in (``Access/publicRequiring(_:)``): an age check asked of anyone,
/// on ``Cellar``. It waits, shows its modal, lands, fails and cancels as any requirement does;
/// what a person met signed out is kept when they sign in in the same launch, and forgotten when
/// the session ends (a sign-out, an expiry, another account) or the app launches again.
@Suite("Requirements without sign-in")
struct PublicRequirementTests {
    /// Launched warm with `session`.
    static func launched(_ session: Session = .signedOut) async -> NavigationHarness<Cellar> {
        var harness = NavigationHarness.checked(Cellar())
        await harness.send(.launched(.init(.warm, session: session)))
        return harness
    }

    /// Signed out on `shop > wine(7)`, the age check met.
    static func onWineSignedOut() async -> NavigationHarness<Cellar> {
        var harness = await launched()
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        await harness.send(.requirementMet(.ageCheck))
        return harness
    }

    @Test("Signed out, a link that needs the age check waits for it with its modal up, not for sign-in")
    func signedOutWaitsForTheRequirement() async {
        var harness = await Self.launched()
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        #expect(harness.state.modal == .ageCheck)
        #expect(harness.state.pending?.reason == .requirement(.ageCheck))
        #expect(harness.state.pending?.display == "cellar://wines/7")
        #expect(harness.location == "shop")
        #expect(harness.lastRecords.map(\.outcome) == [.pending])
        await harness.send(.requirementMet(.ageCheck))
        #expect(harness.state.modal == nil)
        #expect(harness.state.pending == nil)
        #expect(harness.location == "shop > wine(7)")
        #expect(harness.state.session == .signedOut)
        #expect(harness.lastRecords.map(\.outcome) == [.landed])
        #expect(harness.state.handoffLink(in: Cellar()) == "cellar://wines/7")
        #expect(harness.violations.isEmpty)
    }

    @Test("A cold launch signed out with the link: the same wait, then it lands")
    func coldLaunch() async {
        var harness = NavigationHarness.checked(Cellar())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "cellar://wines/7")))
        #expect(harness.state.modal == .ageCheck)
        #expect(harness.state.pending?.reason == .requirement(.ageCheck))
        await harness.send(.requirementMet(.ageCheck))
        #expect(harness.location == "shop > wine(7)")
        #expect(harness.violations.isEmpty)
    }

    @Test("Failing keeps the modal with its notice and the link waiting; cancelling drops the link")
    func failAndCancel() async {
        var harness = await Self.launched()
        await harness.send(.linkReceived("cellar://about", source: .link))
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        await harness.send(.requirementFailed(.ageCheck))
        #expect(harness.state.modal == .ageCheck)
        #expect(harness.state.notice == .tooYoung)
        #expect(harness.state.pending?.display == "cellar://wines/7")
        await harness.send(.requirementCancelled(.ageCheck))
        #expect(harness.state.modal == nil)
        #expect(harness.state.pending == nil)
        #expect(harness.lastRecords.map(\.outcome) == [.cancelled])
        #expect(harness.location == "shop > about")
        #expect(harness.state.lastMet(.ageCheck) == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("A newer link replaces the one that waits; a tap or a push needs the check met")
    func pendingRules() async {
        var harness = await Self.launched()
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        await harness.send(.linkReceived("cellar://wines/8", source: .link))
        #expect(harness.records.map(\.outcome).contains(.superseded))
        #expect(harness.state.pending?.display == "cellar://wines/8")
        await harness.send(.requirementCancelled(.ageCheck))
        await harness.send(.screenPushed(.wine(9)))
        #expect(harness.location == "shop")
        #expect(harness.lastRecords.first?.reason == .screenNeedsAccess(.publicRequiring(.ageCheck)))
        #expect(harness.violations.isEmpty)
    }

    @Test("The waiting link does not age while the modal is up in the foreground; it does in the background")
    func timeToLive() async {
        var harness = await Self.launched()
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        await harness.advance(by: .seconds(600))
        #expect(harness.state.pending?.display == "cellar://wines/7")
        await harness.send(.scenePhaseChanged(.background))
        await harness.advance(by: .seconds(600))
        await harness.send(.scenePhaseChanged(.active))
        #expect(harness.state.pending == nil)
        #expect(harness.records.map(\.outcome).contains(.expired))
        #expect(harness.violations.isEmpty)
    }

    @Test("Met signed out, it stays met after signing in: a link that needs sign-in and the check lands at once")
    func keptAcrossSignIn() async {
        var harness = await Self.onWineSignedOut()
        let met = harness.state.lastMet(.ageCheck)
        #expect(met != nil)
        await harness.advance(by: .seconds(5))
        await harness.send(.linkReceived("cellar://reserve/3", source: .link))
        #expect(harness.state.modal == .login)
        #expect(harness.state.pending?.reason == .signIn)
        await harness.send(.signedIn("alice"))
        #expect(harness.state.lastMet(.ageCheck) == met)
        #expect(harness.state.modal == nil)
        #expect(harness.location == "account > cellar > reserve(3)")
        #expect(harness.state.stack(for: .shop) == [.wine(7)])
        #expect(harness.violations.isEmpty)
    }

    @Test("A sign-out forgets it: the screens that need it leave, and the next link asks again")
    func forgottenAtSignOut() async {
        var harness = await Self.onWineSignedOut()
        await harness.send(.signedIn("alice"))
        await harness.send(.signedOut)
        #expect(harness.state.lastMet(.ageCheck) == nil)
        #expect(harness.location == "shop")
        await harness.advance(by: .seconds(5))  // past the duplicate window
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        #expect(harness.state.modal == .ageCheck)
        #expect(harness.violations.isEmpty)
    }

    @Test("Another account forgets it; a new launch starts with it not met")
    func forgottenByAnotherAccountAndALaunch() async {
        var harness = await Self.onWineSignedOut()
        await harness.send(.signedIn("alice"))
        await harness.send(.signedIn("bob"))
        #expect(harness.state.lastMet(.ageCheck) == nil)
        #expect(harness.location == "shop")

        var relaunched = await Self.onWineSignedOut()
        await relaunched.send(.launched(.init(.cold, session: .signedOut)))
        #expect(relaunched.state.lastMet(.ageCheck) == nil)
        #expect(relaunched.location == "shop")
        #expect(harness.violations.isEmpty && relaunched.violations.isEmpty)
    }

    @Test("An expiry forgets it: the person signs in again and is asked again before coming back")
    func forgottenAtExpiry() async {
        var harness = await Self.launched(.signedIn("alice"))
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        await harness.send(.requirementMet(.ageCheck))
        await harness.send(.sessionExpired)
        #expect(harness.state.lastMet(.ageCheck) == nil)
        #expect(harness.location == "shop")
        #expect(harness.state.pending?.display == "cellar://wines/7")
        await harness.send(.signedIn("alice"))
        #expect(harness.state.modal == .ageCheck)
        await harness.send(.requirementMet(.ageCheck))
        #expect(harness.location == "shop > wine(7)")
        #expect(harness.violations.isEmpty)
    }

    @Test("An account that meets it alone is never asked; signed out, the same link asks")
    func accountMeetsIt() async {
        var harness = await Self.launched(.signedIn("adult"))
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "shop > wine(7)")
        await harness.send(.signedOut)
        #expect(harness.location == "shop")
        await harness.advance(by: .seconds(5))  // past the duplicate window
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        #expect(harness.state.modal == .ageCheck)
        #expect(harness.violations.isEmpty)
    }

    @Test("Signed out, a link that needs sign-in and the check asks for sign-in first, then the check")
    func signInFirst() async {
        var harness = await Self.launched()
        await harness.send(.linkReceived("cellar://reserve/3", source: .link))
        #expect(harness.state.modal == .login)
        await harness.send(.signedIn("alice"))
        #expect(harness.state.modal == .ageCheck)
        #expect(harness.state.pending?.reason == .requirement(.ageCheck))
        await harness.send(.requirementMet(.ageCheck))
        #expect(harness.location == "account > cellar > reserve(3)")
        #expect(harness.violations.isEmpty)
    }

    @Test("With sign-in up, a link that needs only the check waits for sign-in to close, then asks")
    func underSignIn() async {
        var harness = await Self.launched()
        await harness.send(.modalRequested(.login))
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        #expect(harness.state.modal == .login)
        #expect(harness.state.pending?.reason == .modal(.login))
        await harness.send(.signInCancelled)
        #expect(harness.state.modal == .ageCheck)
        #expect(harness.state.pending?.reason == .requirement(.ageCheck))
        await harness.send(.requirementMet(.ageCheck))
        #expect(harness.location == "shop > wine(7)")
        #expect(harness.violations.isEmpty)
    }

    @Test("While the session is unknown the link waits for it: the account may meet the check alone")
    func unknownSession() async {
        for (session, modal, location) in [
            (Session.signedIn("adult"), nil, "shop > wine(7)"), (.signedOut, Cellar.Modal.ageCheck, "shop"),
        ] {
            var harness = NavigationHarness.checked(Cellar())
            await harness.send(.launched(.init(.cold, session: .unknown, link: "cellar://wines/7")))
            #expect(harness.state.pending?.reason == .sessionUnknown)
            #expect(harness.state.modal == nil)
            await harness.send(.sessionResolved(session))
            #expect(harness.state.modal == modal)
            #expect(harness.location == location)
            #expect(harness.violations.isEmpty)
        }
    }

    @Test("Access says what it needs: public with a requirement needs no sign-in")
    func accessValues() {
        let access = Access.publicRequiring(.ageCheck)
        #expect(!access.isProtected)
        #expect(access.requirementName == .ageCheck)
        #expect(access.description == "public + age-check")
        #expect(Cellar().requirementNames(for: .wine(7)) == [.ageCheck])
        #expect(!Cellar().isProtected(.route(.wine(7))))
        #expect(Cellar().undeclaredRequirements.isEmpty)
    }

    @Test("A modal that needs sign-in cannot meet it signed out: a schema error, and the link is rejected")
    func modalThatNeedsSignIn() async {
        let schema = Cellar(ageCheckNeedsSignIn: true)
        let problems = schema.undeclaredRequirements.map(\.description)
        #expect(problems.contains { $0.contains("without sign-in") && $0.contains("ageCheck needs signed in access") })
        var harness = NavigationHarness.checked(schema)
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("cellar://wines/7", source: .link))
        #expect(harness.state.modal == nil)
        #expect(harness.state.pending == nil)
        #expect(harness.lastRecords.map(\.outcome) == [.rejected])
        #expect(
            harness.lastRecords.first?.reason
                == .fallback(.accessNotMet(.publicRequiring(.ageCheck)), .landedOnFallback))
        #expect(harness.location == "shop")
        #expect(harness.violations.isEmpty)
    }

    @Test("The audit runs the sample links clean, the age check completed when it shows")
    func audit() async {
        let report = await Audit(schema: Cellar(), account: "alice").run()
        #expect(report.passed, "\(report.violations.map(\.violation))")
        let signedOut = report.runs.filter { $0.link == "cellar://wines/7" && $0.condition.session == .signedOut }
        #expect(!signedOut.isEmpty)
        #expect(signedOut.allSatisfy { $0.location.description == "shop > wine(7)" })
    }
}
