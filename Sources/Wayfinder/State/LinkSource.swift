/// Where a navigation came from.
public enum LinkSource: String, Hashable, Sendable, Codable, CaseIterable {
    /// A URL opened from outside (`onOpenURL`, a cold-launch URL).
    case link
    /// A push notification.
    case push
    /// A user activity (universal link, Handoff, Spotlight).
    case activity
    /// The app itself (a button tap asking the navigator for a route).
    case app
    /// A restored snapshot.
    case restoration
    /// The person's own move (push, pop, select, present).
    case person
    /// The coordinator (returning the person to a location after sign-in).
    case session
}

/// The app's scene phase, as far as navigation cares.
public enum AppPhase: String, Hashable, Sendable, Codable {
    /// In the foreground and interactive.
    case active
    /// In the background.
    case background
}

/// How the app was started.
public enum LaunchKind: String, Hashable, Sendable, Codable {
    /// The process started (from a link, a notification or the icon).
    case cold
    /// The app was already running.
    case warm
}

/// How the last change should be animated.
public enum TransitionKind: String, Hashable, Sendable, Codable {
    /// Nothing moved.
    case none
    /// One screen or one modal changed: animate as usual.
    case step
    /// A long jump (another tab, or several screens at once): apply without animation.
    case jump
}

/// Identifies one navigation (a link, a restoration, a person's move) across its records.
public struct LinkID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The sequence number, unique within one state's lifetime.
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// Identifies one resolver run; a late answer with an old identifier is ignored.
public struct ResolutionID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The sequence number.
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "r\(rawValue)" }
}
