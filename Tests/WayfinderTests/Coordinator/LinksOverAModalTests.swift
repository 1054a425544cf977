import Testing
import Wayfinder

/// Each modal decides what a link or tap from outside does (waits, yields, asks), on a schema
/// unlike Shop so the mechanism is not shaped to one app.
@Suite("Links over a modal")
struct LinksOverAModalTests {
    /// One arrival over one modal, and what must follow.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The link that puts the modal up.
        var modalLink: String
        var edited: Bool
        var isTap: Bool
        /// The arriving link.
        var link: String
        var modalAfter: String?
        var location: String
        var pending: String?
        var confirmation: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a link waits behind newTask", modalLink: "teams://tasks/new", edited: false, isTap: false,
            link: "teams://projects/3", modalAfter: "newTask", location: "inbox", pending: "teams://projects/3"),
        Case(
            name: "a tap closes newTask first", modalLink: "teams://tasks/new", edited: false, isTap: true,
            link: "teams://projects/3", modalAfter: nil, location: "projects > project(3)"),
        Case(
            name: "an edited newTask asks a link", modalLink: "teams://tasks/new", edited: true, isTap: false,
            link: "teams://projects/3", modalAfter: "newTask", location: "inbox", confirmation: "teams://projects/3"),
        Case(
            name: "an edited newTask asks a tap", modalLink: "teams://tasks/new", edited: true, isTap: true,
            link: "teams://projects/3", modalAfter: "newTask", location: "inbox", confirmation: "teams://projects/3"),
        Case(
            name: "a link into newTask's flow lands inside it, edited or not", modalLink: "teams://tasks/new",
            edited: true, isTap: false, link: "teams://tasks/new/details", modalAfter: "newTask > details",
            location: "inbox"),
        Case(
            name: "preview yields to a link", modalLink: "teams://preview", edited: false, isTap: false,
            link: "teams://projects/3", modalAfter: nil, location: "projects > project(3)"),
        Case(
            name: "preview yields even when edited", modalLink: "teams://preview", edited: true, isTap: true,
            link: "teams://tasks/4", modalAfter: nil, location: "projects > project(1) > task(4)"),
        Case(
            name: "draft asks before anything is typed", modalLink: "teams://draft", edited: false, isTap: false,
            link: "teams://projects/3", modalAfter: "draft", location: "inbox", confirmation: "teams://projects/3"),
        Case(
            name: "a secret link is asked about redacted", modalLink: "teams://draft", edited: false, isTap: false,
            link: "teams://teams/7/invite/t0ken", modalAfter: "draft", location: "inbox",
            confirmation: "teams://teams/7/invite/<redacted>"),
    ]

    static func signedIn() -> Machine<Teams> {
        var machine = Machine(Teams())
        machine.send(.launched(.init(.warm, session: .signedIn("ana"))))
        return machine
    }

    @Test(arguments: cases)
    func anArrivalDoesWhatTheModalDeclares(_ c: Case) {
        var machine = Self.signedIn()
        machine.send(.linkReceived(c.modalLink, source: .link))
        if c.edited { machine.send(.unsavedInputChanged(true)) }
        if c.isTap, case .success(let route) = Teams.table.match(c.link) {
            machine.send(.routeRequested(route, source: .app))
        } else {
            machine.send(.linkReceived(c.link, source: .link))
        }
        #expect(machine.state.presented.map { "\($0)" } == c.modalAfter)
        #expect(machine.location == c.location)
        #expect(machine.state.pending?.display == c.pending)
        #expect(machine.state.confirmation?.display == c.confirmation)
        #expect(machine.state.pending == nil || machine.state.confirmation == nil)
    }

    @Test func leavingClosesTheModalAndTheLinkGoesOnAtOnce() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("teams://draft", source: .link))
        machine.send(.linkReceived("teams://projects/3", source: .link))
        machine.send(.confirmationAnswered(.leave))
        #expect(machine.state.modal == nil)
        #expect(machine.state.confirmation == nil)
        #expect(machine.location == "projects > project(3)")
        #expect(machine.records.contains { $0.outcome == .landed && $0.reason.contains("chose to leave draft") })
    }

    @Test func stayingDeclinesTheLinkAndKeepsTheModalAndItsInput() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("teams://tasks/new/details", source: .link))
        machine.send(.unsavedInputChanged(true))
        machine.send(.linkReceived("teams://projects/3", source: .link))
        machine.send(.confirmationAnswered(.stay))
        #expect(machine.state.presented?.description == "newTask > details")
        #expect(machine.state.presented?.hasUnsavedInput == true)
        #expect(machine.state.confirmation == nil && machine.state.pending == nil)
        #expect(machine.records.map(\.outcome) == [.declined])
        // Closing the modal afterwards lands nothing: the declined link is gone.
        machine.send(.modalDismissed(.newTask))
        #expect(machine.location == "inbox")
    }

    @Test func theMarkIsForgottenWhenTheModalClosesAndALateWriteIsIgnored() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("teams://tasks/new", source: .link))
        machine.send(.unsavedInputChanged(true, in: .newTask))
        machine.send(.modalDismissed(.newTask))
        machine.send(.unsavedInputChanged(true, in: .newTask))
        #expect(machine.records.first?.outcome == .discarded)
        machine.send(.linkReceived("teams://tasks/new", source: .link), after: .seconds(2))
        #expect(machine.state.presented?.hasUnsavedInput == false)
        machine.send(.unsavedInputChanged(true))
        machine.send(.unsavedInputChanged(false))
        machine.send(.linkReceived("teams://projects/3", source: .link))
        #expect(machine.state.confirmation == nil)
        #expect(machine.state.pending?.display == "teams://projects/3")
    }

    @Test func aQuestionDoesNotAgeInTheForegroundAndExpiresInTheBackground() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("teams://draft", source: .link))
        machine.send(.linkReceived("teams://projects/3", source: .link))
        machine.send(.timePassed, after: .seconds(600))
        #expect(machine.state.confirmation?.display == "teams://projects/3")
        machine.send(.scenePhaseChanged(.background))
        machine.send(.timePassed, after: .seconds(61))
        #expect(machine.state.confirmation == nil)
        #expect(machine.records.map(\.outcome) == [.expired])
        #expect(machine.state.modal == .draft)
    }

    @Test func aHigherModalThatMustShowIsNeverAskedAndTheQuestionGoesWithItsModal() {
        var machine = Self.signedIn()
        machine.send(.linkReceived("teams://tasks/new", source: .link))
        machine.send(.unsavedInputChanged(true))
        machine.send(.linkReceived("teams://projects/3", source: .link))
        #expect(machine.state.confirmation != nil)
        machine.send(.sessionExpired)
        #expect(machine.state.modal == .login)
        #expect(machine.state.confirmation == nil)
        #expect(machine.records.contains { $0.outcome == .discarded && $0.link == "teams://projects/3" })
        // The flow the person was in is where they return after signing in.
        #expect(machine.state.pending?.display == "teams://tasks/new")
    }

    @Test func aGateHoldsEveryLinkWhateverTheModalUnderItDeclares() {
        var machine = Machine(Teams())
        machine.send(
            .launched(.init(.cold, session: .signedIn("ana"), gates: [.onboarding], link: "teams://projects/3")))
        #expect(machine.state.modal == .onboarding)
        #expect(machine.state.pending?.reason == .gate(.onboarding))
        machine.send(.timePassed, after: .seconds(300))
        #expect(machine.state.pending != nil, "onboarding does not age the pending link in the foreground")
        machine.send(.gateCleared(.onboarding))
        #expect(machine.location == "projects > project(3)")
        machine.send(.gateCleared(.onboarding))
        #expect(machine.records.map(\.outcome) == [.discarded])
    }

    @Test func theAppReadsAndDropsThePendingLinkAndRaisesItsNotices() {
        var machine = Machine(Teams())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.linkReceived("teams://projects/3", source: .link))
        machine.send(.linkReceived("teams://inbox", source: .push))
        let pending = machine.state.pending
        #expect(pending?.route == .inbox)
        #expect(pending?.reason == .signIn)
        #expect(pending?.source == .push)
        machine.send(.noticeRaised(.saveFailed))
        #expect(machine.state.notice == nil, "over sign-in only a notice that explains it shows")
        #expect(machine.records.first?.outcome == .discarded)
        machine.send(.pendingDiscarded)
        #expect(machine.state.pending == nil)
        #expect(machine.records.map(\.outcome) == [.discarded])
        machine.send(.signedIn("ana"))
        #expect(machine.state.modal == nil)
        machine.send(.noticeRaised(.offline))
        #expect(machine.state.notice == .offline)
    }
}

