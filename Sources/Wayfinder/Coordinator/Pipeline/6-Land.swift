/// Stage 6 of *How a link lands*, Land: a destination applied in one step (tab, whole stack,
/// modal, notice), or the fallback with a notice.
extension Reduction {
    /// Applies a destination in one step: the tab's whole stack, the tab, the modal, the notice.
    mutating func land(
        _ navigation: Navigation<Schema>, _ destination: Destination<Schema>, notice: Schema.Notice? = nil,
        outcome: DecisionOutcome, reason: DecisionReason
    ) {
        if let error = schemaError(in: destination, for: navigation) {
            landOnFallback(navigation, notice: schema.notices.linkUnavailable, outcome: .rejected, reason: error)
            return
        }
        supersedeParkedReturn(by: navigation)
        let before = (state.location, visible.presented)
        if case .tab(let tab, let stack) = destination.place {
            if navigation.source != .session { state.tabLeftForSignIn = nil }
            switch destination.merge {
            case .replace: setStack(stack, for: tab)
            case .push: setStack(Self.pushing(stack, onto: state.stack(for: tab), root: nil), for: tab)
            }
            visible.selectedTab = tab
            placedByLanding = true
        }
        if let presentation = destination.presentation {
            let modal = presentation.modal
            // A higher modal stays (a helper takes sign-in's place); the destination's modal is
            // dropped with the record saying so. Sign-in shows only to a person who must sign in
            // (signed out or expired), never over a signed-in session or one not yet known: a
            // resolver's landing on it (a stale code) leaves the person where they are.
            if mayShow(modal), modal != schema.signInModal || isSignedOut {
                let replaced = visible.modal
                setModal(modal)
                placedByLanding = true
                if let replaced, replaced != modal { supersedeLinkWaiting(for: replaced, by: navigation) }
                visible.presented?.stack = presentation.stack
                // Over the current place, never over a root the session may not keep (one that
                // needs a requirement it lacks, the person kept on it by a launch with this link):
                // the modal goes up over where a launch without it puts the person.
                if case .current = destination.place { leaveRootTheSessionMayNotKeep() }
                // Only a route that landed put the modal up: a resolver's landing (a stale code
                // landing on sign-in) is not the modal's link, and its secret is not kept.
                if outcome == .landed, case .route(let route) = navigation.target, schema.root(of: modal) == nil {
                    state.presentingRoute = route
                }
            }
        }
        visible.notice = nil
        if let notice { show(notice) }
        if navigation.source != .restoration { state.landedSinceLaunch = true }
        visible.transition = Self.transition(from: before, to: (state.location, visible.presented))
        var delivered: Schema.Route?
        if outcome == .landed, case .route(let route) = navigation.target { delivered = route }
        // The record and the delivery go into the buffer together: room for both at once.
        if delivered != nil { effects.reserveCapacity(effects.count + 2) }
        record(navigation, outcome, reason, landing: true)
        if let route = delivered,
            let url = navigation.link ?? schema.links.link(for: route)
        {
            effects.append(.deliver(DeliveredLink(id: navigation.id, url: url, route: route)))
        }
    }

