/// Stage 6 of *How a link lands*, Land: a destination applied in one step (tab, whole stack,
/// modal, notice), or the fallback with a notice.
extension Reduction {
    /// Applies a destination in one step: the tab's whole stack, the tab, the modal, the notice.
    mutating func land(
        _ navigation: Navigation<Schema>, _ destination: Destination<Schema>, notice: Schema.Notice? = nil,
        outcome: DecisionOutcome, reason: String
    ) {
        if let error = schemaError(in: destination, for: navigation) {
            landOnFallback(navigation, notice: schema.notices.linkUnavailable, outcome: .rejected, reason: error)
            return
        }
        supersedeParkedReturn(by: navigation)
        let before = (state.location, visible.presented)
        if case .tab(let tab, let stack) = destination.place {
            if navigation.source != .session { tabLeftForSignIn = nil }
            switch destination.merge {
            case .replace: setStack(stack, for: tab)
            case .push: setStack(Self.pushing(stack, onto: state.stack(for: tab), root: nil), for: tab)
            }
            visible.selectedTab = tab
        }
        if let presentation = destination.presentation {
            let modal = presentation.modal
            // A higher modal stays (a helper takes sign-in's place); the destination's modal is
            // dropped with the record saying so.
            if mayShow(modal) {
                setModal(modal)
                visible.presented?.stack = presentation.stack
                // Only a route that landed put the modal up: a resolver's landing (a stale code
                // landing on sign-in) is not the modal's link, and its secret is not kept.
                if outcome == .landed, case .route(let route) = navigation.target, schema.root(of: modal) == nil {
                    presentingRoute = route
                }
            }
        }
        visible.notice = nil
        if let notice { show(notice) }
        if navigation.source != .restoration { landedSinceLaunch = true }
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
        _ navigation: Navigation<Schema>, notice: Schema.Notice, outcome: DecisionOutcome, reason: String
    ) {
        if visible.modal != nil || !gates.isEmpty {
            let shown = show(notice)
            // Nothing keeps a notice that may not show: it is dropped, and the record says so.
            let note = shown ? "" : "; \(notice) is not shown: \(visible.modal.map { "\($0)" } ?? "a gate") is up"
            record(
                navigation, outcome,
                Self.sentence(reason) + " Stayed put under the modal" + note + ".", landing: true)
            return
        }
        land(
            navigation, .tab(schema.defaultTab), notice: notice, outcome: outcome,
            reason: Self.sentence(reason) + " Landed on the fallback.")
    }

    func landedReason(_ rule: RouteRule<Schema>, resolved: Bool) -> String {
        // The common case is a constant: no text is built for it.
        if !rule.access.isProtected && !rule.isAction {
            return resolved ? "resolved; public" : "no resolver needed; public"
        }
        var reason = resolved ? "resolved" : "no resolver needed"
        reason += rule.access.isProtected ? "; access \(rule.access) granted" : "; public"
        if rule.isAction { reason += "; an action: landed on its confirmation, the link does not perform it" }
        return reason
    }

    /// What is wrong with a destination's containers, naming the route and the screen, or `nil`.
    func schemaError(in destination: Destination<Schema>, for navigation: Navigation<Schema>) -> String? {
        // Checked on every landing, so it builds no text and no set unless something is wrong.
        func problem(_ stack: [Schema.Screen], _ modal: Schema.Modal?, _ place: () -> String) -> String? {
            for position in 0..<stack.count {
                let screen = stack[position]
                if let misplaced = misplacement(of: screen, in: modal) {
                    return "schema error: \(navigation.display) puts \(screen) \(place()), but \(misplaced)"
                }
                if let modal, screen == schema.root(of: modal) {
                    return "schema error: \(navigation.display) pushes \(screen), the root of \(modal)"
                }
                if Self.index(of: screen, in: stack) != position {
                    return "schema error: \(navigation.display) puts \(screen) twice \(place())"
                }
            }
            return nil
        }
        if case .tab(let tab, let stack) = destination.place, let found = problem(stack, nil, { "in tab \(tab)" }) {
            return found
        }
        if let presentation = destination.presentation, !presentation.stack.isEmpty {
            return problem(presentation.stack, presentation.modal) { "inside \(presentation.modal)" }
        }
        return nil
    }

    /// `text` as a sentence: capitalised, ending in a full stop.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let body = first.uppercased() + text.dropFirst()
        return body.hasSuffix(".") ? body : body + "."
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
