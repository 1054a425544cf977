/// The person's own moves. They pass the same access checks as links.
extension Reduction {
    @inlinable
    mutating func select(_ tab: Schema.Tab) {
        guard schema.tabs.contains(tab), tab != state._visible.selectedTab else { return }
        state._visible.selectedTab = tab
        state._visible.transition = .step
    }

    @inlinable
    mutating func present(_ modal: Schema.Modal) {
        let rule = schema.rule(for: modal)
        guard permits(rule.access) else {
            record(newLinkID(), modal.description, .person, .rejected, "the modal needs \(rule.access) access")
            return
        }
        if let current = state._visible.modal, current != modal, priority(of: current) >= rule.priority {
            record(newLinkID(), modal.description, .person, .rejected, "\(current) is up and has priority")
            return
        }
        setModal(modal)
        state._visible.transition = .step
        if modal != schema.signInModal { clearSignInNotice() }
    }

    @inlinable
    mutating func dismissModal() {
        guard let modal = state._visible.modal else { return }
        if let name = schema.requirementName(presentedBy: modal) {
            cancelRequirement(name)  // dismissing a requirement's modal cancels it (sign-in too)
            return
        }
        guard schema.rule(for: modal).isDismissible else { return }
        state._visible.modal = nil
        state._visible.transition = .step
        replayPending()
    }

    /// A path written by the UI for a tab: pops go through as pops; anything else passes the
    /// access check and the one-screen-once rule (see `written(_:over:in:)`).
    @inlinable
    mutating func changePath(of tab: Schema.Tab, to path: [Schema.Screen]) {
        guard schema.tabs.contains(tab) else { return }
        let old = state.stack(for: tab)
        let stack = written(path, over: old, in: nil)
        guard stack != old else { return }
        setStack(stack, for: tab)
        state._visible.transition = tab == state._visible.selectedTab ? .step : .none
    }
}
