/// The person's own moves: tabs, pushes, pops and the paths SwiftUI writes. They pass the same
/// access checks as links.
extension Reduction {
    mutating func select(_ tab: Schema.Tab) {
        guard schema.tabs.contains(tab), tab != visible.selectedTab else { return }
        let root = Location<Schema>(tab: tab)
        guard permits(schema.access(forRootOf: tab)) else {
            // A root that needs more than the session has is asked for like any navigation.
            proceed(
                Navigation(
                    id: newLinkID(), target: .location(root), display: display(root), source: .person, arrivedAt: now,
                    phase: phase))
            return
        }
        visible.selectedTab = tab
        visible.transition = .step
        state.tabLeftForSignIn = nil  // the person chose where to be
    }

    /// Re-selecting the selected tab pops it to its root (the platform convention).
    mutating func reselect(_ tab: Schema.Tab) {
        let count = state.stack(for: tab).count
        guard count > 0 else { return }
        setStack([], for: tab)
        visible.transition = count == 1 ? .step : .jump
    }

    /// A screen the person pushes, onto the topmost container. The stack is taken out of the
    /// state while it changes, so it is uniquely referenced and grows without a copy.
    mutating func pushOntoTop(_ screen: Schema.Screen) {
        let modal = flowModal
        if let refusal = refusal(of: screen, in: modal) {
            record(newLinkID(), screen.description, .person, .rejected, refusal)
            return
        }
        let before: Int
        let after: Int
        if let modal, var presented = visible.presented {
            visible.presented = nil
            (before, after) = Self.pushCounting(screen, onto: &presented.stack, root: schema.root(of: modal))
            visible.presented = presented
        } else {
            // Changed in place, where the table keeps it: one look-up, and no copy of the stack.
            // A push with no root never empties a stack, so the table keeps no empty one.
            let tab = visible.selectedTab
            (before, after) = Self.pushCounting(screen, onto: &visible.stacks[tab, default: []], root: nil)
        }
        visible.transition = abs(after - before) == 1 ? .step : after == before ? .none : .jump
    }

    /// Pops `count` screens off the topmost container (all of them when there are fewer); at its
    /// root, or for a count below one, nothing happens. The stack shrinks in place.
    mutating func popTop(count: Int) {
        guard count > 0 else { return }
        let removed: Int
        if flowModal != nil, var presented = visible.presented {
            removed = Swift.min(count, presented.stack.count)
            guard removed > 0 else { return }
            visible.presented = nil
            presented.stack.removeLast(removed)
            visible.presented = presented
        } else {
            // Changed in place, where the table keeps it: one look-up, and no copy of the stack.
            let tab = visible.selectedTab
            let left: Int
            (removed, left) = Self.pop(count, from: &visible.stacks[tab])
            guard removed > 0 else { return }
            if left == 0 { visible.stacks[tab] = nil }
        }
        visible.transition = removed == 1 ? .step : .jump
    }

    /// One push under the one-screen-once rule, in place, with the stack's size before and after.
    static func pushCounting(_ screen: Schema.Screen, onto stack: inout [Schema.Screen], root: Schema.Screen?)
        -> (before: Int, after: Int)
    {
        let before = stack.count
        push(screen, onto: &stack, root: root)
        return (before, stack.count)
    }

    /// Pops up to `count` screens off `stack` in place (none when there is no stack), with how
    /// many went and how many are left.
    static func pop(_ count: Int, from stack: inout [Schema.Screen]?) -> (removed: Int, left: Int) {
        guard let size = stack?.count else { return (0, 0) }
        let removed = Swift.min(count, size)
        stack?.removeLast(removed)
        return (removed, size - removed)
    }

    /// Pops the topmost container back to the highest `screen` in it; nothing happens when the
    /// screen is not in it. Its root screen pops to the root.
    mutating func popTop(to screen: Schema.Screen) {
        if let modal = flowModal, schema.root(of: modal) == screen {
            setTopStack([])
            return
        }
        guard let index = topStack.lastIndex(of: screen) else { return }
        setTopStack(Array(topStack[...index]))
    }

    /// A path written by the UI for a tab: pops go through as pops; anything else passes the
    /// access check and the one-screen-once rule (see `written(_:over:in:)`).
    mutating func changePath(of tab: Schema.Tab, to path: [Schema.Screen]) {
        guard schema.tabs.contains(tab) else { return }
        let old = state.stack(for: tab)
        let stack = written(path, over: old, in: nil)
        guard stack != old else { return }
        setStack(stack, for: tab)
        visible.transition = tab == visible.selectedTab ? .step : .none
    }

    /// A path SwiftUI wrote for the stack inside `modal`; ignored unless `modal` is up.
    mutating func changeModalPath(of modal: Schema.Modal, to path: [Schema.Screen]) {
        guard let presented = visible.presented, presented.modal == modal, schema.root(of: modal) != nil
        else { return }
        let stack = written(path, over: presented.stack, in: modal)
        guard stack != presented.stack else { return }
        visible.presented?.stack = stack
        visible.transition = .step
    }

    /// The stack after SwiftUI wrote `path` over `old` in a container: pops go through; pushes
    /// and replacements pass the access and container checks and the one-screen-once rule.
    mutating func written(_ path: [Schema.Screen], over old: [Schema.Screen], in modal: Schema.Modal?) -> [Schema
        .Screen]
    {
        let root = modal.flatMap { schema.root(of: $0) }
        switch PathChange.between(old, path) {
        case .unchanged:
            return old
        case .popped:
            return path
        case .pushed(let screens):
            for screen in screens {
                if let refusal = refusal(of: screen, in: modal) {
                    record(newLinkID(), screen.description, .person, .rejected, refusal)
                    return old
                }
            }
            return Self.pushing(screens, onto: old, root: root)
        case .replaced:
            // A refused write changes nothing: the stack stays exactly as it was.
            for screen in path {
                if let refusal = refusal(of: screen, in: modal) {
                    record(newLinkID(), screen.description, .person, .rejected, refusal)
                    return old
                }
            }
            return Self.pushing(path, onto: [], root: root)
        }
    }
}
