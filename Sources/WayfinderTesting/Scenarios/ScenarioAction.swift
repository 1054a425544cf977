public import Wayfinder

/// A script line that does something to the app: a launch, a link, a sign-in, time passing, a
/// move of the person.
///
/// Each case has one word in the script language (``ScenarioVerb``); ``ScenarioScript`` parses
/// it and ``scriptText`` prints it, both from that one table.
public enum ScenarioAction: Hashable, Sendable {
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
        /// `source=S`: where the launch link came from (`link` unless written).
        public var source: LinkSource = .link

        /// Creates launch options; every part is optional, as in a script line.
        /// - Parameters:
        ///   - link: The link the app is launched with.
        ///   - session: What the stored credentials turn into; `nil` for the default.
        ///   - gates: Launch gates raised at launch.
        ///   - latency: How long resolvers take from now on.
        ///   - source: Where the launch link came from.
        public init(
            link: String? = nil, session: Session? = nil, gates: [LaunchGate] = [], latency: Duration? = nil,
            source: LinkSource = .link
        ) {
            self.link = link
            self.session = session
            self.gates = gates
            self.latency = latency
            self.source = source
        }
    }

    /// `launch cold [URL] [session=S] [gate=G]… [latency=D] [source=S]`.
    case launchCold(LaunchOptions)
    /// `launch warm [session=S]`: the app already runs at the fallback location.
    case launchWarm(session: Session?)
    /// `open URL [source=link|push|activity|shortcut|spotlight|intent|widget]`: a link arrives
    /// while the app runs. With `source=intent` it arrives as an App Intent's route: the link is
    /// matched first and its route is sent (a link that matches no rule is sent as text, to be
    /// rejected like any bad link).
    case open(String, source: LinkSource)
    /// `tap URL`: a control inside the app (a button, a row) navigates to the route of URL. It is
    /// not an external link: it goes through the same decision but is never a duplicate.
    case tap(String)
    /// `sign-in ACCOUNT`.
    case signIn(Account)
    /// `sign-in-fails`.
    case signInFails
    /// `sign-in-cancel`.
    case signInCancel
    /// `step-up` (the requirement `step-up`) or `requirement-met NAME`: the person completes
    /// the requirement's modal.
    case meetRequirement(String)
    /// `step-up-fails` or `requirement-fails NAME`: an attempt at the requirement's modal fails.
    case failRequirement(String)
    /// `step-up-cancel` or `requirement-cancel NAME`: the person cancels the requirement's modal.
    case cancelRequirement(String)
    /// `session-expires`.
    case sessionExpires
    /// `sign-out`.
    case signOut
    /// `session-resolves S`: an `unknown` session settles.
    case sessionResolves(Session)
    /// `update-installed`: clears the forced-update gate.
    case updateInstalled
    /// `gate NAME` (extension): raises a launch gate while the app runs.
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
    /// `dismiss-notice` (extension): closes the notice (the alert's button).
    case dismissNotice

    /// The link the action carries, as written, if any.
    public var link: String? {
        switch self {
        case .launchCold(let options), .relaunch(let options): options.link
        case .open(let link, _), .tap(let link): link
        default: nil
        }
    }
}
