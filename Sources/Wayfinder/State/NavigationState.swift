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

    // The stored parts are underscored and read only in this folder: the coordinator changes
    // them through the accessors below (read-only to adopters) and those at the end of the
    // file; everyone else, the snapshot included, reads them through those accessors or the
    // public properties.

    /// What the person sees.
    public internal(set) var visible: Visible {
        // Lent, not copied: a copy of a generic value goes through its type, looked up at run time.
        _read { yield _visible }
        _modify { yield &_visible }
    }
    /// The session as the coordinator last heard it.
    public internal(set) var session: Session {
        @inline(__always) get { _session }
        _modify { yield &_session }
    }
    /// Foreground or background.
    public internal(set) var scenePhase: AppPhase {
        get { _scenePhase }
        _modify { yield &_scenePhase }
    }
    /// How the app was launched, once it has been.
    public internal(set) var launch: LaunchKind? {
        @inline(__always) get { _launch }
        _modify { yield &_launch }
    }
    /// Raised launch gates, oldest first.
    public internal(set) var gates: [LaunchGate] {
        @inline(__always) get { _gates }
        _modify { yield &_gates }
    }
    /// The link that waits for something to go (sign-in, a requirement, a gate, a modal, the
    /// session or the launch), if any: its route, canonical redacted link, and what it waits for.
    /// `nil` while the waiting link is a question instead (``confirmation``): at most one link
    /// waits, in one form or the other. (A modal that helps sign-in, standing in sign-in's place,
    /// keeps the link waiting for sign-in aside while it asks; it is pending again when the
    /// person stays.)
    public var pending: PendingLink<Schema>? {
        guard _waits, let pending = _pending, !pending.reason.isConfirmation else { return nil }
        return pending
    }
    /// The link that waits for the person's answer over a modal that asks before it is left, if
    /// any: its route, canonical redacted link, and (in its reason) the modal that asks. Never
    /// set while ``pending`` is.
    public var confirmation: PendingLink<Schema>? {
        guard _waits, let pending = _pending, pending.reason.isConfirmation else { return nil }
        return pending
    }
    /// The one resolver run in flight, if any.
    package internal(set) var inFlight: InFlightResolution<Schema>? {
        get { _inFlight }
        _modify {
            yield &_inFlight
            _resolves = _inFlight != nil
        }
    }

    // The fields whose size does not depend on the schema come first: their offsets are fixed,
    // so code not specialised for the schema reads them without looking the state's type up at
    // run time. A field after the first generic one is read at an offset from that look-up.
    var _session: Session
    var _scenePhase: AppPhase
    var _launch: LaunchKind?
    var _gates: [LaunchGate]
    /// Whether `_pending` and `_inFlight` hold a value, kept beside them: asking the optionals
    /// themselves looks their generic types up at run time, and every event asks (most often
    /// to find that nothing waits).
    var _waits: Bool
    var _resolves: Bool
    var _now: NavigationTime
    var _nextLinkID: Int
    var _nextResolutionID: Int
    var _recentLinks: RecentLinks
    var _expiryNoticeDue: Bool
    var _landedSinceLaunch: Bool
    /// When each declared requirement beyond sign-in was last met, by name (sign-in counts for
    /// those met by it). Cleared when the session ends or the account changes; not saved.
    var _requirementsMet: [RequirementName: NavigationTime]
    /// When the scene last went to the background, for requirements that lapse there.
    var _backgroundedAt: NavigationTime?
    var _visible: Visible
    var _pending: PendingLink<Schema>?
    var _inFlight: InFlightResolution<Schema>?
    var _heldRestoration: HeldRestoration<Schema>?
    /// The route whose link put up the modal that is up, while that modal holds no stack of its
    /// own (a sheet a resolver opened for an invite): where to return when an expiry closes it.
    var _presentingRoute: Schema.Route?
    /// The protected tab the person was moved off only because the session was signed out or
    /// expired, selected again after signing in (unless they chose a tab, or a link landed on
    /// one, since).
    var _tabLeftForSignIn: Schema.Tab?
    /// A sign-in link that waits for a launch gate beside the pending link: it helps sign-in (it
    /// removes the sign-in blocker when the gate clears) and never takes the place of the link
    /// the person is owed. Set only while a gate is raised.
    var _signInLinkBehindGate: PendingLink<Schema>?
    /// The link waiting for sign-in, kept aside while a modal that helps sign-in, standing in
    /// sign-in's place, asks its question (the question is then the waiting link): help with
    /// signing in never replaces what the person is owed. Set only while that question is up.
    var _linkBehindQuestion: PendingLink<Schema>?

    /// The state of an app that has not launched yet: the default tab at its root.
    public init(schema: Schema, session: Session = .unknown) {
        _visible = Visible(selectedTab: schema.defaultTab, stacks: [:], presented: nil, notice: nil, transition: .none)
        _session = session
        _scenePhase = .active
        _launch = nil
        _gates = []
        _pending = nil
        _inFlight = nil
        _waits = false
        _resolves = false
        _now = .zero
        _nextLinkID = 1
        _nextResolutionID = 1
        _recentLinks = RecentLinks()
        _heldRestoration = nil
        _expiryNoticeDue = false
        _landedSinceLaunch = false
        _requirementsMet = [:]
        _backgroundedAt = nil
        _presentingRoute = nil
        _tabLeftForSignIn = nil
        _signInLinkBehindGate = nil
        _linkBehindQuestion = nil
    }

    /// The state of a new launch: the default state, keeping only the clock and the counters, so
    /// identifiers stay unique across launches.
    func launchedAnew(schema: Schema, session: Session) -> Self {
        var fresh = NavigationState(schema: schema, session: session)
        fresh._now = _now
        fresh._nextLinkID = _nextLinkID
        fresh._nextResolutionID = _nextResolutionID
        return fresh
    }

    public var selectedTab: Schema.Tab { _visible.selectedTab }
    /// The stack of each tab; a tab without an entry is at its root.
    public var stacks: [Schema.Tab: [Schema.Screen]] { _visible.stacks }
    public var modal: Schema.Modal? { _visible.modal }
    /// The presented modal with the screens pushed inside it, if any.
    public var presented: ModalPresentation<Schema>? { _visible.presented }
    public var notice: Schema.Notice? { _visible.notice }
    /// How the last change should be animated.
    public var transition: TransitionKind { _visible.transition }

    /// The stack of `tab` (empty at its root).
    public func stack(for tab: Schema.Tab) -> [Schema.Screen] { _visible.stack(for: tab) }

    /// The selected tab and its stack.
    public var location: Location<Schema> { _visible.location }

    /// When the requirement called `name` was last met (its modal completed, or a sign-in that
    /// counts for it), or `nil` if it has not been met in this session or has lapsed.
    public func lastMet(_ name: RequirementName) -> NavigationTime? { _requirementsMet[name] }

    /// The navigation of a saved snapshot that waits for the session to be known before it is
    /// restored, if one does (its records say `pending` until then).
    package var heldRestorationID: LinkID? { _heldRestoration?.id }
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

