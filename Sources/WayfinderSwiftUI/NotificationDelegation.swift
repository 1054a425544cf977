// Compiled only where SwiftUI and UserNotifications' responses exist (iOS, iPadOS, Mac
// Catalyst, macOS, visionOS, watchOS; not tvOS, where notifications cannot be tapped open).
// Type-checked on Linux against the stand-in in AppleStandIn/. It is what both adapters'
// notification delegates do, once: WayfinderUIKit imports this module for it. Written against:
// - `UNNotificationResponse.notification`, `UNNotification.request`,
//   `UNNotificationRequest.content`, `UNNotificationContent.userInfo`.
// - `UNUserNotificationCenter.current()` ("Returns your app's notification center") and its weak
//   `delegate`; `Bundle.main.bundleURL` and `bundleIdentifier`, read first (see `install(_:)`).
#if canImport(SwiftUI) && canImport(UserNotifications) && !os(tvOS)
package import UserNotifications
import Foundation

/// The work of a notification delegate that forwards a tapped notification's link:
/// ``WayfinderNotificationDelegate`` (SwiftUI) and `NavigationNotificationDelegate` (UIKit) each
/// hand the link to their own launch object.
package enum NotificationDelegation {
    /// Makes `delegate` the notification centre's delegate, when the process has a centre.
    ///
    /// Only an app or an app extension has one: in any other process (the example app started
    /// with `swift run` on a Mac, whose main bundle is its build folder)
    /// `UNUserNotificationCenter.current()` stops the process with an exception. So the delegate
    /// is installed only when `Bundle.main` is an `.app` or `.appex` bundle with a bundle
    /// identifier (`NotificationCenterAccess`); otherwise nothing happens.
    /// - Parameter delegate: The delegate (the centre holds it weakly).
    /// - Returns: Whether it was installed.
    package static func install(_ delegate: any UNUserNotificationCenterDelegate) -> Bool {
        let main = Bundle.main
        guard NotificationCenterAccess.isAvailable(bundleURL: main.bundleURL, bundleIdentifier: main.bundleIdentifier)
        else { return false }
        UNUserNotificationCenter.current().delegate = delegate
        return true
    }

    /// The link a tapped notification carries under `key`, as text (`NotificationLink`).
    package static func link(of response: UNNotificationResponse, key: String) -> String? {
        NotificationLink.url(in: response.notification.request.content.userInfo, key: key)?.absoluteString
    }

    /// Hands the link of a tapped notification to `deliver` on the main actor, when it carries
    /// one, then calls the delegate method's `completionHandler`.
    /// - Parameters:
    ///   - response: The response the delegate received.
    ///   - key: The `userInfo` key that holds the link.
    ///   - completionHandler: The delegate method's completion handler.
    ///   - deliver: Opens the link with the `.push` source.
    package static func deliverLink(
        of response: UNNotificationResponse, key: String, completionHandler: @escaping @Sendable () -> Void,
        to deliver: @escaping @MainActor @Sendable (String) -> Void
    ) {
        let link = link(of: response, key: key)
        Task { @MainActor in
            if let link { deliver(link) }
            completionHandler()
        }
    }
}

#endif
