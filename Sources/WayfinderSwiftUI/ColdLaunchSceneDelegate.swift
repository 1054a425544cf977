// Compiled only where SwiftUI and UIKit's scenes exist (iOS, iPadOS, Mac Catalyst, tvOS,
// visionOS; not macOS, not watchOS). Type-checked on Linux against the stand-in in AppleStandIn/. It is
// written against these documented signatures:
// - `UISceneDelegate.scene(_ scene: UIScene, willConnectTo session: UISceneSession,
//   options connectionOptions: UIScene.ConnectionOptions)`.
// - `UIScene.ConnectionOptions.urlContexts: Set<UIOpenURLContext>` and
//   `userActivities: Set<NSUserActivity>`; `UIOpenURLContext.url`;
//   `NSUserActivity.activityType` / `webpageURL`; `NSUserActivityTypeBrowsingWeb`.
// - `UISceneConfiguration.init(name: String?, sessionRole: UISceneSession.Role)`,
//   `delegateClass: AnyClass?`, `UISceneSession.role`, `UISceneSession.Role.windowApplication`.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
public import UIKit

/// A scene delegate that captures the URL a cold launch delivers and hands it to
/// ``ColdLaunchURLAdaptor/shared``.
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
/// It implements only `scene(_:willConnectTo:options:)`, so URLs and activities that arrive
/// while the app runs keep reaching SwiftUI's `onOpenURL` and `onContinueUserActivity`.
/// Subclass it to add your own scene callbacks; call `super` from
/// `scene(_:willConnectTo:options:)`.
open class WayfinderSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// Hands the first URL context's URL, or else the first web-browsing activity's URL, to
    /// ``ColdLaunchURLAdaptor/shared``.
    open func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        if let context = connectionOptions.urlContexts.first {
            ColdLaunchURLAdaptor.shared.sceneConnected(with: context.url, source: .link)
        } else if let activity = connectionOptions.userActivities.first(where: {
            $0.activityType == NSUserActivityTypeBrowsingWeb && $0.webpageURL != nil
        }) {
            ColdLaunchURLAdaptor.shared.sceneConnected(with: activity.webpageURL, source: .activity)
        } else {
            ColdLaunchURLAdaptor.shared.sceneConnected(with: nil)
        }
    }

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
