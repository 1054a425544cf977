public import Wayfinder
public import WayfinderTesting

/// A test store for navigation, in the manner of TCA's `TestStore`: send an event, state how the
/// visible navigation changes and which records it produces, and get a readable diff reported at
/// your line when it went differently.
///
/// ```swift
/// @Test func billingWaitsForSignIn() async {
///     var store = await NavigationTestStore(
///         schema: Shop(), launch: .init(.cold, session: .signedOut, link: "shop://billing"))
///     store.expect { $0.modal = .signIn; $0.pending = "shop://billing" }
///     await store.send(.signedIn("alice"), records: [.landed]) {
///         $0.session = .signedIn("alice")
///         $0.modal = nil
///         $0.pending = nil
///         $0.location(.account, [.billing])
///     }
/// }
/// ```
///
/// Each step compares the whole visible navigation (``VisibleNavigation``): a field that changed
/// and was not stated is a failure, and so is a stated change when nothing visible changed.
/// Invariants are checked after every event; a broken one fails the step that broke it.
///
/// It lives in its own module, `WayfinderTestStore`, because reporting to Swift Testing links the
/// Testing library, which belongs in test processes only; add it to test targets.
///
/// Failures are reported to Swift Testing at the caller's file and line (`Issue.record`). Every
/// failure is also kept in ``failures``, so a test under another framework can assert that it is
/// empty.
public struct NavigationTestStore<Schema: NavigationSchema>: Sendable {
    /// What one step produced.
    public struct Step: Sendable {
        /// The decision records, in order.
        public var records: [DecisionRecord]
        /// Every effect the coordinator asked for (records included), in order.
        public var effects: [NavigationEffect<Schema>]
    }

    /// The harness underneath, for the raw state and everything recorded so far.
    public private(set) var harness: NavigationHarness<Schema>
    /// Every failed step so far, oldest first.
    public private(set) var failures: [TestStoreMismatch] = []
    private var expected: VisibleNavigation<Schema>
    private var reportedViolations = 0

    /// Launches a store. Invariants are checked after every step.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - launch: The launch event the store starts with; its changes are the starting point.
    ///   - latency: How long resolvers take to answer.
    public init(schema: Schema, launch: NavigationEvent<Schema>.Launch, latency: Duration = .zero) async {
        harness = NavigationHarness(schema: schema)
        harness.latency = latency
        harness.checks = InvariantChecker(schema: schema).checks
        await harness.send(.launched(launch))
        expected = VisibleNavigation(harness.state, schema: schema)
    }

    /// The visible navigation now.
    public var visible: VisibleNavigation<Schema> { VisibleNavigation(harness.state, schema: harness.schema) }

    /// Sends an event and checks what it changed and produced.
    /// - Parameters:
    ///   - event: The event.
    ///   - records: The outcomes of the decision records the step must produce, in order; `nil`
    ///     to leave them unchecked.
    ///   - change: Applies the expected change to the previous visible navigation; `nil` when
    ///     nothing visible may change. A change stated when nothing changed is a failure.
    ///   - fileID: The calling test's file, where a failure is reported; leave the default.
    ///   - filePath: The calling test's file path, for the report; leave the default.
    ///   - line: The calling test's line; leave the default.
    ///   - column: The calling test's column; leave the default.
    /// - Returns: The records and effects of the step, for further assertions.
    @discardableResult
    public mutating func send(
        _ event: NavigationEvent<Schema>, records: [DecisionOutcome]? = nil,
        _ change: ((inout VisibleNavigation<Schema>) -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Step {
        await harness.send(event)
        let step = Step(records: harness.lastEffects.compactMap(Self.record), effects: harness.lastEffects)
        check(
            harness.describe(event), step, records, change,
            at: (fileID: fileID, filePath: filePath, line: line, column: column))
        return step
    }

    /// Lets time pass and checks what it changed and produced.
    /// - Parameters:
    ///   - duration: How long.
    ///   - records: The outcomes the step must produce, in order; `nil` to leave them unchecked.
    ///   - change: Applies the expected change; `nil` when nothing visible may change.
    ///   - fileID: The calling test's file, where a failure is reported; leave the default.
    ///   - filePath: The calling test's file path, for the report; leave the default.
    ///   - line: The calling test's line; leave the default.
    ///   - column: The calling test's column; leave the default.
    /// - Returns: The records and effects of the step.
    @discardableResult
    public mutating func advance(
        by duration: Duration, records: [DecisionOutcome]? = nil,
        _ change: ((inout VisibleNavigation<Schema>) -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Step {
        await harness.advance(by: duration)
        let step = Step(records: harness.lastEffects.compactMap(Self.record), effects: harness.lastEffects)
        check(
            "advance \(duration)", step, records, change,
            at: (fileID: fileID, filePath: filePath, line: line, column: column))
        return step
    }

    /// States facts about the current visible navigation without sending anything (for example
    /// right after launch).
    /// - Parameters:
    ///   - facts: Applies the facts to the visible navigation as the store last knew it.
    ///   - fileID: The calling test's file, where a failure is reported; leave the default.
    ///   - filePath: The calling test's file path, for the report; leave the default.
    ///   - line: The calling test's line; leave the default.
    ///   - column: The calling test's column; leave the default.
    public mutating func expect(
        _ facts: (inout VisibleNavigation<Schema>) -> Void,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        facts(&expected)
        finish(
            "expect", expected.differences(from: visible),
            at: (fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private static func record(_ effect: NavigationEffect<Schema>) -> DecisionRecord? {
        if case .record(let record) = effect { record } else { nil }
    }

    private typealias Location = (fileID: String, filePath: String, line: Int, column: Int)

    private mutating func check(
        _ name: String, _ step: Step, _ outcomes: [DecisionOutcome]?,
        _ change: ((inout VisibleNavigation<Schema>) -> Void)?, at location: Location
    ) {
        let before = expected
        let actual = visible
        change?(&expected)
        var lines = expected.differences(from: actual)
        if change != nil, actual == before {
            lines.append("expected a change, but nothing visible changed")
        }
        if let outcomes, outcomes != step.records.map(\.outcome) {
            let shown = step.records.isEmpty ? "none" : step.records.map(\.description).joined(separator: " | ")
            lines.append(
                "records: expected \(outcomes.isEmpty ? "none" : outcomes.map(\.rawValue).joined(separator: ", ")), got \(shown)"
            )
        }
        finish(name, lines, at: location)
    }

    private mutating func finish(_ name: String, _ differences: [String], at location: Location) {
        var lines = differences
        lines += harness.violations.dropFirst(reportedViolations).map(\.description)
        reportedViolations = harness.violations.count
        expected = visible
        guard !lines.isEmpty else { return }
        let mismatch = TestStoreMismatch(
            step: name, differences: lines, fileID: location.fileID, line: location.line)
        failures.append(mismatch)
        reportIssue(
            mismatch.description, fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column)
    }
}

/// A step of a ``NavigationTestStore`` went differently from what the test stated.
public struct TestStoreMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// The step (`sign-in alice`).
    public var step: String
    /// One line per difference.
    public var differences: [String]
    /// The file of the test line that stated it.
    public var fileID: String
    /// The test line that stated it.
    public var line: Int

    /// `after sign-in alice:` then one `− field: expected X, got Y` line per difference.
    public var description: String {
        "after \(step):\n" + differences.map { "  − " + $0 }.joined(separator: "\n")
    }
}
