/// A link's text as the link table matched it.
typealias LinkMatched<Schema: NavigationSchema> = Result<LinkTable<Schema.Route>.Match, LinkRejection>

/// One run of the state machine: the state being changed and the effects collected.
struct Reduction<Schema: NavigationSchema> {
    let schema: Schema
    var state: NavigationState<Schema>
    var effects: [NavigationEffect<Schema>]
    /// Set while a launch event is handled, so records say `cold launch`.
    var launching: LaunchKind?
    /// A modal that yielded to a navigation during this event, said in that navigation's next record.
    var yieldNote: YieldNote<Schema>?
    @inline(__always)
    init(schema: Schema, state: NavigationState<Schema>, effects: [NavigationEffect<Schema>] = []) {
        self.schema = schema
        self.state = state
        self.effects = effects
    }

    // MARK: The state's parts

    /// The route whose link put up the modal that is up, when it holds no stack of its own.
    var presentingRoute: Schema.Route? {
        get { state.presentingRoute }
        _modify { yield &state.presentingRoute }
    }

    // The state's parts as the reducer's files name them, changed in place.

    /// The protected tab left only because the session was signed out or expired.
    var tabLeftForSignIn: Schema.Tab? {
        get { state.tabLeftForSignIn }
        _modify { yield &state.tabLeftForSignIn }
    }

    /// What the person sees.
    var visible: NavigationState<Schema>.Visible {
        _read { yield state.visible }
        _modify { yield &state.visible }
    }

    /// The session as last heard.
    var session: Session {
        get { state.session }
        _modify { yield &state.session }
    }

    /// Foreground or background.
    var scenePhase: AppPhase {
        get { state.scenePhase }
        _modify { yield &state.scenePhase }
    }

    /// How the app was launched, once it has been.
    var launchKind: LaunchKind? {
        get { state.launch }
        _modify { yield &state.launch }
    }

    /// Raised launch gates, oldest first.
    var gates: [LaunchGate] {
        get { state.gates }
        _modify { yield &state.gates }
    }

    /// The one waiting navigation, pending or behind a question: the state's ``NavigationState/waiting``
    /// (``NavigationState/pending`` is only the one that does not wait for an answer).
    var waiting: PendingLink<Schema>? {
        get { state.waiting }
        _modify { yield &state.waiting }
    }

    /// The one resolver run in flight.
    var inFlight: InFlightResolution<Schema>? {
        get { state.inFlight }
        _modify { yield &state.inFlight }
    }

    /// The next navigation's number.
    var nextLinkID: Int {
        get { state.nextLinkID }
        _modify { yield &state.nextLinkID }
    }

    /// The next resolver run's number.
    var nextResolutionID: Int {
        get { state.nextResolutionID }
        _modify { yield &state.nextResolutionID }
    }

    var recentLinks: RecentLinks {
        get { state.recentLinks }
        _modify { yield &state.recentLinks }
    }

    /// A snapshot waiting for the session.
    var heldRestoration: HeldRestoration<Schema>? {
        get { state.heldRestoration }
        _modify { yield &state.heldRestoration }
    }

    /// A requirement's modal or the expiry notice is due on the next foreground.
    var expiryNoticeDue: Bool {
        get { state.expiryNoticeDue }
        _modify { yield &state.expiryNoticeDue }
    }

    /// Whether a navigation landed since the launch.
    var landedSinceLaunch: Bool {
        get { state.landedSinceLaunch }
        _modify { yield &state.landedSinceLaunch }
    }

    /// When each requirement was last met.
    var requirementsMet: [RequirementName: NavigationTime] {
        get { state.requirementsMet }
        _modify { yield &state.requirementsMet }
    }

    /// When the scene last went to the background.
    var backgroundedAt: NavigationTime? {
        get { state.backgroundedAt }
        _modify { yield &state.backgroundedAt }
    }
    /// The reducer's clock: the instant of the event being handled.
    var now: NavigationTime {
        get { state.now }
        _modify { yield &state.now }
    }

    var policy: NavigationPolicy { schema.policy }

    /// Handles one event; `matched` is the link's text already matched, if it was.
    mutating func handle(_ event: NavigationEvent<Schema>, matched: LinkMatched<Schema>? = nil) {
        switch event {
        case .launched(let launch): self.launch(launch)
        case .linkReceived(let text, let source): receive(link: text, source: source, matched: matched)
        case .routeRequested(let route, let source): receive(route: route, source: source)
        case .sessionResolved(let session): resolveSession(session)
        case .signedIn(let account): signIn(account)
        case .signInFailed: failSignIn()
        case .signInCancelled: cancelSignIn()
        case .requirementMet(let name): meetRequirement(name)
        case .requirementFailed(let name): failRequirement(name)
        case .requirementCancelled(let name): cancelRequirement(name)
        case .sessionExpired: expireSession()
        case .signedOut: signOut()
        case .gateRaised(let gate): raise(gate)
        case .gateCleared(let gate): clear(gate)
        case .scenePhaseChanged(let phase): changeScenePhase(to: phase)
        case .resolutionFinished(let id, let resolution): finishResolution(id, resolution)
        case .timePassed: break
        case .screenPushed(let screen): pushOntoTop(screen)
        case .popped: popTop(count: 1)
        case .poppedCount(let count): popTop(count: count)
        case .poppedTo(let screen): popTop(to: screen)
        case .poppedToRoot: popTop(count: .max)
        case .tabSelected(let tab): if tab == visible.selectedTab { reselect(tab) } else { select(tab) }
        case .modalRequested(let modal): present(modal)
        case .modalDismissed(let modal): if visible.modal == modal { dismissModal() }
        case .noticeDismissed: visible.notice = nil
        case .pathChanged(let tab, let path): changePath(of: tab, to: path)
        case .modalPathChanged(let modal, let path): changeModalPath(of: modal, to: path)
        case .unsavedInputChanged(let edited, let modal): markUnsavedInput(edited, in: modal)
        case .confirmationAnswered(let answer): self.answer(answer)
        case .noticeRaised(let notice): raise(notice)
        case .pendingDiscarded: discardPending()
        }
        discardOrphanedConfirmation()
        retryPendingWhoseBlockerWent()
        keepProtectedRootsCoveredNamingWhereThePersonIs()
    }
}
