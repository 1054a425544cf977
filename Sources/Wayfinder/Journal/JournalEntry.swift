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
    /// A window opened or focused, or closed (``event`` is then time passing, as the step is to
    /// the coordinator), or the window ``event`` was sent in; `nil` for an event the windows'
    /// rules routed, and for every event of a one-window app.
    package var window: JournalWindowStep?

    package init(
        sequence: Int, milliseconds: Int64, session: SessionKind, event: JournalEvent, decisions: [JournalDecision],
        window: JournalWindowStep? = nil
    ) {
        self.sequence = sequence
        self.milliseconds = milliseconds
        self.session = session
        self.event = event
        self.decisions = decisions
        self.window = window
    }

    /// The entry as the script line that plays it: the event's (``JournalEvent/scriptLine``), or
    /// its window step's (`window second`, `close-window second`), or the event's in the window
    /// it was sent in (`in-window second back`).
    package var scriptLine: String {
        guard let window else { return event.scriptLine }
        switch window.step {
        case .focused: return ScriptWord.window.line(window.name)
        case .closed: return ScriptWord.closeWindow.line(window.name)
        case .sentIn: return ScriptWord.inWindow.line(window.name, event.scriptLine)
        }
    }
}

/// What a journal keeps of a window event: a window opened or focused, a window closed, or the
/// window a navigation event was sent in. In the export: `"window":{"name":"second","step":"focused"}`.
package struct JournalWindowStep: Hashable, Sendable, Codable {
    /// What happened to the window.
    package enum Step: String, Hashable, Sendable, Codable {
        /// It came to the front, opened if it was new.
        case focused
        /// It closed.
        case closed
        /// The entry's event was sent in it.
        case sentIn = "in"
    }

    package var step: Step
    /// The window's name.
    package var name: String

    package init(_ step: Step, _ window: WindowID) {
        self.step = step
        name = window.name
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
