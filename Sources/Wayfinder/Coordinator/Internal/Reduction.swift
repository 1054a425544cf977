/// One run of the state machine: the state being changed and the effects collected.
///
/// Its members are `@inlinable`, so the app's module compiles the reducer for its own schema
/// (unspecialized generic code spends much of its time on type metadata lookups). The few paths
/// that only build text for a record (a duplicate, a duration) are `@usableFromInline` alone.
@usableFromInline
struct Reduction<Schema: NavigationSchema> {
    @usableFromInline
    let schema: Schema
    @usableFromInline
    var state: NavigationState<Schema>
    @usableFromInline
    var effects: [NavigationEffect<Schema>]
    /// Set while a launch event is handled, so records say `cold launch`.
    @usableFromInline
    var launching: LaunchKind?

    @inlinable
    init(schema: Schema, state: NavigationState<Schema>, effects: [NavigationEffect<Schema>] = []) {
        self.schema = schema
        self.state = state
        self.effects = effects
    }

    @inlinable
    var now: NavigationTime { state._now }
    @inlinable
    var policy: NavigationPolicy { schema.policy }

    @inlinable
    mutating func handle(_ event: NavigationEvent<Schema>) {
        switch event {
        case .launched(let launch): self.launch(launch)
        case .linkReceived(let text, let source): receive(link: text, source: source)
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
        case .tabSelected(let tab): if tab == state._visible.selectedTab { reselect(tab) } else { select(tab) }
        case .modalRequested(let modal): present(modal)
        case .modalDismissed(let modal): if state._visible.modal == modal { dismissModal() }
        case .noticeDismissed: state._visible.notice = nil
        case .pathChanged(let tab, let path): changePath(of: tab, to: path)
        case .modalPathChanged(let modal, let path): changeModalPath(of: modal, to: path)
        }
    }

    // MARK: Time

    /// Whether a pending link's time to live runs: not while the app is in the foreground with
    /// a requirement's modal (sign-in, a step-up) up.
    @inlinable
    static func timeToLiveCounts(in state: NavigationState<Schema>, schema: Schema) -> Bool {
        guard state._scenePhase == .active, let modal = state._visible.modal else { return true }
        return schema.requirementName(presentedBy: modal) == nil
    }

    /// Moves the timeline to `now`, spending pending time to live under the conditions that held
    /// since the last event, then expires what ran out.
    @inlinable
    mutating func advanceTime(to now: NavigationTime) {
        guard now > state._now else { return }
        if var pending = state._pending, Self.timeToLiveCounts(in: state, schema: schema) {
            pending._navigation.elapsed += now - state._now
            state._pending = pending
        }
        state._now = now
        if let pending = state._pending, pending.elapsed >= policy.pendingTimeToLive {
            state._pending = nil
            record(
                pending.id, pending.display, pending.source, .expired,
                "its time to live (\(Self.format(policy.pendingTimeToLive))) ran out while \(pending.reason)",
                target: pending.target
            )
        }
        if let flight = state._inFlight, now - flight.startedAt > policy.resolutionTimeout {
            state._inFlight = nil
            effects.append(.cancelResolution(flight.id))
            landOnFallback(
                flight._navigation, notice: schema.notices.linkUnavailable, outcome: .unavailable,
                reason: "the resolver did not answer within \(Self.format(policy.resolutionTimeout))"
            )
        }
        let window = policy.duplicateWindow
        state._recentLinks.removeAll { now - $0.at >= window }
    }

    // MARK: Records

    @inlinable
    var phase: LaunchPhase {
        switch launching {
        case .cold: return .coldLaunch
        case .warm: return .warmLaunch
        case nil: break
        }
        if state._launch == nil { return .notLaunched }
        return state._scenePhase == .background ? .background : .running
    }

    @inlinable
    var landingPlace: RecordedLocation { RecordedLocation(state.location, presented: state._visible.presented) }

    /// Emits a record. `target` names the route whose link rule's pattern the record carries;
    /// the pattern is looked up here, only when a record is made.
    @inlinable
    mutating func record(
        _ id: LinkID, _ link: String, _ source: LinkSource, _ outcome: DecisionOutcome, _ reason: String,
        landing: Bool = false, target: PendingLink<Schema>.Target? = nil
    ) {
        record(id, link, source, outcome, reason, landing: landing, pattern: rulePattern(of: target))
    }

