// Compiled only where SwiftUI and UIKit's scenes exist (iOS, iPadOS, Mac Catalyst, tvOS,
// visionOS; not macOS, not watchOS). Type-checked on Linux against the stand-in in AppleStandIn/. It is
// written against these documented signatures:
// - `UISceneDelegate.scene(_ scene: UIScene, willConnectTo session: UISceneSession,
//   options connectionOptions: UIScene.ConnectionOptions)`; the options are read in
//   SceneConnectionLinks+Options.swift.
// - `UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)` (not tvOS);
//   `UIApplicationShortcutItem.type`.
// - `UISceneConfiguration.init(name: String?, sessionRole: UISceneSession.Role)`,
//   `delegateClass: AnyClass?`, `UISceneSession.role`, `UISceneSession.Role.windowApplication`.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
public import UIKit

/// A scene delegate that reads everything a cold launch's scene connects with and hands it to
/// ``ColdLaunchURLAdaptor/shared`` before the first view appears.
///
/// A SwiftUI app has no scene delegate of its own; install this one from an app delegate
/// (`@UIApplicationDelegateAdaptor`):
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///     func application(
///         _ application: UIApplication, configurationForConnecting session: UISceneSession,
///         options: UIScene.ConnectionOptions
///     ) -> UISceneConfiguration {
///         WayfinderSceneDelegate.configuration(for: session)
///     }
/// }
/// ```
///
/// When the scene connects, it reads every connection option that can name a place: the URL
/// contexts, the user activities (web browsing, and Spotlight's `CSSearchableItemActionType`), the
/// quick action and the notification response, into ``SceneConnectionLinks``, which picks the
/// launch link and its source. While the app runs, a quick action arrives here too
/// (`windowScene(_:performActionFor:completionHandler:)`), with the `.shortcut` source; URLs and
/// activities keep reaching SwiftUI's `onOpenURL` and `onContinueUserActivity`.
/// Subclass it to add your own scene callbacks; call `super` from the ones it implements.
open class WayfinderSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// Hands what the scene connected with to ``ColdLaunchURLAdaptor/shared``.
    open func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        ColdLaunchURLAdaptor.shared.sceneConnected(with: SceneConnectionLinks(connectionOptions))
    }

    #if !os(tvOS)
    /// A quick action chosen while the app runs (or after its scene connected): its type, the
    /// route's canonical link, is opened with the `.shortcut` source.
    open func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        ColdLaunchURLAdaptor.shared.deliver(link: shortcutItem.type, source: .shortcut)
        completionHandler(true)
    }
    #endif

    /// A scene configuration for `session` whose delegate is this class (or the subclass you
    /// call it on) when the session is an app window (`.windowApplication`); any other role (an
    /// external display, a CarPlay scene) gets a configuration without a delegate, as Apple's
    /// example installs its scene delegate for the app's windows only. Return it from
    /// `application(_:configurationForConnecting:options:)`.
    public static func configuration(for session: UISceneSession) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        if session.role == .windowApplication { configuration.delegateClass = self }
        return configuration
    }
}

#endif
