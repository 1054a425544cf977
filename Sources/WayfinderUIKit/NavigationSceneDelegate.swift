// Compiled only where UIKit's scenes exist; type-checked on Linux against the stand-in in
// AppleStandIn/, and against Apple's SDKs by hand (CONTRIBUTING.md). Written against:
// - `UISceneDelegate`: `scene(_:willConnectTo:options:)`, `scene(_:openURLContexts:)`,
//   `scene(_:continue:)`, `sceneDidBecomeActive(_:)`, `sceneDidEnterBackground(_:)`,
//   `sceneDidDisconnect(_:)`; `UIWindowSceneDelegate.window` and
//   `windowScene(_:performActionFor:completionHandler:)` (not tvOS).
// - `UIWindow.init(windowScene:)`, `rootViewController`, `makeKeyAndVisible()`;
//   `UISceneConfiguration.init(name:sessionRole:)`.
// - `NSUserActivityTypeBrowsingWeb`, `webpageURL`; Core Spotlight's `CSSearchableItemActionType`
//   and `CSSearchableItemActivityIdentifier` (not tvOS).
// - `UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:)`
//   (not tvOS).
// The connection options are read, and a tapped notification's link, by the SwiftUI adapter's
// `SceneConnectionLinks.init(_:)` and `NotificationDelegation`, the same code for both adapters
// (this module imports WayfinderSwiftUI for them).
#if canImport(UIKit) && !os(watchOS)
public import UIKit
import WayfinderSwiftUI
#if canImport(CoreSpotlight) && !os(tvOS)
import CoreSpotlight
#endif
#if canImport(UserNotifications) && !os(tvOS)
public import UserNotifications
#endif

/// A scene delegate that makes each scene's window with the app's root view controller and
/// hands every way in to ``NavigationLaunch/shared``: the URL, activity, quick action or
/// notification a scene connects with (the cold-launch link), URLs and user activities while it
/// runs, quick actions, and the scene's phase.
///
/// Subclass it and give the root view controller of a new scene:
///
/// ```swift
/// final class SceneDelegate: NavigationSceneDelegate {
///     override func rootViewController(for session: UISceneSession) -> UIViewController? {
///         NavigationTabBarController(ShopUIKit.navigator(for: session), views: ShopUIKit.views)
///     }
/// }
/// ```
///
/// Name it in the app's scene manifest, or return ``configuration(for:)`` from the app delegate.
/// Call `super` from the callbacks it implements if you override them.
open class NavigationSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    open var window: UIWindow?

    /// The root view controller of a scene that connects; `nil` makes no window (a scene of
    /// another kind). The default makes none.
    /// - Parameter session: The connecting scene's session (its `persistentIdentifier` names a
    ///   window of a ``WindowNavigator``).
    /// - Returns: The root view controller, or `nil`.
    open func rootViewController(for session: UISceneSession) -> UIViewController? { nil }

    /// Makes the window and hands over what the scene connected with.
    open func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        if let windowScene = scene as? UIWindowScene, let root = rootViewController(for: session) {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = root
            self.window = window
            window.makeKeyAndVisible()
        }
        NavigationLaunch.shared.sceneConnected(with: SceneConnectionLinks(connectionOptions))
    }

    /// Opens the URLs a running scene received.
    open func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts { NavigationLaunch.shared.open(context.url) }
    }

    /// Opens a user activity a running scene received: a universal link or Handoff (web
    /// browsing, `.activity`), a Spotlight result (`.spotlight`).
    open func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL {
            NavigationLaunch.shared.deliver(link: url.absoluteString, source: .activity)
        }
        #if canImport(CoreSpotlight) && !os(tvOS)
        if userActivity.activityType == CSSearchableItemActionType,
            let identifier = userActivity.userInfo?[CSSearchableItemActivityIdentifier] as? String
        {
            NavigationLaunch.shared.deliver(link: identifier, source: .spotlight)
        }
        #endif
    }

    /// The scene became active.
    open func sceneDidBecomeActive(_ scene: UIScene) {
        NavigationLaunch.shared.scene(scene, phase: .active)
    }

    /// The scene went to the background.
    open func sceneDidEnterBackground(_ scene: UIScene) {
        NavigationLaunch.shared.scene(scene, phase: .background)
    }

    /// The scene went away.
    open func sceneDidDisconnect(_ scene: UIScene) {
        NavigationLaunch.shared.scene(scene, phase: nil)
    }

    #if !os(tvOS)
    /// A quick action chosen while the app runs: its type, the route's canonical link, opens with
    /// the `.shortcut` source.
    open func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        NavigationLaunch.shared.deliver(link: shortcutItem.type, source: .shortcut)
        completionHandler(true)
    }
    #endif

    /// A scene configuration whose delegate is this class (or the subclass you call it on) for
    /// an app window; any other role gets none. Return it from
    /// `application(_:configurationForConnecting:options:)`.
    /// - Parameter session: The connecting session.
    /// - Returns: The configuration.
    public static func configuration(for session: UISceneSession) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        if session.role == .windowApplication { configuration.delegateClass = self }
        return configuration
    }
}

#if canImport(UserNotifications) && !os(tvOS)
/// Hands the link of a tapped notification (`userInfo["link"]`, read by the core's
/// ``NotificationLink``) to ``NavigationLaunch/shared`` with the `.push` source: opened at once
/// after the launch, the launch link before it. The tap that connected the scene arrives in
/// its connection options too; ``LaunchHandover`` lands it once.
public final class NavigationNotificationDelegate: NSObject, UNUserNotificationCenterDelegate, Sendable {
    /// The one delegate of the process.
    public static let shared = NavigationNotificationDelegate(key: NotificationLink.defaultKey)

    /// The `userInfo` key that holds the link.
    public let key: String

    /// A delegate reading `key`.
    /// - Parameter key: The `userInfo` key that holds the link.
    public init(key: String) {
        self.key = key
    }

    /// Makes this object the notification centre's delegate, when the process is an app or an
    /// app extension (any other process has no centre, and asking for it stops the process).
    /// - Returns: Whether it was installed.
    @discardableResult
    public func install() -> Bool { NotificationDelegation.install(self) }

    /// Hands the tapped notification's link over with the `.push` source.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        NotificationDelegation.deliverLink(of: response, key: key, completionHandler: completionHandler) {
            NavigationLaunch.shared.deliver(link: $0, source: .push)
        }
    }
}
#endif

#endif
