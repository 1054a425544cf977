public import Foundation
public import Wayfinder

/// One step of a harness run, as invariant checks see it.
public struct NavigationStep<Schema: NavigationSchema>: Sendable {
    /// The event.
    public var event: NavigationEvent<Schema>
    /// The state before it.
    public var before: NavigationState<Schema>
    /// The state after it.
    public var after: NavigationState<Schema>
    /// Every record so far.
    public var records: [DecisionRecord]
    /// The records this event produced.
    public var newRecords: [DecisionRecord]
}

/// Drives a ``Coordinator`` on a manual timeline, the way the ``Navigator`` drives it on a
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
    /// The current state.
    public private(set) var state: NavigationState<Schema>
    /// The current moment on the manual timeline.
    public private(set) var now: NavigationTime = .zero
    /// How long resolvers take to answer.
    public var latency: Duration = .zero
    /// The snapshot saved by the last move to the background, if any.
    public var savedSnapshot: Data?
    /// Every record so far, oldest first.
    public private(set) var records: [DecisionRecord] = []
    /// Every link handed to late views (``NavigationEffect/deliver(_:)``), oldest first.
    public private(set) var delivered: [DeliveredLink<Schema.Route>] = []
    /// Every event sent so far with its time, for reproducing a failure.
    public private(set) var history: [(NavigationTime, NavigationEvent<Schema>)] = []
    /// Checks run after every event; a non-empty result is recorded in ``violations``.
    public var checks: [@Sendable (NavigationStep<Schema>) -> [String]] = []
    /// What the checks found, with the step that broke them.
    public private(set) var violations: [String] = []

    private var answers: [(id: ResolutionID, due: NavigationTime, resolution: Resolution<Schema>)] = []

    /// Creates a harness with the schema's initial state.
    public init(schema: Schema) {
        coordinator = Coordinator(schema: schema)
        state = NavigationState(schema: schema)
    }

    /// The schema.
    public var schema: Schema { coordinator.schema }

    /// Sends one event at the current moment, runs its effects, and delivers resolver answers
    /// that are due (a zero latency answers within the same step).
    /// - Returns: The records this step produced.
    @discardableResult
    public mutating func send(_ event: NavigationEvent<Schema>) async -> [DecisionRecord] {
        let before = records.count
        await apply(event)
        await deliverDueAnswers()
        return Array(records[before...])
    }

    /// Lets `duration` pass, delivering resolver answers and time-outs in the order they fall due.
    /// - Returns: The records produced meanwhile.
    @discardableResult
    public mutating func advance(by duration: Duration) async -> [DecisionRecord] {
        let before = records.count
        let target = now + duration
        while true {
            let nextAnswer = answers.map(\.due).min()
            let nextDeadline = coordinator.nextDeadline(in: state)
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
        return Array(records[before...])
    }

    private mutating func apply(_ event: NavigationEvent<Schema>) async {
        history.append((now, event))
        let before = state
        let effects = coordinator.reduce(&state, event, at: now)
        var produced: [DecisionRecord] = []
        for effect in effects {
            switch effect {
            case .startResolution(let id, let route, let context):
                let resolution = await coordinator.schema.resolve(route, context: context)
                answers.append((id, now + latency, resolution))
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
        let step = NavigationStep(event: event, before: before, after: state, records: records, newRecords: produced)
        for check in checks {
            for problem in check(step) {
                violations.append("after \(describe(event)) at \(now): \(problem)")
            }
        }
    }

    private mutating func deliverDueAnswers() async {
        while let index = answers.firstIndex(where: { $0.due <= now }) {
            let answer = answers.remove(at: index)
            await apply(.resolutionFinished(answer.id, answer.resolution))
        }
    }

    /// The link ids that have records but no terminal one, and are not waiting or in flight:
    /// navigations that were dropped without a decision (invariant 10). Empty when all is well.
    public var unfinishedLinks: [LinkID] {
        var open = Set<LinkID>()
        for record in records {
            if record.outcome.isTerminal { open.remove(record.id) } else { open.insert(record.id) }
        }
        open.remove(state.pending?.id ?? LinkID(0))
        open.remove(state.inFlight?.link ?? LinkID(0))
        open.remove(state.heldRestoration?.id ?? LinkID(0))
        return open.sorted()
    }

    /// A one-line rendering of an event for failure messages, in script words where there
    /// are some. Links print canonically with secrets redacted.
    public func describe(_ event: NavigationEvent<Schema>) -> String {
        let links = schema.links
        func show(_ link: String) -> String { links.redactedDescription(of: link) }
        switch event {
        case .launched(let launch):
            var text = "launch \(launch.kind.rawValue)"
            if let link = launch.link { text += " " + show(link) }
            text += " session=\(launch.session)"
            for gate in launch.gates { text += " gate=\(gate)" }
            if launch.snapshot != nil { text += " (with a saved snapshot)" }
            return text
        case .linkReceived(let link, let source): return "open \(show(link)) source=\(source.rawValue)"
        case .routeRequested(let route, _):
            return "navigate to \(links.redactedDescription(of: route))"
        case .sessionResolved(let session): return "session-resolves \(session)"
        case .signedIn(let account): return "sign-in \(account)"
        case .signInFailed: return "sign-in-fails"
        case .signInCancelled: return "sign-in-cancel"
        case .sessionExpired: return "session-expires"
        case .signedOut: return "sign-out"
        case .gateRaised(let gate): return "gate \(gate)"
        case .gateCleared(let gate): return "gate-cleared \(gate)"
        case .scenePhaseChanged(let phase): return phase == .active ? "foreground" : "background"
        case .resolutionFinished(let id, let resolution):
            switch resolution {
            case .proceed: return "resolution \(id) proceed"
            case .redirect(let route):
                return "resolution \(id) redirect to \(links.redactedDescription(of: route))"
            case .unavailable(let notice, _): return "resolution \(id) unavailable \(notice)"
            }
        case .timePassed: return "time passes"
        case .push(let screen): return "push \(screen)"
        case .pop: return "back"
        case .popToRoot: return "pop-to-root"
        case .selectTab(let tab): return "select \(tab)"
        case .present(let modal): return "present \(modal)"
        case .dismissModal: return "dismiss"
        case .modalDismissed(let modal): return "dismissed \(modal)"
        case .dismissNotice: return "dismiss-notice"
        case .pathChanged(let tab, let path):
            return "path of \(tab) set to [\(path.map(\.description).joined(separator: " > "))]"
        }
    }
}
