/// One event a ``Navigator`` received, as its journal exports it.
///
/// Links are rendered the way decision records render them (canonical, secrets as
/// `<redacted>`; an unmatched link as origin and path); accounts are replaced by `account-1`,
/// `account-2`, … in order of appearance, so a journal can go into a bug report.
public struct JournalEntry: Hashable, Sendable, Codable {
    /// The event's number since the navigator started, from 1; gaps never occur, but the first
    /// entries drop out once the journal is full.
    public var sequence: Int
    /// When the event arrived, in milliseconds on the navigator's timeline.
    public var milliseconds: Int64
    /// The session's kind when the event arrived: `signed-in`, `signed-out`, `expired` or `unknown`.
    public var session: String
    /// The event in the words of a scenario script where it has them (`open shop://orders/42`,
    /// `sign-in account-1`, `background`), else a short name (`push product(5)`,
    /// `resolved unavailable`).
    public var event: String
    /// The decisions the event caused, each as `OUTCOME LINK → LANDING`.
    public var decisions: [String]

    /// Creates an entry.
    public init(sequence: Int, milliseconds: Int64, session: String, event: String, decisions: [String]) {
        self.sequence = sequence
        self.milliseconds = milliseconds
        self.session = session
        self.event = event
        self.decisions = decisions
    }

    /// The decision of a record as journal entries keep it: `landed shop://orders/42 → orders > order(42)`.
    /// - Parameter record: A decision record.
    /// - Returns: Its outcome, link and landing, without the reason, session or time.
    public static func decision(_ record: DecisionRecord) -> String {
        "\(record.outcome.rawValue) \(record.link)" + (record.landing.map { " → \($0)" } ?? "")
    }
}
