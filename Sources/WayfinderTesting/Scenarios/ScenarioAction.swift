public import Wayfinder

/// A script line that does something to the app: a launch, a link, a sign-in, time passing, a
/// move of the person.
///
/// Each case starts with one word of the script language (its ``verb``); ``ScenarioScript``
/// parses it and ``scriptText`` prints it, both from the one table of words. An event of the
/// core that has no word of its own is ``event(_:)``, so a new event adds no case here.
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
    /// `gate-cleared NAME`: clears a declared gate; a gate that is not raised changes nothing.
    case clearGate(LaunchGate)
    /// `edit`: the person enters unsaved input in the modal that is up (with none up, nothing
    /// changes but a record).
    case edit
    /// `saved`: the input in the modal that is up is saved: it holds no unsaved input any more
    /// (a question asked because of it is decided again; with no modal up, nothing changes but
    /// a record).
    case saved
    /// `leave` or `stay`: the person answers the question a link raised over a modal that asks.
    case answer(ConfirmationAnswer)
    /// `notice NAME`: the app raises one of its notices, by its name.
    case raiseNotice(String)
    /// `discard-pending`: the app drops the pending link.
    case discardPending
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
    /// `back N` (extension): pops `N` screens of the topmost stack at once (to its root when it
    /// holds fewer).
    case backCount(Int)
    /// `push URL` or `push NAME` (extension): the person pushes a screen (a `NavigationLink`)
    /// onto the topmost stack: the screen on top of the destination of URL's route, or the screen
    /// the state's textual form prints as NAME (`order(42)`, `attachments`), which may have no
    /// link. No decision is made, as for any push; URL or NAME only names the screen.
    ///
    /// The text is a URL when it holds a `:` (``isLink(_:)``); anything else is a name, one of
    /// the screens of the sample links' and the script's links' destinations, a modal's root or
    /// the schema's `sampleScreens`. A screen a modal owns is pushed only while
    /// that modal is up (into its flow); a name the script cannot push there is a malformed line.
    case push(String)
    /// `pop-to URL` (extension): back to the highest occurrence, in the topmost stack, of the
    /// screen URL names (as for `push`).
    case popTo(String)
    /// `present MODAL` (extension): the app asks for a modal (a button); `MODAL` is rendered as
    /// the schema renders it.
    case present(String)
    /// `dismiss MODAL` (extension): the person dismisses `MODAL`; nothing happens unless it is
    /// the one presented.
    case dismissModal(String)
    /// `path TAB [URL]…` (extension): the UI writes a tab's whole path (a swipe back, a
    /// `NavigationLink`): the screens the URLs name, bottom first.
    case writePath(tab: String, links: [String])
    /// `modal-path MODAL [URL]…` (extension): the UI writes the whole path inside a modal.
    case writeModalPath(modal: String, links: [String])
    /// `latency D for PATTERN` (extension): from this line on, the resolver of every route of
    /// the link rule written PATTERN (as declared and as `wayfinder links` lists it:
    /// `/orders/:id`) answers after D, in place of the launch's `latency=` (`0s` answers at once);
    /// every other rule keeps the launch's. It holds across relaunches, as a slow backend would.
    case latency(Duration, for: String)
    /// `window NAME`: the window called NAME comes to the front, opened at the fallback location
    /// if it is new (the first window is `main`).
    case window(String)
    /// `close-window NAME`: the window called NAME closes.
    case closeWindow(String)
    /// `in-window NAME LINE` (extension): the action LINE (`in-window second back`) happens in
    /// the window called NAME (its views wrote a path, the person tapped in it), not where the
    /// windows' rules would send it: how a replay plays an event a journal kept with the window
    /// it was sent in, behind the frontmost. LINE is any action but a launch, a relaunch, time,
    /// a latency or another window line.
    indirect case inWindow(String, ScenarioAction)
    /// `event JSON`: any event of the core, as an exported journal writes it (see
    /// ``ScenarioEvent``): how a script sends an event that has no word of its own. A new event
    /// of the core is sent so, with no new case here.
    case event(ScenarioEvent)

    /// The link the action carries, as written, if any (the first, for a path).
    public var link: String? { links.first }

    /// Every link the action carries, as written (a screen's name is not one).
    public var links: [String] {
        switch self {
        case .launchCold(let options), .relaunch(let options): options.link.map { [$0] } ?? []
        case .push(let target): Self.isLink(target) ? [target] : []
        case .open(let link, _), .tap(let link), .popTo(let link): [link]
        case .writePath(_, let links), .writeModalPath(_, let links): links
        case .inWindow(_, let action): action.links
        case .event(let event): event.links
        default: []
        }
    }

    /// Whether a word of a script is a URL rather than a name: it holds a `:`, as every link
    /// does (`shop://…`, `https://…`). A screen whose name holds a `:` is pushed by a link.
    /// - Parameter word: A word of a line, such as `push`'s argument.
    /// - Returns: `true` for a URL.
    public static func isLink(_ word: String) -> Bool { word.contains(":") }
}
