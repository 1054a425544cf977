/// One event a ``Navigator`` received, as its journal exports it: typed values, rendered as text
/// only when printed.
///
/// Links are kept the way decision records print them (canonical, secrets as `<redacted>`; an
/// unmatched link as origin and path); accounts are replaced by `account-1`, `account-2`, … in
/// order of appearance, so a journal can go into a bug report.
public struct JournalEntry: Hashable, Sendable, Codable {
    /// The event's number since the navigator started, from 1; gaps never occur, but the first
    /// entries drop out once the journal is full.
    public var sequence: Int
    /// When the event arrived, in milliseconds on the navigator's timeline.
    public var milliseconds: Int64
    /// The session's kind when the event arrived.
    public var session: SessionKind
    /// The event.
    public var event: JournalEvent
    /// The decisions the event caused.
    public var decisions: [JournalDecision]

    /// Creates an entry.
    public init(
        sequence: Int, milliseconds: Int64, session: SessionKind, event: JournalEvent, decisions: [JournalDecision]
    ) {
        self.sequence = sequence
        self.milliseconds = milliseconds
        self.session = session
        self.event = event
        self.decisions = decisions
    }
}

/// A decision as journal entries keep it: the outcome, the link and where the person landed,
/// without the reason, session or time.
public struct JournalDecision: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The decision.
    public var outcome: DecisionOutcome
    /// The link, canonical and redacted.
    public var link: String
    /// Where the person is after the decision, when it moved them.
    public var landing: RecordedLocation?

    /// Creates a decision.
    public init(outcome: DecisionOutcome, link: String, landing: RecordedLocation? = nil) {
        self.outcome = outcome
        self.link = link
        self.landing = landing
    }

    /// The decision of a record.
    public init(_ record: DecisionRecord) {
        self.init(outcome: record.outcome, link: record.link, landing: record.landing)
    }

    /// `landed shop://orders/42 → orders > order(42)`: how a record's description begins.
    public var description: String {
        "\(outcome.rawValue) \(link)" + (landing.map { " → \($0)" } ?? "")
    }
}
