// Compiled only where UIKit's view controllers exist; type-checked on Linux against the
// stand-in in AppleStandIn/, and against Apple's SDKs by hand (CONTRIBUTING.md).
// Written against `UIViewController`, `UITabBarItem.init(title:image:tag:)`.
#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// The view controllers and words an app gives a UIKit host, one factory per part: the root
/// of each tab, each pushed screen, each modal, the words of a notice's alert and of the
/// question a link raises over a modal.
///
/// ```swift
/// let views = NavigationViews<Shop>(
///     root: { tab in ShopTabRootController(tab: tab) },
///     tabItem: { tab in UITabBarItem(title: tab.title, image: UIImage(systemName: tab.systemImage), tag: 0) },
///     screen: { screen in ShopScreenController(screen: screen) },
///     modal: { modal in ShopModalController(modal: modal) },
///     notice: { $0.content })
/// ```
///
/// The host asks for a view controller each time it shows a screen or a modal, and keeps it
/// while it is shown; it never asks for one it already shows. A modal that holds a flow (the
/// schema gives it a root screen, ``NavigationSchema/root(of:)``) gets the `modal` view
/// controller as the root of a navigation controller of its own, whose pushed screens come
/// from `screen`. A view controller that adopts ``DeepLinkReceiving`` receives the links that
/// land while it is shown.
@MainActor
public struct NavigationViews<Schema: NavigationSchema> {
    /// The root view controller of a tab (shown when its stack is empty).
    public var root: (Schema.Tab) -> UIViewController
    /// The tab's item in the tab bar (and its row in a split view's sidebar, by its title).
    public var tabItem: (Schema.Tab) -> UITabBarItem
    /// The view controller of a pushed screen.
    public var screen: (Schema.Screen) -> UIViewController
    /// The view controller of a modal; the root of its flow when it holds one.
    public var modal: (Schema.Modal) -> UIViewController
    /// The words of a notice's alert.
    public var notice: (Schema.Notice) -> NoticeContent
    /// The words of the question a link raises over a modal that asks before it is left.
    public var confirmation: (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent

    /// Creates the factories.
    /// - Parameters:
    ///   - root: The root view controller of a tab.
    ///   - tabItem: The tab's item in the tab bar; its title alone unless you say otherwise.
    ///   - screen: The view controller of a pushed screen.
    ///   - modal: The view controller of a modal.
    ///   - notice: The words of a notice's alert.
    ///   - confirmation: The words of the question; ``ConfirmationContent/standard`` unless you
    ///     say otherwise.
    public init(
        root: @escaping (Schema.Tab) -> UIViewController,
        tabItem: @escaping (Schema.Tab) -> UITabBarItem = { UITabBarItem(title: $0.description, image: nil, tag: 0) },
        screen: @escaping (Schema.Screen) -> UIViewController,
        modal: @escaping (Schema.Modal) -> UIViewController,
        notice: @escaping (Schema.Notice) -> NoticeContent,
        confirmation: @escaping (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent = { _, _ in .standard }
    ) {
        self.root = root
        self.tabItem = tabItem
        self.screen = screen
        self.modal = modal
        self.notice = notice
        self.confirmation = confirmation
    }
}

/// A view controller that receives the links that land while the host shows it: the UIKit
/// `onDeepLink`.
///
/// The host registers each view controller it shows that adopts this protocol with the
/// navigator's landed links (``Navigator/addDeepLinkHandler(_:)``) when it puts it on screen,
/// and removes it when it takes it off. It receives the current link once, if nobody consumed
/// it (the link landed before the view controller existed, as a reset sheet's code does), then
/// each new one, newest view controller first:
///
/// ```swift
/// final class PasswordResetController: UIViewController, DeepLinkReceiving {
///     func receive(_ link: DeliveredLink<ShopRoute>) -> Bool {
///         guard case .passwordReset(let code) = link.route else { return false }
///         codeLabel.text = "Code received (\(code.count) characters)"
///         return true
///     }
/// }
/// ```
///
/// A view controller the host does not make (a mixed app's own) registers itself with
/// ``Navigator/addDeepLinkHandler(_:)`` instead.
@MainActor
public protocol DeepLinkReceiving<Route>: AnyObject {
    /// The app's route type.
    associatedtype Route: Hashable & Sendable
    /// Receives a landed link; returns whether it consumed it.
    /// - Parameter link: The link: its canonical URL, secrets included, and its route.
    /// - Returns: `true` to consume it, `false` to pass it on.
    func receive(_ link: DeliveredLink<Route>) -> Bool
}

#endif
