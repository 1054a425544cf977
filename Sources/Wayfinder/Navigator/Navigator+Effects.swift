import Foundation

/// Running the coordinator's effects: resolvers, snapshots, records, deliveries, and the wake timer
/// (the tasks in ``ShellTasks``).
extension Navigator {
    // MARK: Effects

    func run(_ effect: NavigationEffect<Schema>, landing: (LinkID, any Sendable)?) {
        tasks.run(
            effect, of: schema, landing: landing, store: store, log: log, sinks: sinks,
            send: { [weak self] in self?.send($0) }, keep: { keepPrefetched($0) }, deliver: { make(mailbox.post($0)) })
    }

    func prefetchCandidate(for event: NavigationEvent<Schema>) -> (LinkID, any Sendable)? {
        guard case .resolutionFinished(let id, .proceed(let data?)) = event, let flight = current.inFlight,
            flight.id == id
        else {
            return nil
        }
        return (flight.linkID, data)
    }

    /// Wakes the navigator at `deadline` with ``NavigationEvent/timePassed``, replacing the
    /// previous wake; `nil` leaves none.
    func scheduleWake(at deadline: NavigationTime?) {
        tasks.wake(at: deadline) { [weak self] in self?.send(.timePassed) }
    }
}
