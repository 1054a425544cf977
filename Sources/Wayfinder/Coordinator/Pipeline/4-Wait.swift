/// Stage 4 of *How a link lands*, Wait: the one pending link, parked while something blocks it,
/// tried again when the blocker goes, dropped exactly once.
extension Reduction {
    @inlinable
    mutating func park(_ navigation: Navigation<Schema>, reason: PendingLink<Schema>.Reason) {
        if let older = self.pending, older.id != navigation.id {
            record(
                older.id, older.display, older.source, .superseded, "a newer link replaced it: \(navigation.display)",
                target: older.target)
        }
        let previousReason = self.pending?.id == navigation.id ? self.pending?.reason : nil
        self.pending = PendingLink(navigation, reason: reason)
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
        guard let pending = self.pending else { return }
        let reason = blocker(for: pending.target)
        if reason == pending.reason { return }
        if let reason {
            park(pending._navigation, reason: reason)
            return
        }
        self.pending = nil
        proceed(pending._navigation)
    }

    /// Drops the pending link and the resolution in flight when they need more access than the
    /// session now has.
    @inlinable
    mutating func dropProtectedNavigation(_ outcome: DecisionOutcome, because reason: String) {
        if let pending = self.pending, schema.isProtected(pending.target) {
            self.pending = nil
            record(pending.id, pending.display, pending.source, outcome, reason, target: pending.target)
        }
        if let flight = inFlight, schema.rule(for: flight.route).access.isProtected {
            cancelInFlight(outcome, because: reason)
        }
    }

    /// Whether a pending link's time to live runs: not while the app is in the foreground with
    /// a requirement's modal (sign-in, a step-up) up.
    @inlinable
    static func timeToLiveCounts(in state: NavigationState<Schema>, schema: Schema) -> Bool {
        guard state.scenePhase == .active, let modal = state.modal else { return true }
        return schema.requirementName(presentedBy: modal) == nil
    }
}
