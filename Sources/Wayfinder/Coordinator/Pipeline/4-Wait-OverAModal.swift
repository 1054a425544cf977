/// Stage 4 of *How a link lands*, Wait, over a modal: what a link or tap from outside does while
/// a modal is up is that modal's to say (``ArrivalPolicy``): it waits, the modal yields, or the
/// person is asked. The question is state like the pending link, and is the one waiting link
/// while it is up.
extension Reduction {
    /// Whether `target` lands inside the modal that is up, which holds a stack: such a link
    /// replaces the modal's stack at once, whatever the modal's policy.
    func landsInsideFlow(_ target: PendingLink<Schema>.Target?) -> Bool {
        guard let modal = flowModal, case .route(let route)? = target else { return false }
        return schema.rule(for: route).destination.presentation?.modal == modal
    }

    /// What the modal that is up does with `navigation`, or `nil` when no modal's policy applies:
    /// none is up, the app has not launched, a gate holds every link, the navigation lands
    /// inside the modal's flow or helps sign-in while it is up (``passesModalUp(_:)``), or it is
    /// the app's own bookkeeping (a return after expiry, a restore). A requirement's modal never
    /// asks (an `asks` there waits).
    ///
    /// A link into the flow that is up passes it, except when the flow holds unsaved input, its
    /// policy asks when edited, and landing would drop a screen the person is on (a link that only
    /// goes deeper keeps them all): the person is asked, as for a link elsewhere. A tap into the
    /// flow is the flow's own step and passes it.
    func arrival(of navigation: Navigation<Schema>) -> (modal: Schema.Modal, response: ArrivalPolicy.Response)? {
        guard let presented = visible.presented, state.launch != nil, state.gates.isEmpty,
            navigation.source != .session, navigation.source != .restoration
        else { return nil }
        let modal = presented.modal
        let isTap = navigation.source == .app || navigation.source == .person
        let response = schema.rule(for: modal).arrivals.response(isTap: isTap, edited: presented.hasUnsavedInput)
        guard !passesModalUp(navigation.target) else {
            guard !isTap, presented.hasUnsavedInput, response == .asks, landsInsideFlow(navigation.target),
                schema.requirementName(presentedBy: modal) == nil, case .route(let route) = navigation.target
            else { return nil }
            let landing = schema.rule(for: route).destination.presentation?.stack ?? []
            return landing.starts(with: presented.stack) ? nil : (modal, .asks)
        }
        if response == .asks && schema.requirementName(presentedBy: modal) != nil { return (modal, .waits) }
        return (modal, response)
    }

    /// The modal that is up gives way to `navigation`: it closes (a requirement's modal is
    /// cancelled, as dismissing it would), a link that waited for it is superseded, and the
    /// navigation's next record says the modal closed for it.
    mutating func yield(_ modal: Schema.Modal, to navigation: Navigation<Schema>) {
        // A link that waited for this modal, or for a requirement (sign-in included): the modal up
        // presents it, or stands in the way of its modal (one that outranks it, a helper standing
        // in for sign-in). It gives way to the newer link: newest wins.
        let requirement = schema.requirementName(presentedBy: modal)
        if let older = self.waiting, older.id != navigation.id,
            older.reason == .modal(modal) || Self.isRequirement(older.reason)
        {
            self.waiting = nil
            record(older.navigation, .superseded, .superseded(by: navigation.display))
        }
        yieldNote = YieldNote(
            id: navigation.id, modal: modal, isTap: navigation.source == .app || navigation.source == .person)
        if requirement != nil {
            // Nobody cancelled it: it closes for the newer navigation, which meets what it needs next.
            closeRequirementModal()
        } else {
            closeModal()
            visible.transition = .step
        }
    }

    /// A modal a navigation lands replaced `modal` (a helper taking sign-in's place): a link that
    /// waited for `modal` to close gives way to the newer navigation, as when `modal` yields.
    mutating func supersedeLinkWaiting(for modal: Schema.Modal, by navigation: Navigation<Schema>) {
        guard let older = self.waiting, older.id != navigation.id, older.reason == .modal(modal)
        else { return }
        self.waiting = nil
        record(older.navigation, .superseded, .superseded(by: navigation.display))
    }

    /// Whether a link waits for sign-in or another requirement.
    static func isRequirement(_ reason: PendingLink<Schema>.Reason) -> Bool {
        if case .requirement = reason { return true }
        return false
    }

    /// A newer navigation replaces the question that is up. A link waiting for sign-in that the
    /// question kept aside waits again (the newer navigation's own rules decide what it does).
    mutating func supersedeConfirmation(by display: String) {
        guard let question = state.confirmation else { return }
        self.waiting = nil
        record(question.navigation, .superseded, .superseded(by: display))
        restoreLinkBehindQuestion()
    }

    /// The person answered the question: leaving closes the modal and the link goes on at once;
    /// staying drops the link (`declined`) and keeps the modal and its input.
    ///
    /// Over a helper standing in for sign-in, the link waiting for sign-in kept aside while it
    /// asked waits again when the person stays; leaving follows the arriving link's own rules, as
    /// if the helper had given way without asking: the newest link wins, and the kept link ends
    /// superseded.
    mutating func answer(_ answer: ConfirmationAnswer) {
        guard let question = state.confirmation, case .confirmation(let modal) = question.reason else {
            record(newLinkID(), answer.rawValue, .person, .discarded, .noQuestionUp)
            return
        }
        self.waiting = nil
        switch answer {
        case .leave:
            supersedeLinkBehindQuestion(by: question.navigation)
            yieldNote = YieldNote(id: question.id, modal: modal, isTap: false, asked: true)
            closeModal()
            visible.transition = .step
            proceed(question.navigation)
        case .stay:
            record(question.navigation, .declined, .personChoseToStay(in: "\(modal)"))
            if state.linkBehindQuestion != nil {
                restoreLinkBehindQuestion()
                replayPending()
            }
        }
    }

    /// A question whose modal closed for another reason (an expiry, a sign-out, a higher
    /// modal) goes with it. Checked after every event, so no path that closes a modal can leave
    /// a question over nothing.
    mutating func discardOrphanedConfirmation() {
        guard let question = self.waiting, case .confirmation(let modal) = question.reason, visible.modal != modal
        else { return }
        self.waiting = nil
        record(question.navigation, .discarded, .questionModalClosed("\(modal)"))
        restoreLinkBehindQuestion()
    }

    /// The app marks the modal that is up as holding unsaved input, or not. Ignored, with a
    /// record, when no modal is up or another one is (a late write). Unmarking a modal whose
    /// question was asked because of that input decides the link again under the policy.
    mutating func markUnsavedInput(_ edited: Bool, in modal: Schema.Modal?) {
        guard let presented = visible.presented, modal == nil || modal == presented.modal else {
            let why: DecisionReason = modal.map { .modalNotUp("\($0)") } ?? .noModalUp
            record(newLinkID(), edited ? "edit" : "edits saved", .person, .discarded, why)
            return
        }
        guard presented.hasUnsavedInput != edited else { return }
        visible.presented?.hasUnsavedInput = edited
        // A question asked because of the input it no longer has is decided again: the link
        // waits for the modal, or the modal gives way, as its policy now says.
        if let question = state.confirmation, arrival(of: question.navigation)?.response != .asks {
            self.waiting = nil
            // A link waiting for sign-in kept aside by the question waits again; the question's
            // link, newer, then goes as the helper's policy now says (newest wins).
            restoreLinkBehindQuestion()
            proceed(question.navigation)
        }
    }
}
