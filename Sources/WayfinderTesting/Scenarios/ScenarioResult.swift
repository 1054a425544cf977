public import Wayfinder

/// What happened when a script ran: the schema's values after every line, rendered as text only
/// when printed (``Step/summary``, the command line's JSON).
public struct ScenarioResult<Schema: NavigationSchema>: Hashable, Sendable {
    /// One line's outcome: the state after it, and for an expectation, whether it held.
    public struct Step: Hashable, Sendable {
        /// The 1-based line number.
        public var line: Int
        /// The line as written, with its link canonical and secrets redacted.
        public var command: String
        /// Whether the line was an expectation.
        public var isExpectation: Bool
        /// The location after the line (`account > orders > order(42)` when printed).
        public var location: Location<Schema>
        /// The modal after the line, with the screens pushed inside it, if any (`checkout >
        /// shipping` when printed).
        public var modal: ModalPresentation<Schema>?
        /// The notice after the line, if any.
        public var notice: Schema.Notice?
        /// The pending link after the line, canonical and redacted, if any.
        public var pending: String?
        /// The link waiting for the person's answer over a modal after the line, canonical and
        /// redacted, if any.
        public var confirmation: String? = nil
        /// The decision records the line produced, as values.
        public var records: [DecisionRecord]
        /// The decision records the line produced, as printed (links canonical and redacted).
        public var log: [String] { records.map(\.description) }
        /// For a failed expectation, what differed.
        public var failure: Failure?
        /// The frontmost window's name after the line (`main` in a one-window app).
        public var window: String = WindowID.main.name
        /// Whether more than one window has been open in the run so far: only then does the
        /// one-line summary name the frontmost window.
        public var showsWindow: Bool = false

        /// `12 sign-in alice → account > orders > order(42) · modal none · notice none · pending none`
        public var summary: String {
            "\(line) \(command) → \(location) · modal \(modal.map(\.description) ?? "none") · notice \(notice.map(\.description) ?? "none") · pending \(pending ?? "none")"
                + (confirmation.map { " · confirmation \($0)" } ?? "")
                + (showsWindow ? " · window \(window)" : "")
        }
    }

    /// A failed expectation.
    public struct Failure: Hashable, Sendable, CustomStringConvertible {
        public var file: String
        /// The 1-based line number.
        public var line: Int
        /// The expectation as written, with a link in it canonical and secrets redacted.
        public var expectation: String
        /// What it expected (a link canonical and redacted).
        public var expected: String
        /// What there was.
        public var actual: String

        /// `file:line: expect … — expected X, got Y`.
        public var description: String {
            "\(file):\(line): \(expectation) — expected \(expected), got \(actual)"
        }
    }

    /// The script's file name.
    public var file: String
    /// Every line's outcome, in order.
    public var steps: [Step]
    /// Invariants broken after any step, each with the step as its context.
    public var violations: [InvariantViolation]

    public var failures: [Failure] { steps.compactMap(\.failure) }
    /// Whether every expectation held and no invariant broke.
    public var passed: Bool { failures.isEmpty && violations.isEmpty }
}
