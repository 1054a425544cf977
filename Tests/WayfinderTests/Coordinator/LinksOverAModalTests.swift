import Testing
import Wayfinder
import WayfinderTesting

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
            name: "a link into newTask's flow lands inside it", modalLink: "teams://tasks/new",
            edited: false, isTap: false, link: "teams://tasks/new/details", modalAfter: "newTask > details",
            location: "inbox"),
        Case(
            name: "an edited newTask asks a link into its own flow, as a link elsewhere",
            modalLink: "teams://tasks/new/details", edited: true, isTap: false, link: "teams://tasks/new",
            modalAfter: "newTask > details", location: "inbox", confirmation: "teams://tasks/new"),
        Case(
            name: "a tap inside newTask's flow is the flow's own step, edited or not", modalLink: "teams://tasks/new",
            edited: true, isTap: true, link: "teams://tasks/new/details", modalAfter: "newTask > details",
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

    static func signedIn() async -> NavigationHarness<Teams> {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(.launched(.init(.warm, session: .signedIn("ana"))))
        return harness
    }

    @Test(arguments: cases)
    func anArrivalDoesWhatTheModalDeclares(_ c: Case) async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived(c.modalLink, source: .link))
        if c.edited { await harness.send(.unsavedInputChanged(true)) }
        if c.isTap, case .success(let route) = Teams.table.match(c.link) {
            await harness.send(.routeRequested(route, source: .app))
        } else {
            await harness.send(.linkReceived(c.link, source: .link))
        }
        #expect(harness.state.presented.map { "\($0)" } == c.modalAfter)
        #expect(harness.location == c.location)
        #expect(harness.state.pending?.display == c.pending)
        #expect(harness.state.confirmation?.display == c.confirmation)
        #expect(harness.state.pending == nil || harness.state.confirmation == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test func leavingClosesTheModalAndTheLinkGoesOnAtOnce() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("teams://draft", source: .link))
        await harness.send(.linkReceived("teams://projects/3", source: .link))
        await harness.send(.confirmationAnswered(.leave))
        #expect(harness.state.modal == nil)
        #expect(harness.state.confirmation == nil)
        #expect(harness.location == "projects > project(3)")
        #expect(
            harness.lastRecords.contains {
                guard $0.outcome == .landed, let closed = $0.reason.closedModal, closed.closing == .personChoseToLeave
                else {
                    return false
                }
                return closed.modal == "draft"
            })
        #expect(harness.violations.isEmpty)
    }

    @Test func stayingDeclinesTheLinkAndKeepsTheModalAndItsInput() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("teams://tasks/new/details", source: .link))
        await harness.send(.unsavedInputChanged(true))
        await harness.send(.linkReceived("teams://projects/3", source: .link))
        await harness.send(.confirmationAnswered(.stay))
        #expect(harness.state.presented?.description == "newTask > details")
        #expect(harness.state.presented?.hasUnsavedInput == true)
        #expect(harness.state.confirmation == nil && harness.state.pending == nil)
        #expect(harness.lastRecords.map(\.outcome) == [.declined])
        // Closing the modal afterwards lands nothing: the declined link is gone.
        await harness.send(.modalDismissed(.newTask))
        #expect(harness.location == "inbox")
        #expect(harness.violations.isEmpty)
    }

    @Test("A link into an edited flow that asks: leaving resets the flow, staying keeps it and its input")
    func aLinkIntoAnEditedFlowAsks() async {
        for answer in [ConfirmationAnswer.leave, .stay] {
            var harness = await Self.signedIn()
            await harness.send(.linkReceived("teams://tasks/new/details", source: .link))
            await harness.send(.unsavedInputChanged(true))
            await harness.send(.linkReceived("teams://tasks/new", source: .link))
            #expect(harness.state.presented?.description == "newTask > details", "\(answer): nothing reset yet")
            #expect(harness.state.confirmation?.display == "teams://tasks/new", "\(answer)")
            await harness.send(.confirmationAnswered(answer))
            switch answer {
            case .leave:
                #expect(harness.state.presented?.description == "newTask")
                #expect(harness.state.presented?.hasUnsavedInput == false)
                #expect(harness.lastRecords.contains { $0.outcome == .landed })
            case .stay:
                #expect(harness.state.presented?.description == "newTask > details")
                #expect(harness.state.presented?.hasUnsavedInput == true)
                #expect(harness.lastRecords.map(\.outcome) == [.declined])
            }
            #expect(harness.violations.isEmpty, "\(answer): \(harness.violations)")
        }
    }

    @Test func theMarkIsForgottenWhenTheModalClosesAndALateWriteIsIgnored() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("teams://tasks/new", source: .link))
        await harness.send(.unsavedInputChanged(true, in: .newTask))
        await harness.send(.modalDismissed(.newTask))
        await harness.send(.unsavedInputChanged(true, in: .newTask))
        #expect(harness.lastRecords.first?.outcome == .discarded)
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("teams://tasks/new", source: .link))
        #expect(harness.state.presented?.hasUnsavedInput == false)
        await harness.send(.unsavedInputChanged(true))
        await harness.send(.unsavedInputChanged(false))
        await harness.send(.linkReceived("teams://projects/3", source: .link))
        #expect(harness.state.confirmation == nil)
        #expect(harness.state.pending?.display == "teams://projects/3")
        #expect(harness.violations.isEmpty)
    }

    @Test func aQuestionDoesNotAgeInTheForegroundAndExpiresInTheBackground() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("teams://draft", source: .link))
        await harness.send(.linkReceived("teams://projects/3", source: .link))
        await harness.advance(by: .seconds(600))
        #expect(harness.state.confirmation?.display == "teams://projects/3")
        await harness.send(.scenePhaseChanged(.background))
        await harness.advance(by: .seconds(61))
        #expect(harness.state.confirmation == nil)
        #expect(harness.lastRecords.map(\.outcome) == [.expired])
        #expect(harness.state.modal == .draft)
        #expect(harness.violations.isEmpty)
    }

    @Test func aHigherModalThatMustShowIsNeverAskedAndTheQuestionGoesWithItsModal() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("teams://tasks/new", source: .link))
        await harness.send(.unsavedInputChanged(true))
        await harness.send(.linkReceived("teams://projects/3", source: .link))
        #expect(harness.state.confirmation != nil)
        await harness.send(.sessionExpired)
        #expect(harness.state.modal == .login)
        #expect(harness.state.confirmation == nil)
        #expect(harness.lastRecords.contains { $0.outcome == .discarded && $0.link == "teams://projects/3" })
        // The flow the person was in is where they return after signing in.
        #expect(harness.state.pending?.display == "teams://tasks/new")
        #expect(harness.violations.isEmpty)
    }

    @Test func aGateHoldsEveryLinkWhateverTheModalUnderItDeclares() async {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(
            .launched(.init(.cold, session: .signedIn("ana"), gates: [.onboarding], link: "teams://projects/3")))
        #expect(harness.state.modal == .onboarding)
        #expect(harness.state.pending?.reason == .gate(.onboarding))
        await harness.advance(by: .seconds(300))
        #expect(harness.state.pending != nil, "onboarding does not age the pending link in the foreground")
        await harness.send(.gateCleared(.onboarding))
        #expect(harness.location == "projects > project(3)")
        await harness.send(.gateCleared(.onboarding))
        #expect(harness.lastRecords.map(\.outcome) == [.discarded])
        #expect(harness.violations.isEmpty)
    }

    @Test func theAppReadsAndDropsThePendingLinkAndRaisesItsNotices() async {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("teams://projects/3", source: .link))
        await harness.send(.linkReceived("teams://inbox", source: .push))
        let pending = harness.state.pending
        #expect(pending?.route == .inbox)
        #expect(pending?.reason == .signIn)
        #expect(pending?.source == .push)
        await harness.send(.noticeRaised(.saveFailed))
        #expect(harness.state.notice == nil, "over sign-in only a notice that explains it shows")
        #expect(harness.lastRecords.first?.outcome == .discarded)
        await harness.send(.pendingDiscarded)
        #expect(harness.state.pending == nil)
        #expect(harness.lastRecords.map(\.outcome) == [.discarded])
        await harness.send(.signedIn("ana"))
        #expect(harness.state.modal == nil)
        await harness.send(.noticeRaised(.offline))
        #expect(harness.state.notice == .offline)
        #expect(harness.violations.isEmpty)
    }
}

