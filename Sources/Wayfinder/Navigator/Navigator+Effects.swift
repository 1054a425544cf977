import Foundation

/// Running the coordinator's effects: resolvers, snapshots, records, deliveries, and the wake timer
/// (the tasks in ``ShellTasks``).
extension Navigator {
    // MARK: Effects

    func run(_ effect: NavigationEffect<Schema>, landing: (LinkID, any Sendable)?) {
        switch effect {
        case .startResolution(let id, let route, let context):
            tasks.startResolution(id, route, context, of: schema) { [weak self] id, resolution in
                self?.send(.resolutionFinished(id, resolution))
            }
        case .cancelResolution(let id):
            tasks.cancelResolution(id)
        case .saveSnapshot(let data):
            store?.save(data)
        case .record(let record):
            log.receive(record)
            for sink in sinks { sink.receive(record) }
            if record.outcome == .landed {
                if let (id, data) = landing, id == record.id, let screen = current.visible.location.stack.last {
                    prefetchedData[screen] = data
                }
            }
        case .deliver(let link):
            make(mailbox.post(link))
        }
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
