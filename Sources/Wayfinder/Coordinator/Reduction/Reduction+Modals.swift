/// Modals and notices: presenting and dismissing, which modal may replace which, which notice
/// may cover which modal.
extension Reduction {
    mutating func present(_ modal: Schema.Modal) {
        let rule = schema.rule(for: modal)
        guard permits(rule.access) else {
            record(
                newLinkID(), modal.description, .person, .rejected,
                undeclaredError(rule.access) ?? .modalNeedsAccess(rule.access))
            return
        }
        // A modal that holds a flow shows its root screen: the root needs its own access too.
        if let root = schema.root(of: modal), !permits(root) {
            let access = schema.access(for: root)
            record(
                newLinkID(), modal.description, .person, .rejected,
                undeclaredError(access) ?? .modalRootNeedsAccess(screen: "\(root)", access))
            return
        }
        if let current = visible.modal, !schema.modal(modal, mayReplace: current) {
            record(newLinkID(), modal.description, .person, .rejected, .modalHasPriority("\(current)"))
            return
        }
        setModal(modal)
        visible.transition = .step
        if modal != schema.signInModal { clearSignInNotice() }
    }

    mutating func dismissModal() {
        guard let modal = visible.modal else { return }
        guard schema.rule(for: modal).isDismissible else {
            record(newLinkID(), "\(modal) dismissed", .person, .rejected, .notDismissible("\(modal)"))
            return
        }
        if let name = schema.requirementName(presentedBy: modal) {
            cancelRequirement(name)  // dismissing a requirement's modal cancels it (sign-in too)
            return
        }
        if case .confirmation(modal)? = self.waiting?.reason {
            answer(.leave)  // dismissing the modal while asked is leaving it
            return
        }
        closeModal()
        visible.transition = .step
        replayPending()
    }

    /// A notice the app raises: shown under the same rule as a link's, else dropped with a record.
    mutating func raise(_ notice: Schema.Notice) {
        guard !show(notice), let modal = visible.modal else { return }
        record(
            newLinkID(), "\(notice)", .app, .discarded, .noticeDropped(notice: "\(notice)", modal: "\(modal)"))
    }

    /// Presents sign-in now, or on the next foreground while in the background.
    mutating func presentSignIn() {
        guard state.scenePhase == .active else {
            state.expiryNoticeDue = true
            return
        }
        guard schema.modal(schema.signInModal, mayReplace: visible.modal) else { return }
        if visible.modal != schema.signInModal { visible.transition = .step }
        setModal(schema.signInModal)
        if case .expired = self.session { show(schema.notices.sessionExpired) }
    }

    /// Closes the modal that is up, with what belonged to its presentation (the screens pushed
    /// inside it, its unsaved input, a question asked over it); the caller says how to animate it.
    /// Every close in the reducer comes here. Two writes of the presentation are not closes:
    /// `pushOntoTop(_:)` and `popTop(count:)` take it out and put it back within the step, so its
    /// stack changes without a copy. The window layer's `showGates(in:)` swaps a cleared gate's
    /// modal for the next gate's (or none) in the windows behind, directly.
    mutating func closeModal() {
        visible.presented = nil
        state.presentingRoute = nil
        discardOrphanedConfirmation()
    }

    /// Presents `modal`. The one place a modal is put up, so the rule that notices never cover
    /// a requirement's modal (sign-in, a step-up) unless they explain it holds however it came up.
    mutating func setModal(_ modal: Schema.Modal) {
        if visible.modal != modal { state.presentingRoute = nil }
        visible.modal = modal
        discardOrphanedConfirmation()  // a question over the modal it replaced goes with it
        if let notice = visible.notice, !self.notice(notice, mayCover: modal) {
            visible.notice = nil
        }
    }

    /// Whether `notice` may show while the requirement modal `modal` is up: only the notices
    /// that explain it (its failure; for sign-in the schema's ``NoticeRoles/explainingSignIn``).
    func notice(_ notice: Schema.Notice, mayCover modal: Schema.Modal) -> Bool {
        if modal == schema.signInModal { return schema.notices.explainingSignIn.contains(notice) }
        guard let name = schema.requirementName(presentedBy: modal) else { return true }
        return schema.requirement(named: name)?.failedNotice == notice
    }

    /// Shows a notice unless a requirement's modal (sign-in, a step-up) is up and the notice
    /// does not explain it.
    /// - Returns: Whether it shows.
    @discardableResult
    mutating func show(_ notice: Schema.Notice) -> Bool {
        if let modal = visible.modal, !self.notice(notice, mayCover: modal) { return false }
        visible.notice = notice
        return true
    }

    mutating func clearSignInNotice() {
        if let notice = visible.notice, schema.notices.explainingSignIn.contains(notice) {
            visible.notice = nil
        }
    }
}
