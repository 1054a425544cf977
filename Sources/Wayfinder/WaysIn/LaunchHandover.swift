/// The order of a cold launch, as a value: who is ready, what the scene carried, and when the
/// navigator launches. The platform adaptors (`ColdLaunchURLAdaptor` in WayfinderSwiftUI,
/// `NavigationLaunch` in WayfinderUIKit) hold one and do what each step says; everything it decides is here, testable without a device.
///
/// The navigator launches once, when both the app has registered it and the scene has connected
/// (or the host view appeared without a scene delegate), with the link the scene's connection
/// options carried. A link handed over before the launch (``deliver(_:)``) becomes the launch
/// link. After the launch, a delivery is opened, except the first delivery of the launch link
/// itself: UIKit hands a notification that connects a scene both in the connection options and,
/// later, to the notification delegate, and that second delivery is the same tap, not a new one.
public struct LaunchHandover: Hashable, Sendable {
    /// What the adaptor does next.
    public enum Step: Hashable, Sendable {
        /// Nothing yet (or nothing at all).
        case wait
        /// Launch the navigator cold with this link (or none).
        case launch(LaunchLink?)
        /// Open this link in the running navigator.
        case open(LaunchLink)
    }

    /// Whether the navigator has been launched.
    public private(set) var hasLaunched = false
    /// The link the launch will open, until it does.
    public private(set) var captured: LaunchLink?
    private var registered = false
    private var sceneConnected = false
    /// The launch link, until its echo through a delegate has been absorbed.
    private var launchEcho: LaunchLink?

    /// A handover before anything happened.
    public init() {}

    /// The app registered its navigator.
    public mutating func register() -> Step {
        registered = true
        return sceneConnected ? launchIfReady() : .wait
    }

    /// A scene connected with what its connection options carried.
    public mutating func sceneConnected(with links: SceneConnectionLinks) -> Step {
        sceneConnected = true
        let link = links.launchLink
        guard hasLaunched else {
            if let link { captured = link }
            return launchIfReady()
        }
        // A second window on iPad: its link opens in the running app.
        return link.map(Step.open) ?? .wait
    }

    /// A link arrived outside a scene's connection options (a notification delegate, an App
    /// Intent, a quick action while running).
    public mutating func deliver(_ link: LaunchLink) -> Step {
        guard hasLaunched else {
            captured = link
            return .wait
        }
        if launchEcho == link {
            launchEcho = nil
            return .wait
        }
        launchEcho = nil
        return .open(link)
    }

    /// The host view appeared: launch now if a navigator is registered and no scene delegate
    /// has (a platform or an app without one).
    public mutating func hostAppeared() -> Step {
        sceneConnected = true
        return launchIfReady()
    }

    private mutating func launchIfReady() -> Step {
        guard registered, !hasLaunched else { return .wait }
        hasLaunched = true
        let link = captured
        captured = nil
        launchEcho = link
        return .launch(link)
    }
}
