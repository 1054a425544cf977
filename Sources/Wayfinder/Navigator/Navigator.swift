import Foundation
public import Observation

/// The one owner of navigation in an app: it holds the ``Coordinator``'s state, runs its
/// effects (resolver tasks, a timer on an injected clock, snapshot saving, decision records) and
/// offers the familiar API. Views read what the person sees and ask the navigator; they never
/// present or push on their own.
///
/// ```swift
/// @State var navigator = Navigator(schema: Shop(), store: FileSnapshotStore(url: stateURL))
/// // at launch:
/// navigator.launch(.cold, url: launchURL, session: .unknown)
/// // later:
/// navigator.open(url)           // a link
/// navigator.push(.product("5")) // a tap
/// navigator.sessionResolved(.signedIn("alice"))
/// ```
///
/// ### Observation
///
/// What the person sees is observable part by part: ``selectedTab``, each tab's stack
/// (``stack(for:)``), ``modal``, ``notice`` and ``transition``, plus ``session``. A view is
/// told only when a part it read changed: pushing on one tab does not invalidate a view that
/// read another tab's stack, and an event that changes nothing visible (a timer tick, a duplicate
/// link) tells nobody. The coordinator's bookkeeping (the clock, counters, recent links) is never
/// observed.
///
/// ### One window of several
///
/// In an app with several windows, each window's views get a navigator of their own from the
/// ``WindowNavigator`` (``WindowNavigator/navigator(for:)``): the same class, the same API, so
/// every host, binding and `onDeepLink` works unchanged in each window. Its parts are that
/// window's (its tab, stacks, modal, notice, handoff link) with the app's session and waiting
/// link, observed per window. Its events go to the window navigator: the person's own moves
/// (push, back, select, present, dismiss, a path written, a tap that asks for a route) act on
/// this window; links and everything from outside the window (sign-in, session, time, the
/// scene's phase) are routed by the windows' rules, whichever window's view received them.
/// Links that land in this window reach this window's `onDeepLink` handlers. It shares the
/// window navigator's clock, store, tasks, ``log`` and ``journal``.
///
/// ### One shell
///
/// A one-window app's navigator is the same thing with one window, ``WindowID/main``, of a
/// ``WindowNavigator`` of its own, which it holds: its events go through the same shell (the
/// ``WindowCoordinator`` with one window open is the ``Coordinator``'s step and a few
/// comparisons), so a one-window app and a many-window one apply an event, run its effects,
/// keep a journal and save snapshots in the same code.
@MainActor
public final class Navigator<Schema: NavigationSchema>: Observable {
    /// Everything navigation knows, bookkeeping included. Reading it in a view observes every
    /// visible part and the session (not the bookkeeping); read the parts you need instead, so
    /// the view is told only about those.
    public var state: NavigationState<Schema> {
        _ = selectedTab
        _ = modal
        _ = presented
        _ = notice
        _ = transition
        _ = session
        _ = pending
        _ = confirmation
        for tab in current.visible.stacks.keys { _ = stack(for: tab) }
        for tab in schema.tabs { _ = stack(for: tab) }
        return windowState ?? current
    }

    public var selectedTab: Schema.Tab { parts.selectedTab.value }
    /// The presented modal, if any. A push inside its flow does not change it.
    public var modal: Schema.Modal? { parts.modal.value }
    /// The presented modal with the stack inside it (a flow such as a checkout sheet), if any.
    /// A view that shows the flow's `NavigationStack` reads this; one that only presents the
    /// sheet reads ``modal`` and is not told about pushes inside it.
    public var presented: ModalPresentation<Schema>? { parts.presented.value }
    /// The notice (alert) shown, if any.
    public var notice: Schema.Notice? { parts.notice.value }
    /// How the last visible change should be animated. Unlike ``NavigationState/transition``,
    /// which describes the last event's change (none, for a timer tick), it stays as it was
    /// while events change nothing visible.
    public var transition: TransitionKind { parts.transition.value }
    /// The session as the coordinator last heard it.
    public var session: Session { parts.session.value }
    /// The link that waits for something to go (sign-in, a gate, a modal…), if any: its route,
    /// canonical redacted link and what it waits for. Observers are told when another link
    /// waits or it waits for something else, not as its time to live runs.
    public var pending: PendingLink<Schema>? { parts.pending.value }
    /// The link that waits for the person's answer over a modal that asks before it is left, if
    /// any: show the question, then call ``answerConfirmation(_:)``. Never set with ``pending``.
    public var confirmation: PendingLink<Schema>? { parts.confirmation.value }
    /// The canonical link of where the person is, for Handoff and sharing, or `nil` when there is
    /// none to give: ``NavigationState/handoffLink(in:)``. It changes only when the link does, so
    /// a view or an activity advertising it is told only then.
    public var handoffLink: String? { parts.handoffLink(of: current) }

