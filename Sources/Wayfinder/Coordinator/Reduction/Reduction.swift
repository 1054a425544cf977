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
    /// Set when a landing during this event put the person somewhere: on a tab, or under a modal
    /// (a landing whose modal does not show, sign-in's while signed in, puts them nowhere).
    var placedByLanding = false
    /// Set when, signed in, the person was moved during this event off a root the session may not
    /// keep (sign-in came back to it, the session resolved): it is asked for once the event is
    /// done, when nothing landed or waits (``askForRootLeft()``).
    var rootLeft: Schema.Tab?
    init(schema: Schema, state: NavigationState<Schema>, effects: [NavigationEffect<Schema>] = []) {
        self.schema = schema
        self.state = state
        self.effects = effects
    }

    // MARK: The state's parts

    // The four parts nearly every reducer file names, by their names in the state; the others
    // are written `state.gates`, `state.inFlight` and so on.

    /// What the person sees.
    var visible: NavigationState<Schema>.Visible {
        get { state.visible }
        _modify { yield &state.visible }
    }

    /// The session as last heard.
    var session: Session {
        get { state.session }
        _modify { yield &state.session }
    }

    /// The one waiting navigation, pending or behind a question: the state's ``NavigationState/waiting``
    /// (``NavigationState/pending`` is only the one that does not wait for an answer).
    var waiting: PendingLink<Schema>? {
        get { state.waiting }
        _modify { yield &state.waiting }
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
        askForRootLeft()
    }
}
