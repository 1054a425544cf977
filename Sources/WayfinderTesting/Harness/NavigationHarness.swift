public import Foundation
public import Wayfinder

/// One step of a harness run, as invariant checks see it.
public struct HarnessStep<Schema: NavigationSchema>: Sendable {
    /// What the coordinator received: a resolver's answer and time passing are steps too, and a
    /// window coming to the front or closing is seen as `timePassed`.
    public var event: NavigationEvent<Schema>
    /// The state before it.
    public var before: NavigationState<Schema>
    /// The state after it.
    public var after: NavigationState<Schema>
    /// How many terminal records each navigation has had so far, this event's included; a
    /// navigation with no terminal record yet has no entry.
    ///
    /// The harness keeps it as records arrive, so a check reads it in O(1) instead of scanning
    /// every record so far at every step.
    public var terminalRecords: [LinkID: Int]
    /// The records this event produced.
    public var newRecords: [DecisionRecord]
    /// Every window before the event (`state` is the frontmost window's part of it).
    public var windowsBefore: WindowedState<Schema>
    /// Every window after the event (``after`` is the frontmost window's part of it).
    public var windowsAfter: WindowedState<Schema>
    /// The windows the window coordinator reported touched by the event: every window whose
    /// part differs between ``windowsBefore`` and ``windowsAfter`` must be one of them.
    package var windowsTouched: WindowsTouched = .all
}

/// Drives a `Coordinator` (through a `WindowCoordinator`, for an app with several windows) on a manual timeline, the way the `Navigator` drives it on a
/// real clock: it runs the schema's resolvers (answering after a simulated latency), keeps the
/// saved snapshot, and collects every decision record.
///
/// Scenario scripts, the audit and the randomized tests all run on it.
///
/// ```swift
/// var harness = NavigationHarness(schema: Shop())
/// await harness.send(.launched(.init(.cold, session: .signedOut, link: "shop://orders/42")))
/// await harness.send(.signedIn("alice"))
/// harness.state.location.description  // "account > orders > order(42)"
/// ```
public struct NavigationHarness<Schema: NavigationSchema>: Sendable {
    /// The coordinator being driven.
    public let coordinator: Coordinator<Schema>
    /// The windows' rules over it.
    public let windowCoordinator: WindowCoordinator<Schema>
    /// Every window, which one is in front, and the app's shared part.
    public private(set) var windows: WindowedState<Schema>
    /// The current state, as the frontmost window sees it.
    public var state: NavigationState<Schema> { windows.app }
    /// The current moment on the manual timeline.
    public private(set) var now: NavigationTime = .zero
    /// How long resolvers take to answer.
    public var latency: Duration = .zero
    /// How long the resolvers of some link rules take, by the rule's pattern as declared
    /// (`["/orders/:id": .seconds(11)]`), in place of ``latency``: one slow backend call, the
    /// others as they are. A route's rule is the one that parses its canonical link.
    public var latencies: [String: Duration] = [:]
    /// Whether the harness runs the schema's resolver for each resolution the coordinator starts.
    ///
    /// Set it to `false` to answer by hand, for a resolver that calls a server or an answer that
    /// is hard to provoke: send `.resolutionFinished(id, resolution)` with the id of the
    /// `startResolution` effect in ``lastEffects``.
    public var runsResolvers = true
    /// The snapshot saved by the last move to the background, if any.
    public var savedSnapshot: Data?
    /// Every record so far, oldest first.
    public private(set) var records: [DecisionRecord] = []
    /// The effects the coordinator asked for during the last ``send(_:)`` or ``advance(by:)``,
    /// in order (records included), after the harness ran them.
    public private(set) var lastEffects: [NavigationEffect<Schema>] = []
    /// Every link handed to late views (`NavigationEffect.deliver(_:)`), oldest first.
    public private(set) var delivered: [DeliveredLink<Schema.Route>] = []
    /// Every event sent so far with its time, for reproducing a failure.
    public private(set) var history: [(NavigationTime, NavigationEvent<Schema>)] = []
    /// Checks run after every event; a non-empty result is recorded in ``violations``.
    public var checks: [@Sendable (HarnessStep<Schema>) -> [InvariantViolation]] = []
    /// What the checks found, each with the step that broke it as its context.
    public private(set) var violations: [InvariantViolation] = []

    /// The window ``send(_:)`` sends in, as ``send(_:in:)`` does, while a script's `in-window`
    /// line plays; `nil` sends where the windows' rules send it.
    package var sendingIn: WindowID?
    private var terminalRecords: [LinkID: Int] = [:]
    private var answers: [(id: ResolutionID, due: NavigationTime, resolution: Resolution<Schema>)] = []

    /// Creates a harness with the schema's initial state.
    public init(schema: Schema) {
        coordinator = Coordinator(schema: schema)
        windowCoordinator = WindowCoordinator(schema: schema)
        windows = WindowedState(schema: schema)
    }

    /// The schema the coordinator decides with, as given to ``init(schema:)``.
    public var schema: Schema { coordinator.schema }

    /// Sends one event at the current moment, runs its effects, and delivers resolver answers
    /// that are due (a zero latency answers within the same step).
    /// - Returns: The records this step produced.
    @discardableResult
    public mutating func send(_ event: NavigationEvent<Schema>) async -> [DecisionRecord] {
        if let window = sendingIn { return await sendWindowEvent(.navigation(event, in: window)) }
        return await step { harness in
            await harness.apply(event)
            await harness.deliverDueAnswers()
        }
    }

