/// Somewhere decision records go. Sinks are called on the main actor, in order.
///
/// A record's fields are typed, so a sink for analytics or logging reads them directly. This one
/// sends one event per finished navigation to an analytics client, with the decision, where the
/// link came from, the session's kind, the launch phase and where the person landed:
///
/// ```swift
/// struct AnalyticsSink: DecisionSink {
///     /// Your analytics client's call: an event name and its properties.
///     let track: @Sendable (String, [String: String]) -> Void
///
///     func receive(_ record: DecisionRecord) {
///         guard record.outcome.isTerminal else { return }  // pending and redirected come again
///         var properties = [
///             "outcome": record.outcome.rawValue,
///             "source": record.source.rawValue,
///             "session": record.session.rawValue,
///             "phase": record.phase.rawValue,
///         ]
///         properties["pattern"] = record.pattern  // `/orders/:id`: the rule, never the id
///         if let landing = record.landing {
///             properties["tab"] = landing.tab
///             properties["depth"] = String(landing.stack.count)
///             properties["modal"] = landing.modal
///         }
///         track("deep_link", properties)
///     }
/// }
///
/// let navigator = Navigator(schema: Shop(), sinks: [AnalyticsSink(track: Analytics.shared.track)])
/// ```
///
/// Records hold no secrets and no account identifier; the link is canonical and redacted.
public protocol DecisionSink: Sendable {
    /// Receives one record.
    func receive(_ record: DecisionRecord)
}

/// Keeps the most recent records in memory; the default sink and the one tests read.
public final class RingBufferDecisionLog: DecisionSink {
    private struct Storage: Sendable {
        var buffer: [DecisionRecord] = []
        var start = 0
    }

    /// How many records it keeps.
    public let capacity: Int
    private let storage = LockedValue(Storage())

    /// Creates a log that keeps the last `capacity` records.
    public init(capacity: Int = 256) {
        precondition(capacity > 0, "A RingBufferDecisionLog needs a capacity of at least 1; it was given \(capacity).")
        self.capacity = capacity
    }

    public func receive(_ record: DecisionRecord) {
        storage.withLock { s in
            if s.buffer.count < capacity {
                s.buffer.append(record)
            } else {
                s.buffer[s.start] = record
                s.start = (s.start + 1) % capacity
            }
        }
    }

    /// The kept records, oldest first.
    public var records: [DecisionRecord] {
        storage.withLock { s in Array(s.buffer[s.start...] + s.buffer[..<s.start]) }
    }
}

/// Prints each record on its own line to standard output.
public struct PrintDecisionSink: DecisionSink {
    /// Text put before each line, for example `"[nav] "`.
    public var prefix: String
    /// Creates a print sink.
    public init(prefix: String = "") { self.prefix = prefix }
    public func receive(_ record: DecisionRecord) { print(prefix + record.description) }
}
