/// A navigation on its way through the pipeline: a link's route (or a location to return to)
/// with its identity and history. One value travels through pending, in flight and pending
/// again, so the time to live it used and the routes its redirects visited are never lost.
struct Navigation<Schema: NavigationSchema>: Hashable, Sendable {
    var id: LinkID
    var target: PendingLink<Schema>.Target
    var display: String
    var source: LinkSource
    var arrivedAt: NavigationTime
    /// Time to live used while pending.
    var elapsed: Duration = .zero
    var redirects: Int = 0
    /// Routes visited by redirects, to stop loops.
    var visited: [Schema.Route] = []
    /// The pattern of the rule the link matched, when known at arrival, so its records need not
    /// look it up again; `nil` means "look it up" (and after a redirect changes the target).
    var pattern: String?

    init(id: LinkID, target: PendingLink<Schema>.Target, display: String, source: LinkSource, arrivedAt: NavigationTime)
    {
        self.id = id
        self.target = target
        self.display = display
        self.source = source
        self.arrivedAt = arrivedAt
    }
}