    /// Lets `duration` pass, delivering resolver answers and time-outs in the order they fall due.
    /// - Returns: The records produced meanwhile.
    @discardableResult
    public mutating func advance(by duration: Duration) async -> [DecisionRecord] {
        await step { harness in await harness.passTime(until: harness.now + duration) }
    }

    /// Brings `window` to the front, opening it at the fallback location when it is new.
    /// - Returns: The records this step produced.
    @discardableResult
    public mutating func focus(_ window: WindowID) async -> [DecisionRecord] {
        await step { harness in await harness.apply(.focused(window)) }
    }

    /// Closes `window`; what waited for it is dropped with a record.
    /// - Returns: The records this step produced.
    @discardableResult
    public mutating func close(_ window: WindowID) async -> [DecisionRecord] {
        await step { harness in
            await harness.apply(.closed(window))
            await harness.deliverDueAnswers()
        }
    }

    /// Sends one window event at the current moment, as ``send(_:)`` does.
    mutating func sendWindowEvent(_ event: WindowEvent<Schema>) async -> [DecisionRecord] {
        await step { harness in
            if case .navigation(let navigation, _) = event { harness.history.append((harness.now, navigation)) }
            await harness.apply(event)
            await harness.deliverDueAnswers()
        }
    }

    /// One step of the public API: forgets the last step's effects, runs `body`, and returns the
    /// records it produced.
    private mutating func step(_ body: (inout Self) async -> Void) async -> [DecisionRecord] {
        let before = records.count
        lastEffects.removeAll(keepingCapacity: true)
        await body(&self)
        return Array(records[before...])
    }

    /// Delivers resolver answers and time-outs in the order they fall due up to `target`, then
    /// moves the clock there.
    private mutating func passTime(until target: NavigationTime) async {
        while true {
            let nextAnswer = answers.map(\.due).min()
            let nextDeadline = windowCoordinator.nextDeadline(in: windows)
            guard let next = [nextAnswer, nextDeadline].compactMap({ $0 }).min(), next <= target else { break }
            now = max(now, next)
            if let index = answers.firstIndex(where: { $0.due <= now }) {
                let answer = answers.remove(at: index)
                await apply(.resolutionFinished(answer.id, answer.resolution))
            } else {
                await apply(.timePassed)
            }
        }
        now = target
        await apply(.timePassed)
    }

    private mutating func apply(_ event: NavigationEvent<Schema>) async {
        history.append((now, event))
        await apply(.navigation(event))
    }

    private mutating func apply(_ windowEvent: WindowEvent<Schema>) async {
        let event: NavigationEvent<Schema>
        switch windowEvent {
        case .navigation(let navigation, _): event = navigation
        case .focused, .closed: event = .timePassed
        }
        let before = state
        let windowsBefore = windows
        var effects: [NavigationEffect<Schema>] = []
        var touched = WindowsTouched.none
        windowCoordinator.reduce(&windows, windowEvent, at: now, into: &effects, touching: &touched)
        lastEffects += effects
        var produced: [DecisionRecord] = []
        for effect in effects {
            switch effect {
            case .startResolution(let id, let route, let context):
                guard runsResolvers else { continue }
                let resolution = await coordinator.schema.resolve(route, context: context)
                answers.append((id, now + latency(for: route), resolution))
            case .cancelResolution(let id):
                answers.removeAll { $0.id == id }
            case .saveSnapshot(let data):
                savedSnapshot = data
            case .record(let record):
                produced.append(record)
            case .deliver(let link):
                delivered.append(link)
            }
        }
        records += produced
        for record in produced where record.outcome.isTerminal { terminalRecords[record.id, default: 0] += 1 }
        let step = HarnessStep(
            event: event, before: before, after: state, terminalRecords: terminalRecords, newRecords: produced,
            windowsBefore: windowsBefore, windowsAfter: windows, windowsTouched: touched)
        for check in checks {
            for var problem in check(step) {
                problem.context = "after \(describe(windowEvent)) at \(now)"
                violations.append(problem)
            }
        }
    }

    /// How long the resolver of `route` takes: its rule's entry in ``latencies``, else ``latency``.
    private func latency(for route: Schema.Route) -> Duration {
        guard !latencies.isEmpty, let pattern = coordinator.schema.links.canonicalMatch(for: route)?.rule.pattern else {
            return latency
        }
        return latencies[pattern] ?? latency
    }

    private mutating func deliverDueAnswers() async {
        while let index = answers.firstIndex(where: { $0.due <= now }) {
            let answer = answers.remove(at: index)
            await apply(.resolutionFinished(answer.id, answer.resolution))
        }
    }

    /// Forgets what the run did so far (records, history, deliveries, violations), keeping where
    /// it is: the verifier keeps one harness per state, and what led there is not part of it.
    mutating func forgetThePast() {
        records.removeAll()
        history.removeAll()
        delivered.removeAll()
        violations.removeAll()
        lastEffects.removeAll()
        terminalRecords.removeAll()
    }

    /// When each resolver answer still due falls due, as a time from now, soonest first.
    var answersDue: [Duration] { answers.map { $0.due - now }.sorted() }

    /// The link ids that have records but no terminal one, and are not held (waiting, asked, a
    /// sign-in link behind a gate, in flight, a restoration held back: `NavigationState.heldLinkIDs`):
    /// navigations that were dropped without a decision (invariant 10). Empty when all is well.
    public var unfinishedLinks: [LinkID] {
        var open = Set<LinkID>()
        for record in records {
            if record.outcome.isTerminal { open.remove(record.id) } else { open.insert(record.id) }
        }
        open.subtract(state.heldLinkIDs)
        return open.sorted()
    }
}
