// Stand-in for the UIKit API that WayfinderSwiftUI (ColdLaunchSceneDelegate.swift) and
// Examples/ShopApp (ShopAppDelegate.swift, ShopApp.swift) use, and nothing else. Signatures and
// attributes as Apple documents them (each cites its page). Objective-C optional protocol
// requirements cannot be declared without the Objective-C runtime, so they are modelled as
// requirements with default implementations: a misspelt method therefore compiles here as a
// new method instead of failing (see the README: what the stand-in cannot catch).
// Never a product, never built on Apple platforms: scripts/check-apple-standin.sh only.
@_exported import FoundationAppleAdditions

/// https://developer.apple.com/documentation/uikit/uiresponder
/// `@MainActor class UIResponder : NSObject` (iOS 2, tvOS 9, visionOS 1).
@MainActor
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UIResponder: NSObject {
    public override nonisolated init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uiscene
/// `@MainActor class UIScene : UIResponder` (iOS 13).
@MainActor
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    /// `@MainActor class ConnectionOptions : NSObject`
    @MainActor
    open class ConnectionOptions: NSObject {
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
        /// `var urlContexts: Set<UIOpenURLContext> { get }`
        open var urlContexts: Set<UIOpenURLContext> { [] }
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
        /// `var userActivities: Set<NSUserActivity> { get }`
        open var userActivities: Set<NSUserActivity> { [] }
    }
}

/// https://developer.apple.com/documentation/uikit/uiopenurlcontext
/// `@MainActor class UIOpenURLContext : NSObject` with `var url: URL { get }` (iOS 13).
@MainActor
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UIOpenURLContext: NSObject {
    open var url: URL { URL(fileURLWithPath: "/") }
}

/// https://developer.apple.com/documentation/uikit/uiscenesession
/// `@MainActor class UISceneSession : NSObject` with `var role: UISceneSession.Role { get }`.
@MainActor
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UISceneSession: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscenesession/role
    /// `struct Role` (a raw-value struct of String).
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiscenesession/role/windowapplication
        /// `static let windowApplication: UISceneSession.Role` (iOS 13)
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    open var role: Role { Role(rawValue: "") }
}

/// https://developer.apple.com/documentation/uikit/uisceneconfiguration
/// `@MainActor class UISceneConfiguration : NSObject`;
/// `init(name: String?, sessionRole: UISceneSession.Role)`; `var delegateClass: AnyClass?`.
@MainActor
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }
    open var delegateClass: AnyClass?
}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate
/// `@MainActor protocol UISceneDelegate : NSObjectProtocol`; optional
/// `func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
/// options connectionOptions: UIScene.ConnectionOptions)`.
@MainActor
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    // https://developer.apple.com/documentation/uikit/uiscenedelegate: the optional
    /// `scene(_:openURLContexts:)`, `scene(_:continue:)`, `sceneDidBecomeActive(_:)`,
    /// `sceneDidEnterBackground(_:)` and `sceneDidDisconnect(_:)` (iOS 13, tvOS 13, visionOS 1).
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func sceneDidDisconnect(_ scene: UIScene)
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
/// `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`.
@MainActor
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol UIWindowSceneDelegate: UISceneDelegate {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    /// `@MainActor optional var window: UIWindow? { get set }`.
    var window: UIWindow? { get set }
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)
    /// `@MainActor optional func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem:
    /// UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)` (iOS 13, visionOS 1; not tvOS).
    @available(tvOS, unavailable)
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

@available(iOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIWindowSceneDelegate {
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
}

/// https://developer.apple.com/documentation/uikit/uiapplication
/// `@MainActor class UIApplication : UIResponder`.
@MainActor
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
    /// `struct LaunchOptionsKey` (a raw-value struct of String).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
/// `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`; optional
/// `func application(_ application: UIApplication, configurationForConnecting
/// connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions)
/// -> UISceneConfiguration` (iOS 13).
@MainActor
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol UIApplicationDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    /// optional `func application(_ application: UIApplication, didFinishLaunchingWithOptions
    /// launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool`.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    @available(iOS 13.0, tvOS 13.0, *)
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIApplicationDelegate {
    // https://developer.apple.com/documentation/uikit/uiapplicationmain (the `@main` entry point
    // of an app delegate: UIKit's overlay gives `UIApplicationDelegate` a `static func main()`).
    @MainActor
    public static func main() {}
}
