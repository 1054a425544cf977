/// Links and routes: receive, check, wait, resolve, land.
extension Reduction {
    // MARK: Receive

    @inlinable
    mutating func receive(link text: String, source: LinkSource) {
        let id = newLinkID()
        let textKey = text.hashValue
        // The same text again within the duplicate window is found without matching it (the
        // table is deterministic, so it is the same route): a duplicate allocates nothing.
        if source != .app, let earlier = state._recentLinks.first(where: { $0.text == textKey }) {
            recordDuplicate(id, source: source, link: earlier.display, pattern: earlier.pattern, since: earlier.at)
            return
        }
        switch schema.links.matchDetails(text) {
        case .success(let match):
            receive(route: match.route, source: source, id: id, pattern: match.rule.pattern, text: textKey)
        case .failure(let rejection):
            let display = schema.links.displayString(forUnmatched: text)
            guard
                admit(
                    id, key: .raw(textKey), text: textKey, display: display, source: source,
                    pattern: nil)
            else { return }
            supersedeInFlight(by: display)
            landOnFallback(
                Navigation(id: id, target: .location(fallback), display: display, source: source, arrivedAt: now),
                notice: schema.notices.linkUnavailable, outcome: .rejected, reason: rejection.description
            )
        }
    }

    /// - Parameters:
    ///   - pattern: The matched rule's pattern when the caller already knows it, so a
    ///     duplicate's record does not look it up again.
    ///   - text: The hash of the link's text, when the route came from one.
    @inlinable
    mutating func receive(
        route: Schema.Route, source: LinkSource, id: LinkID? = nil, pattern: String? = nil, text: Int? = nil
    ) {
        let id = id ?? newLinkID()
        // The route is printed once here for every record of its journey.
        let recorded = schema.links._recordedForm(of: route)
        let display = recorded.display
        let pattern = pattern ?? recorded.pattern
        // App-initiated navigation (a control in the app) is never a duplicate: the window is for
        // external deliveries of the same link.
        if source != .app {
            guard admit(id, key: duplicateKey(route), text: text, display: display, source: source, pattern: pattern)
            else { return }
        }
        supersedeInFlight(by: display)
        if source == .app { closeModalForTap(to: route, display: display) }
        var navigation = Navigation<Schema>(
            id: id, target: .route(route), display: display, source: source, arrivedAt: now)
        navigation.pattern = pattern
        navigation.link = recorded.link
        proceed(navigation)
    }

    /// The duplicate window: the same link again within it navigates once. Remembers the link
    /// (by fingerprints, and its redacted display for the duplicate's record) when it is new.
    @usableFromInline
    mutating func admit(
        _ id: LinkID, key: RecentLink.Key, text: Int?, display: String, source: LinkSource, pattern: String?
    ) -> Bool {
        let link = DecisionRecord.escaped(display)
        let pattern = pattern.map(DecisionRecord.escaped)
        if let earlier = state._recentLinks.first(where: { $0.key == key }) {
            recordDuplicate(id, source: source, link: link, pattern: pattern, since: earlier.at)
            return false
        }
        state._recentLinks.append(RecentLink(key: key, text: text, display: link, pattern: pattern, at: now))
        return true
    }

    /// The record of a duplicate: its link and pattern are escaped already, and its reason is
    /// rendered only when a sink reads it.
    @usableFromInline
    mutating func recordDuplicate(
        _ id: LinkID, source: LinkSource, link: String, pattern: String?, since earlier: NavigationTime
    ) {
        effects.append(
            .record(
                DecisionRecord(
                    id: id, time: now, escapedLink: link, source: source, session: SessionKind(state._session),
                    phase: phase, outcome: .duplicate,
                    reason: .duplicate(since: now - earlier, window: policy.duplicateWindow), escapedPattern: pattern
                )
            )
        )
    }

    /// What the duplicate window compares: the route's hash (two invites that differ only by
    /// token are different routes), never the link or its secret. Equal routes print the same
    /// canonical link, so this is the canonical link's identity without printing it. Hash values
    /// are seeded per process, which is enough: the window is never saved.
    @inlinable
    func duplicateKey(_ route: Schema.Route) -> RecentLink.Key {
        .route(route.hashValue)
    }

    @inlinable
    func display(_ route: Schema.Route) -> String {
        schema.links.redactedDescription(of: route)
    }

    @inlinable
    func display(_ location: Location<Schema>) -> String {
        if let top = location.stack.last, let route = schema.route(for: top),
            schema.rule(for: route).destination == .tab(location.tab, location.stack)
        {
            return display(route)
        }
        return location.description
    }

    @inlinable
    var fallback: Location<Schema> { Location(tab: schema.defaultTab) }