    /// The stack of `tab` (empty at its root). A view that reads it is told only when this
    /// tab's stack changes.
    public func stack(for tab: Schema.Tab) -> [Schema.Screen] { stackPart(for: tab).value }

    /// The selected tab and its stack.
    public var location: Location<Schema> { Location(tab: selectedTab, stack: stack(for: selectedTab)) }

    var current: NavigationState<Schema>
    /// What the person sees, part by part, each observed on its own.
    let parts: NavigatorParts<Schema>

    public let schema: Schema
    /// The last decision records, oldest first (every window's, in an app with several).
    public let log: RingBufferDecisionLog
    /// The last events received, for a bug report: see ``NavigationJournal``. In an app with
    /// several windows it is the ``WindowNavigator``'s, shared by every window's navigator.
    public var journal: NavigationJournal<Schema> {
        owner?.journal ?? NavigationJournal(schema: schema, capacity: 0)
    }
    /// The window it shows: ``WindowID/main`` for a one-window app's navigator.
    let windowID: WindowID
    /// The shell whose steps it shows, where its events go (held weakly: a ``WindowNavigator``
    /// holds its windows' navigators).
    weak var owner: WindowNavigator<Schema>?
    /// The shell of a one-window app's navigator, held: nothing else holds it.
    private let ownShell: WindowNavigator<Schema>?
    let elapsed: @Sendable () -> Duration
    let tasks: ShellTasks
    var prefetchedData: [PrefetchKey: any Sendable] = [:]
    var mailbox = DeepLinkMailbox<DeliveredLink<Schema.Route>>()
    var handlers: [DeepLinkHandlerID: (DeliveredLink<Schema.Route>) -> Bool] = [:]
    /// The change observers (``addChangeObserver(_:)``).
    var host = NavigatorHostState<Schema>()

    /// Creates a navigator.
    ///
    /// A one-window app is one window, ``WindowID/main``, of a shell of its own: its events are
    /// applied, its effects run and its journal kept exactly as a ``WindowNavigator`` does for
    /// each of its windows.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - clock: The clock for pending time to live and resolver time-outs; inject a manual
    ///     clock in tests.
    ///   - store: Where snapshots are kept; `nil` keeps none.
    ///   - sinks: Where decision records go besides ``log``.
    ///   - journalCapacity: How many events ``journal`` keeps; 0 keeps none.
    public convenience init<C: Clock>(
        schema: Schema, clock: C = ContinuousClock(), store: (any SnapshotStore)? = nil, sinks: [any DecisionSink] = [],
        journalCapacity: Int = NavigationJournal<Schema>.defaultCapacity
    ) where C.Duration == Duration {
        let shell = WindowNavigator(
            schema: schema, clock: clock, store: store, sinks: sinks, journalCapacity: journalCapacity)
        self.init(window: .main, of: shell, holdingIt: true)
        shell.adopt(self)
    }

    /// The one initializer every navigator goes through: one window of `shell`, showing what that
    /// window would show were it opened now; `holdingIt` for a one-window app's navigator, which
    /// holds its shell.
    init(window: WindowID, of shell: WindowNavigator<Schema>, holdingIt: Bool) {
        schema = shell.schema
        windowID = window
        owner = shell
        ownShell = holdingIt ? shell : nil
        let state = shell.opening(window)
        current = state
        parts = NavigatorParts(state, schema: shell.schema)
        log = shell.log
        elapsed = shell.elapsed
        tasks = shell.tasks
    }

    /// The current moment on the navigator's timeline.
    public var now: NavigationTime { NavigationTime(elapsed()) }

    // MARK: Events

    /// Sends any event to the coordinator and runs its effects. The named methods below are
    /// shorthands for this.
    public func send(_ event: NavigationEvent<Schema>) {
        owner?.send(event, from: windowID)
    }

    /// Tells the observers of the parts `state` (the state now shown) changes, then lets go of what
    /// the step took away: the links delivered to another person, and prefetched data whose screen
    /// left (data is kept for the screen a link landed on, which is on a stack: only a step that
    /// moved can take one off).
    func publish(_ state: NavigationState<Schema>) {
        let published = parts.publish(state)
        if let before = published.sessionBefore, Self.personChanged(from: before, to: state.session) {
            mailbox.clear()
        }
        if published.moved { dropPrefetchedDataOffStacks() }
    }

    /// The observable holder of `tab`'s stack.
    func stackPart(for tab: Schema.Tab) -> ObservedPart<[Schema.Screen]> { parts.stack(for: tab, in: current) }

    /// Whether a session change ends what the previous person may see: signing out, expiry,
    /// another account. Signing in from signed out only shows more, so nothing is dropped.
    static func personChanged(from old: Session, to new: Session) -> Bool {
        guard let account = old.account, new != old else { return false }
        return new != .signedIn(account)
    }

}
