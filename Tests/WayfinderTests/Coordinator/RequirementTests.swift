import Foundation
import Testing
import Wayfinder

/// The requirement rules on a schema with two requirements beyond sign-in (``Bank``).
@Suite("Requirements beyond sign-in")
struct RequirementTests {
    /// A machine launched warm, signed in as `account`.
    static func signedIn(_ account: Account = "alice") -> Machine<Bank> {
        var machine = Machine(Bank())
        machine.send(.launched(.init(.warm, session: .signedIn(account))))
        return machine
    }

    /// Signed in and on `vault > accounts > statement`, unlocked.
    static func onStatement() -> Machine<Bank> {
        var machine = signedIn()
        machine.send(.linkReceived("bank://statement", source: .link))
        machine.send(.requirementMet(.unlock))
        return machine
    }

    @Test("Two requirements are asked for one modal at a time, in declared order, then the link lands once")
    func declaredOrderOneModalAtATime() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("bank://transfer", source: .link))
        #expect(machine.state.modal == .unlock)
        #expect(machine.state.pending?.reason == .requirement(.unlock))
        #expect(machine.location == "home")
        machine.send(.requirementMet(.unlock))
        #expect(machine.state.modal == .terms)
        #expect(machine.state.pending?.reason == .requirement(.terms))
        machine.send(.requirementMet(.terms))
        #expect(machine.state.modal == nil)
        #expect(machine.state.pending == nil)
        #expect(machine.location == "vault > accounts > statement > transfer")
        #expect(machine.records.map(\.outcome) == [.landed])
    }

    @Test("A requirement the account already meets is not asked for")
    func accountMeetsTerms() {
        var machine = Self.signedIn("veteran")
        machine.send(.linkReceived("bank://transfer", source: .link))
        #expect(machine.state.modal == .unlock)
        machine.send(.requirementMet(.unlock))
        #expect(machine.state.modal == nil)
        #expect(machine.location == "vault > accounts > statement > transfer")
    }

    @Test("Signed out, sign-in comes first; signing in does not meet unlock, so unlock follows")
    func signInFirstThenUnlock() {
        var machine = Machine(Bank())
        machine.send(.launched(.init(.cold, session: .signedOut, link: "bank://statement")))
        #expect(machine.state.modal == .login)
        #expect(machine.state.pending?.reason == .signIn)
        machine.send(.signedIn("alice"))
        #expect(machine.state.modal == .unlock)
        #expect(machine.state.pending?.reason == .requirement(.unlock))
        machine.send(.requirementMet(.unlock))
        #expect(machine.location == "vault > accounts > statement")
    }

    @Test("Cancelling unlock keeps the link waiting; meeting unlock later lands it")
    func cancelKeepsLink() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("bank://statement", source: .link))
        machine.send(.requirementCancelled(.unlock))
        #expect(machine.state.modal == nil)
        #expect(machine.state.pending?.display == "bank://statement")
        #expect(machine.location == "home")
        machine.send(.modalRequested(.unlock))
        machine.send(.requirementMet(.unlock))
        #expect(machine.location == "vault > accounts > statement")
        #expect(machine.state.pending == nil)
    }

    @Test("Cancelling terms (or dismissing its modal) drops the link and leaves the location")
    func cancelDropsLink() {
        for cancel in [NavigationEvent<Bank>.requirementCancelled(.terms), .modalDismissed(.terms)] {
            var machine = Self.signedIn()
            machine.send(.linkReceived("bank://about", source: .link))
            machine.send(.linkReceived("bank://transfer", source: .link))
            machine.send(.requirementMet(.unlock))
            machine.send(cancel)
            #expect(machine.state.modal == nil)
            #expect(machine.state.pending == nil)
            #expect(machine.records.map(\.outcome) == [.cancelled])
            #expect(machine.location == "home > about")
        }
    }

    @Test("A failed attempt keeps the modal with its notice; other notices do not cover it")
    func failureNotice() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("bank://statement", source: .link))
        machine.send(.requirementFailed(.unlock))
        #expect(machine.state.modal == .unlock)
        #expect(machine.state.notice == .unlockFailed)
        #expect(machine.state.pending?.display == "bank://statement")
        machine.send(.linkReceived("bank://nowhere", source: .link))
        #expect(machine.state.notice != .unavailable)
        machine.send(.requirementMet(.unlock))
        #expect(machine.state.notice == nil)
    }

    @Test("A requirement event with no such modal up changes nothing and leaves a record")
    func eventWithoutModal() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("bank://about", source: .link))
        let before = (machine.location, machine.state.modal, machine.state.notice, machine.state.pending)
        for event in [
            NavigationEvent<Bank>.requirementMet(.unlock), .requirementFailed(.terms),
            .requirementCancelled(.unlock), .requirementMet(.signIn),
        ] {
            machine.send(event)
            #expect(machine.location == before.0)
            #expect(machine.state.modal == before.1 && machine.state.notice == before.2)
            #expect(machine.state.pending == before.3)
            #expect(machine.state.lastMet(.unlock) == nil)
            #expect(machine.records.map(\.outcome) == [.discarded])
            #expect(machine.records.first?.reason.contains("nothing changed") == true)
        }
    }

    @Test("Unlock lapses after 30 s in the background: its screens leave, the person is offered to come back")
    func lapsesAfterBackground() {
        var machine = Self.onStatement()
        machine.send(.scenePhaseChanged(.background))
        machine.send(.scenePhaseChanged(.active), after: .seconds(10))
        #expect(machine.location == "vault > accounts > statement", "10 s away: still unlocked")
        machine.send(.scenePhaseChanged(.background), after: .seconds(600))
        #expect(machine.location == "vault > accounts > statement", "in the foreground it never lapses")
        machine.send(.scenePhaseChanged(.active), after: .seconds(31))
        #expect(machine.location == "vault > accounts")
        #expect(machine.state.modal == .unlock)
        #expect(machine.state.notice == nil)
        #expect(machine.state.pending?.display == "bank://statement")
        machine.send(.requirementMet(.unlock))
        #expect(machine.location == "vault > accounts > statement")
    }

    @Test("A lapsed requirement cuts other tabs' stacks without a prompt")
    func lapseInAnotherTab() {
        var machine = Self.onStatement()
        machine.send(.tabSelected(.home))
        machine.send(.scenePhaseChanged(.background))
        machine.send(.scenePhaseChanged(.active), after: .seconds(60))
        #expect(machine.state.modal == nil)
        #expect(machine.state.pending == nil)
        #expect(machine.state.stack(for: .vault) == [.accounts])
    }

    @Test("The return-here after an expiry passes every requirement: sign-in, then unlock")
    func returnHereAfterExpiry() {
        var machine = Self.onStatement()
        machine.send(.sessionExpired)
        #expect(machine.state.stack(for: .vault).isEmpty)
        #expect(machine.state.pending?.reason == .signIn)
        machine.send(.signedIn("alice"))
        #expect(machine.location == "vault", "signing in does not unlock")
        #expect(machine.state.modal == .unlock)
        machine.send(.requirementMet(.unlock))
        #expect(machine.location == "vault > accounts > statement")
    }

    @Test("A push or a path write cannot reach a screen whose requirement is not met")
    func pushAndPath() {
        var machine = Self.signedIn()
        machine.send(.tabSelected(.vault))
        machine.send(.screenPushed(.accounts))
        machine.send(.screenPushed(.statement))
        #expect(machine.location == "vault > accounts")
        #expect(machine.records.map(\.outcome) == [.rejected])
        machine.send(.pathChanged(.vault, [.accounts, .statement, .transfer]))
        #expect(machine.location == "vault > accounts")
        machine.send(.modalRequested(.unlock))
        machine.send(.requirementMet(.unlock))
        machine.send(.screenPushed(.statement))
        #expect(machine.location == "vault > accounts > statement")
    }

    @Test("A tap passes requirements and is never a duplicate")
    func tap() {
        var machine = Self.signedIn()
        machine.send(.routeRequested(.statement, source: .app))
        #expect(machine.state.modal == .unlock)
        machine.send(.requirementCancelled(.unlock))
        machine.send(.routeRequested(.statement, source: .app), after: .milliseconds(10))
        #expect(machine.state.modal == .unlock)
        #expect(machine.records.map(\.outcome) != [.duplicate])
    }

    @Test("A redirect's target and a resolver's landing pass requirements")
    func redirectAndResolverLanding() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("bank://s/x", source: .link))
        let first = try! #require(machine.startedResolutions.first)
        machine.send(.resolutionFinished(first, .redirect(.statement)))
        #expect(machine.state.modal == .unlock)
        #expect(machine.state.pending?.display == "bank://statement")
        #expect(machine.location == "home")
        machine.send(.requirementCancelled(.unlock))
        machine.send(.linkReceived("bank://lookup/4", source: .link), after: .seconds(2))
        let second = try! #require(machine.startedResolutions.first)
        machine.send(
            .resolutionFinished(second, .unavailable(.missing, landing: .tab(.vault, [.accounts, .statement]))))
        #expect(machine.state.modal == .unlock)
        #expect(machine.location == "home")
    }

    @Test("Restoration drops each stack from its first screen whose requirement the new launch lacks, without a prompt")
    func restoration() throws {
        var machine = Self.onStatement()
        let effects = machine.send(.scenePhaseChanged(.background))
        let data = try #require(
            effects.compactMap { if case .saveSnapshot(let data) = $0 { data } else { nil } }.first)
        machine.send(.launched(.init(.cold, session: .signedIn("alice"), snapshot: data)))
        #expect(machine.location == "vault > accounts")
        #expect(machine.state.modal == nil)
        #expect(machine.state.pending == nil)
    }

    @Test("Time with a requirement's modal up in the foreground does not age the waiting link")
    func timeToLive() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("bank://statement", source: .link))
        machine.send(.timePassed, after: .seconds(120))
        #expect(machine.state.pending?.display == "bank://statement")
        #expect(machine.coordinator.nextDeadline(in: machine.state) == nil)
        machine.send(.requirementMet(.unlock))
        #expect(machine.location == "vault > accounts > statement")
    }

    @Test("Sign-out forgets every requirement met")
    func signOutForgets() {
        var machine = Self.onStatement()
        #expect(machine.state.lastMet(.unlock) != nil)
        machine.send(.signedOut)
        #expect(machine.state.lastMet(.unlock) == nil)
        #expect(machine.location == "vault")
    }

    @Test("An event naming a requirement the schema does not declare changes nothing, with a record naming it")
    func undeclaredRequirement() {
        var machine = Self.signedIn()
        let before = (machine.location, machine.state.modal, machine.state.pending)
        machine.send(.requirementMet(RequirementName("biometrics")))
        #expect(machine.location == before.0 && machine.state.modal == before.1 && machine.state.pending == before.2)
        #expect(machine.state.lastMet(RequirementName("biometrics")) == nil)
        #expect(machine.records.map(\.outcome) == [.discarded])
        let reason = machine.records.first?.reason ?? ""
        #expect(reason.contains("schema error") && reason.contains("biometrics"), "\(reason)")
        #expect(reason.contains("`Requirement(RequirementName(\"biometrics\"), modal: …)`"), "\(reason)")
    }

    @Test("A gate the schema does not declare stops with a message that says what to declare")
    func undeclaredGate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = Machine(Bank())
            machine.send(.launched(.init(.warm, session: .signedOut)))
            machine.send(.gateRaised("onboarding"))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("\"onboarding\""), "\(message)")
        #expect(message.contains("`launchGates`"))
    }
}
