/// A moment on the coordinator's timeline: the time since the ``Navigator`` (or a test) started.
///
/// The state machine never reads a clock; every event arrives with the time it happened.
public struct NavigationTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Time since the start of the timeline.
    public var sinceStart: Duration
    public init(_ sinceStart: Duration) { self.sinceStart = sinceStart }
    /// The start of the timeline.
    public static let zero = NavigationTime(.zero)

    public static func < (a: Self, b: Self) -> Bool { a.sinceStart < b.sinceStart }
    /// The moment `d` later.
    public static func + (t: Self, d: Duration) -> Self { Self(t.sinceStart + d) }
    /// The time from `b` to `a`.
    public static func - (a: Self, b: Self) -> Duration { a.sinceStart - b.sinceStart }

    /// Seconds with millisecond precision, for example `61.250s`.
    public var description: String {
        let ms = sinceStart.wholeMilliseconds
        return "\(ms / 1000).\(String(ms % 1000).leftPadded(to: 3))s"
    }
}
