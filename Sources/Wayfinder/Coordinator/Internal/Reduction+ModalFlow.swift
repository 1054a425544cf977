/// Flows inside a modal: the topmost container the person's moves act on, links and taps into
/// the modal that is up, the one-screen-once rule for every stack, and destinations that put a
/// screen in the wrong container.
extension Reduction {
    // MARK: The topmost container

    /// The modal that holds the stack the person's moves act on, when one is up; `nil` when they
    /// act on the selected tab (no modal, or a modal without a stack of its own).
    @inlinable
    var flowModal: Schema.Modal? {
        guard let modal = state._visible.modal, schema.root(of: modal) != nil else { return nil }
        return modal
    }

    /// The stack of the topmost container: the flow modal's, else the selected tab's.
    @inlinable
    var topStack: [Schema.Screen] {
        flowModal != nil ? state._visible.presented?.stack ?? [] : state.stack(for: state._visible.selectedTab)
    }

    /// Replaces the topmost container's stack and says how to animate it.
    @inlinable
    mutating func setTopStack(_ stack: [Schema.Screen]) {
        let old = topStack
        guard stack != old else { return }
        if flowModal != nil {
            state._visible.presented?.stack = stack
        } else {
            setStack(stack, for: state._visible.selectedTab)
        }
        let moved = abs(old.count - stack.count)
        state._visible.transition = moved == 1 && (old.starts(with: stack) || stack.starts(with: old)) ? .step : .jump
    }

    /// A screen the person pushes, onto the topmost container. The stack is taken out of the
    /// state while it changes, so it is uniquely referenced and grows without a copy.
    @inlinable
    mutating func pushOntoTop(_ screen: Schema.Screen) {
        let modal = flowModal
        if let refusal = refusal(of: screen, in: modal) {
            record(newLinkID(), screen.description, .person, .rejected, refusal)
            return
        }
        let before: Int
        let after: Int
        if let modal, var presented = state._visible.presented {
            state._visible.presented = nil
            before = presented.stack.count
            Self.push(screen, onto: &presented.stack, root: schema.root(of: modal))
            after = presented.stack.count
            state._visible.presented = presented
        } else {
            let tab = state._visible.selectedTab
            var stack = state._visible.stacks.removeValue(forKey: tab) ?? []
            before = stack.count
            Self.push(screen, onto: &stack, root: nil)
            after = stack.count
            if !stack.isEmpty { state._visible.stacks[tab] = stack }
        }
        state._visible.transition = abs(after - before) == 1 ? .step : after == before ? .none : .jump
    }

    /// Pops `count` screens off the topmost container (all of them when there are fewer); at its
    /// root, or for a count below one, nothing happens. The stack shrinks in place.
    @inlinable
    mutating func popTop(count: Int) {
        guard count > 0 else { return }
        let removed: Int
        if flowModal != nil, var presented = state._visible.presented {
            removed = Swift.min(count, presented.stack.count)
            guard removed > 0 else { return }
            state._visible.presented = nil
            presented.stack.removeLast(removed)
            state._visible.presented = presented
        } else {
            let tab = state._visible.selectedTab
            guard var stack = state._visible.stacks.removeValue(forKey: tab) else { return }
            removed = Swift.min(count, stack.count)
            stack.removeLast(removed)
            if !stack.isEmpty { state._visible.stacks[tab] = stack }
            guard removed > 0 else { return }
        }
        state._visible.transition = removed == 1 ? .step : .jump
    }

    /// Pops the topmost container back to the highest `screen` in it; nothing happens when the
    /// screen is not in it. Its root screen pops to the root.
    @inlinable
    mutating func popTop(to screen: Schema.Screen) {
        if let modal = flowModal, schema.root(of: modal) == screen {
            setTopStack([])
            return
        }
        guard let index = topStack.lastIndex(of: screen) else { return }
        setTopStack(Array(topStack[...index]))
    }

