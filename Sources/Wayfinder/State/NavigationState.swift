/// Everything navigation needs to know, as one value: what the person sees (``Visible``: the
/// selected tab, a stack per tab, at most one modal, at most one notice, how to animate the last
/// change) and the coordinator's bookkeeping (session, launch gates, the pending link, the
/// resolution in flight, the clock and counters).
///
/// Only the ``Coordinator`` changes it; views read the visible part through the ``Navigator``,
/// which tells observers only about the parts that changed.
public struct NavigationState<Schema: NavigationSchema>: Hashable, Sendable {
    /// What the person sees, apart from the coordinator's bookkeeping.
    ///
    /// A `Visible` is a plain value: changing a copy of it changes nothing on screen. The state
    /// it came from changes only through the ``Coordinator``.
    public struct Visible: Hashable, Sendable {
        public var selectedTab: Schema.Tab
        /// The stack of each tab; a tab without an entry is at its root.
        public var stacks: [Schema.Tab: [Schema.Screen]]
        /// The presented modal with the screens pushed inside it, if any. There is never more
        /// than one.
        public var presented: ModalPresentation<Schema>?
        /// The notice (alert) shown, if any.
        public var notice: Schema.Notice?
        /// How the last change should be animated.
        public var transition: TransitionKind

        init(
            selectedTab: Schema.Tab, stacks: [Schema.Tab: [Schema.Screen]], presented: ModalPresentation<Schema>?,
            notice: Schema.Notice?, transition: TransitionKind
        ) {
            self.selectedTab = selectedTab
            self.stacks = stacks
            self.presented = presented
            self.notice = notice
            self.transition = transition
        }

        /// The stack of `tab` (empty at its root).
        public func stack(for tab: Schema.Tab) -> [Schema.Screen] { stacks[tab] ?? [] }

        /// The selected tab and its stack.
        public var location: Location<Schema> { Location(tab: selectedTab, stack: stack(for: selectedTab)) }

        /// The presented modal, if any. Setting the modal already presented keeps its stack;
        /// setting another one presents it at its root.
        public var modal: Schema.Modal? {
            get { presented?.modal }
            set {
                guard newValue != presented?.modal else { return }
                presented = newValue.map { ModalPresentation($0) }
            }
        }
    }

    /// What the person sees.
    public internal(set) var visible: Visible
    /// The session as the coordinator last heard it.
    public internal(set) var session: Session
    /// Foreground or background.
    public internal(set) var scenePhase: AppPhase
    /// How the app was launched, once it has been.
    public internal(set) var launch: LaunchKind?
    /// Raised launch gates, oldest first.
    public internal(set) var gates: [LaunchGate]
    /// The one waiting link, whether it waits for something to go (``pending``) or for the
    /// person's answer (``confirmation``).
    var waiting: PendingLink<Schema>?
    /// The link that waits for something to go (sign-in, a requirement, a gate, a modal, the
    /// session or the launch), if any: its route, canonical redacted link, and what it waits for.
    /// `nil` while the waiting link is a question instead (``confirmation``): at most one link
    /// waits, in one form or the other. (A modal that helps sign-in, standing in sign-in's place,
    /// keeps the link waiting for sign-in aside while it asks; it is pending again when the
    /// person stays.)
    public var pending: PendingLink<Schema>? {
        guard let waiting, !waiting.reason.isConfirmation else { return nil }
        return waiting
    }
    /// The link that waits for the person's answer over a modal that asks before it is left, if
    /// any: its route, canonical redacted link, and (in its reason) the modal that asks. Never
    /// set while ``pending`` is.
    public var confirmation: PendingLink<Schema>? {
        guard let waiting, waiting.reason.isConfirmation else { return nil }
        return waiting
    }
    /// The one resolver run in flight, if any.
    package internal(set) var inFlight: InFlightResolution<Schema>?

