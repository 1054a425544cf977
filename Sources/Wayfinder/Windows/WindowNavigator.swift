public import Foundation
public import Observation

/// The owner of navigation in an app with several windows (iPadOS, macOS): the
/// ``WindowCoordinator``'s state, its effects run (resolver tasks, a timer on an injected clock,
/// snapshot saving, decision records), its ``journal`` kept, and a ``Navigator`` for each
/// window, so that each window is written exactly like a one-window app.
///
/// It is the one shell of every app: a one-window app's ``Navigator`` runs over one of its own,
/// with one window, ``WindowID/main``. So an app with several windows applies events, saves
/// snapshots and keeps a journal to export exactly as a one-window app does.
///
/// ```swift
/// let windows = WindowNavigator(schema: Shop(), store: FileSnapshotStore(url: stateURL))
/// windows.launch(.cold, session: .unknown)
/// let main = windows.navigator(for: .main)     // a Navigator: give it to NavigationHost
/// windows.focus("3F2C…")                        // a window came to the front
/// windows.open("shop://orders/42")              // the window showing it, else the frontmost
/// windows.navigator(for: "3F2C…").location      // what that window shows
/// ```
///
/// In SwiftUI, `NavigationWindow` does the wiring: it names each window with its scene's
/// storage, hands its content that window's navigator, reports the window that comes to the
/// front and the one that closes.
///
/// ### What each window's navigator does
///
/// Its parts are its window's: the tab, the stacks, the modal, the notice and the handoff
/// link, with the app's session and waiting link. The person's own moves in it (push, back,
/// select, present, dismiss, a path SwiftUI wrote, a tap asking for a route) act on that
/// window. A link, wherever it arrives (any window's `onOpenURL`), goes where the windows'
/// rules send it: to the window that already shows its destination, else to the frontmost;
/// so do sign-in, the session, gates, time and the scene's phase. What lands in a window (the
/// link for its `onDeepLink` handlers, a resolver's prefetched data) is handed to that window's
/// navigator.
///
/// ### Observation
///
/// Per window and per part: a push in one window tells the readers of that window's stack,
/// not the views of another window; a change of session tells every window's readers of the
/// session. ``frontmost`` is observable on its own. ``windows``, the whole state, is not
/// observed: read a window's navigator instead.
@MainActor
public final class WindowNavigator<Schema: NavigationSchema>: Observable {
    public let schema: Schema
    /// Every window, which one is in front, and the app's shared part. Not observed: a view
    /// reads its window's ``navigator(for:)``, whose parts are.
    public private(set) var windows: WindowedState<Schema>
    /// The window in front, which the person's actions act on.
    public var frontmost: WindowID { front.value }
    /// ``frontmost``, observed on its own (see ``Navigator``'s parts).
    private let front: ObservedPart<WindowID>
    /// The last decision records of every window, oldest first. Each window's navigator's
    /// ``Navigator/log`` is this one.
    public let log: RingBufferDecisionLog
    /// The last events every window received (a window opened, focused or closed included), for
    /// a bug report: see ``NavigationJournal``. Each window's navigator's ``Navigator/journal``
    /// is this one.
    public private(set) var journal: NavigationJournal<Schema>

    /// The rules the windows' state follows.
    private let coordinator: WindowCoordinator<Schema>
    private let store: (any SnapshotStore)?
    private let sinks: [any DecisionSink]
    let elapsed: @Sendable () -> Duration
    let tasks: ShellTasks
    private var attached: Set<WindowID> = []
    /// Each window's navigator, held weakly: a one-window app's navigator holds its shell.
    private var navigators: [WindowID: WeakNavigator<Schema>] = [:]
    /// The navigators ``navigator(for:)`` made, kept while the app runs (a window that opens
    /// again under the same name gets the same one).
    private var kept: [WindowID: Navigator<Schema>] = [:]
    /// The windows with a navigator, in the order they were made: all are told when the app's
    /// shared part changes, else those a step touched.
    private var windowsWithNavigator: [WindowID] = []
    /// How a task's answer (a resolver's, the wake timer's) comes back, made once rather than for
    /// each effect or event.
    private lazy var sendBack: @MainActor (NavigationEvent<Schema>) -> Void = { [weak self] in self?.send($0) }
    private lazy var wakeUp: @MainActor () -> Void = { [weak self] in self?.send(.timePassed) }

