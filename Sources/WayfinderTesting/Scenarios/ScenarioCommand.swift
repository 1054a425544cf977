public import Wayfinder

/// One line of a scenario script (see the "Scenario scripts" article for the format).
public enum ScenarioCommand: Hashable, Sendable {
    /// Options of `launch cold` and `relaunch`.
    public struct LaunchOptions: Hashable, Sendable {
        /// The link the app is launched with.
        public var link: String?
        /// `session=S`.
        public var session: Session?
        /// `gate=G`, repeatable.
        public var gates: [LaunchGate] = []
        /// `latency=D`: how long resolvers take from now on.
        public var latency: Duration?

        /// Creates launch options; every part is optional, as in a script line.
        public init(link: String? = nil, session: Session? = nil, gates: [LaunchGate] = [], latency: Duration? = nil) {
            self.link = link
            self.session = session
            self.gates = gates
            self.latency = latency
        }
    }

    case launchCold(LaunchOptions)
    case launchWarm(session: Session?)
    case open(String, source: LinkSource)
    case signIn(Account)
    case signInFails
    case signInCancel
    case sessionExpires
    case signOut
    case sessionResolves(Session)
    case updateInstalled
    /// Extension: `gate NAME` raises a launch gate while the app runs.
    case raiseGate(LaunchGate)
    case background
    case foreground
    case relaunch(LaunchOptions)
    case advance(Duration)
    case back
    case popToRoot
    case select(String)
    case dismiss
    /// Extension: `dismiss-notice` closes the notice (the alert's button).
    case dismissNotice
    case expectLocation(String)
    case expectModal(String)
    case expectNotice(String)
    case expectPending(String)
    case expectLog(String)
    /// Extension: `expect session S`.
    case expectSession(String)
    /// Extension: `expect transition none|step|jump`.
    case expectTransition(String)

    /// Whether the line states an expectation rather than doing something.
    public var isExpectation: Bool {
        switch self {
        case .expectLocation, .expectModal, .expectNotice, .expectPending, .expectLog, .expectSession, .expectTransition:
            true
        default: false
        }
    }
}