    /// The fallback location with a notice, or, while a modal or gate is up, no move at all.
    mutating func landOnFallback(
        _ navigation: Navigation<Schema>, notice: Schema.Notice, outcome: DecisionOutcome, reason: DecisionReason
    ) {
        if visible.modal != nil || !state.gates.isEmpty {
            // The person stays where they are. Kept on a root the session cannot see, with nothing
            // waiting for it (a cold launch with a link, under a gate), they are moved off it and
            // it waits for what it needs, as a launch without the link does.
            if self.waiting == nil, !isSignedOut, !permits(schema.access(forRootOf: visible.selectedTab)) {
                askForSelectedRoot(source: .session)
            }
            // Nothing keeps a notice that may not show: it is dropped, and the record says so.
            let landing: DecisionReason.FallbackLanding =
                show(notice)
                ? .stayedPut : .stayedPutWithoutNotice(notice: "\(notice)", blocker: visible.modal.map { "\($0)" })
            record(navigation, outcome, .fallback(reason, landing), landing: true)
            return
        }
        // The fallback is the default tab's root. When the session cannot see it now, the person
        // lands where a launch would put them, at that tab's root, so the record names where they
        // are. Signed out or expired with a protected default root: the public tab the rule of
        // protected roots picks, the default tab remembered for after sign-in (nothing asks for
        // sign-in). While the session is unknown, or signed in without a requirement the root
        // needs: the first tab the session may see, and the default root waits for what it
        // needs, as at launch, so the link ends where it ends with the session known from the start.
        let fallbackTab = schema.defaultTab
        let rootAccess = schema.access(forRootOf: fallbackTab)
        let asksForRoot = !permits(rootAccess) && !(isSignedOut && rootAccess.isProtected)
        let standIn =
            isSignedOut && rootAccess.isProtected
            ? firstPublicTab : asksForRoot ? schema.tabs.first { permits(schema.access(forRootOf: $0)) } : nil
        land(
            navigation, .tab(standIn ?? fallbackTab), notice: notice, outcome: outcome,
            reason: .fallback(reason, .landedOnFallback))
        if isSignedOut, standIn != nil { state.tabLeftForSignIn = fallbackTab }
        if asksForRoot { askForRoot(of: fallbackTab) }
    }

    /// The root of `tab`, which the session cannot see now, waits for what it needs (the session,
    /// a requirement) as the app's own navigation, as at launch; nothing when nothing in the app
    /// can meet it.
    mutating func askForRoot(of tab: Schema.Tab) {
        let root = Location<Schema>(tab: tab)
        guard let reason = blocker(for: .location(root)) else { return }
        park(
            Navigation(
                id: newLinkID(), target: .location(root), display: display(root), source: .session, arrivedAt: now,
                phase: phase),
            reason: reason)
    }

    func landedReason(_ rule: RouteRule<Schema>, resolved: Bool) -> DecisionReason {
        .landed(resolved: resolved, granted: rule.access.isProtected ? rule.access : nil, isAction: rule.isAction)
    }

    /// What is wrong with a destination's containers, naming the route and the screen, or `nil`.
    func schemaError(in destination: Destination<Schema>, for navigation: Navigation<Schema>) -> DecisionReason? {
        // Checked on every landing, so it builds no text and no set unless something is wrong.
        func problem(
            _ stack: [Schema.Screen], _ modal: Schema.Modal?, _ container: () -> DecisionReason.Container
        ) -> DecisionReason? {
            for position in 0..<stack.count {
                let screen = stack[position]
                if let misplaced = misplacement(of: screen, in: modal) {
                    return .destinationMisplaces(
                        link: navigation.display, screen: "\(screen)", in: container(), misplaced)
                }
                if let modal, screen == schema.root(of: modal) {
                    return .destinationPushesModalRoot(link: navigation.display, screen: "\(screen)", modal: "\(modal)")
                }
                if Self.index(of: screen, in: stack) != position {
                    return .destinationRepeats(link: navigation.display, screen: "\(screen)", in: container())
                }
            }
            return nil
        }
        if case .tab(let tab, let stack) = destination.place, let found = problem(stack, nil, { .tab("\(tab)") }) {
            return found
        }
        if let presentation = destination.presentation, !presentation.stack.isEmpty {
            return problem(presentation.stack, presentation.modal) { .modal("\(presentation.modal)") }
        }
        return nil
    }

    static func transition(
        from before: (Location<Schema>, ModalPresentation<Schema>?),
        to after: (Location<Schema>, ModalPresentation<Schema>?)
    ) -> TransitionKind {
        if before.0 == after.0 {
            guard let old = before.1, let new = after.1, old.modal == new.modal else {
                return before.1 == after.1 ? .none : .step
            }
            return transition(from: old.stack, to: new.stack)
        }
        if before.0.tab != after.0.tab { return .jump }
        return transition(from: before.0.stack, to: after.0.stack)
    }

    static func transition(from old: [Schema.Screen], to new: [Schema.Screen]) -> TransitionKind {
        if old == new { return .none }
        if new.count == old.count + 1 && Array(new.dropLast()) == old { return .step }
        if old.count == new.count + 1 && Array(old.dropLast()) == new { return .step }
        return .jump
    }
}
