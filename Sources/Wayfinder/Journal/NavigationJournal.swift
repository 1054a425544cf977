/// A bounded journal of the events a ``Navigator`` received: when, in which session, what the
/// event was and which decisions it caused; exportable as JSON for a bug report.
///
/// It is cheap enough to leave on in release builds: appending copies the event into a ring of
/// fixed capacity; the text of an entry, with its links redacted as decision records redact
/// them, is only built when the entries are read or exported. Once full, the oldest entries drop
/// out.
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

    struct Item: Sendable {
        var sequence: Int
        var time: NavigationTime
        var session: Session
        var event: NavigationEvent<Schema>
        var decisions: [DecisionRecord]
    }

    /// How many entries it keeps at most; 0 keeps none.
    public let capacity: Int
    let links: LinkTable<Schema.Route>
    private(set) var items: [Item] = []
    private var oldest = 0
    private var appended = 0

    /// Creates an empty journal.
    /// - Parameters:
    ///   - schema: The schema whose link table redacts links.
    ///   - capacity: How many entries to keep; the oldest drop out first.
    public init(schema: Schema, capacity: Int = defaultCapacity) {
        self.capacity = max(0, capacity)
        self.links = schema.links
    }

    /// How many events were appended since the journal was created.
    public var count: Int { appended }
    /// How many of them dropped out because the journal was full.
    public var dropped: Int { appended - items.count }

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
        let item = Item(sequence: appended, time: time, session: session, event: kept, decisions: decisions)
        if items.count < capacity {
            items.append(item)
        } else {
            items[oldest] = item
            oldest = (oldest + 1) % capacity
        }
    }

    private func isOverLimit(_ link: String) -> Bool { link.utf8.count > links.limits.maxBytes }

    private func clipped(_ link: String) -> String {
        isOverLimit(link) ? String(decoding: link.utf8.prefix(links.limits.maxBytes), as: UTF8.self) : link
    }

    private func redacted(_ event: NavigationEvent<Schema>) -> NavigationEvent<Schema> {
        switch event {
        case .linkReceived(let link, let source):
            return .linkReceived(display(link), source: source)
        case .launched(var launch):
            launch.link = launch.link.map(display)
            return .launched(launch)
        default:
            return event
        }
    }

    private func display(_ link: String) -> String {
        switch links.match(link) {
        case .success(let route):
            links.link(for: route, redactingSecrets: true) ?? links.displayString(forUnmatched: link)
        case .failure: links.displayString(forUnmatched: link)
        }
    }

    /// The entries kept, oldest first.
    /// - Complexity: O(*n*) in the entries kept: their text is built here.
    public var entries: [JournalEntry] {
        var accounts: [Account: String] = [:]
        func pseudonym(_ account: Account) -> String {
            if let name = accounts[account] { return name }
            let name = "account-\(accounts.count + 1)"
            accounts[account] = name
            return name
        }
        func session(_ session: Session) -> String {
            switch session {
            case .unknown: "unknown"
            case .signedOut: "signed-out"
            case .signedIn(let account): "signed-in:\(pseudonym(account))"
            case .expired(let account): "expired:\(pseudonym(account))"
            }
        }
        let ordered = items[oldest...] + items[..<oldest]
        return ordered.map { item in
            let kind: String =
                switch item.session {
                case .unknown: "unknown"
                case .signedOut: "signed-out"
                case .signedIn: "signed-in"
                case .expired: "expired"
                }
            return JournalEntry(
                sequence: item.sequence, milliseconds: Self.milliseconds(item.time), session: kind,
                event: text(redacted(item.event), session: session, pseudonym: pseudonym),
                decisions: item.decisions.map(JournalEntry.decision))
        }
    }

    static func milliseconds(_ time: NavigationTime) -> Int64 {
        time.sinceStart.wholeMilliseconds
    }

    private func text(
        _ event: NavigationEvent<Schema>, session: (Session) -> String, pseudonym: (Account) -> String
    ) -> String {
        switch event {
        case .launched(let launch):
            var words = ["launch", launch.kind.rawValue]
            if launch.kind == .cold, let link = launch.link { words.append(link) }
            words.append("session=\(session(launch.session))")
            if launch.kind == .cold, launch.link != nil, launch.source != .link {
                words.append("source=\(launch.source.rawValue)")
            }
            if launch.kind == .cold { words += launch.gates.map { "gate=\($0)" } }
            return words.joined(separator: " ")
        case .linkReceived(let link, let source):
            return "open \(link)" + (source == .link ? "" : " source=\(source.rawValue)")
        case .routeRequested(let route, let source):
            let link = links.link(for: route, redactingSecrets: true) ?? "\(route)"
            // A route from outside (an App Intent) is an `open` with its source, as a script writes it.
            return source.isExternal ? "open \(link) source=\(source.rawValue)" : "tap \(link)"
        case .sessionResolved(let settled): return "session-resolves \(session(settled))"
        case .signedIn(let account): return "sign-in \(pseudonym(account))"
        case .signInFailed: return "sign-in-fails"
        case .signInCancelled: return "sign-in-cancel"
        case .requirementMet(let name): return name == "step-up" ? "step-up" : "requirement-met \(name)"
        case .requirementFailed(let name): return name == "step-up" ? "step-up-fails" : "requirement-fails \(name)"
        case .requirementCancelled(let name):
            return name == "step-up" ? "step-up-cancel" : "requirement-cancel \(name)"
        case .sessionExpired: return "session-expires"
        case .signedOut: return "sign-out"
        case .gateRaised(let gate): return "gate \(gate)"
        case .gateCleared(let gate): return gate == .forcedUpdate ? "update-installed" : "gate-cleared \(gate)"
        case .scenePhaseChanged(let phase): return phase == .background ? "background" : "foreground"
        case .resolutionFinished(_, let resolution):
            switch resolution {
            case .proceed: return "resolved proceed"
            case .redirect(let route):
                return "resolved redirect \(links.link(for: route, redactingSecrets: true) ?? "\(route)")"
            case .unavailable: return "resolved unavailable"
            }
        case .timePassed: return "time-passes"
        case .screenPushed(let screen): return "push \(screen)"
        case .popped: return "back"
        case .poppedCount(let count): return "back-count \(count)"
        case .poppedTo(let screen): return "pop-to \(screen)"
        case .poppedToRoot: return "pop-to-root"
        case .tabSelected(let tab): return "select \(tab)"
        case .modalRequested(let modal): return "present \(modal)"
        case .modalDismissed: return "dismiss"
        case .noticeDismissed: return "dismiss-notice"
        case .pathChanged(let tab, let path):
            return "path " + ([("\(tab)")] + path.map { "\($0)" }).joined(separator: " > ")
        case .modalPathChanged(let modal, let path):
            return "modal-path " + ([("\(modal)")] + path.map { "\($0)" }).joined(separator: " > ")
        }
    }
}
