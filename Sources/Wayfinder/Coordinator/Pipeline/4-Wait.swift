/// Stage 4 of *How a link lands*, Wait: the one pending link, parked while something blocks it,
/// tried again when the blocker goes, dropped exactly once.
extension Reduction {
    mutating func park(_ navigation: Navigation<Schema>, reason: PendingLink<Schema>.Reason) {
        if !state.gates.isEmpty, holdsBehindGate(navigation, reason: reason) { return }
        // A question asked by a helper standing in for sign-in keeps the link waiting for sign-in
        // aside (help never replaces what is owed); anything else that waits is newer than both.
        let asksInSignInsPlace = asksInSignInsPlace(reason)
        if let older = self.waiting, older.id != navigation.id {
            if asksInSignInsPlace, older.reason == .signIn {
                state.linkBehindQuestion = older
            } else {
                record(older.navigation, .superseded, .superseded(by: navigation.display))
                dropHelpHeldFor(older, by: navigation)
            }
        }
        if !asksInSignInsPlace, self.waiting != nil { supersedeLinkBehindQuestion(by: navigation) }
        let previousReason = self.waiting?.id == navigation.id ? self.waiting?.reason : nil
        // A helper standing in for sign-in stays when a newer link waits for sign-in behind it (its
        // own policy made the link wait): sign-in shows when it closes.
        let helperStandsIn = reason == .signIn && signInIsUp && helpsSignIn(visible.modal)
        self.waiting = PendingLink(navigation, reason: reason)
        if case .requirement(let name) = reason, !helperStandsIn { presentRequirement(name) }
        if previousReason != reason {
            record(navigation, .pending, .waiting(DecisionReason.WaitingFor(reason)))
        }
    }

    /// Tries the pending link again after something that blocked it went away.
    /// - Parameter cancelled: The requirement the person just cancelled, if any: a link that
    ///   still waits for it keeps waiting (it ages out) without its modal shown again.
    mutating func replayPending(cancelled: RequirementName? = nil) {
        guard let pending = self.waiting, !pending.reason.isConfirmation else { return }
        let reason = blocker(for: pending.target)
        if reason == pending.reason {
            // A link that still waits for sign-in or another requirement gets its modal when
            // nothing is up any more (a helper closed, a modal that outranked it closed, sign-in
            // or another requirement was met), never right after the person cancelled it.
            if pending.reason != cancelled.map({ .requirement($0) }) { showAgain(pending.reason) }
            return
        }
        if let reason {
            if case .modal = reason, arrived(pending) {
                // The place the app parked for the person is where they are now (a sheet over
                // it): nothing is left to wait for.
                self.waiting = nil
                land(
                    pending.navigation, .tab(state.location.tab, state.location.stack), outcome: .landed,
                    reason: .returnedToWhereThePersonWas)
                return
            }
            park(pending.navigation, reason: reason)
            return
        }
        self.waiting = nil
        proceed(pending.navigation)
    }

    /// A link waits only for what is in the way. Every event that takes a blocker away on
    /// purpose tries the link again itself; this catches the rest (signing out closes the modal
    /// the link waited for), after every event, in one place. Sign-in and a requirement are left
    /// to their own rules: their modal shows again, or the link ages out.
    mutating func retryPendingWhoseBlockerWent() {
        guard let pending = self.waiting else { return }
        let blockerWent =
            switch pending.reason {
            case .modal(let modal): visible.modal != modal
            case .sessionUnknown: session != .unknown
            case .gate(let gate): !state.gates.contains(gate)
            case .launch: state.launch != nil
            case .requirement, .confirmation: false
            }
        if blockerWent { replayPending() }
    }

    /// Signing out, or in as another account, ends what the account had under way: the link
    /// that waits or that a modal asks about (whatever its access: a public one may run a
    /// resolver, or wait for sign-in, for whoever signs in next) and the resolver run in flight,
    /// each with its record. The modal that asked stays. With `onlyNeedingSignIn` (a sign-out
    /// reported while signed out already: what waits arrived for nobody) only what needs sign-in
    /// ends.
    mutating func dropNavigationUnderWay(
        _ outcome: DecisionOutcome, because reason: DecisionReason, onlyNeedingSignIn: Bool = false
    ) {
        let schema = self.schema
        func ends(_ target: PendingLink<Schema>.Target) -> Bool { !onlyNeedingSignIn || schema.isProtected(target) }
        if let pending = self.waiting, ends(pending.target) {
            self.waiting = nil
            record(pending.navigation, outcome, reason)
        }
        if let kept = state.linkBehindQuestion, ends(kept.target) {  // the link a helper's question keeps aside
            state.linkBehindQuestion = nil
            record(kept.navigation, outcome, reason)
        }
        if let flight = state.inFlight, !onlyNeedingSignIn || schema.rule(for: flight.route).access.isProtected {
            cancelInFlight(outcome, because: reason)
        }
    }

    /// Whether a waiting link's time to live runs: not while the app is in the foreground and
    /// the person is working on what it waits for: a requirement's modal (sign-in, a step-up, a
    /// modal that helps sign-in in its place),
    /// a gate that does not age it (onboarding), or the question it raised over a modal.
    static func timeToLiveCounts(in state: NavigationState<Schema>, schema: Schema) -> Bool {
        guard state.scenePhase == .active else { return true }
        if let pending = state.waiting, pending.reason.isConfirmation { return false }
        for gate in state.gates where !schema.declaredGate(gate).agesPendingLink { return false }
        guard let modal = state.modal else { return true }
        // A modal that helps sign-in stands in its place: the link waiting for sign-in does not age.
        if schema.rule(for: modal).helpsSignIn, state.waiting?.reason == .signIn { return false }
        return schema.requirementName(presentedBy: modal) == nil
    }

    /// The app drops the pending link.
    mutating func discardPending() {
        guard let pending = state.pending else {
            let why: DecisionReason = state.confirmation != nil ? .questionWaitsInstead : .noLinkPending
            record(newLinkID(), "discard pending", .app, .discarded, why)
            return
        }
        self.waiting = nil
        record(pending.navigation, .discarded, .droppedByTheApp)
    }

    /// Whether `pending` is a place the app parked for the person (the root asked for while the
    /// session was unknown, a place to return to) and the person is on it already.
    func arrived(_ pending: PendingLink<Schema>) -> Bool {
        guard pending.navigation.source == .session, case .location(let place) = pending.target else { return false }
        return place == state.location
    }
}
