/// A link's text as the link table matched it.
typealias LinkMatched<Schema: NavigationSchema> = Result<LinkTable<Schema.Route>.Match, LinkRejection>

/// One run of the state machine: the state being changed and the effects collected.
///
/// Its members are `@inlinable`, so the app's module compiles the reducer for its own schema
/// (unspecialized generic code spends much of its time on type metadata lookups). The few paths
/// that only build text for a record (a duplicate, a duration) are `@usableFromInline` alone.
struct Reduction<Schema: NavigationSchema> {
    let schema: Schema
    var state: NavigationState<Schema>
    var effects: [NavigationEffect<Schema>]
    /// Set while a launch event is handled, so records say `cold launch`.
    var launching: LaunchKind?
    /// A modal that yielded to a navigation during this event, said in that navigation's next record.
    var yieldNote: YieldNote<Schema>?
    init(schema: Schema, state: NavigationState<Schema>, effects: [NavigationEffect<Schema>] = []) {
        self.schema = schema
        self.state = state
        self.effects = effects
    }

    // MARK: The state's parts

    /// The route whose link put up the modal that is up, when it holds no stack of its own.
    var presentingRoute: Schema.Route? {
        get { state._presentingRoute }
        _modify { yield &state._presentingRoute }
    }

    // The one place the reducer reaches into the state's stored parts. They are underscored and
    // `@usableFromInline` so that this code, inlined into the app and specialized for its schema,
    // may change them; the reducer's files call these accessors, which change them in place.

    /// The protected tab left only because the session was signed out or expired.
    var tabLeftForSignIn: Schema.Tab? {
        get { state._tabLeftForSignIn }
        _modify { yield &state._tabLeftForSignIn }
    }

    /// What the person sees.
    var visible: NavigationState<Schema>.Visible {
        get { state._visible }
        _modify { yield &state._visible }
    }

    /// The session as last heard.
    var session: Session {
        get { state._session }
        _modify { yield &state._session }
    }

    /// Foreground or background.
    var scenePhase: AppPhase {
        get { state._scenePhase }
        _modify { yield &state._scenePhase }
    }

    /// How the app was launched, once it has been.
    var launchKind: LaunchKind? {
        get { state._launch }
        _modify { yield &state._launch }
    }

    /// Raised launch gates, oldest first.
    var gates: [LaunchGate] {
        get { state._gates }
        _modify { yield &state._gates }
    }

    /// The one waiting navigation.
    var pending: PendingLink<Schema>? {
        get { state._pending }
        _modify { yield &state._pending }
    }

    /// The one resolver run in flight.
    var inFlight: InFlightResolution<Schema>? {
        get { state._inFlight }
        _modify { yield &state._inFlight }
    }

    /// The next navigation's number.
    var nextLinkID: Int {
        get { state._nextLinkID }
        _modify { yield &state._nextLinkID }
    }

    /// The next resolver run's number.
    var nextResolutionID: Int {
        get { state._nextResolutionID }
        _modify { yield &state._nextResolutionID }
    }

    /// The duplicate window.
    var recentLinks: [RecentLink] {
        get { state._recentLinks }
        _modify { yield &state._recentLinks }
    }

    /// A snapshot waiting for the session.
    var heldRestoration: HeldRestoration<Schema>? {
        get { state._heldRestoration }
        _modify { yield &state._heldRestoration }
    }

    /// A requirement's modal or the expiry notice is due on the next foreground.
    var expiryNoticeDue: Bool {
        get { state._expiryNoticeDue }
        _modify { yield &state._expiryNoticeDue }
    }

    /// Whether a navigation landed since the launch.
    var landedSinceLaunch: Bool {
        get { state._landedSinceLaunch }
        _modify { yield &state._landedSinceLaunch }
    }

    /// When each requirement was last met.
    var requirementsMet: [RequirementName: NavigationTime] {
        get { state._requirementsMet }
        _modify { yield &state._requirementsMet }
    }

    /// When the scene last went to the background.
    var backgroundedAt: NavigationTime? {
        get { state._backgroundedAt }
        _modify { yield &state._backgroundedAt }
    }
    /// The reducer's clock: the instant of the event being handled.
    var now: NavigationTime {
        get { state._now }
        _modify { yield &state._now }
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
        keepProtectedRootsCovered()
    }
}
