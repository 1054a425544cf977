// Stand-in for the UserNotifications API that WayfinderSwiftUI (NotificationLinkDelegate.swift)
// uses, and nothing else; each declaration cites Apple's page. Objective-C optional requirements
// are modelled as requirements with default implementations (see UIKit.swift).
// Never a product, never built on Apple platforms: scripts/check-apple-standin.sh only.
@_exported import FoundationAppleAdditions

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
/// `class UNUserNotificationCenter : NSObject`; `class func current() -> UNUserNotificationCenter`;
/// `weak var delegate: (any UNUserNotificationCenterDelegate)?` (iOS 10, macOS 10.14, tvOS 10,
/// watchOS 3, visionOS 1). Not `Sendable`: the 2025 page lists no such conformance.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNUserNotificationCenter: NSObject {
    open class func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent
/// `class UNNotificationContent : NSObject`;
/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo
/// `var userInfo: [AnyHashable : Any] { get }` (not on tvOS).
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationContent: NSObject {
    @available(tvOS, unavailable)
    open var userInfo: [AnyHashable: Any] { [:] }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationrequest
/// `class UNNotificationRequest : NSObject`; `var content: UNNotificationContent { get }`.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationRequest: NSObject {
    open var content: UNNotificationContent { UNNotificationContent() }
}

/// https://developer.apple.com/documentation/usernotifications/unnotification
/// `class UNNotification : NSObject`; `var request: UNNotificationRequest { get }`.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotification: NSObject {
    open var request: UNNotificationRequest { UNNotificationRequest() }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationresponse
/// `class UNNotificationResponse : NSObject`; `var notification: UNNotification { get }`
/// (not on tvOS).
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject {
    open var notification: UNNotification { UNNotification() }
}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate
/// `protocol UNUserNotificationCenterDelegate : NSObjectProtocol`; optional
/// `func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response:
/// UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)`
/// (iOS 10, macOS 10.14, watchOS 3, visionOS 1; not tvOS).
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    @available(tvOS, unavailable)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    )
}

@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) { completionHandler() }
}
