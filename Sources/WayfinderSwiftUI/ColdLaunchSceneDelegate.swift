// Compiled only where SwiftUI and UIKit's scenes exist (iOS, iPadOS, Mac Catalyst, tvOS,
// visionOS; not macOS, not watchOS). Type-checked on Linux against the stand-in in AppleStandIn/. It is
// written against these documented signatures:
// - `UISceneDelegate.scene(_ scene: UIScene, willConnectTo session: UISceneSession,
//   options connectionOptions: UIScene.ConnectionOptions)`.
// - `UIScene.ConnectionOptions.urlContexts: Set<UIOpenURLContext>`,
//   `userActivities: Set<NSUserActivity>`, `shortcutItem: UIApplicationShortcutItem?` and
//   `notificationResponse: UNNotificationResponse?` (the last two not on tvOS); `UIOpenURLContext.url`;
//   `NSUserActivity.activityType` / `webpageURL` / `userInfo`; `NSUserActivityTypeBrowsingWeb`;
//   `CSSearchableItemActionType` / `CSSearchableItemActivityIdentifier` (Core Spotlight, not tvOS).
// - `UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)` (not tvOS);
//   `UIApplicationShortcutItem.type`.
// - `UISceneConfiguration.init(name: String?, sessionRole: UISceneSession.Role)`,
//   `delegateClass: AnyClass?`, `UISceneSession.role`, `UISceneSession.Role.windowApplication`.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
public import UIKit
#if canImport(CoreSpotlight) && !os(tvOS)
import CoreSpotlight
#endif
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

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
        ColdLaunchURLAdaptor.shared.sceneConnected(with: Self.links(in: connectionOptions))
    }

    /// Everything in `options` that can name a place.
    static func links(in options: UIScene.ConnectionOptions) -> SceneConnectionLinks {
        var links = SceneConnectionLinks(urls: options.urlContexts.map(\.url.absoluteString))
        for activity in options.userActivities {
            if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
                links.webpageURLs.append(url.absoluteString)
            }
            #if canImport(CoreSpotlight) && !os(tvOS)
            if activity.activityType == CSSearchableItemActionType,
                let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
            {
                links.spotlightIdentifiers.append(identifier)
            }
            #endif
        }
        #if !os(tvOS)
        links.shortcutType = options.shortcutItem?.type
        #if canImport(UserNotifications)
        if let response = options.notificationResponse {
            let key = WayfinderNotificationDelegate.shared.key
            links.notificationLink =
                NotificationLink.url(in: response.notification.request.content.userInfo, key: key)?
                .absoluteString
        }
        #endif
        #endif
        return links
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
