// Stand-in for the UIKit API of the ways in beyond URLs (quick actions, a notification that
// connects a scene) that WayfinderSwiftUI (ColdLaunchSceneDelegate.swift) and Examples/ShopApp
// use. Signatures and availability as Apple documents them (each cites its page).
// Never a product, never built on Apple platforms: scripts/check-apple-standin.sh only.
public import UserNotifications

// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem
/// `class UIApplicationShortcutItem` (NSObject; iOS 9, Mac Catalyst 13.1, visionOS 1; not tvOS).
@available(iOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UIApplicationShortcutItem: NSObject {
    private let storedType: String

    // https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/init(type:localizedtitle:)
    /// `convenience init(type: String, localizedTitle: String)`.
    public init(type: String, localizedTitle: String) {
        storedType = type
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type
    /// `var type: String { get }`.
    open var type: String { storedType }
}

@available(iOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIScene.ConnectionOptions {
    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem
    /// `@MainActor var shortcutItem: UIApplicationShortcutItem? { get }` (iOS 13, visionOS 1; not tvOS).
    public var shortcutItem: UIApplicationShortcutItem? { nil }

    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/notificationresponse
    /// `@MainActor var notificationResponse: UNNotificationResponse? { get }` (iOS 13, visionOS 1; not tvOS).
    public var notificationResponse: UNNotificationResponse? { nil }
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
/// `@MainActor class UIWindowScene : UIScene` (iOS 13, tvOS 13, visionOS 1).
@MainActor
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UIWindowScene: UIScene {}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIApplication {
    // https://developer.apple.com/documentation/uikit/uiapplication/shared
    /// `@MainActor class var shared: UIApplication { get }` (iOS 2, tvOS, visionOS 1).
    public class var shared: UIApplication { UIApplication() }
}

@available(iOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIApplication {
    // https://developer.apple.com/documentation/uikit/uiapplication/shortcutitems
    /// `@MainActor var shortcutItems: [UIApplicationShortcutItem]? { get set }` (iOS 9, visionOS 1; not tvOS).
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { nil }
        set {}
    }
}