// The coordinator's bookkeeping, changed in place through these accessors: the underscored
// storage is read only in this folder.
extension NavigationState {
    /// The one waiting link, whether it waits for something to go (``pending``) or for the
    /// person's answer (``confirmation``).
    var waiting: PendingLink<Schema>? {
        get { _pending }
        _modify {
            yield &_pending
            _waits = _pending != nil
        }
    }

    /// Whether a link waits (``waiting`` is set), answered without reading the link.
    var isWaiting: Bool {
        @inline(__always) get { _waits }
    }

    /// Whether anything is timed: a link waits or a resolver runs.
    var isTimed: Bool {
        @inline(__always) get { _waits || _resolves }
    }

    /// Whether a resolver runs (``inFlight`` is set), answered without reading the run.
    var isResolving: Bool {
        @inline(__always) get { _resolves }
    }

    /// The waiting link's navigation, if a link waits. Most events find none, answered from the
    /// flag: reading the link names its generic type, which unspecialised code looks up at run
    /// time, so the link is read in a function of its own.
    var waitingLinkID: LinkID? { _waits ? idOfWaitingLink() : nil }

    /// The navigation of the resolver run, if one runs, read as ``waitingLinkID`` is.
    var resolvingLinkID: LinkID? { _resolves ? linkIDOfRun() : nil }

    private func idOfWaitingLink() -> LinkID? { _pending?.id }
    private func linkIDOfRun() -> LinkID? { _inFlight?.linkID }

    /// The instant of the last event handled.
    var now: NavigationTime {
        @inline(__always) get { _now }
        @inline(__always) _modify { yield &_now }
    }

    var nextLinkID: Int {
        get { _nextLinkID }
        _modify { yield &_nextLinkID }
    }

    var nextResolutionID: Int {
        get { _nextResolutionID }
        _modify { yield &_nextResolutionID }
    }

    /// The links that arrived within the duplicate window.
    var recentLinks: RecentLinks {
        get { _recentLinks }
        _modify { yield &_recentLinks }
    }

    /// A snapshot waiting for the session.
    var heldRestoration: HeldRestoration<Schema>? {
        get { _heldRestoration }
        _modify { yield &_heldRestoration }
    }

    /// A requirement's modal or the expiry notice is due on the next foreground.
    var expiryNoticeDue: Bool {
        get { _expiryNoticeDue }
        _modify { yield &_expiryNoticeDue }
    }

    /// Whether a navigation landed since the launch.
    var landedSinceLaunch: Bool {
        get { _landedSinceLaunch }
        _modify { yield &_landedSinceLaunch }
    }

    /// When each declared requirement beyond sign-in was last met, by name.
    var requirementsMet: [RequirementName: NavigationTime] {
        get { _requirementsMet }
        _modify { yield &_requirementsMet }
    }

    /// When the scene last went to the background.
    var backgroundedAt: NavigationTime? {
        get { _backgroundedAt }
        _modify { yield &_backgroundedAt }
    }

    /// The route whose link put up the modal that is up, when it holds no stack of its own.
    var presentingRoute: Schema.Route? {
        get { _presentingRoute }
        _modify { yield &_presentingRoute }
    }

    /// The protected tab left only because the session was signed out or expired.
    var tabLeftForSignIn: Schema.Tab? {
        get { _tabLeftForSignIn }
        _modify { yield &_tabLeftForSignIn }
    }

    /// A sign-in link that waits for a launch gate beside the pending link.
    var signInLinkBehindGate: PendingLink<Schema>? {
        get { _signInLinkBehindGate }
        _modify { yield &_signInLinkBehindGate }
    }

    /// The link waiting for sign-in, kept aside while a helper in sign-in's place asks.
    var linkBehindQuestion: PendingLink<Schema>? {
        get { _linkBehindQuestion }
        _modify { yield &_linkBehindQuestion }
    }
}
