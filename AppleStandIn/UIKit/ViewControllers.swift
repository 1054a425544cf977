// Stand-in for the UIKit view-controller API that WayfinderUIKit and Examples/ShopUIKitApp use,
// and nothing else: view controllers, navigation, tab bar and split view controllers, table
// views, alerts, presentations and their transition coordinators, windows and the scene
// callbacks. Signatures and isolation as Apple documents them (each cites its page); the
// `@available` attributes are left out (the type-check against Apple's SDKs enforces the platform
// floor). Objective-C optional requirements are modelled as requirements with default
// implementations (see UIKit.swift). Never a product, never built on Apple platforms:
// scripts/check-apple-standin.sh only.
import Foundation

// https://developer.apple.com/documentation/uikit/uiview
/// `@MainActor class UIView : UIResponder`.
@MainActor
open class UIView: UIResponder {
    /// `struct AutoresizingMask : OptionSet`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
    /// `var frame: CGRect`, `var bounds: CGRect`, `var autoresizingMask: UIView.AutoresizingMask`.
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var autoresizingMask: AutoresizingMask = []
    /// `func addSubview(_ view: UIView)`.
    open func addSubview(_ view: UIView) {}
}

// https://developer.apple.com/documentation/uikit/uiimage
/// `class UIImage : NSObject`; `init?(systemName: String)` (iOS 13).
open class UIImage: NSObject, @unchecked Sendable {
    public init?(systemName name: String) { super.init() }
}

// https://developer.apple.com/documentation/uikit/uibaritem, uitabbaritem
/// `@MainActor class UITabBarItem : UIBarItem`; `init(title: String?, image: UIImage?, tag: Int)`;
/// `var title: String?` (UIBarItem).
@MainActor
open class UITabBarItem: NSObject {
    open var title: String?
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        super.init()
    }
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
/// `enum UIModalPresentationStyle : Int`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case automatic = -2
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
/// `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`;
/// `var isInteractive: Bool { get }`, `var isCancelled: Bool { get }`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
/// `@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`;
/// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
/// completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
/// `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`; optional
/// `func presentationControllerDidDismiss(_ presentationController: UIPresentationController)` (iOS 13).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

// https://developer.apple.com/documentation/uikit/uipresentationcontroller
/// `@MainActor class UIPresentationController : NSObject`;
/// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)?`.
@MainActor
open class UIPresentationController: NSObject {
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// `@MainActor class UIViewController : UIResponder`.
@MainActor
open class UIViewController: UIResponder {
    /// `init(nibName: String?, bundle: Bundle?)`, `init?(coder: NSCoder)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var title: String?
    open var view: UIView! { UIView() }
    open var isViewLoaded: Bool { false }
    open var tabBarItem: UITabBarItem!
    /// `var userActivity: NSUserActivity?` (UIResponder; iOS 8).
    open var userActivity: NSUserActivity?
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// `var isModalInPresentation: Bool` (iOS 13).
    open var isModalInPresentation: Bool = false
    open var presentationController: UIPresentationController? { nil }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func addChild(_ childController: UIViewController) {}
    open func didMove(toParent parent: UIViewController?) {}
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// `@MainActor class UINavigationController : UIViewController`.
@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    open var viewControllers: [UIViewController] = []
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
/// `@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol`; optional
/// `func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool`.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
/// `@MainActor class UITabBarController : UIViewController`.
@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedViewController: UIViewController?
    open weak var delegate: (any UITabBarControllerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
/// `@MainActor class UISplitViewController : UIViewController`; `init(style:)` and
/// `setViewController(_:for:)` (iOS 14, tvOS 14).
@MainActor
open class UISplitViewController: UIViewController {
    /// `enum Style : Int`.
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }
    /// `enum Column : Int`.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }
    public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
}

// https://developer.apple.com/documentation/uikit/uilabel
/// `@MainActor class UILabel : UIView`; `var text: String?`.
@MainActor
open class UILabel: UIView {
    open var text: String?
}

// https://developer.apple.com/documentation/uikit/uitableviewcell
/// `@MainActor class UITableViewCell : UIView`; `init(style:reuseIdentifier:)`; `var textLabel: UILabel?`.
@MainActor
open class UITableViewCell: UIView {
    /// `enum CellStyle : Int`.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init() }
    open var textLabel: UILabel? { nil }
}

// https://developer.apple.com/documentation/uikit/uitableview
/// `@MainActor class UITableView : UIScrollView`.
@MainActor
open class UITableView: UIView {
    /// `enum Style : Int`; `enum ScrollPosition : Int`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }
    open func reloadData() {}
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

// https://developer.apple.com/documentation/uikit/uitableviewcontroller
/// `@MainActor class UITableViewController : UIViewController, UITableViewDelegate, UITableViewDataSource`.
@MainActor
open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! { UITableView() }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// https://developer.apple.com/documentation/foundation/indexpath (UIKit additions)
/// `init(row: Int, section: Int)`, `var row: Int`.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var row: Int { self[1] }
}

// https://developer.apple.com/documentation/uikit/uialertcontroller, uialertaction
/// `@MainActor class UIAlertController : UIViewController`;
/// `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`;
/// `func addAction(_ action: UIAlertAction)`. `@MainActor class UIAlertAction : NSObject`;
/// `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)`.
@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }
    public init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func addAction(_ action: UIAlertAction) {}
}

@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { super.init() }
}

// https://developer.apple.com/documentation/uikit/uiwindow
/// `@MainActor class UIWindow : UIView`; `init(windowScene:)` (iOS 13); `var rootViewController`;
/// `func makeKeyAndVisible()`.
@MainActor
open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) { super.init() }
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

// https://developer.apple.com/documentation/uikit/uidevice
/// `@MainActor class UIDevice : NSObject`; `class var current: UIDevice`;
/// `var userInterfaceIdiom: UIUserInterfaceIdiom`.
@MainActor
open class UIDevice: NSObject {
    open class var current: UIDevice { UIDevice() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

/// `enum UIUserInterfaceIdiom : Int`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}
