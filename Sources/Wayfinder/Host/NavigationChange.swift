/// What one step changed in what the person sees, part by part, each with how to animate it:
/// what a navigator's change callback (``Navigator/addChangeObserver(_:)``) hands a host after
/// the change.
///
/// ``NavigationState/transition`` is one value for the whole step: a link that switches tabs
/// *and* pushes a screen says `.jump`, and a host cannot tell which part jumped. Here each part
/// that changed has its own ``TransitionKind``:
///
/// - a tab's stack: `.step` for one screen pushed or popped on the tab in view, `.jump` for
///   anything else (several screens, a replacement, or a tab not in view before and after);
/// - the selected tab: the step's own transition (`.jump` for a link landing elsewhere);
/// - the modal: `.step` for a modal presented, dismissed or replaced;
/// - the stack inside the modal: as a tab's stack, for the modal that stayed up.
///
/// A part that did not change is absent (`nil`, `false`, or no entry), so ``isEmpty`` says the
/// step changed nothing. Besides what the person sees, it says whether the session and the
/// waiting link changed (a host shows the question a waiting link asks).
public struct NavigationChange<Schema: NavigationSchema>: Hashable, Sendable {
    /// How the selected tab changed, or `nil` when it did not.
    public var selectedTab: TransitionKind?
    /// The tabs whose stack changed, each with how to animate it.
    public var stacks: [Schema.Tab: TransitionKind]
    /// How the presented modal changed (another one, or none), or `nil` when it did not.
    public var modal: TransitionKind?
    /// How the stack inside the modal that stayed up changed, or `nil` when it did not.
    public var modalStack: TransitionKind?
    /// Whether the mark of unsaved input in the modal that stayed up changed.
    public var unsavedInput: Bool
    /// Whether the notice changed (another one, or none).
    public var notice: Bool
    /// Whether the session changed.
    public var session: Bool
    /// Whether the waiting link changed: another link waits (``Navigator/pending``) or asks
    /// (``Navigator/confirmation``, the question a host shows), or it waits for something else.
    public var waiting: Bool

    /// Nothing changed.
    public init() {
        selectedTab = nil
        stacks = [:]
        modal = nil
        modalStack = nil
        unsavedInput = false
        notice = false
        session = false
        waiting = false
    }

    /// What changed from `old` to `new`: what the person sees, the session and the waiting link.
    /// - Parameters:
    ///   - old: The state before the step.
    ///   - new: The state after it.
    public init(from old: NavigationState<Schema>, to new: NavigationState<Schema>) {
        self.init(from: old.visible, to: new.visible)
        session = old.session != new.session
        let before = old.waiting
        let after = new.waiting
        waiting = before?.id != after?.id || before?.reason != after?.reason
    }

    /// What changed from `old` to `new`.
    /// - Parameters:
    ///   - old: What the person saw before the step.
    ///   - new: What they see after it.
    public init(from old: NavigationState<Schema>.Visible, to new: NavigationState<Schema>.Visible) {
        self.init()
        let tabChanged = old.selectedTab != new.selectedTab
        if tabChanged { selectedTab = new.transition == .none ? .step : new.transition }
        for tab in Set(old.stacks.keys).union(new.stacks.keys) {
            let before = old.stack(for: tab)
            let after = new.stack(for: tab)
            guard before != after else { continue }
            let inView = !tabChanged && tab == new.selectedTab
            stacks[tab] = inView ? Self.transition(from: before, to: after) : .jump
        }
        let oldModal = old.presented
        let newModal = new.presented
        if oldModal?.modal != newModal?.modal {
            modal = .step
        } else if let oldModal, let newModal {
            if oldModal.stack != newModal.stack {
                modalStack = Self.transition(from: oldModal.stack, to: newModal.stack)
            }
            unsavedInput = oldModal.hasUnsavedInput != newModal.hasUnsavedInput
        }
        notice = old.notice != new.notice
    }

    /// Whether the step changed nothing: nothing the person sees, nor the session, nor the
    /// waiting link.
    public var isEmpty: Bool {
        selectedTab == nil && stacks.isEmpty && modal == nil && modalStack == nil && !unsavedInput && !notice
            && !session && !waiting
    }

    /// `.step` for one screen pushed or popped, `.jump` for anything else, `.none` for no change.
    /// - Parameters:
    ///   - old: A stack before.
    ///   - new: The same stack after.
    /// - Returns: How to animate the change.
    public static func transition(from old: [Schema.Screen], to new: [Schema.Screen]) -> TransitionKind {
        switch PathChange.between(old, new) {
        case .unchanged: .none
        case .popped(let count): count == 1 ? .step : .jump
        case .pushed(let screens): screens.count == 1 ? .step : .jump
        case .replaced: .jump
        }
    }
}
