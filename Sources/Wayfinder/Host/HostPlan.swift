/// What a host must do, in order, to show what the navigator shows, given what it shows now:
/// per stack one push, a pop to a depth, or a whole replace (animated when one screen moves on
/// the stack in view); the selected tab; the modal (the old one down before the new one goes
/// up, nothing while a presentation is in flight, nothing before the host is on screen); the
/// notice; the question a link raises over a modal.
///
/// It is a pure value, for any host that performs steps one by one (UIKit's view controllers,
/// or a simulated tree in a test):
///
/// ```swift
/// let plan = HostPlan(shown: shown, state: navigator.state, schema: navigator.schema)
/// for step in plan.steps {
///     shown.record(step)
///     perform(step)   // and, when its animation ends: shown.finished(step), then plan again
/// }
/// ```
///
/// ``steps`` are everything that may be done now, in order; ``waits`` what is held back and why.
/// When a wait is over (an animation ended, a gesture finished, the host came on screen), the
/// host plans again. ``HostDriver`` runs this loop for a host.
///
/// It holds the rules for presentations of every host, the UIKit controllers' and SwiftUI's
/// `navigationPresentations` alike: the notice shows from the topmost presenter (the modal when
/// one is up); a modal is replaced by another only after the first is gone, so every
/// replacement takes two steps (a sheet by a cover, a sheet by a sheet); an alert goes before a
/// modal is presented from under it; an alert shows the notice it was presented with (a notice
/// replaced in place is taken down and presented again). When a notice and a question are both
/// wanted, the question shows first; an alert already up stays while it is wanted.
public struct HostPlan<Schema: NavigationSchema>: Hashable, Sendable {
    /// What to do now, in order.
    public private(set) var steps: [HostStep<Schema>] = []
    /// What is held back, and why.
    public private(set) var waits: [HostWait<Schema>] = []
    /// What the host shows once it has performed ``steps`` (animations still running).
    public private(set) var shownAfter: HostShown<Schema>

    /// Whether there is nothing to do and nothing to wait for: the host shows what the
    /// navigator shows.
    public var isSettled: Bool { steps.isEmpty && waits.isEmpty }

    /// Plans the steps from what the host shows to what `state` shows.
    /// - Parameters:
    ///   - shown: What the host shows now.
    ///   - state: The navigator's state.
    ///   - schema: The app's schema (modal styles, dismissibility, flows' roots).
    public init(shown: HostShown<Schema>, state: NavigationState<Schema>, schema: Schema) {
        shownAfter = shown
        let visible = state.visible
        let wantedModal = visible.presented.map { HostModal($0, schema: schema) }

        // 1. Take down what must go, the outermost first: the modal (its alert goes with it), else
        // an alert that is no longer wanted or no longer on the topmost presenter.
        planDismissals(wantedModal: wantedModal?.modal, state: state)
        // 2. The tab and the stacks, which do not wait for presentations.
        if shownAfter.tabs.count > 1, shownAfter.selectedTab != visible.selectedTab,
            shownAfter.tabs.contains(visible.selectedTab)
        {
            add(.selectTab(visible.selectedTab))
        } else if shownAfter.selectedTab == nil, let first = shownAfter.tabs.first {
            add(.selectTab(shownAfter.tabs.contains(visible.selectedTab) ? visible.selectedTab : first))
        }
        let tabInView = shown.selectedTab
        for tab in shownAfter.tabs {
            planStack(.tab(tab), to: visible.stack(for: tab), inView: tab == tabInView && tab == visible.selectedTab)
        }
        // 3. The modal: presented, or its own stack and dismissibility brought up to date.
        planModal(wantedModal)
        // 4. The alert, once the modal part has settled.
        planAlert(wantedModal: wantedModal?.modal, state: state)
    }

    // MARK: The parts

    private mutating func planDismissals(wantedModal: Schema.Modal?, state: NavigationState<Schema>) {
        if shownAfter.isPresentationInFlight {
            waits.append(.presentationInFlight)
            return
        }
        let animated = shownAfter.isOnScreen
        if let up = shownAfter.modal?.modal, up != wantedModal {
            add(.dismissModal(up, animated: animated))
        } else if let alert = shownAfter.alert,
            !Self.wants(alert, state) || shownAfter.alertPresenter != (wantedModal == nil ? .root : .modal)
        {
            add(.dismissAlert(alert, animated: animated))
        }
        if shownAfter.isPresentationInFlight { waits.append(.presentationInFlight) }
    }

    private mutating func planModal(_ wanted: HostModal<Schema>?) {
        guard !shownAfter.isPresentationInFlight, let wanted else { return }
        guard let up = shownAfter.modal else {
            guard shownAfter.alert == nil else { return }  // an alert on the root goes first (above)
            if shownAfter.isOnScreen {
                add(.presentModal(wanted, animated: true))
                waits.append(.presentationInFlight)
            } else {
                waits.append(.presenterNotOnScreen)
            }
            return
        }
        guard up.modal == wanted.modal else { return }
        if up.isDismissible != wanted.isDismissible { add(.setDismissible(wanted.isDismissible, modal: wanted.modal)) }
        if wanted.root != nil { planStack(.modal(wanted.modal), to: wanted.stack, inView: true) }
    }

    private mutating func planAlert(wantedModal: Schema.Modal?, state: NavigationState<Schema>) {
        guard !shownAfter.isPresentationInFlight, shownAfter.modal?.modal == wantedModal else { return }
        let question: HostAlert<Schema>? = state.confirmation.flatMap { link in
            guard case .confirmation(let modal) = link.reason, modal == wantedModal else { return nil }
            return .question(modal, link)
        }
        guard let wanted = question ?? state.visible.notice.map(HostAlert.notice) else { return }
        if let up = shownAfter.alert {
            if up != wanted { waits.append(.alertOnScreen) }
            return
        }
        guard shownAfter.isOnScreen else {
            waits.append(.presenterNotOnScreen)
            return
        }
        add(.presentAlert(wanted, on: wantedModal == nil ? .root : .modal))
        waits.append(.presentationInFlight)
    }

    /// One stack: left alone while it animates or the person swipes on it; else one push, one
    /// pop to a depth, or a replace.
    private mutating func planStack(_ stack: HostStack<Schema>, to wanted: [Schema.Screen], inView: Bool) {
        let shown = shownAfter.screens(in: stack)
        guard shown != wanted else { return }
        if shownAfter.gestures.contains(stack) {
            waits.append(.interactiveGesture(stack))
            return
        }
        if shownAfter.transitions.contains(stack) {
            waits.append(.transition(stack))
            return
        }
        let animated =
            inView && shownAfter.isOnScreen && NavigationChange<Schema>.transition(from: shown, to: wanted) == .step
        switch PathChange.between(shown, wanted) {
        case .unchanged: return
        case .pushed(let screens) where screens.count == 1: add(.push(screens[0], on: stack, animated: animated))
        case .popped: add(.pop(toDepth: wanted.count, in: stack, animated: animated))
        case .pushed, .replaced: add(.replace(wanted, in: stack, animated: false))
        }
    }

    private mutating func add(_ step: HostStep<Schema>) {
        steps.append(step)
        shownAfter.record(step)
    }

    /// Whether the navigator still shows `alert`.
    private static func wants(_ alert: HostAlert<Schema>, _ state: NavigationState<Schema>) -> Bool {
        switch alert {
        case .notice(let notice):
            return state.visible.notice == notice
        case .question(let modal, let link):
            guard let waiting = state.confirmation, waiting.id == link.id, waiting.reason == link.reason else {
                return false
            }
            return state.visible.modal == modal
        }
    }
}