    /// Creates a navigator for an app with several windows; the first window is ``WindowID/main``.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - clock: The clock for pending time to live and resolver time-outs.
    ///   - store: Where the windows' snapshots are kept; `nil` keeps none.
    ///   - sinks: Where decision records go besides ``log``.
    ///   - journalCapacity: How many events ``journal`` keeps; 0 keeps none.
    public init<C: Clock>(
        schema: Schema, clock: C = ContinuousClock(), store: (any SnapshotStore)? = nil, sinks: [any DecisionSink] = [],
        journalCapacity: Int = NavigationJournal<Schema>.defaultCapacity
    ) where C.Duration == Duration {
        self.schema = schema
        coordinator = WindowCoordinator(schema: schema)
        let windows = WindowedState(schema: schema)
        self.windows = windows
        front = ObservedPart(windows.frontmost)
        log = RingBufferDecisionLog()
        journal = NavigationJournal(schema: schema, capacity: journalCapacity)
        self.store = store
        self.sinks = sinks
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        tasks = ShellTasks { try await clock.sleep(until: start.advanced(by: $0.sinceStart), tolerance: nil) }
    }

    /// The current moment on the navigator's timeline.
    public var now: NavigationTime { NavigationTime(elapsed()) }

    /// The app's state as `window` sees it, or `nil` when that window is not open.
    public func state(of window: WindowID) -> NavigationState<Schema>? { windows.state(of: window) }

    /// The navigator of `window`, for its views: give it to `NavigationHost` (or any host) and
    /// put it in the window's environment, as in a one-window app.
    ///
    /// Made on first use; the same one comes back for the same window. Until the window opens
    /// (``focus(_:)``, or a launch that restores it) it shows what a focus would have opened when
    /// it was made (the fallback location, with any launch gate up); from then on, its window.
    public func navigator(for window: WindowID) -> Navigator<Schema> {
        if let navigator = navigators[window]?.navigator { return navigator }
        let navigator = Navigator(window: window, of: self, holdingIt: false)
        kept[window] = navigator
        adopt(navigator)
        return navigator
    }

    /// Tells `navigator` of its window's steps from now on (held weakly).
    func adopt(_ navigator: Navigator<Schema>) {
        let window = navigator.windowID
        if navigators[window] == nil { windowsWithNavigator.append(window) }
        navigators[window] = WeakNavigator(navigator)
    }

    /// Sends an event: in `window` when it happened there (a view of that window wrote a path),
    /// or where the windows' rules send it (`nil`: links, session changes, time).
    public func send(_ event: NavigationEvent<Schema>, in window: WindowID? = nil) {
        apply(.navigation(event, in: window))
    }

    /// An event from the views of `window`'s navigator: the person's own moves act on that
    /// window; everything else goes where the windows' rules send it.
    func send(_ event: NavigationEvent<Schema>, from window: WindowID) {
        send(event, in: Self.isOwnMove(event) ? window : nil)
    }

    /// Whether `event` is a move the person makes in a window's own views, which acts on that
    /// window: pushing, going back, selecting a tab, presenting or dismissing, a path SwiftUI
    /// wrote, unsaved input, a tap that asks for a route (`.app`). Links, sign-in and step-up
    /// results, the session, gates, time, answers to the waiting link and scene phases are not:
    /// the windows' rules route them.
    nonisolated static func isOwnMove(_ event: NavigationEvent<Schema>) -> Bool {
        switch event {
        case .screenPushed, .popped, .poppedCount, .poppedTo, .poppedToRoot, .tabSelected, .modalRequested,
            .modalDismissed, .noticeDismissed, .noticeRaised, .unsavedInputChanged, .pathChanged, .modalPathChanged:
            return true
        case .routeRequested(_, let source): return source == .app
        // Listed rather than `default`, so a new event is decided here, not routed silently.
        case .launched, .linkReceived, .sessionResolved, .signedIn, .signInFailed, .signInCancelled, .requirementMet,
            .requirementFailed, .requirementCancelled, .sessionExpired, .signedOut, .gateRaised, .gateCleared,
            .scenePhaseChanged, .resolutionFinished, .timePassed, .confirmationAnswered, .pendingDiscarded:
            return false
        }
    }

    /// A window came to the front (its scene became active); a window not open yet opens at
    /// the fallback location.
    public func focus(_ window: WindowID) {
        guard window != front.unobserved else { return }
        apply(.focused(window))
    }

    /// The identity of a window that appears: `stored` when its scene kept one (a window the
    /// system restored), else ``WindowID/main`` for the first window and a new unique name for
    /// each other one.
    /// - Parameter stored: The name the window's scene storage holds, empty when it holds none.
    /// - Returns: The window's identity, remembered so no later window is given it.
    package func attachWindow(named stored: String) -> WindowID {
        let window =
            !stored.isEmpty ? WindowID(stored) : attached.contains(.main) ? WindowID(UUID().uuidString) : .main
        attached.insert(window)
        return window
    }

