// Compiled only where UIKit's view controllers exist; type-checked on Linux against the
// stand-in in AppleStandIn/, and against Apple's SDKs by hand (CONTRIBUTING.md). Written against:
// - `UINavigationController.init(rootViewController:)`, `viewControllers`,
//   `setViewControllers(_:animated:)`, `pushViewController(_:animated:)`,
//   `popToViewController(_:animated:)`, and the overridden `popViewController(animated:)`,
//   `popToViewController(_:animated:)`, `popToRootViewController(animated:)`;
//   `UIViewController.transitionCoordinator` with `animate(alongsideTransition:completion:)`,
//   `isInteractive` and `isCancelled`.
// - `present(_:animated:completion:)`, `dismiss(animated:completion:)`, `presentedViewController`,
//   `modalPresentationStyle` (`.fullScreen`, `.automatic`), `isModalInPresentation` (iOS 13),
//   `presentationController?.delegate` with `presentationControllerDidDismiss(_:)` (iOS 13).
// - `UIAlertController(title:message:preferredStyle:)`, `UIAlertAction(title:style:handler:)`.
// Nothing here has run: see the module's documentation, *What was compiled, and what was not*.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What every UIKit host shares: it performs a ``HostPlan``'s steps on view controllers,
/// reports the person's own moves to the ``HostDriver``, and registers the view controllers it
/// shows for landed links. The public controllers (tab bar, one stack, split view) each own one.
@MainActor
final class UIKitHost<Schema: NavigationSchema>: HostTree {
    let navigator: Navigator<Schema>
    let views: NavigationViews<Schema>
    /// The view controller modals and alerts are presented from.
    unowned let presenter: UIViewController
    /// A tab's navigation controller, made once.
    private(set) var stacks: [Schema.Tab: HostNavigationController] = [:]
    /// The presented modal's view controller (its navigation controller when it holds a flow).
    private var presentedModal: UIViewController?
    private var modalStack: HostNavigationController?
    private var presentedAlert: UIAlertController?
    /// Which screen each view controller the host made shows.
    private var screens: [ObjectIdentifier: Schema.Screen] = [:]
    /// The landed-link registrations of the view controllers shown.
    private var receivers: [ObjectIdentifier: DeepLinkHandlerID] = [:]
    /// Where Handoff points, when the app asked for it.
    var handoffHost: String?
    private(set) var driver: HostDriver<Schema>!
    private let dismissal = DismissalRelay()
    /// Called after each step: the split view swaps its detail on a tab change.
    var onSelectTab: ((Schema.Tab) -> Void)?

    init(
        _ navigator: Navigator<Schema>, views: NavigationViews<Schema>, tabs: [Schema.Tab], presenter: UIViewController
    ) {
        self.navigator = navigator
        self.views = views
        self.presenter = presenter
        for tab in tabs { stacks[tab] = makeStack(.tab(tab), root: views.root(tab)) }
        driver = HostDriver(navigator, tabs: tabs, tree: self)
        dismissal.dismissed = { [weak self] in self?.modalDraggedAway() }
        navigator.addChangeObserver { [weak self] _ in self?.updateHandoff() }
    }

    func navigationController(for tab: Schema.Tab) -> HostNavigationController? { stacks[tab] }

    // MARK: Steps

    func perform(_ step: HostStep<Schema>, done: @escaping @MainActor () -> Void) {
        switch step {
        case .selectTab(let tab):
            onSelectTab?(tab)
            done()
        case .push(let screen, let stack, let animated):
            guard let controller = navigationController(of: stack) else { return done() }
            let made = make(screen)
            controller.pushViewController(made, animated: animated)
            register(made)
            finish(controller, animated: animated, done: done)
        case .pop(let depth, let stack, let animated):
            guard let controller = navigationController(of: stack), depth + 1 < controller.viewControllers.count
            else { return done() }
            let leaving = Array(controller.viewControllers.dropFirst(depth + 1))
            _ = controller.popToViewController(controller.viewControllers[depth], animated: animated)
            leaving.forEach(unregister)
            finish(controller, animated: animated, done: done)
        case .replace(let wanted, let stack, let animated):
            guard let controller = navigationController(of: stack) else { return done() }
            let current = controller.viewControllers
            // The view controllers of the screens that stay in place are kept.
            var kept = Array(current.prefix(1))
            for (index, screen) in wanted.enumerated() {
                let existing = index + 1 < current.count ? current[index + 1] : nil
                if let existing, kept.count == index + 1, screens[ObjectIdentifier(existing)] == screen {
                    kept.append(existing)
                } else {
                    let made = make(screen)
                    kept.append(made)
                    register(made)
                }
            }
            current.filter { old in !kept.contains { $0 === old } }.forEach(unregister)
            controller.setViewControllers(kept, animated: animated)
            finish(controller, animated: animated, done: done)
        case .presentModal(let modal, let animated):
            present(modal, animated: animated, done: done)
        case .dismissModal(_, let animated):
            let gone = presentedModal
            presentedModal = nil
            presentedAlert = nil
            presenter.dismiss(animated: animated) { [weak self] in
                if let gone { self?.unregisterTree(gone) }
                self?.modalStack = nil
                done()
            }
        case .setDismissible(let dismissible, _):
            presentedModal?.isModalInPresentation = !dismissible
            done()
        case .presentAlert(let alert, let on):
            let from = on == .modal ? presentedModal ?? presenter : presenter
            let controller = makeAlert(alert)
            presentedAlert = controller
            from.present(controller, animated: true) { done() }
        case .dismissAlert(_, let animated):
            guard let alert = presentedAlert, let from = alert.presentingViewController else { return done() }
            presentedAlert = nil
            from.dismiss(animated: animated) { done() }
        }
    }

