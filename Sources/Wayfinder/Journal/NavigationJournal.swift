/// A bounded journal of the events a ``Navigator`` received: when, in which session, what the
/// event was and which decisions it caused; exportable as JSON for a bug report.
///
/// It is cheap enough to leave on in release builds: appending copies the event into a ring of
/// fixed capacity; an entry's values (the event with its links redacted as decision records
/// redact them, its accounts pseudonymous, its screens named by the links that show them) are
/// only built when the journal is exported. Once full, the oldest entries drop out.
///
/// ```swift
/// let data = navigator.journal.exportJSON()   // attach to the bug report
/// ```
///
/// `wayfinder replay JOURNAL` turns the export into a scenario script and plays it on today's
/// schema.
public struct NavigationJournal<Schema: NavigationSchema>: Sendable {
    /// The export format this version writes and `wayfinder replay` reads.
    public static var formatVersion: Int { JournalFormat.version }
    /// The default capacity: the last 1,000 events.
    public static var defaultCapacity: Int { 1_000 }

    /// How many entries it keeps at most; 0 keeps none.
    public let capacity: Int
    let links: LinkTable<Schema.Route>
    /// Names screens by the links that show them when entries are built.
    let schema: Schema
    /// The events kept, oldest at ``oldest`` once the ring is full; each with its context at the
    /// same place in ``contexts``. Kept apart because the context's type is not generic: only the
    /// event's type is looked up at run time when one is appended.
    private(set) var events: [NavigationEvent<Schema>] = []
    private(set) var contexts: [JournalContext] = []
    private var oldest = 0
    private var appended = 0

    /// Creates an empty journal.
    /// - Parameters:
    ///   - schema: The schema whose link table redacts links.
    ///   - capacity: How many entries to keep; the oldest drop out first.
    public init(schema: Schema, capacity: Int = defaultCapacity) {
        self.capacity = max(0, capacity)
        self.links = schema.links
        self.schema = schema
    }

    /// How many events were appended since the journal was created.
    public var count: Int { appended }
    /// How many of them dropped out because the journal was full.
    public var dropped: Int { appended - events.count }

    /// Appends an event.
    /// - Parameters:
    ///   - event: The event received.
    ///   - time: When, on the navigator's timeline.
    ///   - session: The session when it arrived (before the event).
    ///   - effects: The effects it caused; its decision records are kept.
    /// - Complexity: O(1) amortised.
    public mutating func append(
        _ event: NavigationEvent<Schema>, at time: NavigationTime, session: Session,
        effects: [NavigationEffect<Schema>]
    ) {
        append(event, at: time, session: session, effects: effects, window: nil)
    }

    /// Appends an event of an app with several windows: a window opened or focused, or closed,
    /// is kept as the step it is to the coordinator (time passing) with its window step; a
    /// navigation event is kept with the window it was sent in, when that window decided where
    /// it ran (it was not the frontmost, or the event is not a move the person makes there).
    /// - Parameters:
    ///   - event: The event received.
    ///   - time: When, on the navigator's timeline.
    ///   - session: The session when it arrived (before the event).
    ///   - frontmost: The window in front when it arrived.
    ///   - effects: The effects it caused; its decision records are kept.
    package mutating func append(
        _ event: WindowEvent<Schema>, at time: NavigationTime, session: Session, frontmost: WindowID,
        effects: [NavigationEffect<Schema>]
    ) {
        switch event {
        case .focused(let window):
            append(.timePassed, at: time, session: session, effects: effects, window: .init(.focused, window))
        case .closed(let window):
            append(.timePassed, at: time, session: session, effects: effects, window: .init(.closed, window))
        case .navigation(let navigation, let window?)
        where window != frontmost || !WindowNavigator<Schema>.isOwnMove(navigation):
            append(navigation, at: time, session: session, effects: effects, window: .init(.sentIn, window))
        case .navigation(let navigation, _):
            append(navigation, at: time, session: session, effects: effects, window: nil)
        }
    }

    private mutating func append(
        _ event: NavigationEvent<Schema>, at time: NavigationTime, session: Session,
        effects: [NavigationEffect<Schema>], window: JournalWindowStep?
    ) {
        appended += 1
        guard capacity > 0 else { return }
        var decisions: [DecisionRecord] = []
        for effect in effects {
            if case .record(let record) = effect { decisions.append(record) }
        }
        // The event is kept as it came (a launch without its snapshot); its links are redacted
        // when the entries are rendered, so the hot path never parses a link twice.
        // A link longer than the table accepts is cut to that length, which is all its redacted
        // form ever shows, so one entry never holds more than `LinkLimits.maxBytes` of link.
        var kept = event
        switch event {
        case .launched(var launch) where launch.snapshot != nil || (launch.link.map(isOverLimit) ?? false):
            launch.snapshot = nil
            launch.link = launch.link.map(clipped)
            kept = .launched(launch)
        case .linkReceived(let link, let source) where isOverLimit(link):
            kept = .linkReceived(clipped(link), source: source)
        default: break
        }
        let context = JournalContext(
            sequence: appended, time: time, session: session, decisions: decisions, window: window)
        if events.count < capacity {
            events.append(kept)
            contexts.append(context)
        } else {
            events[oldest] = kept
            contexts[oldest] = context
            oldest = (oldest + 1) % capacity
        }
    }

    private func isOverLimit(_ link: String) -> Bool { link.utf8.count > links.limits.maxBytes }

    private func clipped(_ link: String) -> String {
        isOverLimit(link) ? String(decoding: link.utf8.prefix(links.limits.maxBytes), as: UTF8.self) : link
    }

    /// The entries kept, oldest first.
    /// - Complexity: O(*n*) in the entries kept: their values are built here.
    package var entries: [JournalEntry] {
        var accounts: [Account: Account] = [:]
        func pseudonym(_ account: Account) -> Account {
            if let name = accounts[account] { return name }
            let name = Account("account-\(accounts.count + 1)")
            accounts[account] = name
            return name
        }
        return (Array(oldest..<events.count) + Array(0..<oldest)).map { index in
            let context = contexts[index]
            return JournalEntry(
                sequence: context.sequence, milliseconds: Self.milliseconds(context.time),
                session: SessionKind(context.session),
                event: JournalEvent(events[index], in: schema, session: context.session, account: pseudonym),
                decisions: context.decisions.map { JournalDecision($0) }, window: context.window)
        }
    }

    static func milliseconds(_ time: NavigationTime) -> Int64 {
        time.sinceStart.wholeMilliseconds
    }
}

/// What the journal keeps of an event besides the event: its number, when and in which session
/// it came, and the decisions it caused.
struct JournalContext: Sendable {
    var sequence: Int
    var time: NavigationTime
    var session: Session
    var decisions: [DecisionRecord]
    /// The window step, for an event of an app with several windows that needs one to replay.
    var window: JournalWindowStep?
}
