/// The person's own moves. They pass the same access checks as links.
extension Reduction {
    mutating func push(_ screen: Schema.Screen) {
        guard permits(screen) else {
            record(
                newLinkID(), screen.description, .person, .rejected,
                "the screen needs \(schema.access(for: screen)) access")
            return
        }
        let tab = state.visible.selectedTab
        var stack = state.visible.stacks.removeValue(forKey: tab) ?? []
        stack.append(screen)
        state.visible.stacks[tab] = stack
        state.visible.transition = .step
    }

    mutating func pop() {
        let tab = state.visible.selectedTab
        // Take the stack out so it is uniquely referenced and shrinks in place.
        guard var stack = state.visible.stacks.removeValue(forKey: tab), !stack.isEmpty else { return }
        stack.removeLast()
        if !stack.isEmpty { state.visible.stacks[tab] = stack }
        state.visible.transition = .step
    }

    mutating func popToRoot() {
        let count = state.stack(for: state.visible.selectedTab).count
        setStack([], for: state.visible.selectedTab)
        state.visible.transition = count == 0 ? .none : count == 1 ? .step : .jump
    }

    mutating func select(_ tab: Schema.Tab) {
        guard schema.tabs.contains(tab), tab != state.visible.selectedTab else { return }
        state.visible.selectedTab = tab
        state.visible.transition = .step
    }

    mutating func present(_ modal: Schema.Modal) {
        let rule = schema.rule(for: modal)
        guard permits(rule.access) else {
            record(newLinkID(), modal.description, .person, .rejected, "the modal needs \(rule.access) access")
            return
        }
        if let current = state.visible.modal, current != modal, priority(of: current) >= rule.priority {
            record(newLinkID(), modal.description, .person, .rejected, "\(current) is up and has priority")
            return
        }
        setModal(modal)
        state.visible.transition = .step
        if modal != schema.signInModal { clearSignInNotice() }
    }

    mutating func dismissModal() {
        guard let modal = state.visible.modal else { return }
        if let name = schema.requirementName(presentedBy: modal) {
            cancelRequirement(name)  // dismissing a requirement's modal cancels it (sign-in too)
            return
        }
        guard schema.rule(for: modal).isDismissible else { return }
        state.visible.modal = nil
        state.visible.transition = .step
        replayPending()
    }

    /// A path written by the UI: pops go through as pops; anything else passes the access check.
    mutating func changePath(of tab: Schema.Tab, to path: [Schema.Screen]) {
        guard schema.tabs.contains(tab) else { return }
        switch PathChange.between(state.stack(for: tab), path) {
        case .unchanged:
            return
        case .popped:
            setStack(path, for: tab)
        case .pushed(let screens):
            for screen in screens where !permits(screen) {
                record(
                    newLinkID(), screen.description, .person, .rejected,
                    "the screen needs \(schema.access(for: screen)) access")
                return
            }
            setStack(path, for: tab)
        case .replaced:
            let allowed = Array(path.prefix(while: { permits($0) }))
            if allowed.count < path.count {
                record(
                    newLinkID(), path[allowed.count].description, .person, .rejected,
                    "the screen needs \(schema.access(for: path[allowed.count])) access")
            }
            setStack(allowed, for: tab)
        }
        state.visible.transition = tab == state.visible.selectedTab ? .step : .none
    }
}
