/// One decision about one navigation: what arrived, in which situation, what was decided,
/// why, and where the person landed.
///
/// Every field is typed, so a sink can count outcomes by source, phase or session kind without
/// parsing text; ``description`` and the `Codable` form are rendered from the same fields.
///
/// Records never contain secrets: links are printed canonically with secret parameters as
/// `<redacted>`, unmatched input keeps only origin and path, and control characters are escaped.
/// They carry the session's kind, never the account: an app that wants the account in its logs
/// adds it in its own sink.
public struct DecisionRecord: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The navigation this record belongs to.
    public var id: LinkID
    /// When it was decided.
    public var time: NavigationTime
    /// The link, canonical and redacted.
    public var link: String
    /// The pattern of the link rule that matched or prints the route, such as `/orders/:id`;
    /// `nil` for input no rule matched and for moves that are not links (a modal, a tap).
    ///
    /// Rendered in the `Codable` form (key `pattern`, left out when `nil`), not in
    /// ``description``.
    public var pattern: String?
    /// Where the navigation came from.
    public var source: LinkSource
    /// The kind of session when it was decided; no account.
    public var session: SessionKind
    /// The launch state when it was decided.
    public var phase: LaunchPhase
    public var outcome: DecisionOutcome
    /// Why: what happened, with its values; `reason.description` is the sentence.
    public var reason: DecisionReason
    /// Where the person is after the decision, when it moved them (or kept them in place on
    /// purpose): the tab, its stack and the modal.
    public var landing: RecordedLocation?

    /// A record with control characters escaped in its link and pattern (the reason escapes its
    /// own sentence when it is read).
    /// - Parameters:
    ///   - id: The navigation this record belongs to.
    ///   - time: When it was decided.
    ///   - link: The link, canonical and redacted.
    ///   - source: Where the navigation came from.
    ///   - session: The kind of session when it was decided.
    ///   - phase: The launch state when it was decided.
    ///   - outcome: The decision.
    ///   - reason: Why.
    ///   - landing: Where the person is after the decision, if it moved them.
    ///   - pattern: The pattern of the link rule for the route, `nil` when no rule matched.
    public init(
        id: LinkID, time: NavigationTime, link: String, source: LinkSource, session: SessionKind, phase: LaunchPhase,
        outcome: DecisionOutcome, reason: DecisionReason, landing: RecordedLocation?, pattern: String? = nil
    ) {
        self.id = id
        self.time = time
        self.link = Self.escaped(link)
        self.source = source
        self.session = session
        self.phase = phase
        self.outcome = outcome
        self.reason = reason
        self.landing = landing
        self.pattern = pattern.map(Self.escaped)
    }

    /// A record whose reason is a sentence of the app's own (``DecisionReason/described(_:)``),
    /// escaped when read, as every reason is; the link and pattern are escaped here.
    /// - Parameters:
    ///   - id: The navigation this record belongs to.
    ///   - time: When it was decided.
    ///   - link: The link, canonical and redacted.
    ///   - source: Where the navigation came from.
    ///   - session: The kind of session when it was decided.
    ///   - phase: The launch state when it was decided.
    ///   - outcome: The decision.
    ///   - reason: Why, in a sentence.
    ///   - landing: Where the person is after the decision, if it moved them.
    ///   - pattern: The pattern of the link rule for the route, `nil` when no rule matched.
    public init(
        id: LinkID, time: NavigationTime, link: String, source: LinkSource, session: SessionKind, phase: LaunchPhase,
        outcome: DecisionOutcome, reason: String, landing: RecordedLocation?, pattern: String? = nil
    ) {
        self.init(
            id: id, time: time, link: link, source: source, session: session, phase: phase, outcome: outcome,
            reason: .described(reason), landing: landing, pattern: pattern)
    }

    /// A duplicate's record, whose link and pattern are already escaped (they come from an
    /// earlier record): made without allocating.
    init(
        id: LinkID, time: NavigationTime, escapedLink link: String, source: LinkSource, session: SessionKind,
        phase: LaunchPhase, duplicateSince since: Duration, window: Duration, escapedPattern pattern: String?
    ) {
        self.id = id
        self.time = time
        self.link = link
        self.source = source
        self.session = session
        self.phase = phase
        self.outcome = .duplicate
        self.reason = .duplicate(since: since, window: window)
        self.landing = nil
        self.pattern = pattern
    }

    // Equality, hashing and encoding are synthesized: ``DecisionReason`` compares, hashes and
    // encodes as the sentence it reads as. Decoding goes through the escaping initializer, so a
    // record read from a file is as safe as one the coordinator made.

    private enum CodingKeys: String, CodingKey {
        case id, time, link, pattern, source, session, phase, outcome, reason, landing
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(LinkID.self, forKey: .id),
            time: try container.decode(NavigationTime.self, forKey: .time),
            link: try container.decode(String.self, forKey: .link),
            source: try container.decode(LinkSource.self, forKey: .source),
            session: try container.decode(SessionKind.self, forKey: .session),
            phase: try container.decode(LaunchPhase.self, forKey: .phase),
            outcome: try container.decode(DecisionOutcome.self, forKey: .outcome),
            reason: try container.decode(DecisionReason.self, forKey: .reason),
            landing: try container.decodeIfPresent(RecordedLocation.self, forKey: .landing),
            pattern: try container.decodeIfPresent(String.self, forKey: .pattern)
        )
    }

    /// `landed shop://orders/42 → account > orders > order(42) — reason [link, signed-in, running, #3 at 1.000s]`
    public var description: String {
        var text = "\(outcome.rawValue) \(link)"
        if let landing { text += " → \(landing)" }
        text += " — \(reason) [\(source.rawValue), \(session.rawValue), \(phase.rawValue), \(id) at \(time)]"
        return text
    }

    /// Escapes control, line-separator and bidirectional-override characters as `\u{…}`, with
    /// the one escaping the link table uses for everything it prints.
    static func escaped(_ text: String) -> String { LinkMatcher.loggable(text, limit: .max) }
}
