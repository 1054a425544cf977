/// A navigation that is waiting: for sign-in or another requirement, for the session to be known, for a launch gate or
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
        /// The route needs a requirement the session does not meet yet: sign-in
        /// (``signIn``) or one the schema declares (a step-up); its modal is up or due.
        case requirement(RequirementName)
        /// The session is still being restored.
        case sessionUnknown
        /// A launch gate is raised.
        case gate(LaunchGate)
        /// A modal is up.
        case modal(Schema.Modal)
        /// The modal that is up asks the person whether to leave it (its policy is
        /// ``ArrivalPolicy/Response/asks``): the navigation waits for their answer. Such a link is
        /// ``NavigationState/confirmation``, not ``NavigationState/pending``.
        case confirmation(Schema.Modal)

        /// Whether it waits for the person's answer.
        var isConfirmation: Bool {
            if case .confirmation = self { return true }
            return false
        }

        /// Waiting for sign-in, the first requirement.
        public static var signIn: Self { .requirement(.signIn) }

        /// `waiting for …`: the words are the decision log's (``DecisionReason/WaitingFor``).
        public var description: String { DecisionReason.WaitingFor(self).description }
    }

    /// The navigation that waits: the same value travels on if it lands, resolves or waits again.
    var navigation: Navigation<Schema>
    /// Why it waits.
    public let reason: Reason

    init(_ navigation: Navigation<Schema>, reason: Reason) {
        self.navigation = navigation
        self.reason = reason
    }

    /// The navigation's identity, shared by all its records.
    public var id: LinkID { navigation.id }
    /// What waits.
    public var target: Target { navigation.target }
    /// The route that waits, or `nil` for a location to return to.
    public var route: Schema.Route? {
        if case .route(let route) = navigation.target { return route }
        return nil
    }
    /// The canonical link with secrets redacted, as records and scripts show it.
    public var display: String { navigation.display }
    /// Where it came from.
    public var source: LinkSource { navigation.source }
    /// When it arrived.
    public var arrivedAt: NavigationTime { navigation.arrivedAt }
    /// How much of its time to live has been used.
    public var elapsed: Duration { navigation.elapsed }
    /// Redirects followed so far.
    public var redirects: Int { navigation.redirects }
}
