/// A navigation on its way through the pipeline: a link's route (or a location to return to)
/// with its identity and history. One value travels through pending, in flight and pending
/// again, so the time to live it used and the routes its redirects visited are never lost.
struct Navigation<Schema: NavigationSchema>: Hashable, Sendable {
    var id: LinkID
    var target: PendingLink<Schema>.Target
    var display: String
    var source: LinkSource
    var arrivedAt: NavigationTime
    /// The launch phase it arrived in, which every record of it carries (a cold-launch link
    /// resolved later is still a cold-launch link).
    var phase: LaunchPhase
    /// Time to live used while pending.
    var elapsed: Duration = .zero
    var redirects: Int = 0
    /// Routes visited by redirects, to stop loops.
    var visited: [Schema.Route] = []
    /// The pattern of the rule the link matched, when known at arrival, so its records need not
    /// look it up again; `nil` means "look it up" (and after a redirect changes the target).
    var pattern: String?
    /// The route's canonical link, secrets included, when printed at arrival: what a landing
    /// delivers without printing it again; `nil` means "print it".
    var link: String?

    init(
        id: LinkID, target: PendingLink<Schema>.Target, display: String, source: LinkSource, arrivedAt: NavigationTime,
        phase: LaunchPhase
    ) {
        self.id = id
        self.target = target
        self.display = display
        self.source = source
        self.arrivedAt = arrivedAt
        self.phase = phase
    }
}

/// A modal closed for a navigation during this event (it yielded, or the person chose to leave
/// it): the navigation's next record says so.
struct YieldNote<Schema: NavigationSchema>: Sendable {
    var id: LinkID
    var modal: Schema.Modal
    var isTap: Bool
    var asked: Bool

    init(id: LinkID, modal: Schema.Modal, isTap: Bool, asked: Bool = false) {
        self.id = id
        self.modal = modal
        self.isTap = isTap
        self.asked = asked
    }

    /// `reason`, saying the modal closed for the navigation.
    func noted(_ reason: DecisionReason) -> DecisionReason {
        .modalClosed(reason, modal: "\(modal)", asked ? .personChoseToLeave : isTap ? .yieldsToTaps : .yieldsToLinks)
    }
}