    /// Re-selecting the selected tab pops it to its root (the platform convention).
    @inlinable
    mutating func reselect(_ tab: Schema.Tab) {
        let count = state.stack(for: tab).count
        guard count > 0 else { return }
        setStack([], for: tab)
        state._visible.transition = count == 1 ? .step : .jump
    }

    // MARK: Where a screen may go

    /// Why `screen` may not be pushed into the container (`modal`, or the selected tab when
    /// `nil`), or `nil` when it may.
    @inlinable
    func refusal(of screen: Schema.Screen, in modal: Schema.Modal?) -> String? {
        if !permits(screen) { return "the screen needs \(schema.access(for: screen)) access" }
        return misplacement(of: screen, in: modal)
    }

    /// Why `screen` does not belong in the container (`modal`, or a tab when `nil`), if it does not.
    @inlinable
    func misplacement(of screen: Schema.Screen, in modal: Schema.Modal?) -> String? {
        let owner = schema.modal(owning: screen)
        guard let modal else {
            return owner.map { "\(screen) belongs inside \($0), not in a tab" }
        }
        if schema.root(of: modal) == nil { return "\(modal) holds no stack" }
        if let owner, owner != modal { return "\(screen) belongs inside \(owner), not inside \(modal)" }
        return nil
    }

    /// The one-screen-once rule: pushing a screen that is already in the stack (or is the
    /// container's root) pops back to it instead, so no stack ever holds two equal screens and
    /// SwiftUI's value-based path diffing always has one element per value.
    @inlinable
    static func pushing(_ screens: [Schema.Screen], onto stack: [Schema.Screen], root: Schema.Screen?)
        -> [Schema.Screen]
    {
        var stack = stack
        for screen in screens { push(screen, onto: &stack, root: root) }
        return stack
    }

