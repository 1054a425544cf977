/// The person's own moves. They pass the same access checks as links.
extension Reduction {
    mutating func push(_ screen: Schema.Screen) {
        guard allows(screen) else {
            record(
                newLinkID(), screen.description, .person, .rejected,
                "the screen needs \(schema.access(for: screen)) access")
            return
        }
        let tab = state.selectedTab
        var stack = state.stacks.removeValue(forKey: tab) ?? []
        stack.append(screen)
        state.stacks[tab] = stack
        state.transition = .step
    }

    mutating func pop() {
        let tab = state.selectedTab
        // Take the stack out so it is uniquely referenced and shrinks in place.
        guard var stack = state.stacks.removeValue(forKey: tab), !stack.isEmpty else { return }
        stack.removeLast()
        if !stack.isEmpty { state.stacks[tab] = stack }
        state.transition = .step
    }

    mutating func popToRoot() {
        let count = state.stack(for: state.selectedTab).count
        setStack([], for: state.selectedTab)
        state.transition = count == 0 ? .none : count == 1 ? .step : .jump
    }

    mutating func select(_ tab: Schema.Tab) {
        guard schema.tabs.contains(tab), tab != state.selectedTab else { return }
        state.selectedTab = tab
        state.transition = .step
    }

    mutating func present(_ modal: Schema.Modal) {
        let rule = schema.rule(for: modal)
        guard allows(rule.access) else {
            record(newLinkID(), modal.description, .person, .rejected, "the modal needs \(rule.access) access")
            return
        }
        if let current = state.modal, current != modal, priority(of: current) >= rule.priority {
            record(newLinkID(), modal.description, .person, .rejected, "\(current) is up and has priority")
            return
        }
        setModal(modal)
        state.transition = .step
        if modal != schema.signInModal { clearSignInNotice() }
    }

    mutating func dismissModal() {
        guard let modal = state.modal else { return }
        if modal == schema.signInModal {
            cancelSignIn()
            return
        }
        guard schema.rule(for: modal).isDismissible else { return }
        state.modal = nil
        state.transition = .step
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
            for screen in screens where !allows(screen) {
                record(
                    newLinkID(), screen.description, .person, .rejected,
                    "the screen needs \(schema.access(for: screen)) access")
                return
            }
            setStack(path, for: tab)
        case .replaced:
            let allowed = Array(path.prefix(while: allows))
            if allowed.count < path.count {
                record(
                    newLinkID(), path[allowed.count].description, .person, .rejected,
                    "the screen needs \(schema.access(for: path[allowed.count])) access")
            }
            setStack(allowed, for: tab)
        }
        state.transition = tab == state.selectedTab ? .step : .none
    }
}
