/// What a host shows now, as far as it knows: the tabs, each stack, the modal and the alert,
/// with what is still animating and what the person is in the middle of.
///
/// The host keeps one, records in it each step it performs (``record(_:)``) and each animation
/// that ends (``finished(_:)``), and hands the person's own actions to ``perform(_:against:)``,
/// which says what the navigator should hear. A ``HostPlan`` compares it with the navigator's
/// state. ``HostDriver`` does all of this for a host; a host of your own may do it by hand.
public struct HostShown<Schema: NavigationSchema>: Hashable, Sendable {
    /// Where a presentation is in its life.
    public enum Phase: Hashable, Sendable {
        /// Animating in.
        case appearing
        /// Up and still.
        case shown
        /// Animating out.
        case disappearing
    }

    /// The tabs whose stacks the host shows: every tab of a tab bar, or the one tab of a host
    /// with one stack.
    public let tabs: [Schema.Tab]
    /// Whether the host's root is on screen (in a window): nothing is presented before.
    public var isOnScreen: Bool
    /// The tab the host shows, `nil` before its first plan.
    public var selectedTab: Schema.Tab?
    /// The screens each tab's stack shows above its root, bottom first.
    public var stacks: [Schema.Tab: [Schema.Screen]]
    /// The modal up, or animating in or out.
    public var modal: HostModal<Schema>?
    /// Where ``modal`` is in its life.
    public var modalPhase: Phase
    /// The alert up, or animating in or out.
    public var alert: HostAlert<Schema>?
    /// Where ``alert`` is in its life.
    public var alertPhase: Phase
    /// Where ``alert`` is attached.
    public var alertPresenter: HostPresenter
    /// The stacks whose push or pop is animating.
    public var transitions: Set<HostStack<Schema>>
    /// The stacks the person is swiping back on.
    public var gestures: Set<HostStack<Schema>>

    /// A host that shows nothing yet.
    /// - Parameter tabs: The tabs whose stacks it shows.
    public init(tabs: [Schema.Tab]) {
        self.tabs = tabs
        isOnScreen = false
        selectedTab = nil
        stacks = [:]
        modal = nil
        modalPhase = .shown
        alert = nil
        alertPhase = .shown
        alertPresenter = .root
        transitions = []
        gestures = []
    }

    /// The screens `stack` shows above its root; empty for a modal that is not up.
    /// - Parameter stack: A tab's stack or the stack inside a modal.
    public func screens(in stack: HostStack<Schema>) -> [Schema.Screen] {
        switch stack {
        case .tab(let tab): return stacks[tab] ?? []
        case .modal(let modal): return self.modal?.modal == modal ? self.modal?.stack ?? [] : []
        }
    }

    /// Whether a presentation (the modal's or the alert's) is animating.
    public var isPresentationInFlight: Bool {
        (modal != nil && modalPhase != .shown) || (alert != nil && alertPhase != .shown)
    }

    // MARK: What the host did

    /// Records a step the host performed: what it shows from now on, and what animates until
    /// ``finished(_:)`` reports the step's end.
    /// - Parameter step: The step performed.
    public mutating func record(_ step: HostStep<Schema>) {
        switch step {
        case .selectTab(let tab):
            selectedTab = tab
        case .push(let screen, let stack, let animated):
            setScreens(screens(in: stack) + [screen], in: stack, animated: animated)
        case .pop(let depth, let stack, let animated):
            setScreens(Array(screens(in: stack).prefix(max(depth, 0))), in: stack, animated: animated)
        case .replace(let screens, let stack, let animated):
            setScreens(screens, in: stack, animated: animated)
        case .dismissModal(let dismissed, let animated):
            guard modal?.modal == dismissed else { return }
            if alertPresenter == .modal { alert = nil }
            if animated {
                modalPhase = .disappearing
            } else {
                modalGone()
            }
        case .presentModal(let presented, let animated):
            modal = presented
            modalPhase = animated ? .appearing : .shown
            transitions = transitions.filter { if case .modal = $0 { false } else { true } }
            gestures = gestures.filter { if case .modal = $0 { false } else { true } }
        case .setDismissible(let dismissible, let changed):
            if modal?.modal == changed { modal?.isDismissible = dismissible }
        case .dismissAlert(let dismissed, let animated):
            guard alert == dismissed else { return }
            if animated { alertPhase = .disappearing } else { alert = nil }
        case .presentAlert(let presented, let presenter):
            alert = presented
            alertPhase = .appearing
            alertPresenter = presenter
        }
    }

    /// Records that the animation of a step ended.
    /// - Parameter step: The step whose animation ended.
    public mutating func finished(_ step: HostStep<Schema>) {
        switch step {
        case .push(_, let stack, _), .pop(_, let stack, _), .replace(_, let stack, _):
            transitions.remove(stack)
        case .dismissModal(let dismissed, _):
            if modal?.modal == dismissed, modalPhase == .disappearing { modalGone() }
        case .presentModal(let presented, _):
            if modal?.modal == presented.modal, modalPhase == .appearing { modalPhase = .shown }
        case .dismissAlert(let dismissed, _):
            if alert == dismissed, alertPhase == .disappearing { alert = nil }
        case .presentAlert(let presented, _):
            if alert == presented, alertPhase == .appearing { alertPhase = .shown }
        case .selectTab, .setDismissible:
            break
        }
    }

    private mutating func setScreens(_ screens: [Schema.Screen], in stack: HostStack<Schema>, animated: Bool) {
        switch stack {
        case .tab(let tab): stacks[tab] = screens
        case .modal(let shown):
            guard modal?.modal == shown else { return }
            modal?.stack = screens
        }
        if animated { transitions.insert(stack) } else { transitions.remove(stack) }
    }

    /// The modal went away, with its alert, its stack's animation and any gesture in it.
    private mutating func modalGone() {
        if let gone = modal?.modal {
            transitions.remove(.modal(gone))
            gestures.remove(.modal(gone))
        }
        modal = nil
        modalPhase = .shown
        if alertPresenter == .modal {
            alert = nil
            alertPhase = .shown
        }
    }
}