    // MARK: Decide

    /// The one decision every navigation goes through.
    @inlinable
    mutating func proceed(_ navigation: Navigation<Schema>) {
        if let reason = blocker(for: navigation.target) {
            park(navigation, reason: reason)
            return
        }
        if let access = firstUnpermitted(navigation.target) {
            landOnFallback(
                navigation, notice: schema.notices.accessDenied, outcome: .rejected,
                reason: "the account does not meet the requirement (\(access))"
            )
            return
        }
        switch navigation.target {
        case .location(let location):
            land(
                navigation, .tab(location.tab, location.stack), outcome: .landed,
                reason: "returned to where the person was")
        case .route(let route):
            let rule = schema.rule(for: route)
            if rule.needsResolution {
                startResolution(navigation, route)
            } else {
                land(navigation, rule.destination, outcome: .landed, reason: landedReason(rule, resolved: false))
            }
        }
    }

    @inlinable
    func landedReason(_ rule: RouteRule<Schema>, resolved: Bool) -> String {
        var reason = resolved ? "resolved" : "no resolver needed"
        reason += rule.access.isProtected ? "; access \(rule.access) granted" : "; public"
        if rule.isAction { reason += "; an action: landed on its confirmation, the link does not perform it" }
        return reason
    }

    // MARK: Wait

    @inlinable
    mutating func park(_ navigation: Navigation<Schema>, reason: PendingLink<Schema>.Reason) {
        if let older = state._pending, older.id != navigation.id {
            record(
                older.id, older.display, older.source, .superseded, "a newer link replaced it: \(navigation.display)",
                target: older.target)
        }
        let previousReason = state._pending?.id == navigation.id ? state._pending?.reason : nil
        state._pending = PendingLink(navigation, reason: reason)
        if case .requirement(let name) = reason { presentRequirement(name) }
        if previousReason != reason {
            record(
                navigation.id, navigation.display, navigation.source, .pending, reason.description,
                pattern: navigation.pattern ?? rulePattern(of: navigation.target))
        }
    }

    /// Tries the pending link again after something that blocked it went away.
    @inlinable
    mutating func replayPending() {
        guard let pending = state._pending else { return }
        let reason = blocker(for: pending.target)
        if reason == pending.reason { return }
        if let reason {
            park(pending._navigation, reason: reason)
            return
        }
        state._pending = nil
        proceed(pending._navigation)
    }

    /// Drops the pending link and the resolution in flight when they need more access than the
    /// session now has.
    @inlinable
    mutating func dropProtectedNavigation(_ outcome: DecisionOutcome, because reason: String) {
        if let pending = state._pending, schema.isProtected(pending.target) {
            state._pending = nil
            record(pending.id, pending.display, pending.source, outcome, reason, target: pending.target)
        }
        if let flight = state._inFlight, schema.rule(for: flight.route).access.isProtected {
            state._inFlight = nil
            effects.append(.cancelResolution(flight.id))
            record(flight.link, flight.display, flight.source, outcome, reason, target: .route(flight.route))
        }
    }

    // MARK: Resolve

    @inlinable
    mutating func supersedeInFlight(by display: String) {
        guard let flight = state._inFlight else { return }
        state._inFlight = nil
        effects.append(.cancelResolution(flight.id))
        record(
            flight.link, flight.display, flight.source, .superseded,
            "a newer link replaced it before it resolved: \(display)", target: .route(flight.route))
    }

    @inlinable
    mutating func startResolution(_ navigation: Navigation<Schema>, _ route: Schema.Route) {
        let id = ResolutionID(state._nextResolutionID)
        state._nextResolutionID += 1
        state._inFlight = InFlightResolution(id: id, route: route, startedAt: now, navigation: navigation)
        effects.append(
            .startResolution(
                id, route, ResolutionContext(account: state._session.account, redirects: navigation.redirects)))
    }

