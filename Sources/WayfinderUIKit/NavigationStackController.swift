// Compiled only where UIKit's view controllers exist; type-checked on Linux against the
// stand-in in AppleStandIn/, and against Apple's SDKs by hand (CONTRIBUTING.md). Written against
// `UIViewController.addChild(_:)`, `view`, `UIView.addSubview(_:)`, `bounds`, `frame`,
// `autoresizingMask`, `didMove(toParent:)`.
#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// The root view controller of an app without tabs: one navigation controller bound to the
/// stack of the schema's ``NavigationSchema/defaultTab``, with modals, notices and the question
/// handled as ``NavigationTabBarController`` handles them.
///
/// ```swift
/// window.rootViewController = NavigationStackController(navigator, views: views)
/// ```
///
/// Declare one tab in the schema; every route lands in it. The `root` factory of `views` gives
/// the stack's root.
public final class NavigationStackController<Schema: NavigationSchema>: UIViewController {
    /// The navigator it shows.
    public let navigator: Navigator<Schema>
    private var host: UIKitHost<Schema>!

    /// Creates the controller.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - views: The view controllers and words; `tabItem` is not used.
    ///   - handoffHost: The universal-link host to advertise for Handoff; `nil` advertises nothing.
    public init(_ navigator: Navigator<Schema>, views: NavigationViews<Schema>, handoffHost: String? = nil) {
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
        let host = UIKitHost(navigator, views: views, tabs: [navigator.schema.defaultTab], presenter: self)
        self.host = host
        host.handoffHost = handoffHost
        host.driver.update()
        host.startHandoff()
    }

    /// Not supported: a navigation host is made in code, with its navigator.
    required init?(coder: NSCoder) { nil }

    /// The navigation controller of the stack.
    public var stackController: UINavigationController? {
        host.navigationController(for: navigator.schema.defaultTab)
    }

    /// Shows the navigation controller as its child, filling its view.
    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let stack = stackController else { return }
        addChild(stack)
        stack.view.frame = view.bounds
        stack.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack.view)
        stack.didMove(toParent: self)
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

    /// Dismisses as UIKit does; a dismissal the host did not start is reported once it is done.
    public override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let outside = !host.driver.isPerforming
        super.dismiss(animated: flag) { [weak self] in
            completion?()
            if outside { self?.host.dismissedOutside() }
        }
    }
}

#endif
