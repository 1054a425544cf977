import Foundation

/// Running the coordinator's effects: resolvers, snapshots, records, deliveries, and the wake timer
/// (the tasks in ``ShellTasks``).
extension Navigator {
    // MARK: Effects

    func run(_ effect: NavigationEffect<Schema>, landing: PrefetchedLanding?) {
        tasks.run(
            effect, of: schema, landing: landing, store: store, log: log, sinks: sinks,
            send: sendBack, keep: { keepPrefetched($0) }, deliver: { make(mailbox.post($0)) })
    }

    /// Wakes the navigator at `deadline` with ``NavigationEvent/timePassed``, replacing the
    /// previous wake; `nil` leaves none.
    func scheduleWake(at deadline: NavigationTime?) {
        tasks.wake(at: deadline, then: wakeUp)
    }
}
