public import Wayfinder

/// A TCA-style test store for navigation: send an event, state how the visible navigation
/// changes, and get a readable diff when it changed differently.
///
/// ```swift
/// var store = await NavigationTestStore(schema: Shop(), launch: .init(.cold, session: .signedOut, link: "shop://billing"))
/// try store.expect { $0.modal = .signIn; $0.pending = "shop://billing" }
/// try await store.send(.signedIn("alice")) {
///     $0.session = .signedIn("alice")
///     $0.modal = nil
///     $0.pending = nil
///     $0.location(.account, [.billing])
/// }
/// ```
///
/// It throws rather than failing a test itself, so it works under Swift Testing and XCTest alike.
public struct NavigationTestStore<Schema: NavigationSchema>: Sendable {
    /// The harness underneath, for records and the raw state.
    public private(set) var harness: NavigationHarness<Schema>
    private var expected: VisibleNavigation<Schema>
    private var reportedViolations = 0

    /// Launches a store. Invariants are checked after every step.
    public init(schema: Schema, launch: NavigationEvent<Schema>.Launch, latency: Duration = .zero) async {
        harness = NavigationHarness(schema: schema)
        harness.latency = latency
        harness.checks = InvariantChecker(schema: schema).checks
        await harness.send(.launched(launch))
        expected = VisibleNavigation(harness.state, schema: schema)
    }

    /// The visible navigation now.
    public var visible: VisibleNavigation<Schema> { VisibleNavigation(harness.state, schema: harness.schema) }

    /// Sends an event and checks the change.
    /// - Parameter change: Applies the expected change to the previous visible navigation.
    /// - Returns: The decision records the event produced.
    /// - Throws: ``NavigationMismatch`` listing every field that differs, or an invariant that broke.
    @discardableResult
    public mutating func send(
        _ event: NavigationEvent<Schema>, _ change: (inout VisibleNavigation<Schema>) -> Void = { _ in }
    ) async throws(NavigationMismatch) -> [DecisionRecord] {
        let records = await harness.send(event)
        try check(harness.describe(event), change)
        return records
    }

    /// Lets time pass and checks the change.
    @discardableResult
    public mutating func advance(
        by duration: Duration, _ change: (inout VisibleNavigation<Schema>) -> Void = { _ in }
    ) async throws(NavigationMismatch) -> [DecisionRecord] {
        let records = await harness.advance(by: duration)
        try check("advance \(duration)", change)
        return records
    }

    /// States facts about the current visible navigation without sending anything (for example
    /// right after launch).
    public mutating func expect(_ change: (inout VisibleNavigation<Schema>) -> Void) throws(NavigationMismatch) {
        try check("expect", change)
    }

    private mutating func check(_ step: String, _ change: (inout VisibleNavigation<Schema>) -> Void)
        throws(NavigationMismatch)
    {
        change(&expected)
        let actual = visible
        var lines = expected.differences(from: actual)
        lines += harness.violations.dropFirst(reportedViolations).map(\.description)
        reportedViolations = harness.violations.count
        expected = actual
        if !lines.isEmpty { throw NavigationMismatch(step: step, differences: lines) }
    }
}

/// The visible navigation after a step differed from what a test expected.
public struct NavigationMismatch: Error, CustomStringConvertible {
    /// The step.
    public var step: String
    /// One line per difference.
    public var differences: [String]
    public var description: String {
        "after \(step):\n" + differences.map { "  − " + $0 }.joined(separator: "\n")
    }
}
