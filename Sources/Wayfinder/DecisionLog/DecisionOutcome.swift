/// What became of a navigation. Every link ends in exactly one terminal outcome;
/// `pending` and `redirected` are steps on the way.
public enum DecisionOutcome: String, Hashable, Sendable, Codable, CaseIterable {
    /// It reached its destination.
    case landed
    /// It waits (for sign-in, the session, a gate, a modal or the person's answer). Not terminal.
    case pending
    /// A newer link replaced it.
    case superseded
    /// Its time to live ran out.
    case expired
    /// The person cancelled what it waited for (sign-in).
    case cancelled
    /// It was dropped: by a session change (sign-out, another account), by the app
    /// (``NavigationEvent/pendingDiscarded``), with the modal it asked over, or by a new launch.
    /// Also the outcome of an action that did not apply to the state it met (nothing changed).
    case discarded
    /// A resolver said the item cannot be shown, or timed out; it landed on a safe place with a notice.
    case unavailable
    /// It is not a route of this app (unknown, foreign, malformed) or access was denied.
    case rejected
    /// A resolver sent it to another route. Not terminal.
    case redirected
    /// The same link arrived again within the duplicate window.
    case duplicate
    /// A snapshot was restored (or found unreadable).
    case restored
    /// The person chose to stay in the modal that asked whether to leave it for the link.
    case declined

    /// Whether this outcome ends the navigation.
    public var isTerminal: Bool { self != .pending && self != .redirected }
}
