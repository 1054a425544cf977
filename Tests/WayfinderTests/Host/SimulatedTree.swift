import Wayfinder

/// A view-controller tree as UIKit keeps one, simulated for the host tests: a tab bar with a
/// navigation controller per tab, one presentation chain from the root (a modal, an alert on
/// the topmost presenter), animations that take time (each ends only when the test says so),
/// interactive back swipes that begin, cancel and finish, and the app's own navigation-controller
/// delegate behind the host's.
///
/// It does what UIKit does and complains where UIKit would: presenting from a presenter that is
/// already presenting or not in a window, pushing or popping on a navigation controller in the
/// middle of a transition or of the person's swipe. Each complaint lands in ``violations``; a
/// host that sequences correctly leaves it empty.
@MainActor
final class SimulatedTree<Schema: NavigationSchema>: HostTree {
    /// One navigation controller: its screens above the root, whether it is transitioning.
    struct Stack {
        var screens: [Schema.Screen] = []
        var animating = false
        /// The person's swipe: the screens shown if it finishes.
        var swipe: [Schema.Screen]?
    }

    private(set) var driver: HostDriver<Schema>!
    let navigator: Navigator<Schema>

    var isInWindow = false
    private(set) var selectedTab: Schema.Tab?
    private(set) var stacks: [Schema.Tab: Stack] = [:]
    private(set) var modal: HostModal<Schema>?
    private(set) var modalStack = Stack()
    /// `isModalInPresentation` of the presented view controller.
    private(set) var isModalInPresentation = false
    private(set) var alert: HostAlert<Schema>?
    private(set) var presentationAnimating = false
    /// Animations running, oldest first; each ends when ``finishAnimation()`` runs it.
    private var animations: [(label: String, end: () -> Void)] = []
    /// What UIKit would have refused or logged.
    private(set) var violations: [String] = []
    /// What the app's own navigation-controller delegate was told.
    private(set) var appDelegateCalls: [String] = []

    init(_ navigator: Navigator<Schema>, tabs: [Schema.Tab]) {
        self.navigator = navigator
        driver = HostDriver(navigator, tabs: tabs, tree: self)
    }

    // MARK: HostTree

    func perform(_ step: HostStep<Schema>, done: @escaping @MainActor () -> Void) {
        switch step {
        case .selectTab(let tab):
            selectedTab = tab
            done()
        case .push(let screen, let stack, let animated):
            change(stack, animated: animated, done: done) { $0.append(screen) }
        case .pop(let depth, let stack, let animated):
            change(stack, animated: animated, done: done) { $0 = Array($0.prefix(depth)) }
        case .replace(let screens, let stack, let animated):
            change(stack, animated: animated, done: done) { $0 = screens }
        case .presentModal(let presented, let animated):
            if !isInWindow { violations.append("present \(presented.modal): the presenter is not in a window") }
            if modal != nil || alert != nil { violations.append("present \(presented.modal): already presenting") }
            if presentationAnimating { violations.append("present \(presented.modal): a presentation is in progress") }
            modal = presented
            modalStack = Stack(screens: presented.stack)
            isModalInPresentation = !presented.isDismissible
            animate("present \(presented.modal)", animated, presenting: true, done: done)
        case .dismissModal(let dismissed, let animated):
            if modal?.modal != dismissed { violations.append("dismiss \(dismissed): not presented") }
            if presentationAnimating { violations.append("dismiss \(dismissed): a presentation is in progress") }
            alert = nil
            animate("dismiss \(dismissed)", animated, presenting: true) { [weak self] in
                self?.modal = nil
                self?.modalStack = Stack()
                done()
            }
        case .setDismissible(let dismissible, _):
            isModalInPresentation = !dismissible
            done()
        case .presentAlert(let presented, let presenter):
            if !isInWindow { violations.append("alert: the presenter is not in a window") }
            if alert != nil { violations.append("alert: already presenting one") }
            if presentationAnimating { violations.append("alert: a presentation is in progress") }
            if (presenter == .modal) != (modal != nil) { violations.append("alert: not from the topmost presenter") }
            alert = presented
            animate("alert", true, presenting: true, done: done)
        case .dismissAlert(let dismissed, let animated):
            if alert != dismissed { violations.append("dismiss alert: not presented") }
            animate("dismiss alert", animated, presenting: true) { [weak self] in
                self?.alert = nil
                done()
            }
        }
    }

