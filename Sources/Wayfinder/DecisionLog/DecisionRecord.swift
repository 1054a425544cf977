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
    /// The decision.
    public var outcome: DecisionOutcome
    /// Why, in a sentence.
    ///
    /// Rendered when read: a record for an event that changes nothing (a duplicate) is made
    /// without building its sentence, so the reducer allocates nothing for it.
    public var reason: String {
        get { _reason.text }
        set { _reason = DecisionReason(escaping: newValue) }
    }
    var _reason: DecisionReason
    /// Where the person is after the decision, when it moved them (or kept them in place on
    /// purpose): the tab, its stack and the modal.
    public var landing: RecordedLocation?

    /// Creates a record, escaping control characters in every text field.
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
        self.id = id
        self.time = time
        self.link = Self.escaped(link)
        self.source = source
        self.session = session
        self.phase = phase
        self.outcome = outcome
        self._reason = DecisionReason(escaping: reason)
        self.landing = landing
        self.pattern = pattern.map(Self.escaped)
    }

    /// A record whose link and pattern are already escaped (they come from an earlier record),
    /// with a reason rendered only when read: what a duplicate makes, without allocating.
    init(
        id: LinkID, time: NavigationTime, escapedLink link: String, source: LinkSource, session: SessionKind,
        phase: LaunchPhase, outcome: DecisionOutcome, reason: DecisionReason, escapedPattern pattern: String?
    ) {
        self.id = id
        self.time = time
        self.link = link
        self.source = source
        self.session = session
        self.phase = phase
        self.outcome = outcome
        self._reason = reason
        self.landing = nil
        self.pattern = pattern
    }

    // Equality, hashing and encoding are synthesized: ``DecisionReason`` compares, hashes and
    // encodes as the sentence it reads as. Decoding goes through the escaping initializer, so a
    // record read from a file is as safe as one the coordinator made.

    private enum CodingKeys: String, CodingKey {
        case id, time, link, pattern, source, session, phase, outcome
        case _reason = "reason"
        case landing
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
            reason: try container.decode(String.self, forKey: ._reason),
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

/// The kind of a session, as records carry it: no account identifier.
public enum SessionKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Still restoring stored credentials.
    case unknown
    /// Nobody is signed in.
    case signedOut = "signed-out"
    /// Someone is signed in.
    case signedIn = "signed-in"
    /// The session expired.
    case expired

    /// The kind of `session`.
    public init(_ session: Session) {
        switch session {
        case .unknown: self = .unknown
        case .signedOut: self = .signedOut
        case .signedIn: self = .signedIn
        case .expired: self = .expired
        }
    }
}

/// Where the app was in its life when a decision was made.
public enum LaunchPhase: String, Hashable, Sendable, Codable, CaseIterable {
    /// Before the launch event.
    case notLaunched = "not launched"
    /// While a cold launch is handled.
    case coldLaunch = "cold launch"
    /// While a warm launch is handled.
    case warmLaunch = "warm launch"
    /// Launched, in the foreground.
    case running
    /// Launched, in the background.
    case background
}

/// A landing place as records carry it: the tab, its stack and the modal, each as the schema
/// describes it (records are not generic over the schema, so sinks of any app can read them).
///
/// A landing the reducer records keeps the schema's own values and renders them when read, so
/// a landing deep in a stack costs no text until a sink or a test looks at it. Equality,
/// hashing and coding see the rendered text.
public struct RecordedLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The selected tab.
    public var tab: String {
        get { _parts.rendered.tab }
        set { _parts = .rendered(_Rendered(tab: newValue, stack: stack, modal: modal)) }
    }
    /// The tab's stack, bottom first.
    public var stack: [String] {
        get { _parts.rendered.stack }
        set {
            _parts = .rendered(_Rendered(tab: tab, stack: newValue, modal: modal))
        }
    }
    /// The modal presented, if any.
    public var modal: String? {
        get { _parts.rendered.modal }
        set { _parts = .rendered(_Rendered(tab: tab, stack: stack, modal: newValue)) }
    }

    var _parts: _Parts

    /// Creates a landing place, escaping control characters in every part.
    public init(tab: String, stack: [String] = [], modal: String? = nil) {
        _parts = .rendered(
            _Rendered(
                tab: DecisionRecord.escaped(tab), stack: stack.map(DecisionRecord.escaped),
                modal: modal.map(DecisionRecord.escaped)))
    }

    /// The landing at `location` with `presented` up, rendered only when read.
    init<Schema: NavigationSchema>(_ location: Location<Schema>, presented: ModalPresentation<Schema>?) {
        _parts = .unrendered(Unrendered(location: location, presented: presented))
    }

    /// `TAB > SCREEN > SCREEN`, then ` · modal NAME` when a modal is up.
    public var description: String {
        let parts = _parts.rendered
        var text = ([parts.tab] + parts.stack).joined(separator: " > ")
        if let modal = parts.modal { text += " · modal \(modal)" }
        return text
    }

    public static func == (a: Self, b: Self) -> Bool { a._parts.rendered == b._parts.rendered }

    public func hash(into hasher: inout Hasher) { hasher.combine(_parts.rendered) }

    private enum CodingKeys: String, CodingKey {
        case tab, stack, modal
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Decoded text is taken as written, as the synthesized conformance took it.
        _parts = .rendered(
            _Rendered(
                tab: try container.decode(String.self, forKey: .tab),
                stack: try container.decode([String].self, forKey: .stack),
                modal: try container.decodeIfPresent(String.self, forKey: .modal)))
    }

    public func encode(to encoder: any Encoder) throws {
        let parts = _parts.rendered
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(parts.tab, forKey: .tab)
        try container.encode(parts.stack, forKey: .stack)
        try container.encodeIfPresent(parts.modal, forKey: .modal)
    }

    /// The text of a landing place, escaped.
    struct _Rendered: Hashable, Sendable {
        var tab: String
        var stack: [String]
        var modal: String?
    }

    /// A landing place as text, or as the schema's values still to be described.
    enum _Parts: Sendable {
        case rendered(_Rendered)
        case unrendered(any UnrenderedLocation)

        var rendered: _Rendered {
            switch self {
            case .rendered(let rendered): rendered
            case .unrendered(let location): location.rendered
            }
        }
    }
}

/// A landing place in the schema's own values, which can describe itself.
protocol UnrenderedLocation: Sendable {
    var rendered: RecordedLocation._Rendered { get }
}

/// The schema's values of a landing place, kept as the state holds them (the stack is shared,
/// not copied).
struct Unrendered<Schema: NavigationSchema>: UnrenderedLocation {
    var location: Location<Schema>
    var presented: ModalPresentation<Schema>?

    init(location: Location<Schema>, presented: ModalPresentation<Schema>?) {
        self.location = location
        self.presented = presented
    }

    var rendered: RecordedLocation._Rendered {
        RecordedLocation._Rendered(
            tab: DecisionRecord.escaped(location.tab.description),
            stack: location.stack.map { DecisionRecord.escaped($0.description) },
            modal: presented.map { DecisionRecord.escaped($0.description) })
    }
}
