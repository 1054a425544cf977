/// Everything navigation needs to know, as one value: what the person sees (selected tab, a
/// stack per tab, at most one modal, at most one notice) and the coordinator's bookkeeping
/// (session, launch gates, the pending link, the resolution in flight).
///
/// Only the ``Coordinator`` changes it; views read it through the ``Navigator``.
public struct NavigationState<Schema: NavigationSchema>: Hashable, Sendable {
    /// The selected tab.
    public internal(set) var selectedTab: Schema.Tab
    /// The stack of each tab; a tab without an entry is at its root.
    public internal(set) var stacks: [Schema.Tab: [Schema.Screen]]
    /// The presented modal, if any. There is never more than one.
    public internal(set) var modal: Schema.Modal?
    /// The notice (alert) shown, if any.
    public internal(set) var notice: Schema.Notice?
    /// How the last change should be animated.
    public internal(set) var transition: TransitionKind

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
    package var heldRestoration: HeldRestoration<Schema>?
    var expiryNoticeDue: Bool
    var landedSinceLaunch: Bool

    /// The state of an app that has not launched yet: the default tab at its root.
    public init(schema: Schema, session: Session = .unknown) {
        selectedTab = schema.defaultTab
        stacks = [:]
        modal = nil
        notice = nil
        transition = .none
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
    }

    /// The stack of `tab` (empty at its root).
    public func stack(for tab: Schema.Tab) -> [Schema.Screen] { stacks[tab] ?? [] }

    /// The selected tab and its stack.
    public var location: Location<Schema> { Location(tab: selectedTab, stack: stack(for: selectedTab)) }
}

/// A link seen recently, for the duplicate window.
struct RecentLink: Hashable, Sendable {
    var key: String
    var at: NavigationTime
}

/// A snapshot decoded at launch but held until the session is known.
package struct HeldRestoration<Schema: NavigationSchema>: Hashable, Sendable {
    package var id: LinkID
    var snapshot: NavigationSnapshot<Schema>
    var skippedTab: Schema.Tab?
}
