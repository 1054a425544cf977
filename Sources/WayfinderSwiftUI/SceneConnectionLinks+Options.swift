// Compiled only where SwiftUI and UIKit's scenes exist (iOS, iPadOS, Mac Catalyst, tvOS,
// visionOS; not macOS, not watchOS). Type-checked on Linux against the stand-in in AppleStandIn/.
// It is the one reading of a connecting scene's options, for both adapters: WayfinderUIKit
// imports this module for it. Written against these documented signatures:
// - `UIScene.ConnectionOptions.urlContexts: Set<UIOpenURLContext>`,
//   `userActivities: Set<NSUserActivity>`, `shortcutItem: UIApplicationShortcutItem?` and
//   `notificationResponse: UNNotificationResponse?` (the last two not on tvOS); `UIOpenURLContext.url`;
//   `NSUserActivity.activityType` / `webpageURL` / `userInfo`; `NSUserActivityTypeBrowsingWeb`;
//   `CSSearchableItemActionType` / `CSSearchableItemActivityIdentifier` (Core Spotlight, not tvOS);
//   `UIApplicationShortcutItem.type`.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
package import UIKit
#if canImport(CoreSpotlight) && !os(tvOS)
import CoreSpotlight
#endif
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

extension SceneConnectionLinks {
    /// Everything in a connecting scene's `options` that can name a place: the URL contexts, the
    /// user activities (web browsing, and Spotlight's `CSSearchableItemActionType`), the quick
    /// action and the tapped notification, whose link is read under ``NotificationLink/defaultKey``
    /// (the key of the adapters' shared notification delegates).
    /// - Parameter options: The options `scene(_:willConnectTo:options:)` received.
    @MainActor package init(_ options: UIScene.ConnectionOptions) {
        self.init(urls: options.urlContexts.map(\.url.absoluteString))
        for activity in options.userActivities {
            if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
                webpageURLs.append(url.absoluteString)
            }
            #if canImport(CoreSpotlight) && !os(tvOS)
            if activity.activityType == CSSearchableItemActionType,
                let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
            {
                spotlightIdentifiers.append(identifier)
            }
            #endif
        }
        #if !os(tvOS)
        shortcutType = options.shortcutItem?.type
        #if canImport(UserNotifications)
        notificationLink = options.notificationResponse.flatMap {
            NotificationDelegation.link(of: $0, key: NotificationLink.defaultKey)
        }
        #endif
        #endif
    }
}

#endif