    private func change(
        _ stack: HostStack<Schema>, animated: Bool, done: @escaping @MainActor () -> Void,
        _ edit: (inout [Schema.Screen]) -> Void
    ) {
        var controller = self[stack]
        if controller.animating { violations.append("\(stack): changed during a transition") }
        if controller.swipe != nil { violations.append("\(stack): changed during the person's swipe") }
        edit(&controller.screens)
        let top = controller.screens.last.map(String.init(describing:)) ?? "root"
        appDelegateCalls.append("willShow \(top)")
        controller.animating = animated
        self[stack] = controller
        guard animated else {
            appDelegateCalls.append("didShow \(top)")
            return done()
        }
        animations.append(
            (
                "\(stack) to \(top)",
                { [weak self] in
                    self?[stack].animating = false
                    self?.appDelegateCalls.append("didShow \(top)")
                    done()
                }
            ))
    }

    private func animate(_ label: String, _ animated: Bool, presenting: Bool, done: @escaping @MainActor () -> Void) {
        guard animated else { return done() }
        presentationAnimating = true
        animations.append(
            (
                label,
                { [weak self] in
                    self?.presentationAnimating = false
                    done()
                }
            ))
    }

    subscript(stack: HostStack<Schema>) -> Stack {
        get {
            switch stack {
            case .tab(let tab): stacks[tab] ?? Stack()
            case .modal: modalStack
            }
        }
        set {
            switch stack {
            case .tab(let tab): stacks[tab] = newValue
            case .modal: modalStack = newValue
            }
        }
    }

    // MARK: Time

    /// Whether an animation is running.
    var isAnimating: Bool { !animations.isEmpty }

    /// Ends the oldest running animation.
    func finishAnimation() {
        guard !animations.isEmpty else { return }
        animations.removeFirst().end()
    }

    /// Ends every animation, those the ends start included.
    func finishAnimations() {
        var rounds = 0
        while !animations.isEmpty && rounds < 100 {
            finishAnimation()
            rounds += 1
        }
    }

    // MARK: The person

    /// The root view enters a window.
    func appear() {
        isInWindow = true
        driver.perform(.appeared)
    }

    func beginBackSwipe(on stack: HostStack<Schema>) {
        var controller = self[stack]
        guard !controller.screens.isEmpty, !controller.animating else { return }
        controller.swipe = Array(controller.screens.dropLast())
        self[stack] = controller
        appDelegateCalls.append(
            "willShow \(controller.swipe?.last.map(String.init(describing:)) ?? "root") interactive")
        driver.perform(.backSwipeBegan(stack))
    }

    func cancelBackSwipe(on stack: HostStack<Schema>) {
        self[stack].swipe = nil
        appDelegateCalls.append("cancelled")
        driver.perform(.backSwipeCancelled(stack))
    }

    func finishBackSwipe(on stack: HostStack<Schema>) {
        guard let screens = self[stack].swipe else { return }
        self[stack].swipe = nil
        self[stack].screens = screens
        appDelegateCalls.append("didShow \(screens.last.map(String.init(describing:)) ?? "root")")
        driver.perform(.backSwipeFinished(stack))
    }

    /// UIKit's `tabBarController(_:shouldSelect:)`: the host answers `false` and tells the driver.
    func tapTab(_ tab: Schema.Tab) {
        driver.perform(.tabTapped(tab))
    }

    /// A sheet pulled down; UIKit refuses while `isModalInPresentation`. Returns whether it went.
    @discardableResult
    func dragModalAway() -> Bool {
        guard let up = modal, !isModalInPresentation, !presentationAnimating else { return false }
        modal = nil
        alert = nil
        modalStack = Stack()
        driver.perform(.modalDraggedAway(up.modal))
        return true
    }

    /// The system (or a presenter going away) takes the modal down without the host.
    func systemDismissesModal() {
        guard let up = modal else { return }
        modal = nil
        alert = nil
        modalStack = Stack()
        driver.perform(.modalDismissedBySystem(up.modal))
    }

    func tapNoticeButton() {
        guard case .notice(let notice) = alert else { return }
        alert = nil
        driver.perform(.noticeDismissed(notice))
    }

    func answer(_ answer: ConfirmationAnswer) {
        guard case .question = alert else { return }
        alert = nil
        driver.perform(.questionAnswered(answer))
    }

    /// Whether the tree shows what the navigator shows, every tab included.
    func showsNavigatorState(tabs: [Schema.Tab]) -> Bool {
        let visible = navigator.state.visible
        guard selectedTab == visible.selectedTab, modal?.modal == visible.modal else { return false }
        for tab in tabs where self[.tab(tab)].screens != visible.stack(for: tab) { return false }
        if let presented = visible.presented, modal?.root != nil, modalStack.screens != presented.stack { return false }
        return true
    }
}
