/// Time: the timeline moves to each event's instant, spending time to live and resolver time.
extension Reduction {
    /// Moves the timeline to `now`, spending pending time to live under the conditions that held
    /// since the last event, then expires what ran out.
    mutating func advanceTime(to now: NavigationTime) {
        guard now > self.now else { return }
        if state.isWaiting, var pending = self.pending, Self.timeToLiveCounts(in: state, schema: schema) {
            pending.navigation.elapsed += now - self.now
            self.pending = pending
        }
        self.now = now
        if state.isWaiting, let pending = self.pending, pending.elapsed >= policy.pendingTimeToLive {
            self.pending = nil
            record(
                pending.navigation, .expired,
                .timeToLiveRanOut(ttl: policy.pendingTimeToLive, while: DecisionReason.WaitingFor(pending.reason)))
        }
        if state.isResolving, let flight = inFlight, now - flight.startedAt > policy.resolutionTimeout {
            cancelInFlight()
            landOnFallback(
                flight.navigation, notice: schema.notices.linkUnavailable, outcome: .unavailable,
                reason: .resolverTimedOut(after: policy.resolutionTimeout))
        }
        // Links are remembered in the order they came: when the oldest is still inside the
        // window, so are all, and the list is not touched (touching it would copy it whenever a
        // shell keeps the state before the event, as the navigator does to compare).
        let window = policy.duplicateWindow
        if let oldest = recentLinks.first, now - oldest.at >= window {
            recentLinks.removeAll { now - $0.at >= window }
        }
    }
}
