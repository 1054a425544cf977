/// One event a ``Navigator`` received, as its journal exports it: typed values, rendered as text
/// only when printed.
///
/// Links are kept the way decision records print them (canonical, secrets as `<redacted>`; an
/// unmatched link as origin and path); accounts are replaced by `account-1`, `account-2`, … in
/// order of appearance, so a journal can go into a bug report.
package struct JournalEntry: Hashable, Sendable, Codable {
    /// The event's number since the navigator started, from 1; gaps never occur, but the first
    /// entries drop out once the journal is full.
    package var sequence: Int
    /// When the event arrived, on the navigator's timeline.
    package var milliseconds: Int64
    /// The session's kind when the event arrived, before the event changed it.
    package var session: SessionKind
    package var event: JournalEvent
    /// The decisions the event caused.
    package var decisions: [JournalDecision]

    package init(
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
/// without the reason, session or time, which a replay decides again.
package struct JournalDecision: Hashable, Sendable, Codable, CustomStringConvertible {
    package var outcome: DecisionOutcome
    /// Canonical and redacted.
    package var link: String
    /// Where the person is after the decision, when it moved them.
    package var landing: RecordedLocation?

    package init(outcome: DecisionOutcome, link: String, landing: RecordedLocation? = nil) {
        self.outcome = outcome
        self.link = link
        self.landing = landing
    }

    package init(_ record: DecisionRecord) {
        self.init(outcome: record.outcome, link: record.link, landing: record.landing)
    }

    /// `landed shop://orders/42 → orders > order(42)`: how a record's description begins.
    package var description: String {
        "\(outcome.rawValue) \(link)" + (landing.map { " → \($0)" } ?? "")
    }
}
