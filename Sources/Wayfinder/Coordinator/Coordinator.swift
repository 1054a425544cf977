/// The pure state machine at the heart of Wayfinder: `(state, event, now) → (state, effects)`.
///
/// It reads no clock, starts no task and touches no global. Every rule of where a person
/// goes lives here, so a button tap, a push notification and a cold-launch link meet the
/// same decision, and tests drive it with plain values.
///
/// ```swift
/// let coordinator = Coordinator(schema: Shop())
/// var state = NavigationState(schema: Shop())
/// let effects = coordinator.reduce(&state, .launched(.init(.cold, session: .signedOut, link: "shop://orders/42")), at: .zero)
/// state.modal    // .signIn
/// state.pending  // shop://orders/42, waiting for sign-in
/// ```
public struct Coordinator<Schema: NavigationSchema>: Sendable {
    /// The app's schema.
    public let schema: Schema

    /// Whether the schema uses a requirement it does not declare, read once at creation. Only a
    /// flag is kept, so the coordinator stays as cheap to pass as its schema.
    let _usesUndeclaredRequirements: Bool

    /// Creates a coordinator for a schema, reading it once for requirements it uses but does not
    /// declare (``undeclaredRequirements``).
    public init(schema: Schema) {
        self.schema = schema
        _usesUndeclaredRequirements = !schema.undeclaredRequirements.isEmpty
    }

    /// The requirements the schema uses but does not declare (``NavigationSchema/undeclaredRequirements``).
    /// Each is recorded as a schema error at every ``NavigationEvent/launched(_:)``.
    public var undeclaredRequirements: [UndeclaredRequirement] {
        _usesUndeclaredRequirements ? schema.undeclaredRequirements : []
    }

    /// Applies one event.
    /// - Parameters:
    ///   - state: The state, changed in place.
    ///   - event: What happened.
    ///   - now: When it happened. Time never runs backwards: an earlier `now` counts as the last one seen.
    /// - Returns: What the shell must do: start or cancel resolvers, save a snapshot, emit records.
    /// - Complexity: O(screens in all stacks) at most; O(1) for most events.
    public func reduce(
        _ state: inout NavigationState<Schema>, _ event: NavigationEvent<Schema>, at now: NavigationTime
    ) -> [NavigationEffect<Schema>] {
        var effects: [NavigationEffect<Schema>] = []
        reduce(&state, event, at: now, into: &effects)
        return effects
    }

    /// Applies one event, appending its effects to `effects`.
    ///
    /// For a shell that feeds events in a loop: clear one buffer between events with
    /// `removeAll(keepingCapacity: true)` and events that change nothing (a tick with nothing due,
    /// a duplicate link, which still makes its record) allocate nothing at all.
    /// - Parameters:
    ///   - state: The state, changed in place.
    ///   - event: What happened.
    ///   - now: When it happened. Time never runs backwards: an earlier `now` counts as the last one seen.
    ///   - effects: Where the effects go, after those already in it.
    public func reduce(
        _ state: inout NavigationState<Schema>, _ event: NavigationEvent<Schema>, at now: NavigationTime,
        into effects: inout [NavigationEffect<Schema>]
    ) {
        _reduce(&state, event, matched: nil, at: now, into: &effects)
    }

    /// Applies one event; a link's text, when `matched` is set, is not matched again (the window
    /// layer matches a link to find the window it goes to).
    func _reduce(
        _ state: inout NavigationState<Schema>, _ event: NavigationEvent<Schema>, matched: LinkMatched<Schema>?,
        at now: NavigationTime, into effects: inout [NavigationEffect<Schema>]
    ) {
        // Move the state and the buffer into the reduction so they are uniquely referenced and
        // change in place instead of being copied; both are set again below.
        var reduction = Reduction(schema: schema, state: consume state, effects: consume effects)
        reduction.visible.transition = .none
        reduction.advanceTime(to: now)
        if _usesUndeclaredRequirements, case .launched = event {
            reduction.recordSchemaErrors(schema.undeclaredRequirements)
        }
        reduction.handle(event, matched: matched)
        state = reduction.state
        effects = reduction.effects
    }

    /// The next moment at which ``NavigationEvent/timePassed`` would change the state (a pending
    /// link's time to live running out, a resolver timing out), or `nil` when nothing is timed.
    public func nextDeadline(in state: NavigationState<Schema>) -> NavigationTime? {
        var earliest: NavigationTime?
        if let flight = state.inFlight {
            earliest = flight.startedAt + schema.policy.resolutionTimeout + .nanoseconds(1)
        }
        if let pending = state.pending, Reduction.timeToLiveCounts(in: state, schema: schema) {
            let expiry = state.now + (schema.policy.pendingTimeToLive - pending.elapsed)
            earliest = Swift.min(expiry, earliest ?? expiry)
        }
        if let kept = state.linkBehindQuestion, Reduction.timeToLiveCounts(in: state, schema: schema) {
            let expiry = state.now + (schema.policy.pendingTimeToLive - kept.elapsed)
            earliest = Swift.min(expiry, earliest ?? expiry)
        }
        if let held = state.signInLinkBehindGate, !state.gates.isEmpty,
            Reduction.timeToLiveCounts(in: state, schema: schema)
        {
            let expiry = state.now + (schema.policy.pendingTimeToLive - held.elapsed)
            earliest = Swift.min(expiry, earliest ?? expiry)
        }
        return earliest
    }
}