/// A tab whose root needs access: the model, not the app, asks for sign-in.
@Suite("A tab root that needs sign-in")
struct ProtectedTabRootTests {
    @Test func aSignedOutLaunchOntoItShowsSignInAndReturnsThereAfter() {
        var machine = Machine(Teams())
        machine.send(.launched(.init(.cold, session: .signedOut)))
        #expect(machine.state.modal == .login)
        #expect(machine.state.pending?.target == .location(Location(tab: .inbox)))
        #expect(machine.state.selectedTab == .projects, "the protected root is not shown under sign-in")
        machine.send(.signedIn("ana"))
        #expect(machine.location == "inbox")
        #expect(machine.state.modal == nil)
    }

    @Test func aLaunchWhileTheSessionIsUnknownAsksOnceItSettles() {
        var machine = Machine(Teams())
        machine.send(.launched(.init(.cold, session: .unknown)))
        #expect(machine.state.modal == nil)
        machine.send(.sessionResolved(.signedOut))
        #expect(machine.state.modal == .login)
        var signedIn = Machine(Teams())
        signedIn.send(.launched(.init(.cold, session: .unknown)))
        signedIn.send(.sessionResolved(.signedIn("ana")))
        #expect(signedIn.state.modal == nil)
        #expect(signedIn.location == "inbox")
    }

