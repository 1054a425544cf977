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
