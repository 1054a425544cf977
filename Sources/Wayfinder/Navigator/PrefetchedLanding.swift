/// The data a resolver prefetched for the link an event lands, with the link's identity: the
/// screen the link lands on keeps it. A type of its own rather than a tuple, whose type generic
/// code would work out at run time on every event.
struct PrefetchedLanding: Sendable {
    let linkID: LinkID
    let data: any Sendable

    /// What `event` brings to land, when it is the answer, with prefetched data, of the resolver
    /// run in flight in `state` (the state before the event).
    static func answer<Schema>(_ event: NavigationEvent<Schema>, in state: NavigationState<Schema>) -> Self? {
        guard case .resolutionFinished(let id, let resolution) = event, let data = resolution.prefetchedData,
            let flight = state.inFlight, flight.id == id
        else { return nil }
        return PrefetchedLanding(linkID: flight.linkID, data: data)
    }
}
