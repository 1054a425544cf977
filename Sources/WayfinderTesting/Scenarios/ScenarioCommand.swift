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

    /// `launch cold [URL] [session=S] [gate=G]… [latency=D]`.
    case launchCold(LaunchOptions)
    /// `launch warm [session=S]`: the app already runs at the fallback location.
    case launchWarm(session: Session?)
    /// `open URL [source=link|push|activity]`: a link arrives while the app runs.
    case open(String, source: LinkSource)
    /// `sign-in ACCOUNT`.
    case signIn(Account)
    /// `sign-in-fails`.
    case signInFails
    /// `sign-in-cancel`.
    case signInCancel
    /// `session-expires`.
    case sessionExpires
    /// `sign-out`.
    case signOut
    /// `session-resolves S`: an `unknown` session settles.
    case sessionResolves(Session)
    /// `update-installed`: clears the forced-update gate.
    case updateInstalled
    /// Extension: `gate NAME` raises a launch gate while the app runs.
    case raiseGate(LaunchGate)
    /// `background`: the scene goes to the background (a snapshot is saved).
    case background
    /// `foreground`.
    case foreground
    /// `relaunch [URL] [session=S] …`: killed in the background, then cold-launched again.
    case relaunch(LaunchOptions)
    /// `advance D`: time passes.
    case advance(Duration)
    /// `back`: pops one screen.
    case back
    /// `pop-to-root`.
    case popToRoot
    /// `select TAB`.
    case select(String)
    /// `dismiss`: dismisses the modal.
    case dismiss
    /// Extension: `dismiss-notice` closes the notice (the alert's button).
    case dismissNotice
    /// `expect location TAB > SCREEN > …`.
    case expectLocation(String)
    /// `expect modal NAME|none`.
    case expectModal(String)
    /// `expect notice NAME|none`.
    case expectNotice(String)
    /// `expect pending URL|none`, canonical with secrets redacted.
    case expectPending(String)
    /// `expect log TEXT`: a decision record since the previous `expect log` contains TEXT.
    case expectLog(String)
    /// Extension: `expect session S`.
    case expectSession(String)
    /// Extension: `expect transition none|step|jump`.
    case expectTransition(String)

    /// Whether the line states an expectation rather than doing something.
    public var isExpectation: Bool {
        switch self {
        case .expectLocation, .expectModal, .expectNotice, .expectPending, .expectLog, .expectSession,
            .expectTransition:
            true
        default: false
        }
    }
}