    public func close(_ window: WindowID) { apply(.closed(window)) }

    /// Launches: at a cold launch, every saved window is restored into the window of its name.
    public func launch(
        _ kind: LaunchKind = .cold, url: URL? = nil, source: LinkSource = .link, session: Session = .unknown,
        gates: [LaunchGate] = []
    ) {
        launch(kind, link: url?.absoluteString, source: source, session: session, gates: gates)
    }

    /// Launches with a link given as text: the launch of every navigator, the saved snapshot (or
    /// windows) read from the store at a cold launch.
    func launch(_ kind: LaunchKind, link: String?, source: LinkSource, session: Session, gates: [LaunchGate]) {
        let snapshot = kind == .cold ? store?.load() : nil
        send(.launched(.init(kind, session: session, gates: gates, link: link, source: source, snapshot: snapshot)))
    }

    /// A link arrives: it goes to the window that already shows its destination, else to the frontmost.
    public func open(_ link: String, source: LinkSource = .link) { send(.linkReceived(link, source: source)) }

    /// Waits until every resolver started so far has answered and its answer was applied.
    public func settle() async {
        await tasks.settle()
    }

    // MARK: Steps

    /// One step of the window coordinator, its effects run, and each window's navigator told
    /// what changed in its window: only the windows the step touched (as the window coordinator
    /// reports them) whose part changed, unless the app's shared part did. An event in one window
    /// costs the other windows nothing, however many are open.
    private func apply(_ event: WindowEvent<Schema>) {
        // A resolver's prefetched data, with the link it belongs to, as a one-window navigator finds it.
        let landing: PrefetchedLanding? =
            if case .navigation(let navigation, _) = event {
                PrefetchedLanding.answer(navigation, in: windows.app)
            } else {
                nil
            }
        let time = now
        let sessionBefore = windows.app.session
        let frontBefore = windows.frontmost
        let shared = WindowShared(windows.app)
        var effects: [NavigationEffect<Schema>] = []
        var touched = WindowsTouched.none
        let window = coordinator.reduce(&windows, event, at: time, into: &effects, touching: &touched)
        journal.append(event, at: time, session: sessionBefore, frontmost: frontBefore, effects: effects)
        if windows.frontmost != front.unobserved { front.value = windows.frontmost }
        // A navigator told sets only the parts of its window that changed, so nothing here
        // compares what a window shows (an event in one window costs the others nothing).
        let sharedChanged = WindowShared(windows.app) != shared
        var told: [Navigator<Schema>] = []
        for window in sharedChanged ? windowsWithNavigator : touched.windows(of: windowsWithNavigator) {
            // A window not open is not told: its navigator keeps what it showed, and is told in
            // full when it opens again.
            guard let navigator = navigators[window]?.navigator, let state = windows.state(of: window) else {
                continue
            }
            navigator.mirror(state)
            told.append(navigator)
        }
        let landedIn = window ?? windows.frontmost
        for effect in effects { run(effect, in: landedIn, landing: landing) }
        scheduleWake(at: coordinator.nextDeadline(in: windows))
        // Only a window told can have changed: the others' observers hear nothing.
        for navigator in told { navigator.reportChange() }
    }

    /// What `window` would show were it opened now (its own state when it is open).
    func opening(_ window: WindowID) -> NavigationState<Schema> {
        if let open = windows.state(of: window) { return open }
        var opened = windows
        _ = coordinator.reduce(&opened, .focused(window), at: now)
        return opened.state(of: window) ?? windows.app
    }

    private func run(_ effect: NavigationEffect<Schema>, in window: WindowID, landing: PrefetchedLanding?) {
        tasks.run(
            effect, of: schema, landing: landing, store: store, log: log, sinks: sinks,
            send: sendBack, keep: { navigator(for: window).keepPrefetched($0) },
            deliver: { navigator(for: window).post($0) })
    }

    private func scheduleWake(at deadline: NavigationTime?) {
        tasks.wake(at: deadline, then: wakeUp)
    }
}

/// A window's navigator as its shell holds it: weakly, since a one-window app's navigator holds
/// its shell.
struct WeakNavigator<Schema: NavigationSchema> {
    weak var navigator: Navigator<Schema>?

    init(_ navigator: Navigator<Schema>) { self.navigator = navigator }
}
