// Compiled only where SwiftUI and UserNotifications' responses exist (iOS, iPadOS, Mac
// Catalyst, macOS, visionOS, watchOS; not tvOS, where notifications cannot be tapped open).
// Type-checked on Linux against the stand-in in AppleStandIn/. Written against:
// - `UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:)`
//   with `completionHandler: @escaping @Sendable () -> Void`; the response is read, and the
//   delegate installed, in NotificationDelegation.swift.
#if canImport(SwiftUI) && canImport(UserNotifications) && !os(tvOS)
public import Foundation
public import UserNotifications

/// Forwards the link of a tapped notification to the navigator with the `.push` source,
/// including the tap that cold-launches the app.
///
/// Install it before the app finishes launching, from the `App`'s initializer (the
/// notification centre keeps a weak reference; ``shared`` keeps it alive):
///
/// ```swift
/// init() {
///     ColdLaunchURLAdaptor.shared.register(navigator, session: storedSession)
///     WayfinderNotificationDelegate.shared.install()
/// }
/// ```
///
/// The link is read from the notification's `userInfo` by the core's `NotificationLink.url(in:key:)`
/// (`"link"` unless you pass another key). It goes to ``ColdLaunchURLAdaptor/shared``, which
/// opens it at once when the navigator has launched, and otherwise keeps it as the launch link,
/// so a notification that starts the app lands like a cold-launch link, with the saved state
/// restored for the other tabs. A notification without a link opens the app where it was.
public final class WayfinderNotificationDelegate: NSObject, UNUserNotificationCenterDelegate, Sendable {
    /// The one delegate of the process.
    public static let shared = WayfinderNotificationDelegate()

    /// The `userInfo` key that holds the link.
    public let key: String

    /// A delegate reading `key`; apps use ``shared`` unless their payloads use another key.
    /// - Parameter key: The `userInfo` key that holds the link.
    public init(key: String) {
        self.key = key
    }

    /// A delegate reading the key `link`, as ``shared`` does.
    public convenience override init() {
        self.init(key: NotificationLink.defaultKey)
    }

    /// Makes this object the current notification centre's delegate, when the process has one.
    ///
    /// Only an app or an app extension has a notification centre: in any other process (the
    /// example app started with `swift run` on a Mac, whose main bundle is its build folder)
    /// `UNUserNotificationCenter.current()` stops the process with an exception. So the
    /// delegate is installed only when `Bundle.main` is an `.app` or `.appex` bundle with a
    /// bundle identifier; otherwise nothing happens and tapped notifications do not reach the
    /// app (there is no centre to deliver them).
    /// - Returns: Whether the delegate was installed.
    @discardableResult
    public func install() -> Bool { NotificationDelegation.install(self) }

    /// Hands the tapped notification's link to the cold-launch adaptor with the `.push` source.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        NotificationDelegation.deliverLink(of: response, key: key, completionHandler: completionHandler) {
            ColdLaunchURLAdaptor.shared.deliver(link: $0, source: .push)
        }
    }
}

#endif
