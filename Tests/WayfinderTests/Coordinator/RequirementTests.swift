import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// The requirement rules on a schema with two requirements beyond sign-in (``Bank``).
@Suite("Requirements beyond sign-in")
struct RequirementTests {
    /// A harness launched warm, signed in as `account`.
    static func signedIn(_ account: Account = "alice") async -> NavigationHarness<Bank> {
        var harness = NavigationHarness.checked(Bank())
        await harness.send(.launched(.init(.warm, session: .signedIn(account))))
        return harness
    }

    /// Signed in and on `vault > accounts > statement`, unlocked.
    static func onStatement() async -> NavigationHarness<Bank> {
        var harness = await signedIn()
        await harness.send(.linkReceived("bank://statement", source: .link))
        await harness.send(.requirementMet(.unlock))
        return harness
    }

    @Test("Two requirements are asked for one modal at a time, in declared order, then the link lands once")
    func declaredOrderOneModalAtATime() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("bank://transfer", source: .link))
        #expect(harness.state.modal == .unlock)
        #expect(harness.state.pending?.reason == .requirement(.unlock))
        #expect(harness.location == "home")
        await harness.send(.requirementMet(.unlock))
        #expect(harness.state.modal == .terms)
        #expect(harness.state.pending?.reason == .requirement(.terms))
        await harness.send(.requirementMet(.terms))
        #expect(harness.state.modal == nil)
        #expect(harness.state.pending == nil)
        #expect(harness.location == "vault > accounts > statement > transfer")
        #expect(harness.lastRecords.map(\.outcome) == [.landed])
        #expect(harness.violations.isEmpty)
    }

    @Test("A requirement the account already meets is not asked for")
    func accountMeetsTerms() async {
        var harness = await Self.signedIn("veteran")
        await harness.send(.linkReceived("bank://transfer", source: .link))
        #expect(harness.state.modal == .unlock)
        await harness.send(.requirementMet(.unlock))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "vault > accounts > statement > transfer")
        #expect(harness.violations.isEmpty)
    }

    @Test("Signed out, sign-in comes first; signing in does not meet unlock, so unlock follows")
    func signInFirstThenUnlock() async {
        var harness = NavigationHarness.checked(Bank())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "bank://statement")))
        #expect(harness.state.modal == .login)
        #expect(harness.state.pending?.reason == .signIn)
        await harness.send(.signedIn("alice"))
        #expect(harness.state.modal == .unlock)
        #expect(harness.state.pending?.reason == .requirement(.unlock))
        await harness.send(.requirementMet(.unlock))
        #expect(harness.location == "vault > accounts > statement")
        #expect(harness.violations.isEmpty)
    }

    @Test("Cancelling unlock keeps the link waiting; meeting unlock later lands it")
    func cancelKeepsLink() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("bank://statement", source: .link))
        await harness.send(.requirementCancelled(.unlock))
        #expect(harness.state.modal == nil)
        #expect(harness.state.pending?.display == "bank://statement")
        #expect(harness.location == "home")
        await harness.send(.modalRequested(.unlock))
        await harness.send(.requirementMet(.unlock))
        #expect(harness.location == "vault > accounts > statement")
        #expect(harness.state.pending == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("Cancelling terms (or dismissing its modal) drops the link and leaves the location")
    func cancelDropsLink() async {
        for cancel in [NavigationEvent<Bank>.requirementCancelled(.terms), .modalDismissed(.terms)] {
            var harness = await Self.signedIn()
            await harness.send(.linkReceived("bank://about", source: .link))
            await harness.send(.linkReceived("bank://transfer", source: .link))
            await harness.send(.requirementMet(.unlock))
            await harness.send(cancel)
            #expect(harness.state.modal == nil)
            #expect(harness.state.pending == nil)
            #expect(harness.lastRecords.map(\.outcome) == [.cancelled])
            #expect(harness.location == "home > about")
            #expect(harness.violations.isEmpty)
        }
    }

    @Test("A failed attempt keeps the modal with its notice; other notices do not cover it")
    func failureNotice() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("bank://statement", source: .link))
        await harness.send(.requirementFailed(.unlock))
        #expect(harness.state.modal == .unlock)
        #expect(harness.state.notice == .unlockFailed)
        #expect(harness.state.pending?.display == "bank://statement")
        await harness.send(.linkReceived("bank://nowhere", source: .link))
        #expect(harness.state.notice != .unavailable)
        await harness.send(.requirementMet(.unlock))
        #expect(harness.state.notice == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("A requirement event with no such modal up changes nothing and leaves a record")
    func eventWithoutModal() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("bank://about", source: .link))
        let before = (harness.location, harness.state.modal, harness.state.notice, harness.state.pending)
        for (event, why) in [
            (NavigationEvent<Bank>.requirementMet(.unlock), DecisionReason.modalNotUp("unlock")),
            (.requirementFailed(.terms), .modalNotUp("terms")),
            (.requirementCancelled(.unlock), .modalNotUp("unlock")),
            (.requirementMet(.signIn), .signInMetBySigningIn),
        ] {
            await harness.send(event)
            #expect(harness.location == before.0)
            #expect(harness.state.modal == before.1 && harness.state.notice == before.2)
            #expect(harness.state.pending == before.3)
            #expect(harness.state.lastMet(.unlock) == nil)
            #expect(harness.lastRecords.map(\.outcome) == [.discarded])
            #expect(harness.lastRecords.first?.reason == why)
        }
        #expect(harness.violations.isEmpty)
    }

    @Test("Unlock lapses after 30 s in the background: its screens leave, the person is offered to come back")
    func lapsesAfterBackground() async {
        var harness = await Self.onStatement()
        await harness.send(.scenePhaseChanged(.background))
        await harness.advance(by: .seconds(10))
        await harness.send(.scenePhaseChanged(.active))
        #expect(harness.location == "vault > accounts > statement", "10 s away: still unlocked")
        await harness.advance(by: .seconds(600))
        await harness.send(.scenePhaseChanged(.background))
        #expect(harness.location == "vault > accounts > statement", "in the foreground it never lapses")
        await harness.advance(by: .seconds(31))
        await harness.send(.scenePhaseChanged(.active))
        #expect(harness.location == "vault > accounts")
        #expect(harness.state.modal == .unlock)
        #expect(harness.state.notice == nil)
        #expect(harness.state.pending?.display == "bank://statement")
        await harness.send(.requirementMet(.unlock))
        #expect(harness.location == "vault > accounts > statement")
        #expect(harness.violations.isEmpty)
    }

    @Test("A lapsed requirement cuts other tabs' stacks without a prompt")
    func lapseInAnotherTab() async {
        var harness = await Self.onStatement()
        await harness.send(.tabSelected(.home))
        await harness.send(.scenePhaseChanged(.background))
        await harness.advance(by: .seconds(60))
        await harness.send(.scenePhaseChanged(.active))
        #expect(harness.state.modal == nil)
        #expect(harness.state.pending == nil)
        #expect(harness.state.stack(for: .vault) == [.accounts])
        #expect(harness.violations.isEmpty)
    }

    @Test("The return-here after an expiry passes every requirement: sign-in, then unlock")
    func returnHereAfterExpiry() async {
        var harness = await Self.onStatement()
        await harness.send(.sessionExpired)
        #expect(harness.state.stack(for: .vault).isEmpty)
        #expect(harness.state.pending?.reason == .signIn)
        await harness.send(.signedIn("alice"))
        #expect(harness.location == "vault", "signing in does not unlock")
        #expect(harness.state.modal == .unlock)
        await harness.send(.requirementMet(.unlock))
        #expect(harness.location == "vault > accounts > statement")
        #expect(harness.violations.isEmpty)
    }

    @Test("A push or a path write cannot reach a screen whose requirement is not met")
    func pushAndPath() async {
        var harness = await Self.signedIn()
        await harness.send(.tabSelected(.vault))
        await harness.send(.screenPushed(.accounts))
        await harness.send(.screenPushed(.statement))
        #expect(harness.location == "vault > accounts")
        #expect(harness.lastRecords.map(\.outcome) == [.rejected])
        await harness.send(.pathChanged(.vault, [.accounts, .statement, .transfer]))
        #expect(harness.location == "vault > accounts")
        await harness.send(.modalRequested(.unlock))
        await harness.send(.requirementMet(.unlock))
        await harness.send(.screenPushed(.statement))
        #expect(harness.location == "vault > accounts > statement")
        #expect(harness.violations.isEmpty)
    }

    @Test("A tap passes requirements and is never a duplicate")
    func tap() async {
        var harness = await Self.signedIn()
        await harness.send(.routeRequested(.statement, source: .app))
        #expect(harness.state.modal == .unlock)
        await harness.send(.requirementCancelled(.unlock))
        await harness.advance(by: .milliseconds(10))
        await harness.send(.routeRequested(.statement, source: .app))
        #expect(harness.state.modal == .unlock)
        #expect(harness.lastRecords.map(\.outcome) != [.duplicate])
        #expect(harness.violations.isEmpty)
    }

    @Test("A redirect's target and a resolver's landing pass requirements")
    func redirectAndResolverLanding() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("bank://s/x", source: .link))
        let first = try! #require(harness.startedResolutions.first)
        await harness.send(.resolutionFinished(first, .redirect(.statement)))
        #expect(harness.state.modal == .unlock)
        #expect(harness.state.pending?.display == "bank://statement")
        #expect(harness.location == "home")
        await harness.send(.requirementCancelled(.unlock))
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("bank://lookup/4", source: .link))
        let second = try! #require(harness.startedResolutions.first)
        await harness.send(
            .resolutionFinished(second, .unavailable(.missing, landing: .tab(.vault, [.accounts, .statement]))))
        #expect(harness.state.modal == .unlock)
        #expect(harness.location == "home")
        #expect(harness.violations.isEmpty)
    }

    @Test("Restoration drops each stack from its first screen whose requirement the new launch lacks, without a prompt")
    func restoration() async throws {
        var harness = await Self.onStatement()
        await harness.send(.scenePhaseChanged(.background))
        let data = try #require(
            harness.lastEffects.compactMap { if case .saveSnapshot(let data) = $0 { data } else { nil } }.first)
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), snapshot: data)))
        #expect(harness.location == "vault > accounts")
        #expect(harness.state.modal == nil)
        #expect(harness.state.pending == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("Time with a requirement's modal up in the foreground does not age the waiting link")
    func timeToLive() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("bank://statement", source: .link))
        await harness.advance(by: .seconds(120))
        #expect(harness.state.pending?.display == "bank://statement")
        #expect(harness.coordinator.nextDeadline(in: harness.state) == nil)
        await harness.send(.requirementMet(.unlock))
        #expect(harness.location == "vault > accounts > statement")
        #expect(harness.violations.isEmpty)
    }

    @Test("Sign-out forgets every requirement met")
    func signOutForgets() async {
        var harness = await Self.onStatement()
        #expect(harness.state.lastMet(.unlock) != nil)
        await harness.send(.signedOut)
        #expect(harness.state.lastMet(.unlock) == nil)
        #expect(harness.location == "vault")
        #expect(harness.violations.isEmpty)
    }

    @Test("An event naming a requirement the schema does not declare changes nothing, with a record naming it")
    func undeclaredRequirement() async {
        var harness = await Self.signedIn()
        let before = (harness.location, harness.state.modal, harness.state.pending)
        await harness.send(.requirementMet(RequirementName("biometrics")))
        #expect(harness.location == before.0 && harness.state.modal == before.1 && harness.state.pending == before.2)
        #expect(harness.state.lastMet(RequirementName("biometrics")) == nil)
        #expect(harness.lastRecords.map(\.outcome) == [.discarded])
        #expect(
            harness.lastRecords.first?.reason
                == .eventForUndeclaredRequirement(RequirementName("biometrics"), schema: "Bank"))
        #expect(harness.violations.isEmpty)
    }

    @Test("A gate the schema does not declare is not raised: nothing is held, and a record says what to declare")
    func undeclaredGate() async {
        var harness = NavigationHarness.checked(Bank())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.gateRaised("onboarding"))
        #expect(harness.lastRecords.map(\.outcome) == [.discarded])
        #expect(harness.lastRecords.first?.reason == .undeclaredGate("onboarding", schema: "Bank"))
        #expect(harness.state.modal == nil)
        await harness.send(.linkReceived("bank://about", source: .link))
        #expect(harness.lastRecords.map(\.outcome) == [.landed])
        await harness.send(.gateCleared("onboarding"))
        #expect(harness.lastRecords.map(\.outcome) == [.discarded])
        #expect(harness.violations.isEmpty)
    }
}