    /// The instant of the last event handled.
    var now: NavigationTime
    /// The next navigation's number.
    var nextLinkID: Int
    /// The next resolver run's number.
    var nextResolutionID: Int
    /// The links that arrived within the duplicate window.
    var recentLinks: RecentLinks
    /// A requirement's modal or the expiry notice is due on the next foreground.
    var expiryNoticeDue: Bool
    /// Whether a navigation landed since the launch.
    var landedSinceLaunch: Bool
    /// When each declared requirement beyond sign-in was last met, by name (sign-in counts for
    /// those met by it). Cleared when the session ends or the account changes; not saved.
    var requirementsMet: [RequirementName: NavigationTime]
    /// When the scene last went to the background, for requirements that lapse there.
    var backgroundedAt: NavigationTime?
    /// A snapshot decoded at launch, waiting for the session.
    var heldRestoration: HeldRestoration<Schema>?
    /// The route whose link put up the modal that is up, while that modal holds no stack of its
    /// own (a sheet a resolver opened for an invite): where to return when an expiry closes it.
    var presentingRoute: Schema.Route?
    /// The protected tab the person was moved off only because the session was signed out or
    /// expired, selected again after signing in (unless they chose a tab, or a link landed on
    /// one, since).
    var tabLeftForSignIn: Schema.Tab?
    /// A sign-in link that waits for a launch gate beside the pending link: it helps sign-in (it
    /// removes the sign-in blocker when the gate clears) and never takes the place of the link
    /// the person is owed. Set only while a gate is raised.
    var signInLinkBehindGate: PendingLink<Schema>?
    /// The link waiting for sign-in, kept aside while a modal that helps sign-in, standing in
    /// sign-in's place, asks its question (the question is then the waiting link): help with
    /// signing in never replaces what the person is owed. Set only while that question is up.
    var linkBehindQuestion: PendingLink<Schema>?

    /// The state of an app that has not launched yet: the default tab at its root.
    public init(schema: Schema, session: Session = .unknown) {
        visible = Visible(selectedTab: schema.defaultTab, stacks: [:], presented: nil, notice: nil, transition: .none)
        self.session = session
        scenePhase = .active
        launch = nil
        gates = []
        waiting = nil
        inFlight = nil
        now = .zero
        nextLinkID = 1
        nextResolutionID = 1
        recentLinks = RecentLinks()
        heldRestoration = nil
        expiryNoticeDue = false
        landedSinceLaunch = false
        requirementsMet = [:]
        backgroundedAt = nil
        presentingRoute = nil
        tabLeftForSignIn = nil
        signInLinkBehindGate = nil
        linkBehindQuestion = nil
    }

    /// The state of a new launch: the default state, keeping only the clock and the counters, so
    /// identifiers stay unique across launches.
    func launchedAnew(schema: Schema, session: Session) -> Self {
        var fresh = NavigationState(schema: schema, session: session)
        fresh.now = now
        fresh.nextLinkID = nextLinkID
        fresh.nextResolutionID = nextResolutionID
        return fresh
    }

    public var selectedTab: Schema.Tab { visible.selectedTab }
    /// The stack of each tab; a tab without an entry is at its root.
    public var stacks: [Schema.Tab: [Schema.Screen]] { visible.stacks }
    public var modal: Schema.Modal? { visible.modal }
    /// The presented modal with the screens pushed inside it, if any.
    public var presented: ModalPresentation<Schema>? { visible.presented }
    public var notice: Schema.Notice? { visible.notice }
    /// How the last change should be animated.
    public var transition: TransitionKind { visible.transition }

    /// The stack of `tab` (empty at its root).
    public func stack(for tab: Schema.Tab) -> [Schema.Screen] { visible.stack(for: tab) }

    /// The selected tab and its stack.
    public var location: Location<Schema> { visible.location }

    /// When the requirement called `name` was last met (its modal completed, or a sign-in that
    /// counts for it), or `nil` if it has not been met in this session or has lapsed.
    public func lastMet(_ name: RequirementName) -> NavigationTime? { requirementsMet[name] }

    /// The navigation of a saved snapshot that waits for the session to be known before it is
    /// restored, if one does (its records say `pending` until then).
    package var heldRestorationID: LinkID? { heldRestoration?.id }
}

/// A link seen recently, for the duplicate window.
struct RecentLink: Hashable, Sendable {
    /// What the duplicate window compares: a fingerprint, never the link or its secrets.
    enum Key: Hashable, Sendable {
        /// A route that matched, by its hash value.
        case route(Int)
        /// Input that matched no rule, by the hash of its text (seeded per process).
        case raw(Int)
    }

    var key: Key
    /// The hash of the text that arrived (seeded per process, never saved), so the same text
    /// again is found without matching it; `nil` for a route requested by value. For input that
    /// matched no rule it is also the key.
    var text: Int?
    /// The record's link: canonical and redacted, already escaped.
    var display: String
    /// The record's pattern, already escaped.
    var pattern: String?
    var at: NavigationTime
}

/// A snapshot decoded at launch but held until the session is known.
struct HeldRestoration<Schema: NavigationSchema>: Hashable, Sendable {
    var id: LinkID
    var snapshot: NavigationSnapshot<Schema>
    var skippedTab: Schema.Tab?
}

extension NavigationState {
    /// The waiting link's navigation, if a link waits.
    var waitingLinkID: LinkID? { waiting?.id }

    /// The navigation of the resolver run, if one runs.
    var resolvingLinkID: LinkID? { inFlight?.linkID }
}
