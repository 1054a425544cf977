/// The timing and limits the coordinator applies.
public struct NavigationPolicy: Hashable, Sendable {
    /// How long a pending link lives. Time in the foreground with sign-in presented does not count.
    public var pendingTimeToLive: Duration
    /// The same link delivered again within this window navigates once.
    public var duplicateWindow: Duration
    /// The most redirects one link may follow before it ends in the fallback.
    public var redirectLimit: Int
    /// A resolver that takes longer than this times out (fallback + the link-unavailable notice).
    public var resolutionTimeout: Duration

    /// Creates a policy; the defaults are the Shop example's.
    public init(
        pendingTimeToLive: Duration = .seconds(60),
        duplicateWindow: Duration = .seconds(1),
        redirectLimit: Int = 5,
        resolutionTimeout: Duration = .seconds(10)
    ) {
        self.pendingTimeToLive = pendingTimeToLive
        self.duplicateWindow = duplicateWindow
        self.redirectLimit = redirectLimit
        self.resolutionTimeout = resolutionTimeout
    }
}