/// A tab whose root needs access: the model, not the app, asks for sign-in.
@Suite("A tab root that needs sign-in")
struct ProtectedTabRootTests {
    @Test func aSignedOutLaunchOntoItShowsSignInAndReturnsThereAfter() async {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        #expect(harness.state.modal == .login)
        #expect(harness.state.pending?.target == .location(Location(tab: .inbox)))
        #expect(harness.state.selectedTab == .projects, "the protected root is not shown under sign-in")
        await harness.send(.signedIn("ana"))
        #expect(harness.location == "inbox")
        #expect(harness.state.modal == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test func aLaunchWhileTheSessionIsUnknownAsksOnceItSettles() async {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(.launched(.init(.cold, session: .unknown)))
        #expect(harness.state.modal == nil)
        await harness.send(.sessionResolved(.signedOut))
        #expect(harness.state.modal == .login)
        var signedIn = NavigationHarness.checked(Teams())
        await signedIn.send(.launched(.init(.cold, session: .unknown)))
        await signedIn.send(.sessionResolved(.signedIn("ana")))
        #expect(signedIn.state.modal == nil)
        #expect(signedIn.location == "inbox")
        #expect(harness.violations.isEmpty && signedIn.violations.isEmpty)
    }

    @Test func expiryAndSignOutTreatTheRootLikeAProtectedScreen() async {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(.launched(.init(.warm, session: .signedIn("ana"))))
        #expect(harness.location == "inbox")
        await harness.send(.sessionExpired)
        #expect(harness.state.modal == .login)
        #expect(harness.state.notice == .expired)
        #expect(harness.state.pending?.target == .location(Location(tab: .inbox)))
        #expect(harness.state.selectedTab == .projects)
        await harness.send(.signedIn("ana"))
        #expect(harness.location == "inbox")
        await harness.send(.signedOut)
        #expect(harness.state.selectedTab == .projects)
        #expect(harness.state.modal == nil, "sign-out asks for nothing")
        #expect(harness.violations.isEmpty)
    }

