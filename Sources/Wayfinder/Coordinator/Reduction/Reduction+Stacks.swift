/// Stacks: the topmost container the person's moves act on, the one-screen-once rule, where a
/// screen may go, and cutting stacks to what the session may see.
extension Reduction {
    /// The modal that holds the stack the person's moves act on, when one is up; `nil` when they
    /// act on the selected tab (no modal, or a modal without a stack of its own).
    var flowModal: Schema.Modal? {
        guard let modal = visible.modal, schema.root(of: modal) != nil else { return nil }
        return modal
    }

    /// The stack of the topmost container: the flow modal's, else the selected tab's.
    var topStack: [Schema.Screen] {
        flowModal != nil ? visible.presented?.stack ?? [] : state.stack(for: visible.selectedTab)
    }

    /// Replaces the topmost container's stack and says how to animate it.
    mutating func setTopStack(_ stack: [Schema.Screen]) {
        let old = topStack
        guard stack != old else { return }
        if flowModal != nil {
            visible.presented?.stack = stack
        } else {
            setStack(stack, for: visible.selectedTab)
        }
        let moved = abs(old.count - stack.count)
        visible.transition = moved == 1 && (old.starts(with: stack) || stack.starts(with: old)) ? .step : .jump
    }

    /// Why `screen` may not be pushed into the container (`modal`, or the selected tab when
    /// `nil`), or `nil` when it may.
    func refusal(of screen: Schema.Screen, in modal: Schema.Modal?) -> DecisionReason? {
        if !permits(screen) {
            let access = schema.access(for: screen)
            return undeclaredError(access) ?? .screenNeedsAccess(access)
        }
        return misplacement(of: screen, in: modal).map { .misplaced($0) }
    }

    /// Why `screen` does not belong in the container (`modal`, or a tab when `nil`), if it does not.
    func misplacement(of screen: Schema.Screen, in modal: Schema.Modal?) -> DecisionReason.Misplacement? {
        let owner = schema.modal(owning: screen)
        guard let modal else {
            return owner.map { .belongsInModal(screen: "\(screen)", owner: "\($0)") }
        }
        if schema.root(of: modal) == nil { return .modalHoldsNoStack("\(modal)") }
        if let owner, owner != modal {
            return .belongsInOtherModal(screen: "\(screen)", owner: "\(owner)", modal: "\(modal)")
        }
        return nil
    }

    /// The one-screen-once rule: pushing a screen that is already in the stack (or is the
    /// container's root) pops back to it instead, so no stack ever holds two equal screens and
    /// SwiftUI's value-based path diffing always has one element per value.
    static func pushing(_ screens: [Schema.Screen], onto stack: [Schema.Screen], root: Schema.Screen?)
        -> [Schema.Screen]
    {
        var stack = stack
        for screen in screens { push(screen, onto: &stack, root: root) }
        return stack
    }

    /// Where `screen` is in `stack`, if it is. A loop over the buffer, for the `deep-stack` budget:
    /// in code not specialised for the app's schema, `firstIndex(of:)` allocates once per screen
    /// it compares (see CONTRIBUTING, *The per-event path*).
    static func index(of screen: Schema.Screen, in stack: [Schema.Screen]) -> Int? {
        stack.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count where buffer[index] == screen { return index }
            return nil
        }
    }

    /// One push under the one-screen-once rule, in place.
    static func push(_ screen: Schema.Screen, onto stack: inout [Schema.Screen], root: Schema.Screen?) {
        if root == screen {
            stack.removeAll()
        } else if let index = index(of: screen, in: stack) {
            stack.removeSubrange((index + 1)...)
        } else {
            stack.append(screen)
        }
    }

    mutating func setStack(_ stack: [Schema.Screen], for tab: Schema.Tab) {
        visible.stacks[tab] = stack.isEmpty ? nil : stack
    }

    /// Cuts every stack at its first screen `keeps` rejects, the modal's included (a modal whose
    /// root screen it rejects closes). The one place that walks every stack.
    mutating func cutEveryStack(keeping keeps: (Schema.Screen) -> Bool) {
        for (tab, stack) in visible.stacks {
            guard let index = stack.firstIndex(where: { !keeps($0) }) else { continue }
            setStack(Array(stack[..<index]), for: tab)
        }
        cutModalStack(keeping: keeps)
    }

    /// Which tab roots the session may be on, for ``leaveRoot(unless:)``.
    enum RootCheck {
        /// Those it may reach now.
        case mayReach
        /// Those it may keep (met and not lapsed).
        case mayStay
        /// Public ones only (after a sign-out or an account change).
        case isPublic
    }

    func passes(_ access: Access, _ check: RootCheck) -> Bool {
        switch check {
        case .mayReach: permits(access)
        case .mayStay: schema.mayStay(access, in: state)
        case .isPublic: !access.isProtected
        }
    }

    /// Moves the selection off a tab whose root fails `check`, to the first tab whose root
    /// passes it (the default tab first); when none does, the selection stays.
    mutating func leaveRoot(unless check: RootCheck) {
        let selected = visible.selectedTab
        guard !passes(schema.access(forRootOf: selected), check) else { return }
        var next: Schema.Tab?
        for tab in [schema.defaultTab] + schema.tabs where tab != selected {
            if passes(schema.access(forRootOf: tab), check) {
                next = tab
                break
            }
        }
        guard let next else { return }
        moveOffProtectedRoot(to: next)
    }

    /// When the selected tab's root needs access the session does not have, the model asks for
    /// it as for any navigation: the root becomes the waiting location (sign-in shows, or it waits
    /// for the session to be known) and the selection moves to a tab the session may see.
    mutating func askForSelectedRoot(source: LinkSource) {
        let root = Location<Schema>(tab: visible.selectedTab)
        guard !permits(schema.access(forRootOf: root.tab)) else { return }
        let navigation = Navigation<Schema>(
            id: newLinkID(), target: .location(root), display: display(root), source: source, arrivedAt: now,
            phase: phase)
        leaveRoot(unless: .mayReach)
        proceed(navigation)
    }

    /// Cuts the modal's stack at its first screen `keeps` rejects, and closes the modal when
    /// its root is rejected. Part of ``cutEveryStack(keeping:)``.
    mutating func cutModalStack(keeping keeps: (Schema.Screen) -> Bool) {
        guard let presented = visible.presented else { return }
        if let root = schema.root(of: presented.modal), !keeps(root) {
            closeModal()
            return
        }
        guard let index = presented.stack.firstIndex(where: { !keeps($0) }) else { return }
        visible.presented?.stack = Array(presented.stack[..<index])
    }

    /// Cuts every stack at its first screen the session may not keep (signed out, a requirement
    /// lapsed), and closes a modal it may not keep.
    mutating func cutStacksToAccess() {
        let schema = self.schema
        let state = self.state
        cutEveryStack { schema.mayStay(schema.access(for: $0), in: state) }
        leaveRoot(unless: .mayStay)
        if let modal = visible.modal, !schema.mayStay(schema.rule(for: modal).access, in: state) {
            closeModal()
        }
    }
}
