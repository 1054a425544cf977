/// One stack a host shows: a tab's, or the one inside the modal that holds a flow.
public enum HostStack<Schema: NavigationSchema>: Hashable, Sendable, CustomStringConvertible {
    /// The stack of a tab (a navigation controller per tab).
    case tab(Schema.Tab)
    /// The stack inside a modal that holds a flow (its own navigation controller, whose root is
    /// the schema's ``NavigationSchema/root(of:)``).
    case modal(Schema.Modal)

    /// `tab NAME` or `modal NAME`.
    public var description: String {
        switch self {
        case .tab(let tab): "tab \(tab)"
        case .modal(let modal): "modal \(modal)"
        }
    }
}

/// A modal as a host presents it: the values a host needs, read from the schema once.
public struct HostModal<Schema: NavigationSchema>: Hashable, Sendable {
    /// The modal.
    public var modal: Schema.Modal
    /// How it is presented (``ModalRule/style``).
    public var style: ModalRule.Style
    /// The root screen of its flow, when it holds one (``NavigationSchema/root(of:)``): the host
    /// wraps it in a navigation controller of its own.
    public var root: Schema.Screen?
    /// The screens pushed on that root, bottom first.
    public var stack: [Schema.Screen]
    /// Whether the person may drag it away: the schema's ``ModalRule/isDismissible``, and no
    /// unsaved input in it. A UIKit host sets `isModalInPresentation` to its opposite.
    public var isDismissible: Bool

    /// Describes a modal as presented.
    /// - Parameters:
    ///   - modal: The modal.
    ///   - style: How it is presented.
    ///   - root: The root screen of its flow, if any.
    ///   - stack: The screens pushed on that root.
    ///   - isDismissible: Whether the person may drag it away.
    public init(
        _ modal: Schema.Modal, style: ModalRule.Style, root: Schema.Screen? = nil, stack: [Schema.Screen] = [],
        isDismissible: Bool = true
    ) {
        self.modal = modal
        self.style = style
        self.root = root
        self.stack = stack
        self.isDismissible = isDismissible
    }

    /// The presented modal of a state as a host shows it.
    /// - Parameters:
    ///   - presented: The navigator's presented modal.
    ///   - schema: The app's schema.
    public init(_ presented: ModalPresentation<Schema>, schema: Schema) {
        let rule = schema.rule(for: presented.modal)
        self.init(
            presented.modal, style: rule.style, root: schema.root(of: presented.modal), stack: presented.stack,
            isDismissible: rule.isDismissible && !presented.hasUnsavedInput)
    }
}

/// An alert a host shows: a notice, or the question a link raises over a modal that asks
/// before it is left.
public enum HostAlert<Schema: NavigationSchema>: Hashable, Sendable {
    /// The notice's alert, with one button (``Navigator/dismissNotice(_:)``).
    case notice(Schema.Notice)
    /// The question over `modal` about `link`, with two answers
    /// (``Navigator/answerConfirmation(_:)``); its words are a ``ConfirmationContent``.
    case question(Schema.Modal, PendingLink<Schema>)
}

/// Where a host attaches an alert: the topmost presenter.
public enum HostPresenter: Hashable, Sendable {
    /// The host's root: no modal is up.
    case root
    /// The modal that is up.
    case modal
}

/// One thing a host does to show what the navigator shows, in the order a ``HostPlan`` gives.
public enum HostStep<Schema: NavigationSchema>: Hashable, Sendable {
    /// Select a tab (without animation: a tab bar switches at once).
    case selectTab(Schema.Tab)
    /// Push one screen on a stack.
    case push(Schema.Screen, on: HostStack<Schema>, animated: Bool)
    /// Pop a stack until `depth` screens are left (0: its root).
    case pop(toDepth: Int, in: HostStack<Schema>, animated: Bool)
    /// Replace a stack's screens with these, bottom first (its root stays).
    case replace([Schema.Screen], in: HostStack<Schema>, animated: Bool)
    /// Take the modal that is up down (with whatever it shows, an alert included).
    case dismissModal(Schema.Modal, animated: Bool)
    /// Present a modal from the host's root: its view controller, with its flow's stack when it
    /// holds one, and interactive dismissal allowed only when ``HostModal/isDismissible``.
    case presentModal(HostModal<Schema>, animated: Bool)
    /// The modal that is up may (`true`) or may no longer (`false`) be dragged away: the person
    /// marked, or cleared, unsaved input in it.
    case setDismissible(Bool, modal: Schema.Modal)
    /// Take an alert down that the navigator no longer shows.
    case dismissAlert(HostAlert<Schema>, animated: Bool)
    /// Present an alert from the topmost presenter.
    case presentAlert(HostAlert<Schema>, on: HostPresenter)
}

/// What a ``HostPlan`` holds back, and why: once it is over, the host asks for a new plan.
public enum HostWait<Schema: NavigationSchema>: Hashable, Sendable {
    /// A presentation or a dismissal (a modal's or an alert's) is animating: nothing is
    /// presented or dismissed until it ends, when the host asks again.
    case presentationInFlight
    /// The host's root is not on screen (not in a window yet): nothing can be presented from it.
    case presenterNotOnScreen
    /// A push or a pop is animating on this stack: the stack is not touched until it ends.
    case transition(HostStack<Schema>)
    /// The person is swiping back on this stack: it is not touched until the gesture finishes or
    /// is cancelled.
    case interactiveGesture(HostStack<Schema>)
    /// An alert is up that must go first (the person answers or dismisses it, or the navigator
    /// stops showing it).
    case alertOnScreen
}
