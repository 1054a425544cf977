// Compiled only where UIKit's view controllers exist; type-checked on Linux against the
// stand-in in AppleStandIn/, and against Apple's SDKs by hand (CONTRIBUTING.md). Written against
// `UITabBarController` (`viewControllers`, `selectedViewController`, `delegate`),
// `UITabBarControllerDelegate.tabBarController(_:shouldSelect:)`, `viewDidAppear(_:)`,
// `viewDidDisappear(_:)` and `dismiss(animated:completion:)`.
#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// The root view controller of an app with tabs: a tab bar with a navigation controller per
/// tab of the schema, the modal presented over it (a sheet, or a full-screen cover, with the
/// dismissibility the schema declares; a flow in a navigation controller of its own), the
/// notice and the question as alerts, all driven by the navigator through the core's
/// ``HostPlan``.
///
/// ```swift
/// window.rootViewController = NavigationTabBarController(navigator, views: views, handoffHost: "shop.example.com")
/// ```
///
/// It decides nothing. A tapped tab is not selected by UIKit but asked of the navigator, which
/// may refuse it (a sign-in that cannot be dismissed); the back button, its menu and the swipe
/// back are reported when they finish (a cancelled swipe changes nothing); a sheet dragged away,
/// or a modal taken down by anyone but the host, is reported as dismissed, and presented again
/// when the navigator refuses. Each navigation controller's `delegate` stays the app's.
public final class NavigationTabBarController<Schema: NavigationSchema>: UITabBarController {
    /// The navigator it shows.
    public let navigator: Navigator<Schema>
    private var host: UIKitHost<Schema>!
    private let selection = TabSelectionRelay()

    /// Creates the tab bar controller.
    /// - Parameters:
    ///   - navigator: The app's navigator (one window's, with several windows).
    ///   - views: The view controllers and words of tabs, screens, modals and alerts.
    ///   - handoffHost: The universal-link host to advertise where the person is for Handoff
    ///     (``Navigator/handoffUniversalLink(host:)``); `nil` advertises nothing.
    public init(_ navigator: Navigator<Schema>, views: NavigationViews<Schema>, handoffHost: String? = nil) {
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
        let tabs = navigator.schema.tabs
        let host = UIKitHost(navigator, views: views, tabs: tabs, presenter: self)
        self.host = host
        viewControllers = tabs.compactMap { tab in
            let controller = host.navigationController(for: tab)
            controller?.tabBarItem = views.tabItem(tab)
            return controller
        }
        host.onSelectTab = { [weak self] tab in self?.selectedViewController = self?.host.navigationController(for: tab)
        }
        selection.shouldSelect = { [weak self] controller in
            guard let self, let tab = tabs.first(where: { self.host.navigationController(for: $0) === controller })
            else { return true }
            self.host.person(.tabTapped(tab))
            return false
        }
        delegate = selection
        host.handoffHost = handoffHost
        host.driver.update()
        host.startHandoff()
    }

    /// Not supported: a navigation host is made in code, with its navigator.
    required init?(coder: NSCoder) { nil }

    /// The navigation controller of `tab`, to push a view controller of the app's own in a
    /// mixed app (the navigator does not know it: see *Getting started with UIKit*).
    /// - Parameter tab: A tab of the schema.
    /// - Returns: Its navigation controller.
    public func navigationController(for tab: Schema.Tab) -> UINavigationController? {
        host.navigationController(for: tab)
    }

    /// Tells the host it is on screen: presentations may begin.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        host.person(.appeared)
    }

    /// Tells the host it left the screen.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        host.person(.disappeared)
    }

    /// Dismisses as UIKit does; a dismissal the host did not start (a modal's own close
    /// button, the system) is reported to the navigator once it is done.
    public override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let outside = !host.driver.isPerforming
        super.dismiss(animated: flag) { [weak self] in
            completion?()
            if outside { self?.host.dismissedOutside() }
        }
    }
}

/// The tab bar's delegate: every tap is asked of the navigator instead of being selected.
@MainActor
final class TabSelectionRelay: NSObject, UITabBarControllerDelegate {
    var shouldSelect: ((UIViewController) -> Bool)?

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        shouldSelect?(viewController) ?? true
    }
}

#endif
