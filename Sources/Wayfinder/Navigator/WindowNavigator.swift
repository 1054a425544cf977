public import Foundation
public import Observation

/// The owner of navigation in an app with several windows (iPadOS, macOS): the
/// ``WindowCoordinator``'s state, its effects run as the ``Navigator`` runs them (resolver
/// tasks, a timer on an injected clock, snapshot saving, decision records), and each window's
/// part for that window's views.
///
/// Each window's views read their own part with ``state(of:)`` and send their moves with
/// ``send(_:in:)``; the window that comes to the front reports it with ``focus(_:)``; a window
/// the person closes reports it with ``close(_:)``. Links are sent without a window: the rules
/// decide which window takes them.
///
/// ```swift
/// @State var windows = WindowNavigator(schema: Shop(), store: FileSnapshotStore(url: stateURL))
/// windows.launch(.cold, session: .unknown)
/// windows.focus("3F2C…")                       // a window came to the front
/// windows.open("shop://orders/42")              // the window showing it, else the frontmost
/// windows.state(of: "3F2C…")?.location          // what that window shows
/// ```
///
/// Observation is coarse: a view that reads any window's part is told about every step. An
/// app with many windows that needs finer updates reads through ``Navigator`` per window once
/// the adapter offers it (see the "Windows and columns" article).
@MainActor
@Observable
public final class WindowNavigator<Schema: NavigationSchema> {
    /// The app's schema.
    public let schema: Schema
    /// Every window, which one is in front, and the app's shared part.
    public private(set) var windows: WindowedState<Schema>

    @ObservationIgnored private let coordinator: WindowCoordinator<Schema>
    @ObservationIgnored private let store: (any SnapshotStore)?
    @ObservationIgnored private let sinks: [any DecisionSink]
    @ObservationIgnored private let elapsed: @Sendable () -> Duration
    @ObservationIgnored private let tasks: ShellTasks
    @ObservationIgnored private var attached: Set<WindowID> = []

    /// Creates a navigator for an app with several windows; the first window is ``WindowID/main``.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - clock: The clock for pending time to live and resolver time-outs.
    ///   - store: Where the windows' snapshots are kept; `nil` keeps none.
    ///   - sinks: Where decision records go.
    public init<C: Clock>(
        schema: Schema, clock: C = ContinuousClock(), store: (any SnapshotStore)? = nil, sinks: [any DecisionSink] = []
    ) where C.Duration == Duration {
        self.schema = schema
        self.coordinator = WindowCoordinator(schema: schema)
        self.windows = WindowedState(schema: schema)
        self.store = store
        self.sinks = sinks
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        tasks = ShellTasks { try await clock.sleep(until: start.advanced(by: $0.sinceStart), tolerance: nil) }
    }

    /// The current moment on the navigator's timeline.
    public var now: NavigationTime { NavigationTime(elapsed()) }

    /// The window in front.
    public var frontmost: WindowID { windows.frontmost }

    /// The app's state as `window` sees it, or `nil` when that window is not open.
    public func state(of window: WindowID) -> NavigationState<Schema>? { windows.state(of: window) }

    /// Sends an event: in `window` when it happened there (a view of that window wrote a path),
    /// or where the windows' rules send it (`nil`: links, session changes, time).
    public func send(_ event: NavigationEvent<Schema>, in window: WindowID? = nil) {
        apply(.navigation(event, in: window))
    }

    /// A window came to the front (its scene became active); a window not open yet opens at
    /// the fallback location.
    public func focus(_ window: WindowID) {
        guard window != windows.frontmost else { return }
        apply(.focused(window))
    }

    /// The identity of a window that appears: `stored` when its scene kept one (a window the
    /// system restored), else ``WindowID/main`` for the first window and a new unique name for
    /// each other one.
    /// - Parameter stored: The name the window's scene storage holds, empty when it holds none.
    /// - Returns: The window's identity, remembered so no later window is given it.
    public func attachWindow(named stored: String) -> WindowID {
        let window =
            !stored.isEmpty ? WindowID(stored) : attached.contains(.main) ? WindowID(UUID().uuidString) : .main
        attached.insert(window)
        return window
    }

    /// A window closed.
    public func close(_ window: WindowID) { apply(.closed(window)) }

    /// Launches: at a cold launch, every saved window is restored into the window of its name.
    public func launch(
        _ kind: LaunchKind = .cold, url: URL? = nil, source: LinkSource = .link, session: Session = .unknown,
        gates: [LaunchGate] = []
    ) {
        let snapshot = kind == .cold ? store?.load() : nil
        send(
            .launched(
                .init(
                    kind, session: session, gates: gates, link: url?.absoluteString, source: source, snapshot: snapshot)
            ))
    }

    /// A link arrives: it goes to the window that already shows its destination, else to the frontmost.
    public func open(_ link: String, source: LinkSource = .link) { send(.linkReceived(link, source: source)) }

    /// Waits until every resolver started so far has answered and its answer was applied.
    public func settle() async {
        await tasks.settle()
    }

    private func apply(_ event: WindowEvent<Schema>) {
        let effects = coordinator.reduce(&windows, event, at: now)
        for effect in effects { run(effect) }
        scheduleWake(at: coordinator.nextDeadline(in: windows))
    }

    private func run(_ effect: NavigationEffect<Schema>) {
        switch effect {
        case .startResolution(let id, let route, let context):
            tasks.startResolution(id, route, context, of: schema) { [weak self] id, resolution in
                self?.send(.resolutionFinished(id, resolution))
            }
        case .cancelResolution(let id):
            tasks.cancelResolution(id)
        case .saveSnapshot(let data):
            store?.save(data)
        case .record(let record):
            for sink in sinks { sink.receive(record) }
        case .deliver:
            break  // the `onDeepLink` mailbox belongs to the one-window Navigator; not offered here yet
        }
    }

    private func scheduleWake(at deadline: NavigationTime?) {
        tasks.wake(at: deadline) { [weak self] in self?.send(.timePassed) }
    }
}
