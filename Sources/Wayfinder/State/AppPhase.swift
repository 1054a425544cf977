/// The app's scene phase, as far as navigation cares.
public enum AppPhase: String, Hashable, Sendable, Codable {
    /// In the foreground and interactive.
    case active
    /// In the background.
    case background
}
