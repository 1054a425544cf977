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
        /// The selected tab.
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

        @usableFromInline
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
        @inlinable
        public func stack(for tab: Schema.Tab) -> [Schema.Screen] { stacks[tab] ?? [] }

        /// The selected tab and its stack.
        @inlinable
        public var location: Location<Schema> { Location(tab: selectedTab, stack: stack(for: selectedTab)) }

        /// The presented modal, if any. Setting the modal already presented keeps its stack;
        /// setting another one presents it at its root.
        @inlinable
        public var modal: Schema.Modal? {
            get { presented?.modal }
            set {
                guard newValue != presented?.modal else { return }
                presented = newValue.map { ModalPresentation($0) }
            }
        }
    }

    // The stored parts are underscored: the coordinator's code, inlined into the app so that it
    // is specialized for the app's schema, changes them; everyone else reads them through the
    // read-only properties below.

    /// What the person sees.
    @inlinable public var visible: Visible { _visible }
    /// The session as the coordinator last heard it.
    @inlinable public var session: Session { _session }
    /// Foreground or background.
    @inlinable public var scenePhase: AppPhase { _scenePhase }
    /// How the app was launched, once it has been.
    @inlinable public var launch: LaunchKind? { _launch }
    /// Raised launch gates, oldest first.
    @inlinable public var gates: [LaunchGate] { _gates }
    /// The link that waits for something to go (sign-in, a requirement, a gate, a modal, the
    /// session or the launch), if any: its route, canonical redacted link, and what it waits for.
    /// `nil` while the waiting link is a question instead (``confirmation``): at most one link
    /// waits, in one form or the other.
    @inlinable public var pending: PendingLink<Schema>? {
        guard let pending = _pending, !pending.reason._isConfirmation else { return nil }
        return pending
    }
    /// The link that waits for the person's answer over a modal that asks before it is left, if
    /// any: its route, canonical redacted link, and (in its reason) the modal that asks. Never
    /// set while ``pending`` is.
    @inlinable public var confirmation: PendingLink<Schema>? {
        guard let pending = _pending, pending.reason._isConfirmation else { return nil }
        return pending
    }
    /// The one resolver run in flight, if any.
    @inlinable public var inFlight: InFlightResolution<Schema>? { _inFlight }

    @usableFromInline var _visible: Visible
    @usableFromInline var _session: Session
    @usableFromInline var _scenePhase: AppPhase
    @usableFromInline var _launch: LaunchKind?
    @usableFromInline var _gates: [LaunchGate]
    @usableFromInline var _pending: PendingLink<Schema>?
    @usableFromInline var _inFlight: InFlightResolution<Schema>?

    // Bookkeeping that is not API.
    @usableFromInline var _now: NavigationTime
    @usableFromInline var _nextLinkID: Int
    @usableFromInline var _nextResolutionID: Int
    @usableFromInline var _recentLinks: [RecentLink]
    @usableFromInline var _heldRestoration: HeldRestoration<Schema>?
    @usableFromInline var _expiryNoticeDue: Bool
    @usableFromInline var _landedSinceLaunch: Bool
    /// When each declared requirement beyond sign-in was last met, by name (sign-in counts for
    /// those met by it). Cleared when the session ends or the account changes; not saved.
    @usableFromInline var _requirementsMet: [RequirementName: NavigationTime]
    /// When the scene last went to the background, for requirements that lapse there.
    @usableFromInline var _backgroundedAt: NavigationTime?
    /// The route whose link put up the modal that is up, while that modal holds no stack of its
    /// own (a sheet a resolver opened for an invite): where to return when an expiry closes it.
    @usableFromInline var _presentingRoute: Schema.Route?

    /// The state of an app that has not launched yet: the default tab at its root.
    public init(schema: Schema, session: Session = .unknown) {
        _visible = Visible(selectedTab: schema.defaultTab, stacks: [:], presented: nil, notice: nil, transition: .none)
        _session = session
        _scenePhase = .active
        _launch = nil
        _gates = []
        _pending = nil
        _inFlight = nil
        _now = .zero
        _nextLinkID = 1
        _nextResolutionID = 1
        _recentLinks = []
        _heldRestoration = nil
        _expiryNoticeDue = false
        _landedSinceLaunch = false
        _requirementsMet = [:]
        _backgroundedAt = nil
        _presentingRoute = nil
    }

    /// The state of a new launch: the default state, keeping only the clock and the counters, so
    /// identifiers stay unique across launches.
    @inlinable
    func _launchedAnew(schema: Schema, session: Session) -> Self {
        var fresh = NavigationState(schema: schema, session: session)
        fresh._now = _now
        fresh._nextLinkID = _nextLinkID
        fresh._nextResolutionID = _nextResolutionID
        return fresh
    }

    /// The selected tab.
    @inlinable public var selectedTab: Schema.Tab { _visible.selectedTab }
    /// The stack of each tab; a tab without an entry is at its root.
    @inlinable public var stacks: [Schema.Tab: [Schema.Screen]] { _visible.stacks }
    /// The presented modal, if any.
    @inlinable public var modal: Schema.Modal? { _visible.modal }
    /// The presented modal with the screens pushed inside it, if any.
    @inlinable public var presented: ModalPresentation<Schema>? { _visible.presented }
    /// The notice shown, if any.
    @inlinable public var notice: Schema.Notice? { _visible.notice }
    /// How the last change should be animated.
    @inlinable public var transition: TransitionKind { _visible.transition }

    /// The stack of `tab` (empty at its root).
    @inlinable public func stack(for tab: Schema.Tab) -> [Schema.Screen] { _visible.stack(for: tab) }

    /// The selected tab and its stack.
    @inlinable public var location: Location<Schema> { _visible.location }

    /// When the requirement called `name` was last met (its modal completed, or a sign-in that
    /// counts for it), or `nil` if it has not been met in this session or has lapsed.
    public func lastMet(_ name: RequirementName) -> NavigationTime? { _requirementsMet[name] }

    /// The navigation of a saved snapshot that waits for the session to be known before it is
    /// restored, if one does (its records say `pending` until then).
    public var heldRestorationID: LinkID? { _heldRestoration?.id }
}

