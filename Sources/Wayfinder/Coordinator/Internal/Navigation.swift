/// A navigation on its way through the pipeline: a link's route (or a location to return to)
/// with its identity and history.
struct Navigation<Schema: NavigationSchema> {
    var id: LinkID
    var target: PendingLink<Schema>.Target
    var display: String
    var source: LinkSource
    var arrivedAt: NavigationTime
    var elapsed: Duration = .zero
    var redirects: Int = 0
    var visited: [Schema.Route] = []

    init(id: LinkID, target: PendingLink<Schema>.Target, display: String, source: LinkSource, arrivedAt: NavigationTime)
    {
        self.id = id
        self.target = target
        self.display = display
        self.source = source
        self.arrivedAt = arrivedAt
    }

    init(_ pending: PendingLink<Schema>) {
        self.init(
            id: pending.id, target: pending.target, display: pending.display, source: pending.source,
            arrivedAt: pending.arrivedAt)
        elapsed = pending.elapsed
        redirects = pending.redirects
    }

    init(_ flight: InFlightResolution<Schema>) {
        self.init(
            id: flight.link, target: .route(flight.route), display: flight.display, source: flight.source,
            arrivedAt: flight.arrivedAt)
        redirects = flight.redirects
        visited = flight.visited
    }
}