    /// Calls `done` when the navigation controller's transition ends (at once without one).
    private func finish(_ controller: UINavigationController, animated: Bool, done: @escaping @MainActor () -> Void) {
        guard animated, let coordinator = controller.transitionCoordinator else { return done() }
        coordinator.animate(alongsideTransition: nil) { _ in MainActor.assumeIsolated { done() } }
    }

    private func present(_ modal: HostModal<Schema>, animated: Bool, done: @escaping @MainActor () -> Void) {
        let content = views.modal(modal.modal)
        register(content)
        let shown: UIViewController
        if modal.root != nil {
            let stack = makeStack(.modal(modal.modal), root: content)
            let pushed = modal.stack.map(make)
            pushed.forEach(register)
            stack.setViewControllers([content] + pushed, animated: false)
            modalStack = stack
            shown = stack
        } else {
            modalStack = nil
            shown = content
        }
        shown.modalPresentationStyle = modal.style == .fullScreenCover ? .fullScreen : .automatic
        shown.isModalInPresentation = !modal.isDismissible
        shown.presentationController?.delegate = dismissal
        presentedModal = shown
        presenter.present(shown, animated: animated) { done() }
    }

    private func makeAlert(_ alert: HostAlert<Schema>) -> UIAlertController {
        switch alert {
        case .notice(let notice):
            let words = views.notice(notice)
            let controller = UIAlertController(title: words.title, message: words.message, preferredStyle: .alert)
            controller.addAction(
                UIAlertAction(title: words.button, style: .cancel) { [weak self] _ in
                    MainActor.assumeIsolated { self?.person(.noticeDismissed(notice)) }
                })
            return controller
        case .question(let modal, let link):
            let words = views.confirmation(modal, link)
            let controller = UIAlertController(title: words.title, message: words.message, preferredStyle: .alert)
            controller.addAction(
                UIAlertAction(title: words.leave, style: .destructive) { [weak self] _ in
                    MainActor.assumeIsolated { self?.person(.questionAnswered(.leave)) }
                })
            controller.addAction(
                UIAlertAction(title: words.stay, style: .cancel) { [weak self] _ in
                    MainActor.assumeIsolated { self?.person(.questionAnswered(.stay)) }
                })
            return controller
        }
    }

    // MARK: The person

    /// Reports what the person did, unless the host itself is performing steps.
    func person(_ action: HostAction<Schema>) {
        guard !driver.isPerforming else { return }
        driver.perform(action)
    }