    @inlinable
    mutating func finishResolution(_ id: ResolutionID, _ resolution: Resolution<Schema>) {
        guard let flight = state._inFlight, flight.id == id else { return }  // a late answer: ignored
        state._inFlight = nil
        var navigation = flight._navigation
        switch resolution {
        case .proceed:
            let rule = schema.rule(for: flight.route)
            if let reason = blocker(for: navigation.target) {
                park(navigation, reason: reason)
            } else if let access = firstUnpermitted(navigation.target) {
                landOnFallback(
                    navigation, notice: schema.notices.accessDenied, outcome: .rejected,
                    reason: "the account does not meet the requirement (\(access))"
                )
            } else {
                land(navigation, rule.destination, outcome: .landed, reason: landedReason(rule, resolved: true))
            }
        case .redirect(let next):
            let nextDisplay = display(next)
            if next == flight.route || navigation.visited.contains(next) {
                landOnFallback(
                    navigation, notice: schema.notices.linkUnavailable, outcome: .unavailable,
                    reason: "redirect loop: \(nextDisplay) was already visited"
                )
                return
            }
            if flight.redirects >= policy.redirectLimit {
                landOnFallback(
                    navigation, notice: schema.notices.linkUnavailable, outcome: .unavailable,
                    reason: "more than \(policy.redirectLimit) redirects"
                )
                return
            }
            record(
                flight.link, flight.display, flight.source, .redirected, "redirected to \(nextDisplay)",
                target: .route(flight.route))
            navigation.visited.append(flight.route)
            navigation.redirects += 1
            navigation.target = .route(next)
            navigation.pattern = nil
            navigation.link = nil
            navigation.display = nextDisplay
            proceed(navigation)
        case .unavailable(let notice, let landing):
            if let reason = blocker(for: landing) {
                park(navigation, reason: reason)
                return
            }
            let schema = self.schema
            if let access = firstUnpermitted({ schema._forEachAccess(of: landing, $0) }) {
                landOnFallback(
                    navigation, notice: schema.notices.accessDenied, outcome: .rejected,
                    reason: "the resolver's landing needs \(access), which the account does not meet"
                )
                return
            }
            land(
                navigation, landing, notice: notice, outcome: .unavailable,
                reason: "the resolver reported it unavailable (\(notice))")
        }
    }

    // MARK: Land

    /// Applies a destination in one step: the tab's whole stack, the tab, the modal, the notice.
    @inlinable
    mutating func land(
        _ navigation: Navigation<Schema>, _ destination: Destination<Schema>, notice: Schema.Notice? = nil,
        outcome: DecisionOutcome, reason: String
    ) {
        if let error = schemaError(in: destination, for: navigation) {
            landOnFallback(navigation, notice: schema.notices.linkUnavailable, outcome: .rejected, reason: error)
            return
        }
        let before = (state.location, state._visible.presented)
        if case .tab(let tab, let stack) = destination.place {
            switch destination.merge {
            case .replace: setStack(stack, for: tab)
            case .push: setStack(Self.pushing(stack, onto: state.stack(for: tab), root: nil), for: tab)
            }
            state._visible.selectedTab = tab
        }
        if let presentation = destination.presentation {
            let modal = presentation.modal
            if let current = state._visible.modal, current != modal, priority(of: current) > priority(of: modal) {
                // A higher modal stays; the destination's modal is dropped with the record saying so.
            } else {
                setModal(modal)
                state._visible.presented?.stack = presentation.stack
            }
        }
        state._visible.notice = nil
        if let notice { show(notice) }
        if navigation.source != .restoration { state._landedSinceLaunch = true }
        state._visible.transition = Self.transition(from: before, to: (state.location, state._visible.presented))
        record(
            navigation.id, navigation.display, navigation.source, outcome, reason, landing: true,
            pattern: navigation.pattern ?? rulePattern(of: navigation.target))
        if outcome == .landed, case .route(let route) = navigation.target,
            let url = navigation.link ?? schema.links.link(for: route)
        {
            effects.append(.deliver(DeliveredLink(id: navigation.id, url: url, route: route)))
        }
    }

    /// The fallback location with a notice, or, while a modal or gate is up, no move at all.
    @inlinable
    mutating func landOnFallback(
        _ navigation: Navigation<Schema>, notice: Schema.Notice, outcome: DecisionOutcome, reason: String
    ) {
        if state._visible.modal != nil || !state._gates.isEmpty {
            let shown = show(notice)
            let note = shown ? "" : "; the notice waits: \(state._visible.modal.map { "\($0)" } ?? "a gate") is up"
            record(
                navigation.id, navigation.display, navigation.source, outcome,
                Self.sentence(reason) + " Stayed put under the modal" + note + ".", landing: true,
                pattern: navigation.pattern ?? rulePattern(of: navigation.target))
            return
        }
        land(
            navigation, .tab(schema.defaultTab), notice: notice, outcome: outcome,
            reason: Self.sentence(reason) + " Landed on the fallback.")
    }

    /// `text` as a sentence: capitalised, ending in a full stop.
    @inlinable
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let body = first.uppercased() + text.dropFirst()
        return body.hasSuffix(".") ? body : body + "."
    }

    @inlinable
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

    @inlinable
    static func transition(from old: [Schema.Screen], to new: [Schema.Screen]) -> TransitionKind {
        if old == new { return .none }
        if new.count == old.count + 1 && Array(new.dropLast()) == old { return .step }
        if old.count == new.count + 1 && Array(old.dropLast()) == new { return .step }
        return .jump
    }
}