    /// Emits a record whose pattern the caller already knows.
    @inlinable
    mutating func record(
        _ id: LinkID, _ link: String, _ source: LinkSource, _ outcome: DecisionOutcome, _ reason: String,
        landing: Bool = false, pattern: String?
    ) {
        effects.append(
            .record(
                DecisionRecord(
                    id: id, time: now, link: link, source: source, session: SessionKind(state._session), phase: phase,
                    outcome: outcome, reason: reason, landing: landing ? landingPlace : nil,
                    pattern: pattern
                )
            )
        )
    }

    /// The pattern of the link rule that prints the target's route, or `nil` for a location or
    /// a route without a link.
    @inlinable
    func rulePattern(of target: PendingLink<Schema>.Target?) -> String? {
        guard case .route(let route) = target else { return nil }
        return schema.links.printing(route)?.rule.pattern
    }

    @inlinable
    mutating func newLinkID() -> LinkID {
        defer { state._nextLinkID += 1 }
        return LinkID(state._nextLinkID)
    }

    @usableFromInline
    static func format(_ duration: Duration) -> String { duration.readable }

    // MARK: Access

    /// Cuts every stack at its first screen `keeps` rejects, the modal's included (a modal whose
    /// root screen it rejects closes). The one place that walks every stack.
    @inlinable
    mutating func cutEveryStack(keeping keeps: (Schema.Screen) -> Bool) {
        for (tab, stack) in state._visible.stacks {
            guard let index = stack.firstIndex(where: { !keeps($0) }) else { continue }
            setStack(Array(stack[..<index]), for: tab)
        }
        cutModalStack(keeping: keeps)
    }

    /// Cuts every stack at its first screen the session may not keep (signed out, a requirement
    /// lapsed), and closes a modal it may not keep.
    @inlinable
    mutating func cutStacksToAccess() {
        let schema = self.schema
        let state = self.state
        cutEveryStack { schema.holds(schema.access(for: $0), in: state) }
        if let modal = self.state._visible.modal, !schema.holds(schema.rule(for: modal).access, in: state) {
            self.state._visible.modal = nil
        }
    }

    @inlinable
    mutating func setStack(_ stack: [Schema.Screen], for tab: Schema.Tab) {
        state._visible.stacks[tab] = stack.isEmpty ? nil : stack
    }

    // MARK: Modals and notices

    @inlinable
    func priority(of modal: Schema.Modal) -> Int { schema.rule(for: modal).priority }

    /// Shows a notice unless a requirement's modal (sign-in, a step-up) is up and the notice
    /// does not explain it.
    /// - Returns: Whether it shows.
    @discardableResult
    @inlinable
    mutating func show(_ notice: Schema.Notice) -> Bool {
        if let modal = state._visible.modal, !self.notice(notice, mayCover: modal) { return false }
        state._visible.notice = notice
        return true
    }

    /// Presents sign-in now, or on the next foreground while in the background.
    @inlinable
    mutating func presentSignIn() {
        guard state._scenePhase == .active else {
            state._expiryNoticeDue = true
            return
        }
        if let modal = state._visible.modal, modal != schema.signInModal,
            priority(of: modal) >= priority(of: schema.signInModal)
        {
            return
        }
        if state._visible.modal != schema.signInModal { state._visible.transition = .step }
        setModal(schema.signInModal)
        if case .expired = state._session { show(schema.notices.sessionExpired) }
    }

    /// Presents `modal`. The one place a modal is put up, so the rule that notices never cover
    /// a requirement's modal (sign-in, a step-up) unless they explain it holds however it came up.
    @inlinable
    mutating func setModal(_ modal: Schema.Modal) {
        state._visible.modal = modal
        if let notice = state._visible.notice, !self.notice(notice, mayCover: modal) {
            state._visible.notice = nil
        }
    }

    @inlinable
    mutating func clearSignInNotice() {
        if let notice = state._visible.notice, schema.notices.explainingSignIn.contains(notice) {
            state._visible.notice = nil
        }
    }
}