    /// Where `screen` is in `stack`, if it is. A plain loop over the buffer: in code that is not
    /// specialized for the app's schema, `firstIndex(of:)` allocated once per element compared.
    @inlinable
    static func index(of screen: Schema.Screen, in stack: [Schema.Screen]) -> Int? {
        stack.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count where buffer[index] == screen { return index }
            return nil
        }
    }

    /// One push under the one-screen-once rule, in place.
    @inlinable
    static func push(_ screen: Schema.Screen, onto stack: inout [Schema.Screen], root: Schema.Screen?) {
        if screen == root {
            stack.removeAll()
        } else if let index = index(of: screen, in: stack) {
            stack.removeSubrange((index + 1)...)
        } else {
            stack.append(screen)
        }
    }

    /// What is wrong with a destination's containers, naming the route and the screen, or `nil`.
    @inlinable
    func schemaError(in destination: Destination<Schema>, for navigation: Navigation<Schema>) -> String? {
        // Checked on every landing, so it builds no text and no set unless something is wrong.
        func problem(_ stack: [Schema.Screen], _ modal: Schema.Modal?, _ place: () -> String) -> String? {
            for position in 0..<stack.count {
                let screen = stack[position]
                if let misplaced = misplacement(of: screen, in: modal) {
                    return "schema error: \(navigation.display) puts \(screen) \(place()), but \(misplaced)"
                }
                if let modal, screen == schema.root(of: modal) {
                    return "schema error: \(navigation.display) pushes \(screen), the root of \(modal)"
                }
                if Self.index(of: screen, in: stack) != position {
                    return "schema error: \(navigation.display) puts \(screen) twice \(place())"
                }
            }
            return nil
        }
        if case .tab(let tab, let stack) = destination.place, let found = problem(stack, nil, { "in tab \(tab)" }) {
            return found
        }
        if let presentation = destination.presentation, !presentation.stack.isEmpty {
            return problem(presentation.stack, presentation.modal) { "inside \(presentation.modal)" }
        }
        return nil
    }

    // MARK: Path writes

    /// The stack after SwiftUI wrote `path` over `old` in a container: pops go through; pushes
    /// and replacements pass the access and container checks and the one-screen-once rule.
    @inlinable
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
            var allowed: [Schema.Screen] = []
            for screen in path {
                if let refusal = refusal(of: screen, in: modal) {
                    record(newLinkID(), screen.description, .person, .rejected, refusal)
                    break
                }
                allowed.append(screen)
            }
            return Self.pushing(allowed, onto: [], root: root)
        }
    }

    /// A path SwiftUI wrote for the stack inside `modal`; ignored unless `modal` is up.
    @inlinable
    mutating func changeModalPath(of modal: Schema.Modal, to path: [Schema.Screen]) {
        guard let presented = state._visible.presented, presented.modal == modal, schema.root(of: modal) != nil
        else { return }
        let stack = written(path, over: presented.stack, in: modal)
        guard stack != presented.stack else { return }
        state._visible.presented?.stack = stack
        state._visible.transition = .step
    }

    // MARK: Links and taps

    /// Whether `target` lands inside the modal that is up, which holds a stack: such a link
    /// replaces the modal's stack at once instead of waiting for it.
    @inlinable
    func landsInsideFlow(_ target: PendingLink<Schema>.Target?) -> Bool {
        guard let modal = flowModal, case .route(let route)? = target else { return false }
        return schema.rule(for: route).destination.presentation?.modal == modal
    }

    /// A tap (the app asked for a route) whose destination lies outside the modal that is up
    /// closes that modal first when it can be dismissed, as `dismiss` would; a link that was
    /// waiting for that modal is superseded by the tap. A modal that cannot be dismissed (or a
    /// raised gate) leaves the tap to wait like a link.
    @inlinable
    mutating func closeModalForTap(to route: Schema.Route, display: String) {
        guard let modal = state._visible.modal, state._gates.isEmpty, schema.rule(for: modal).isDismissible,
            !landsInsideFlow(.route(route))
        else { return }
        if let pending = state._pending, pending.reason == .modal(modal) {
            state._pending = nil
            record(
                pending.id, pending.display, pending.source, .superseded, "a newer tap replaced it: \(display)",
                target: pending.target)
        }
        if modal == schema.signInModal {
            cancelSignIn()
        } else {
            state._visible.modal = nil
        }
    }

    // MARK: Session changes

    /// The route that shows the presented flow as it is, when the access check about to run
    /// (after a session change) will close or cut it: the person was looking at it, so it becomes
    /// the place to return to after signing in. Every check goes through ``permits(_:)``.
    @inlinable
    func returnRouteBeforeAccessCut() -> Schema.Route? {
        guard let presented = state._visible.presented, let root = schema.root(of: presented.modal) else { return nil }
        let closes =
            !permits(schema.rule(for: presented.modal).access) || !permits(root)
            || !presented.stack.allSatisfy { permits($0) }
        guard closes else { return nil }
        // The deepest part of the flow a link shows exactly: a tab screen pushed inside the flow
        // has a link of its own that lands in its tab, so the flow's link below it is used.
        for depth in stride(from: presented.stack.count, through: 0, by: -1) {
            let shown = ModalPresentation<Schema>(presented.modal, stack: Array(presented.stack.prefix(depth)))
            if let route = schema.route(for: shown.stack.last ?? root),
                schema.rule(for: route).destination.presentation == shown
            {
                return route
            }
        }
        return nil
    }

    /// Cuts the modal's stack at its first screen `keeps` rejects, and closes the modal when
    /// its root is rejected. Part of ``cutEveryStack(keeping:)``.
    @inlinable
    mutating func cutModalStack(keeping keeps: (Schema.Screen) -> Bool) {
        guard let presented = state._visible.presented else { return }
        if let root = schema.root(of: presented.modal), !keeps(root) {
            state._visible.presented = nil
            return
        }
        guard let index = presented.stack.firstIndex(where: { !keeps($0) }) else { return }
        state._visible.presented?.stack = Array(presented.stack[..<index])
    }
}
