/// One run of the state machine: the state being changed and the effects collected.
struct Reduction<Schema: NavigationSchema> {
    let schema: Schema
    var state: NavigationState<Schema>
    var effects: [NavigationEffect<Schema>] = []
    /// Set while a launch event is handled, so records say `cold launch`.
    var launching: LaunchKind?

    init(schema: Schema, state: NavigationState<Schema>) {
        self.schema = schema
        self.state = state
    }

    var now: NavigationTime { state.now }
    var policy: NavigationPolicy { schema.policy }

    mutating func handle(_ event: NavigationEvent<Schema>) {
        switch event {
        case .launched(let launch): self.launch(launch)
        case .linkReceived(let text, let source): receive(link: text, source: source)
        case .routeRequested(let route, let source): receive(route: route, source: source)
        case .sessionResolved(let session): resolveSession(session)
        case .signedIn(let account): signIn(account)
        case .signInFailed: failSignIn()
        case .signInCancelled: cancelSignIn()
        case .sessionExpired: expireSession()
        case .signedOut: signOut()
        case .gateRaised(let gate): raise(gate)
        case .gateCleared(let gate): clear(gate)
        case .scenePhaseChanged(let phase): changeScenePhase(to: phase)
        case .resolutionFinished(let id, let resolution): finishResolution(id, resolution)
        case .timePassed: break
        case .screenPushed(let screen): push(screen)
        case .popped: pop()
        case .poppedToRoot: popToRoot()
        case .tabSelected(let tab): select(tab)
        case .modalRequested(let modal): present(modal)
        case .modalDismissed(let modal): if state.visible.modal == modal { dismissModal() }
        case .noticeDismissed: state.visible.notice = nil
        case .pathChanged(let tab, let path): changePath(of: tab, to: path)
        }
    }

    // MARK: Time

    static func timeToLiveCounts(in state: NavigationState<Schema>, signIn: Schema.Modal) -> Bool {
        !(state.scenePhase == .active && state.visible.modal == signIn)
    }

    /// Moves the timeline to `now`, spending pending time to live under the conditions that held
    /// since the last event, then expires what ran out.
    mutating func advanceTime(to now: NavigationTime) {
        guard now > state.now else { return }
        if var pending = state.pending, Self.timeToLiveCounts(in: state, signIn: schema.signInModal) {
            pending.navigation.elapsed += now - state.now
            state.pending = pending
        }
        state.now = now
        if let pending = state.pending, pending.elapsed >= policy.pendingTimeToLive {
            state.pending = nil
            record(
                pending.id, pending.display, pending.source, .expired,
                "its time to live (\(Self.format(policy.pendingTimeToLive))) ran out while \(pending.reason)"
            )
        }
        if let flight = state.inFlight, now - flight.startedAt > policy.resolutionTimeout {
            state.inFlight = nil
            effects.append(.cancelResolution(flight.id))
            landOnFallback(
                flight.navigation, notice: schema.notices.linkUnavailable, outcome: .unavailable,
                reason: "the resolver did not answer within \(Self.format(policy.resolutionTimeout))"
            )
        }
        let window = policy.duplicateWindow
        state.recentLinks.removeAll { now - $0.at >= window }
    }

    // MARK: Records

    var phase: LaunchPhase {
        switch launching {
        case .cold: return .coldLaunch
        case .warm: return .warmLaunch
        case nil: break
        }
        if state.launch == nil { return .notLaunched }
        return state.scenePhase == .background ? .background : .running
    }

    var landingPlace: RecordedLocation {
        let location = state.location
        return RecordedLocation(
            tab: location.tab.description, stack: location.stack.map(\.description),
            modal: state.visible.modal.map(\.description))
    }

    mutating func record(
        _ id: LinkID, _ link: String, _ source: LinkSource, _ outcome: DecisionOutcome, _ reason: String,
        landing: Bool = false
    ) {
        effects.append(
            .record(
                DecisionRecord(
                    id: id, time: now, link: link, source: source, session: SessionKind(state.session), phase: phase,
                    outcome: outcome, reason: reason, landing: landing ? landingPlace : nil
                )
            )
        )
    }

    mutating func newLinkID() -> LinkID {
        defer { state.nextLinkID += 1 }
        return LinkID(state.nextLinkID)
    }

    static func format(_ duration: Duration) -> String { duration.readable }

    // MARK: Access

    /// Whether the session may see something that needs `access`. Every check in the reducer
    /// goes through here.
    func permits(_ access: Access) -> Bool { schema.session(state.session, satisfies: access) }

    /// Whether the session may see `screen`.
    func permits(_ screen: Schema.Screen) -> Bool { permits(schema.access(for: screen)) }

    /// Cuts every stack at its first screen `keeps` rejects. The one place that walks every stack.
    mutating func cutEveryStack(keeping keeps: (Schema.Screen) -> Bool) {
        for (tab, stack) in state.visible.stacks {
            guard let index = stack.firstIndex(where: { !keeps($0) }) else { continue }
            setStack(Array(stack[..<index]), for: tab)
        }
    }

    /// Cuts every stack at its first screen the session may not see, and closes a modal it may not see.
    mutating func cutStacksToAccess() {
        let schema = self.schema
        let session = state.session
        cutEveryStack { schema.session(session, satisfies: schema.access(for: $0)) }
        if let modal = state.visible.modal, !permits(schema.rule(for: modal).access) { state.visible.modal = nil }
    }

    mutating func setStack(_ stack: [Schema.Screen], for tab: Schema.Tab) {
        state.visible.stacks[tab] = stack.isEmpty ? nil : stack
    }

    // MARK: Modals and notices

    func priority(of modal: Schema.Modal) -> Int { schema.rule(for: modal).priority }

    /// Shows a notice unless sign-in is up and the notice does not explain it.
    /// - Returns: Whether it shows.
    @discardableResult
    mutating func show(_ notice: Schema.Notice) -> Bool {
        if state.visible.modal == schema.signInModal && !schema.notices.explainingSignIn.contains(notice) {
            return false
        }
        state.visible.notice = notice
        return true
    }

    /// Presents sign-in now, or on the next foreground while in the background.
    mutating func presentSignIn() {
        guard state.scenePhase == .active else {
            state.expiryNoticeDue = true
            return
        }
        if let modal = state.visible.modal, modal != schema.signInModal,
            priority(of: modal) >= priority(of: schema.signInModal)
        {
            return
        }
        if state.visible.modal != schema.signInModal { state.visible.transition = .step }
        setModal(schema.signInModal)
        if case .expired = state.session { show(schema.notices.sessionExpired) }
    }

    /// Presents `modal`. The one place a modal is put up, so the rule that notices never cover
    /// sign-in unless they explain it holds however sign-in came up.
    mutating func setModal(_ modal: Schema.Modal) {
        state.visible.modal = modal
        if modal == schema.signInModal, let notice = state.visible.notice,
            !schema.notices.explainingSignIn.contains(notice)
        {
            state.visible.notice = nil
        }
    }

    mutating func clearSignInNotice() {
        if let notice = state.visible.notice, schema.notices.explainingSignIn.contains(notice) {
            state.visible.notice = nil
        }
    }
}
