/// A navigation that is waiting: for sign-in, for the session to be known, for a launch gate or
/// for a modal to go.
///
/// There is at most one. The newest wins; it lives for the policy's time to live, which does not
/// tick while the app is in the foreground with sign-in presented; it is cleared exactly once.
public struct PendingLink<Schema: NavigationSchema>: Hashable, Sendable {
    /// What waits.
    public enum Target: Hashable, Sendable {
        /// A route from a link (or a redirect).
        case route(Schema.Route)
        /// A location the person was on when the session expired, to return to after sign-in.
        case location(Location<Schema>)
    }

    /// Why it waits.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The app has not launched yet (a link that arrived before ``NavigationEvent/launched(_:)``).
        case launch
        /// The route needs sign-in.
        case signIn
        /// The session is still being restored.
        case sessionUnknown
        /// A launch gate is raised.
        case gate(LaunchGate)
        /// A modal is up.
        case modal(Schema.Modal)

        public var description: String {
            switch self {
            case .launch: "waiting for the app to launch"
            case .signIn: "waiting for sign-in"
            case .sessionUnknown: "waiting for the session to be known"
            case .gate(let gate): "waiting for the \(gate) gate"
            case .modal(let modal): "waiting for \(modal) to close"
            }
        }
    }

    /// The navigation's identity, shared by all its records.
    public var id: LinkID
    /// What waits.
    public var target: Target
    /// The canonical link with secrets redacted, as records and scripts show it.
    public var display: String
    /// Where it came from.
    public var source: LinkSource
    /// When it arrived.
    public var arrivedAt: NavigationTime
    /// How much of its time to live has been used.
    public var elapsed: Duration
    /// Why it waits.
    public var reason: Reason
    /// Redirects followed so far.
    public var redirects: Int
}

/// A resolver run in flight. Only one navigation is in flight at a time.
public struct InFlightResolution<Schema: NavigationSchema>: Hashable, Sendable {
    /// The resolver run.
    public var id: ResolutionID
    /// The navigation it belongs to.
    public var link: LinkID
    /// The route being resolved.
    public var route: Schema.Route
    /// The canonical redacted link.
    public var display: String
    /// Where the navigation came from.
    public var source: LinkSource
    /// When the navigation arrived (for its pending time to live, should it wait again).
    public var arrivedAt: NavigationTime
    /// When the resolver started.
    public var startedAt: NavigationTime
    /// Redirects followed so far.
    public var redirects: Int
    /// Routes visited by redirects, to stop loops.
    public var visited: [Schema.Route]
}