/// A link seen recently, for the duplicate window.
@usableFromInline
struct RecentLink: Hashable, Sendable {
    /// What the duplicate window compares: a fingerprint, never the link or its secrets.
    @usableFromInline
    enum Key: Hashable, Sendable {
        /// A route that matched, by its hash value.
        case route(Int)
        /// Input that matched no rule, by the hash of its text (seeded per process).
        case raw(Int)
    }

    @usableFromInline var key: Key
    /// The hash of the text that arrived (seeded per process, never saved), so the same text
    /// again is found without matching it; `nil` for a route requested by value. For input that
    /// matched no rule it is also the key.
    @usableFromInline var text: Int?
    /// The record's link: canonical and redacted, already escaped.
    @usableFromInline var display: String
    /// The record's pattern, already escaped.
    @usableFromInline var pattern: String?
    @usableFromInline var at: NavigationTime

    @usableFromInline
    init(key: Key, text: Int?, display: String, pattern: String?, at: NavigationTime) {
        self.key = key
        self.text = text
        self.display = display
        self.pattern = pattern
        self.at = at
    }
}

/// A snapshot decoded at launch but held until the session is known.
@usableFromInline
struct HeldRestoration<Schema: NavigationSchema>: Hashable, Sendable {
    @usableFromInline var id: LinkID
    @usableFromInline var snapshot: NavigationSnapshot<Schema>
    @usableFromInline var skippedTab: Schema.Tab?

    @usableFromInline
    init(id: LinkID, snapshot: NavigationSnapshot<Schema>, skippedTab: Schema.Tab?) {
        self.id = id
        self.snapshot = snapshot
        self.skippedTab = skippedTab
    }
}