    @Test func expiryAndSignOutTreatTheRootLikeAProtectedScreen() {
        var machine = Machine(Teams())
        machine.send(.launched(.init(.warm, session: .signedIn("ana"))))
        #expect(machine.location == "inbox")
        machine.send(.sessionExpired)
        #expect(machine.state.modal == .login)
        #expect(machine.state.notice == .expired)
        #expect(machine.state.pending?.target == .location(Location(tab: .inbox)))
        #expect(machine.state.selectedTab == .projects)
        machine.send(.signedIn("ana"))
        #expect(machine.location == "inbox")
        machine.send(.signedOut)
        #expect(machine.state.selectedTab == .projects)
        #expect(machine.state.modal == nil, "sign-out asks for nothing")
    }

    @Test func selectingItSignedOutAsksForSignIn() {
        var machine = Machine(Teams())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        #expect(machine.state.selectedTab == .projects)
        machine.send(.tabSelected(.inbox))
        #expect(machine.state.modal == .login)
        #expect(machine.state.selectedTab == .projects)
        machine.send(.signedIn("ana"))
        #expect(machine.location == "inbox")
    }
}

/// Found by the audit over modals: the app's request for a modal whose own access is public
/// but whose root screen needs sign-in put a protected screen on view.
@Suite("Presenting a modal whose root needs access")
struct ModalRootAccessTests {
    @Test func theRequestIsRefusedWithARecordWhenTheRootNeedsMoreThanTheSessionHas() {
        var machine = Machine(Teams())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.modalDismissed(.login))
        machine.send(.modalRequested(.newTask))
        #expect(machine.state.modal == nil)
        #expect(machine.records.map(\.outcome) == [.rejected])
        machine.send(.signedIn("ana"))
        machine.send(.modalRequested(.newTask))
        #expect(machine.state.modal == .newTask)
    }
}

/// Found by a new user on the team app: a protected sheet without a stack of its own.
@Suite("A protected modal without a stack")
struct ProtectedPlainModalTests {
    @Test func anExpiryShowsSignInAndKeepsItsLinkToReturnTo() {
        var machine = Machine(Teams())
        machine.send(.launched(.init(.warm, session: .signedIn("ana"))))
        machine.send(.linkReceived("teams://teams/7/invite/t0ken", source: .link))
        let started = machine.startedResolutions
        #expect(started.count == 1)
        machine.send(.resolutionFinished(started[0], .proceed))
        #expect(machine.state.modal == .joinTeam(7))
        machine.send(.sessionExpired)
        #expect(machine.state.modal == .login)
        #expect(machine.state.notice == .expired)
        #expect(machine.state.pending?.display == "teams://teams/7/invite/<redacted>")
    }
}

/// A record carries the launch phase its link arrived in.
@Suite("Launch phase of a record")
struct RecordPhaseTests {
    @Test func aColdLaunchLinkWithAResolverIsAColdLaunchLinkWhenItLands() {
        var machine = Machine(Teams())
        machine.send(.launched(.init(.cold, session: .signedIn("ana"), link: "teams://teams/7/invite/t0ken")))
        let started = machine.startedResolutions
        machine.send(.resolutionFinished(started[0], .proceed), after: .milliseconds(20))
        #expect(machine.records.map(\.outcome) == [.landed])
        #expect(machine.records.map(\.phase) == [.coldLaunch])
    }
}