    @Test func selectingItSignedOutAsksForSignIn() async {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        #expect(harness.state.selectedTab == .projects)
        await harness.send(.tabSelected(.inbox))
        #expect(harness.state.modal == .login)
        #expect(harness.state.selectedTab == .projects)
        await harness.send(.signedIn("ana"))
        #expect(harness.location == "inbox")
        #expect(harness.violations.isEmpty)
    }
}

/// Found by the audit over modals: the app's request for a modal whose own access is public
/// but whose root screen needs sign-in put a protected screen on view.
@Suite("Presenting a modal whose root needs access")
struct ModalRootAccessTests {
    @Test func theRequestIsRefusedWithARecordWhenTheRootNeedsMoreThanTheSessionHas() async {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.modalDismissed(.login))
        await harness.send(.modalRequested(.newTask))
        #expect(harness.state.modal == nil)
        #expect(harness.lastRecords.map(\.outcome) == [.rejected])
        await harness.send(.signedIn("ana"))
        await harness.send(.modalRequested(.newTask))
        #expect(harness.state.modal == .newTask)
        #expect(harness.violations.isEmpty)
    }
}

/// Found by a new user on the team app: a protected sheet without a stack of its own.
@Suite("A protected modal without a stack")
struct ProtectedPlainModalTests {
    @Test func anExpiryShowsSignInAndKeepsItsLinkToReturnTo() async {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(.launched(.init(.warm, session: .signedIn("ana"))))
        await harness.send(.linkReceived("teams://teams/7/invite/t0ken", source: .link))
        let started = harness.startedResolutions
        #expect(started.count == 1)
        await harness.send(.resolutionFinished(started[0], .proceed))
        #expect(harness.state.modal == .joinTeam(7))
        await harness.send(.sessionExpired)
        #expect(harness.state.modal == .login)
        #expect(harness.state.notice == .expired)
        #expect(harness.state.pending?.display == "teams://teams/7/invite/<redacted>")
        #expect(harness.violations.isEmpty)
    }
}

/// A record carries the launch phase its link arrived in.
@Suite("Launch phase of a record")
struct RecordPhaseTests {
    @Test func aColdLaunchLinkWithAResolverIsAColdLaunchLinkWhenItLands() async {
        var harness = NavigationHarness.checked(Teams())
        await harness.send(.launched(.init(.cold, session: .signedIn("ana"), link: "teams://teams/7/invite/t0ken")))
        let started = harness.startedResolutions
        await harness.advance(by: .milliseconds(20))
        await harness.send(.resolutionFinished(started[0], .proceed))
        #expect(harness.lastRecords.map(\.outcome) == [.landed])
        #expect(harness.lastRecords.map(\.phase) == [.coldLaunch])
        #expect(harness.violations.isEmpty)
    }
}
