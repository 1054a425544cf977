/// Somewhere decision records go. Sinks are called on the main actor, in order.
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
