/// How the app was started.
public enum LaunchKind: String, Hashable, Sendable, Codable {
    /// The process started (from a link, a notification or the icon).
    case cold
    /// The app was already running.
    case warm
}
