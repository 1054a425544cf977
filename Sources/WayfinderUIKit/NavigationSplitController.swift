// Compiled only where UIKit's view controllers exist; type-checked on Linux against the
// stand-in in AppleStandIn/, and against Apple's SDKs by hand (CONTRIBUTING.md). Written against
// `UISplitViewController.init(style:)` and `setViewController(_:for:)` with `.primary` and
// `.secondary` (iOS 14, tvOS 14), `UITableViewController` (`tableView(_:numberOfRowsInSection:)`,
// `tableView(_:cellForRowAt:)`, `tableView(_:didSelectRowAt:)`), `UITableViewCell(style:reuseIdentifier:)`
// with `textLabel`, `UITableView.selectRow(at:animated:scrollPosition:)`.
#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// The root view controller for iPad: the schema's tabs as a sidebar, and the selected tab's
/// navigation controller as the detail, with modals, notices and the question handled as
/// ``NavigationTabBarController`` handles them.
///
/// ```swift
/// let root: UIViewController =
///     UIDevice.current.userInterfaceIdiom == .pad
///     ? NavigationSplitController(navigator, views: views) : NavigationTabBarController(navigator, views: views)
/// ```
///
/// A row tapped in the sidebar is asked of the navigator as a tab tap (the selected row again
/// pops its stack to the root). On compact width UIKit collapses the split view to its detail,
/// the selected tab's stack; an app that wants a tab bar there shows a
/// ``NavigationTabBarController`` instead (one host per navigator at a time).
public final class NavigationSplitController<Schema: NavigationSchema>: UISplitViewController {
    /// The navigator it shows.
    public let navigator: Navigator<Schema>
    private var host: UIKitHost<Schema>!
    private let sidebar: TabSidebarController

    /// Creates the split view.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - views: The view controllers and words; each tab's row shows its `tabItem`'s title.
    ///   - handoffHost: The universal-link host to advertise for Handoff; `nil` advertises nothing.
    public init(_ navigator: Navigator<Schema>, views: NavigationViews<Schema>, handoffHost: String? = nil) {
        self.navigator = navigator
        let tabs = navigator.schema.tabs
        sidebar = TabSidebarController(titles: tabs.map { views.tabItem($0).title ?? $0.description })
        super.init(style: .doubleColumn)
        let host = UIKitHost(navigator, views: views, tabs: tabs, presenter: self)
        self.host = host
        setViewController(sidebar, for: .primary)
        host.onSelectTab = { [weak self] tab in
            guard let self, let index = tabs.firstIndex(of: tab) else { return }
            self.setViewController(self.host.navigationController(for: tab), for: .secondary)
            self.sidebar.select(row: index)
        }
        sidebar.tapped = { [weak self] row in self?.host.person(.tabTapped(tabs[row])) }
        host.handoffHost = handoffHost
        host.driver.update()
        host.startHandoff()
    }

    /// Not supported: a navigation host is made in code, with its navigator.
    required init?(coder: NSCoder) { nil }

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

/// The sidebar: one row per tab, the selected tab's row selected.
@MainActor
final class TabSidebarController: UITableViewController {
    let titles: [String]
    var tapped: ((Int) -> Void)?
    private var selected: Int?

    init(titles: [String]) {
        self.titles = titles
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tapped?(indexPath.row)
        // The row stays as the navigator says, not as the tap did.
        select(row: selected)
    }

    func select(row: Int?) {
        selected = row
        guard isViewLoaded else { return }
        tableView.selectRow(at: row.map { IndexPath(row: $0, section: 0) }, animated: false, scrollPosition: .none)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        select(row: selected)
    }
}

#endif