    /// A pop the host did not ask for: the back button, its menu, or a swipe that UIKit starts
    /// as a pop and may still cancel.
    private func popped(_ controller: HostNavigationController, leaving: [UIViewController]) {
        guard !driver.isPerforming, let stack = stack(of: controller) else { return }
        let depth = controller.viewControllers.count - 1
        guard let coordinator = controller.transitionCoordinator, coordinator.isInteractive else {
            leaving.forEach(unregister)
            person(.poppedByPerson(toDepth: depth, in: stack))
            return
        }
        person(.backSwipeBegan(stack))
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            let cancelled = context.isCancelled
            MainActor.assumeIsolated {
                guard let self else { return }
                if !cancelled { leaving.forEach(self.unregister) }
                self.person(cancelled ? .backSwipeCancelled(stack) : .backSwipeFinished(stack))
            }
        }
    }

    private func modalDraggedAway() {
        guard let modal = driver.shown.modal?.modal else { return }
        if let gone = presentedModal { unregisterTree(gone) }
        presentedModal = nil
        presentedAlert = nil
        modalStack = nil
        person(.modalDraggedAway(modal))
    }

    /// The root's `dismiss(animated:completion:)` called by someone else than the host (a modal's
    /// own close button calling `dismiss`, the system): once it is done, the navigator hears it.
    func dismissedOutside() {
        guard !driver.isPerforming else { return }
        if presenter.presentedViewController == nil, let modal = driver.shown.modal?.modal {
            if let gone = presentedModal { unregisterTree(gone) }
            presentedModal = nil
            presentedAlert = nil
            modalStack = nil
            person(.modalDismissedBySystem(modal))
        } else if presentedAlert != nil, presentedAlert?.presentingViewController == nil {
            presentedAlert = nil
            person(.alertDismissedBySystem)
        }
    }

    // MARK: Parts

    private func makeStack(_ stack: HostStack<Schema>, root: UIViewController) -> HostNavigationController {
        let controller = HostNavigationController(rootViewController: root)
        register(root)
        controller.onPersonPop = { [weak self] in self?.popped($0, leaving: $1) }
        controller.stackName = stack.description
        return controller
    }

    private func navigationController(of stack: HostStack<Schema>) -> HostNavigationController? {
        switch stack {
        case .tab(let tab): stacks[tab]
        case .modal: modalStack
        }
    }

    private func stack(of controller: HostNavigationController) -> HostStack<Schema>? {
        if controller === modalStack, let modal = driver.shown.modal?.modal { return .modal(modal) }
        return stacks.first { $0.value === controller }.map { .tab($0.key) }
    }

    private func make(_ screen: Schema.Screen) -> UIViewController {
        let controller = views.screen(screen)
        screens[ObjectIdentifier(controller)] = screen
        return controller
    }

    /// Registers a view controller that receives landed links.
    private func register(_ controller: UIViewController) {
        guard let receiver = controller as? any DeepLinkReceiving<Schema.Route> else { return }
        receivers[ObjectIdentifier(controller)] = navigator.addDeepLinkHandler { [weak receiver] link in
            receiver?.receive(link) ?? false
        }
    }

    private func unregister(_ controller: UIViewController) {
        let key = ObjectIdentifier(controller)
        screens[key] = nil
        if let id = receivers.removeValue(forKey: key) { navigator.removeDeepLinkHandler(id) }
    }

    /// Unregisters a presented view controller and, for a flow, every view controller in it.
    private func unregisterTree(_ controller: UIViewController) {
        unregister(controller)
        if let stack = controller as? UINavigationController { stack.viewControllers.forEach(unregister) }
    }

    // MARK: Handoff

    /// Advertises where the person is as a web-browsing activity on the presenter, for Handoff.
    private func updateHandoff() {
        guard let handoffHost else { return }
        let url = navigator.handoffUniversalLink(host: handoffHost).flatMap(URL.init(string:))
        guard let url else {
            presenter.userActivity?.invalidate()
            presenter.userActivity = nil
            return
        }
        if presenter.userActivity?.webpageURL == url { return }
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = url
        activity.isEligibleForHandoff = true
        presenter.userActivity = activity
        activity.becomeCurrent()
    }

    /// Starts advertising (called once the host is set up).
    func startHandoff() { updateHandoff() }
}

/// A navigation controller the host made. Its delegate is the app's: the host never takes it,
/// so an app's own navigation-controller delegate keeps hearing every transition. The host
/// learns of the person's pops by overriding the pop methods UIKit's back button, its menu and
/// the swipe back call.
@MainActor
final class HostNavigationController: UINavigationController {
    /// Told after a pop, with the controller and the view controllers it took off (the host
    /// ignores its own).
    var onPersonPop: ((HostNavigationController, [UIViewController]) -> Void)?
    /// The stack it shows, for debugging.
    var stackName = ""

    override func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        if let popped { onPersonPop?(self, [popped]) }
        return popped
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        if let popped, !popped.isEmpty { onPersonPop?(self, popped) }
        return popped
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = super.popToRootViewController(animated: animated)
        if let popped, !popped.isEmpty { onPersonPop?(self, popped) }
        return popped
    }
}

/// The presentation controller's delegate of the modal the host presents: a sheet dragged away.
@MainActor
final class DismissalRelay: NSObject, UIAdaptivePresentationControllerDelegate {
    var dismissed: (@MainActor () -> Void)?

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        MainActor.assumeIsolated { dismissed?() }
    }
}

#endif
