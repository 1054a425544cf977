/// Everything navigation needs to know, as one value: what the person sees (``Visible``: the
/// selected tab, a stack per tab, at most one modal, at most one notice, how to animate the last
/// change) and the coordinator's bookkeeping (session, launch gates, the pending link, the
/// resolution in flight, the clock and counters).
///
/// Only the ``Coordinator`` changes it; views read the visible part through the ``Navigator``,
/// which tells observers only about the parts that changed.
public struct NavigationState<Schema: NavigationSchema>: Hashable, Sendable {
    /// What the person sees, apart from the coordinator's bookkeeping.
    public struct Visible: Hashable, Sendable {
        /// The selected tab.
        public internal(set) var selectedTab: Schema.Tab
        /// The stack of each tab; a tab without an entry is at its root.
        public internal(set) var stacks: [Schema.Tab: [Schema.Screen]]
        /// The presented modal with the screens pushed inside it, if any. There is never more
        /// than one.
        public internal(set) var presented: ModalPresentation<Schema>?
        /// The notice (alert) shown, if any.
        public internal(set) var notice: Schema.Notice?
        /// How the last change should be animated.
        public internal(set) var transition: TransitionKind

        /// The stack of `tab` (empty at its root).
        public func stack(for tab: Schema.Tab) -> [Schema.Screen] { stacks[tab] ?? [] }

        /// The selected tab and its stack.
        public var location: Location<Schema> { Location(tab: selectedTab, stack: stack(for: selectedTab)) }

        /// The presented modal, if any. Setting the modal already presented keeps its stack;
        /// setting another one presents it at its root.
        public internal(set) var modal: Schema.Modal? {
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
    /// The one waiting navigation, if any.
    public internal(set) var pending: PendingLink<Schema>?
    /// The one resolver run in flight, if any.
    public internal(set) var inFlight: InFlightResolution<Schema>?

    // Bookkeeping that is not API.
    var now: NavigationTime
    var nextLinkID: Int
    var nextResolutionID: Int
    var recentLinks: [RecentLink]
    var heldRestoration: HeldRestoration<Schema>?
    var expiryNoticeDue: Bool
    var landedSinceLaunch: Bool
    /// When each declared requirement beyond sign-in was last met, by name (sign-in counts for
    /// those met by it). Cleared when the session ends or the account changes; not saved.
    var requirementsMet: [String: NavigationTime]
    /// When the scene last went to the background, for requirements that lapse there.
    var backgroundedAt: NavigationTime?

    /// The state of an app that has not launched yet: the default tab at its root.
    public init(schema: Schema, session: Session = .unknown) {
        visible = Visible(selectedTab: schema.defaultTab, stacks: [:], presented: nil, notice: nil, transition: .none)
        self.session = session
        scenePhase = .active
        launch = nil
        gates = []
        pending = nil
        inFlight = nil
        now = .zero
        nextLinkID = 1
        nextResolutionID = 1
        recentLinks = []
        heldRestoration = nil
        expiryNoticeDue = false
        landedSinceLaunch = false
        requirementsMet = [:]
        backgroundedAt = nil
    }

    /// The selected tab.
    public var selectedTab: Schema.Tab { visible.selectedTab }
    /// The stack of each tab; a tab without an entry is at its root.
    public var stacks: [Schema.Tab: [Schema.Screen]] { visible.stacks }
    /// The presented modal, if any.
    public var modal: Schema.Modal? { visible.modal }
    /// The presented modal with the screens pushed inside it, if any.
    public var presented: ModalPresentation<Schema>? { visible.presented }
    /// The notice shown, if any.
    public var notice: Schema.Notice? { visible.notice }
    /// How the last change should be animated.
    public var transition: TransitionKind { visible.transition }

    /// The stack of `tab` (empty at its root).
    public func stack(for tab: Schema.Tab) -> [Schema.Screen] { visible.stack(for: tab) }

    /// The selected tab and its stack.
    public var location: Location<Schema> { visible.location }

    /// When the requirement called `name` was last met (its modal completed, or a sign-in that
    /// counts for it), or `nil` if it has not been met in this session or has lapsed.
    public func lastMet(_ name: String) -> NavigationTime? { requirementsMet[name] }

    /// The navigation of a saved snapshot that waits for the session to be known before it is
    /// restored, if one does (its records say `pending` until then).
    public var heldRestorationID: LinkID? { heldRestoration?.id }
}

/// A link seen recently, for the duplicate window.
struct RecentLink: Hashable, Sendable {
    /// What the duplicate window compares: a fingerprint, never the link or its secrets.
    enum Key: Hashable, Sendable {
        /// A route that matched, by its hash value.
        case route(Int)
        /// Input that matched no rule, as it arrived.
        case raw(UInt64)
    }

    var key: Key
    var at: NavigationTime
}

/// A snapshot decoded at launch but held until the session is known.
struct HeldRestoration<Schema: NavigationSchema>: Hashable, Sendable {
    var id: LinkID
    var snapshot: NavigationSnapshot<Schema>
    var skippedTab: Schema.Tab?
}
