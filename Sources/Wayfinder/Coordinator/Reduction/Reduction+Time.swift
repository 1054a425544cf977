/// Time: the timeline moves to each event's instant, spending time to live and resolver time.
extension Reduction {
    /// Moves the timeline to `now`, spending pending time to live under the conditions that held
    /// since the last event, then expires what ran out.
    mutating func advanceTime(to now: NavigationTime) {
        guard now > self.now else { return }
        if state.waiting != nil {
            spendTimeToLive(of: \.waiting, until: now)
            spendTimeToLive(of: \.linkBehindQuestion, until: now)
        }
        // A sign-in link behind a gate ages as a pending link would; it is only held while a gate is up.
        let behindGate = !state.gates.isEmpty && state.signInLinkBehindGate != nil
        if behindGate { spendTimeToLive(of: \.signInLinkBehindGate, until: now) }
        self.now = now
        if state.waiting != nil {
            expire(\.linkBehindQuestion)
            expirePending()
        }
        if behindGate { expire(\.signInLinkBehindGate) }
        timeOutResolver()
        // Links are remembered in the order they came: when the oldest is still inside the
        // window, so are all, and the list is not touched (touching it would copy it whenever a
        // shell keeps the state before the event); otherwise the oldest leave, up to the first
        // still inside.
        let window = policy.duplicateWindow
        if let oldest = state.recentLinks.oldest, now - oldest.at >= window {
            state.recentLinks.removeOldest { now - $0.at >= window }
        }
    }

    /// Spends the time to live of a waiting link (the pending one, the link kept behind a
    /// helper's question, a sign-in link behind a gate) from the last event to `now`, when it
    /// counts: all three age under the same conditions.
    private mutating func spendTimeToLive(
        of slot: WritableKeyPath<NavigationState<Schema>, PendingLink<Schema>?>, until now: NavigationTime
    ) {
        guard var link = state[keyPath: slot], Self.timeToLiveCounts(in: state, schema: schema) else { return }
        link.navigation.elapsed += now - self.now
        state[keyPath: slot] = link
    }

    /// Expires the waiting link whose time to live ran out. A question that expires hands the
    /// waiting back to the link waiting for sign-in it kept aside, if that one still lives.
    private mutating func expirePending() {
        guard let pending = self.waiting, hasRunOut(pending) else { return }
        self.waiting = nil
        recordExpiry(of: pending)
        if pending.reason.isConfirmation { restoreLinkBehindQuestion() }
    }

    /// Expires the link held beside the pending one (kept behind a helper's question, or a
    /// sign-in link behind a gate) whose time to live ran out.
    private mutating func expire(_ slot: WritableKeyPath<NavigationState<Schema>, PendingLink<Schema>?>) {
        guard let held = state[keyPath: slot], hasRunOut(held) else { return }
        state[keyPath: slot] = nil
        recordExpiry(of: held)
    }

    /// Whether a waiting link (the pending one, a sign-in link behind a gate, a link kept behind a
    /// question) used its time to live.
    private func hasRunOut(_ link: PendingLink<Schema>) -> Bool { link.elapsed >= policy.pendingTimeToLive }

    /// The record of a waiting link whose time to live ran out.
    private mutating func recordExpiry(of link: PendingLink<Schema>) {
        record(
            link.navigation, .expired,
            .timeToLiveRanOut(ttl: policy.pendingTimeToLive, while: DecisionReason.WaitingFor(link.reason)))
    }

    /// Lands the resolver run that took longer than the policy allows on its fallback.
    private mutating func timeOutResolver() {
        guard let flight = state.inFlight, now - flight.startedAt > policy.resolutionTimeout else { return }
        cancelInFlight()
        landOnFallback(
            flight.navigation, notice: schema.notices.linkUnavailable, outcome: .unavailable,
            reason: .resolverTimedOut(after: policy.resolutionTimeout))
    }
}
