/// Requirements beyond sign-in: their modals, the events those modals send, and how a
/// requirement lapses.
extension Reduction {
    /// The account signed in, or `nil` when the session is not signed in (signed out, expired,
    /// not yet known): who may meet a requirement alone (``Requirement/isMetByAccount``).
    var signedInAccount: Account? {
        if case .signedIn(let account) = self.session { return account }
        return nil
    }

    /// The modal that satisfies the requirement called `name`.
    func modal(forRequirement name: RequirementName) -> Schema.Modal? {
        name == .signIn ? schema.signInModal : schema.requirement(named: name)?.modal
    }

    /// Presents the modal of the requirement a navigation waits for: now, or on the next
    /// foreground while in the background. A modal of higher priority stays. Not signed in, only
    /// a modal the person may see shows (a requirement without sign-in's).
    mutating func presentRequirement(_ name: RequirementName) {
        if name == .signIn {
            presentSignIn()
            return
        }
        guard let modal = modal(forRequirement: name), signedInAccount != nil || permits(schema.rule(for: modal).access)
        else { return }
        guard state.scenePhase == .active else {
            state.expiryNoticeDue = true
            return
        }
        guard schema.modal(modal, mayReplace: visible.modal) else { return }
        if visible.modal != modal { visible.transition = .step }
        setModal(modal)
    }

    mutating func meetRequirement(_ name: RequirementName) {
        guard name != .signIn else {
            ignoreRequirementEvent(name, "met", because: .signInMetBySigningIn)
            return
        }
        // Met with its modal up, signed in or not: a requirement without sign-in is met signed out.
        guard isUp(name) else {
            ignoreRequirementEvent(name, "met", because: upNote(name))
            return
        }
        state.requirementsMet[name] = now
        closeRequirementModal()
        replayPending()
    }

    mutating func failRequirement(_ name: RequirementName) {
        if name == .signIn {
            guard isUp(name) else { return ignoreRequirementEvent(name, "failed", because: upNote(name)) }
            failSignIn()
            return
        }
        guard isUp(name) else { return ignoreRequirementEvent(name, "failed", because: upNote(name)) }
        if let notice = schema.requirement(named: name)?.failedNotice { show(notice) }
    }

    mutating func cancelRequirement(_ name: RequirementName) {
        guard isUp(name) else { return ignoreRequirementEvent(name, "cancelled", because: upNote(name)) }
        if name == .signIn {
            cancelSignIn()
            return
        }
        closeRequirementModal()
        if schema.requirement(named: name)?.cancellation == .dropsLink, let pending = self.waiting,
            pending.reason == .requirement(name) || needs(pending.target, name)
        {
            self.waiting = nil
            record(pending.navigation, .cancelled, .requirementCancelled(name))
        }
        replayPending(cancelled: name)
    }

    /// Whether the modal of the requirement called `name` is up (never for an undeclared name).
    func isUp(_ name: RequirementName) -> Bool {
        guard let modal = modal(forRequirement: name) else { return false }
        return visible.modal == modal
    }

    /// Why a requirement event changed nothing: the schema does not declare it, or its modal is not up.
    func upNote(_ name: RequirementName) -> DecisionReason {
        guard schema.declaresRequirement(name) else {
            return .eventForUndeclaredRequirement(name, schema: "\(Schema.self)")
        }
        return .modalNotUp(modal(forRequirement: name).map { "\($0)" })
    }

    /// A requirement event with no such modal up: nothing changes but a record.
    mutating func ignoreRequirementEvent(_ name: RequirementName, _ what: String, because reason: DecisionReason) {
        record(newLinkID(), "\(name) \(what)", .person, .discarded, reason)
    }

    /// Closes the requirement modal that is up, with the notice that explained it.
    mutating func closeRequirementModal() {
        if let modal = visible.modal, let notice = visible.notice,
            schema.requirementName(presentedBy: modal) != nil, self.notice(notice, mayCover: modal)
        {
            visible.notice = nil
        }
        closeModal()
        visible.transition = .step
    }

    /// A link waiting for a requirement beyond sign-in when the session ends waits for sign-in
    /// now (its modal closed with the session); one waiting for a modal the session's end closed
    /// goes on, as when that modal closes any other way.
    mutating func reconsiderPendingRequirement() {
        guard let reason = self.waiting?.reason else { return }
        switch reason {
        case .requirement(let name) where name != .signIn: replayPending()
        case .modal(let modal) where visible.modal != modal: replayPending()
        default: break
        }
    }

    /// Signing in meets the requirements that count a sign-in as meeting them.
    mutating func meetRequirementsBySignIn() {
        for requirement in schema.requirements where requirement.metBySignIn {
            state.requirementsMet[requirement.name] = now
        }
    }

    /// The session ended or changed hands (a sign-out, an expiry, another account): nothing met
    /// carries over, not even what was met signed out before signing in (the coordinator cannot
    /// tell who is at the device now). Signing in forgets nothing: what a person met signed out
    /// stays met for them.
    mutating func forgetRequirements() {
        if !state.requirementsMet.isEmpty { state.requirementsMet = [:] }
    }

    /// On a return from the background: requirements older than their maximum age, or away
    /// longer than they allow, lapse (signed in or not). The screens that need them leave every
    /// stack; if the person was on one, that location waits for the requirement and its modal
    /// shows.
    mutating func lapseStaleRequirements() {
        defer { state.backgroundedAt = nil }
        guard !state.requirementsMet.isEmpty else { return }
        let account = signedInAccount
        let away = state.backgroundedAt.map { now - $0 }
        var lapsed = false
        for requirement in schema.requirements {
            guard let at = state.requirementsMet[requirement.name] else { continue }
            let old = requirement.maxAge.map { now - at > $0 } ?? false
            let wasAway = requirement.lapsesAfterBackground.map { limit in away.map { $0 >= limit } ?? false } ?? false
            if old || wasAway {
                state.requirementsMet[requirement.name] = nil
                lapsed = true
            }
        }
        guard lapsed else { return }
        let current = state.location
        let wasOnOne = !current.stack.allSatisfy { keeps($0) }
        cutStacksToAccess()
        guard wasOnOne else { return }
        let target = PendingLink<Schema>.Target.location(current)
        let schema = self.schema
        // Offer the way back only when a modal can satisfy what lapsed.
        guard firstUnmetRequirement({ schema._forEachAccess(of: target, $0) }, account: account)?.modal != nil else {
            return
        }
        // What it waits for is decided as for any navigation: a gate or a higher modal first.
        guard let reason = blocker(for: target), reason != .signIn else { return }
        let navigation = Navigation(
            id: newLinkID(), target: target, display: display(current), source: .session, arrivedAt: now, phase: phase)
        park(navigation, reason: reason)
        visible.transition = .jump
    }
}
