/// One decision about one navigation: what arrived, in which situation, what was decided,
/// why, and where the person landed.
///
/// Records never contain secrets: links are printed canonically with secret parameters as
/// `<redacted>`, unmatched input keeps only origin and path, and control characters are escaped.
public struct DecisionRecord: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The navigation this record belongs to.
    public var id: LinkID
    /// When it was decided.
    public var time: NavigationTime
    /// The link, canonical and redacted.
    public var link: String
    /// Where the navigation came from.
    public var source: LinkSource
    /// The session when it was decided (`signed-in:alice`).
    public var session: String
    /// The launch state (`cold launch`, `running`, `background`, …).
    public var phase: String
    /// The decision.
    public var outcome: DecisionOutcome
    /// Why, in a sentence.
    public var reason: String
    /// Where the person is after the decision (`account > orders > order(42)`), when it moved them.
    public var landing: String?

    /// Creates a record, escaping control characters in every text field.
    public init(
        id: LinkID, time: NavigationTime, link: String, source: LinkSource, session: String, phase: String,
        outcome: DecisionOutcome, reason: String, landing: String?
    ) {
        self.id = id
        self.time = time
        self.link = Self.escaped(link)
        self.source = source
        self.session = Self.escaped(session)
        self.phase = phase
        self.outcome = outcome
        self.reason = Self.escaped(reason)
        self.landing = landing.map(Self.escaped)
    }

    /// `landed shop://orders/42 → account > orders > order(42) — reason [link, signed-in:alice, running, #3 at 1.000s]`
    public var description: String {
        var text = "\(outcome.rawValue) \(link)"
        if let landing { text += " → \(landing)" }
        text += " — \(reason) [\(source.rawValue), \(session), \(phase), \(id) at \(time)]"
        return text
    }

    /// Escapes control, line-separator and bidirectional-override characters as `\u{…}`, with
    /// the one escaping the link table uses for everything it prints.
    static func escaped(_ text: String) -> String { LinkMatcher.loggable(text, limit: .max) }
}
