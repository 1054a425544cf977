/// Stage 5 of *How a link lands*, Resolve: the one resolver run in flight, its answer (proceed,
/// lands on a place it names, redirect, unavailable, signs in), its cancellation and its time-out.
extension Reduction {
    mutating func startResolution(_ navigation: Navigation<Schema>, _ route: Schema.Route) {
        // One run at a time: a run still in flight for another navigation ends with a record
        // (two can start in one event: a gate clearing replays the pending link, then the
        // sign-in link held beside it).
        if let flight = state.inFlight, flight.linkID != navigation.id { supersedeInFlight(by: navigation.display) }
        let id = ResolutionID(state.nextResolutionID)
        state.nextResolutionID += 1
        state.inFlight = InFlightResolution(id: id, route: route, startedAt: now, navigation: navigation)
        effects.append(
            .startResolution(
                id, route, ResolutionContext(session: self.session, redirects: navigation.redirects)))
    }

    mutating func finishResolution(_ id: ResolutionID, _ resolution: Resolution<Schema>) {
        guard let flight = state.inFlight, flight.id == id else { return }  // a late answer: ignored
        state.inFlight = nil
        var navigation = flight.navigation
        switch resolution {
        case .proceed:
            proceed(navigation, resolved: true)
        case .lands(let landing, _):
            // The route lands on the place its resolver named, checked as its rule's would be.
            proceed(navigation, resolved: true, landing: landing)
        case .redirect(let next):
            let nextDisplay = display(next)
            if next == flight.route || navigation.visited.contains(next) {
                landOnFallback(
                    navigation, notice: schema.notices.linkUnavailable, outcome: .unavailable,
                    reason: .redirectLoop(link: nextDisplay))
                return
            }
            if flight.redirects >= policy.redirectLimit {
                landOnFallback(
                    navigation, notice: schema.notices.linkUnavailable, outcome: .unavailable,
                    reason: .tooManyRedirects(limit: policy.redirectLimit))
                return
            }
            record(flight.navigation, .redirected, .redirected(to: nextDisplay))
            navigation.visited.append(flight.route)
            navigation.redirects += 1
            navigation.target = .route(next)
            navigation.pattern = nil
            navigation.link = nil
            navigation.display = nextDisplay
            proceed(navigation)
        case .signsIn(let account):
            signIn(by: navigation, as: account)
        case .unavailable(let notice, let landing):
            // A landing into sign-in's own flow while it is up lands there at once, as `proceed`
            // does, and keeps the link waiting for sign-in.
            if let reason = blocker(for: landing),
                !(reason == visible.modal.map { .modal($0) } && entersModalUp(landing))
            {
                // Help with signing in moves no one: under the modal up (sign-in, a helper in its
                // place, another modal) a sign-in link, or a helper's link turned down (a stale code
                // landing on a tab), stays put with its notice, and the link owed sign-in keeps
                // waiting: help never replaces what is owed.
                if case .modal = reason, isHelpWithSigningIn(navigation.target) {
                    landOnFallback(
                        navigation, notice: notice, outcome: .unavailable,
                        reason: .resolverUnavailable(notice: "\(notice)"))
                    return
                }
                park(navigation, reason: reason)
                return
            }
            let schema = self.schema
            if let access = firstUnpermitted({ schema._forEachAccess(of: landing, $0) }) {
                landOnFallback(
                    navigation, notice: schema.notices.accessDenied, outcome: .rejected,
                    reason: .resolverLandingNotMet(access))
                return
            }
            land(
                navigation, landing, notice: notice, outcome: .unavailable,
                reason: .resolverUnavailable(notice: "\(notice)"))
        }
    }

    /// Ends the resolver run in flight, if any: it is cleared and its task cancelled, so its late
    /// answer is ignored. The one place a run is cancelled.
    /// - Returns: The run that was in flight, whose navigation may go on.
    @discardableResult
    mutating func cancelInFlight() -> InFlightResolution<Schema>? {
        guard let flight = state.inFlight else { return nil }
        state.inFlight = nil
        effects.append(.cancelResolution(flight.id))
        return flight
    }

    /// Ends the resolver run in flight, if any, with a record saying why.
    mutating func cancelInFlight(_ outcome: DecisionOutcome, because reason: DecisionReason) {
        guard let flight = cancelInFlight() else { return }
        record(flight.navigation, outcome, reason)
    }

    /// A newer navigation replaces the run in flight.
    mutating func supersedeInFlight(by display: String) {
        cancelInFlight(.superseded, because: .supersededBeforeResolving(by: display))
    }

    /// A resolver that started for a session that no longer has access: cancel it and decide
    /// again (it waits for sign-in like any new link).
    mutating func reconsiderInFlight() {
        guard let flight = state.inFlight, !permits(schema.rule(for: flight.route).access) else { return }
        cancelInFlight()
        proceed(flight.navigation)
    }
}
