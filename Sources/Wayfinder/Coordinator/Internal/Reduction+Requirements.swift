/// Requirements: sign-in first, then the schema's declared ones in order, one modal at a time.
/// What blocks a navigation, what its modal's events do, and how a requirement lapses.
extension Reduction {
    // MARK: Checks

    /// Whether the session may reach something that needs `access` now. Every admission check
    /// in the reducer goes through here.
    func permits(_ access: Access) -> Bool { schema.meets(access, in: state) }

    /// Whether the session may reach `screen` now.
    func permits(_ screen: Schema.Screen) -> Bool { permits(schema.access(for: screen)) }

    /// Whether a screen already shown may stay (met and not lapsed).
    func keeps(_ screen: Schema.Screen) -> Bool { schema.holds(schema.access(for: screen), in: state) }

    /// The first access `visit` yields that the session does not meet now, if any.
    func firstUnpermitted(_ visit: ((Access) -> Void) -> Void) -> Access? {
        var unmet: Access?
        visit { access in if unmet == nil && !permits(access) { unmet = access } }
        return unmet
    }

    /// What keeps a navigation whose target needs the accesses `visit` yields from landing now.
    /// Sign-in first, then each declared requirement in order; a requirement without a modal
    /// blocks nothing (the navigation is then rejected by the access check).
    func blocker(
        landing target: PendingLink<Schema>.Target? = nil, _ visit: ((Access) -> Void) -> Void
    ) -> PendingLink<Schema>.Reason? {
        if state.launch == nil { return .launch }
        if let gate = state.gates.first { return .gate(gate) }
        var isProtected = false
        var needsRequirement = false
        visit { access in
            if access.isProtected { isProtected = true }
            if let name = access.requirementName {
                needsRequirement = true
                _ = schema.requirement(named: name)  // an undeclared name is a programmer error
            }
        }
        if isProtected {
            switch state.session {
            case .unknown: return .sessionUnknown
            case .signedOut, .expired: return .signIn
            case .signedIn(let account):
                if needsRequirement, let requirement = firstUnmetRequirement(visit, account: account),
                    requirement.modal != nil
                {
                    return .requirement(requirement.name)
                }
            }
        }
        // A modal that holds a flow does not block a target that lands inside it.
        if let modal = state.visible.modal, !landsInsideFlow(target) { return .modal(modal) }
        return nil
    }

    /// The first declared requirement, in declared order, that the accesses need and the
    /// session does not meet now.
    func firstUnmetRequirement(_ visit: ((Access) -> Void) -> Void, account: Account) -> Requirement<Schema>? {
        for requirement in schema.requirements {
            var needed = false
            visit { access in if access.requirementName == requirement.name { needed = true } }
            if needed && !schema.isMet(requirement, account: account, in: state, fresh: true) { return requirement }
        }
        return nil
    }

    func blocker(for target: PendingLink<Schema>.Target) -> PendingLink<Schema>.Reason? {
        let schema = self.schema
        return blocker(landing: target) { schema.forEachAccess(of: target, $0) }
    }

    func blocker(for destination: Destination<Schema>) -> PendingLink<Schema>.Reason? {
        let schema = self.schema
        return blocker { schema.forEachAccess(of: destination, $0) }
    }

    func firstUnpermitted(_ target: PendingLink<Schema>.Target) -> Access? {
        let schema = self.schema
        return firstUnpermitted { schema.forEachAccess(of: target, $0) }
    }

    // MARK: Modals

    /// The modal that satisfies the requirement called `name`.
    func modal(forRequirement name: String) -> Schema.Modal? {
        name == Requirement<Schema>.signInName ? schema.signInModal : schema.requirement(named: name).modal
    }

    /// Whether `notice` may show while the requirement modal `modal` is up: only the notices
    /// that explain it (its failure; for sign-in the schema's ``NoticeRoles/explainingSignIn``).
    func notice(_ notice: Schema.Notice, mayCover modal: Schema.Modal) -> Bool {
        if modal == schema.signInModal { return schema.notices.explainingSignIn.contains(notice) }
        guard let name = schema.requirementName(presentedBy: modal) else { return true }
        return schema.requirement(named: name).failedNotice == notice
    }

    /// Presents the modal of the requirement a navigation waits for: now, or on the next
    /// foreground while in the background. A modal of higher priority stays.
    mutating func presentRequirement(_ name: String) {
        if name == Requirement<Schema>.signInName {
            presentSignIn()
            return
        }
        guard let modal = modal(forRequirement: name), case .signedIn = state.session else { return }
        guard state.scenePhase == .active else {
            state.expiryNoticeDue = true
            return
        }
        if let current = state.visible.modal, current != modal, priority(of: current) >= priority(of: modal) {
            return
        }
        if state.visible.modal != modal { state.visible.transition = .step }
        setModal(modal)
    }

    // MARK: Events

    mutating func meetRequirement(_ name: String) {
        guard name != Requirement<Schema>.signInName else {
            ignoreRequirementEvent(name, "met", because: "sign-in is met by signing in with an account")
            return
        }
        guard isUp(name), case .signedIn = state.session else {
            ignoreRequirementEvent(name, "met", because: upNote(name))
            return
        }
        state.requirementsMet[name] = now
        closeRequirementModal()
        replayPending()
    }

    mutating func failRequirement(_ name: String) {
        if name == Requirement<Schema>.signInName {
            guard isUp(name) else { return ignoreRequirementEvent(name, "failed", because: upNote(name)) }
            failSignIn()
            return
        }
        guard isUp(name) else { return ignoreRequirementEvent(name, "failed", because: upNote(name)) }
        if let notice = schema.requirement(named: name).failedNotice { show(notice) }
    }

    mutating func cancelRequirement(_ name: String) {
        guard isUp(name) else { return ignoreRequirementEvent(name, "cancelled", because: upNote(name)) }
        if name == Requirement<Schema>.signInName {
            cancelSignIn()
            return
        }
        closeRequirementModal()
        if schema.requirement(named: name).cancellation == .dropsLink, let pending = state.pending,
            pending.reason == .requirement(name) || needs(pending.target, name)
        {
            state.pending = nil
            record(
                pending.id, pending.display, pending.source, .cancelled, "the person cancelled \(name)",
                target: pending.target)
        }
        replayPending()
    }

    /// Whether the modal of the requirement called `name` is up.
    func isUp(_ name: String) -> Bool {
        guard schema.declaresRequirement(name) else {
            preconditionFailure(
                "Wayfinder: an event names the requirement \"\(name)\", which \(Schema.self) does not declare: add "
                    + "`Requirement(\"\(name)\", modal: …)` to its `requirements`.")
        }
        guard let modal = modal(forRequirement: name) else { return false }
        return state.visible.modal == modal
    }

    func upNote(_ name: String) -> String {
        let modal = modal(forRequirement: name).map { "\($0)" } ?? "its modal"
        return "\(modal) is not up"
    }

    func needs(_ target: PendingLink<Schema>.Target, _ name: String) -> Bool {
        var needed = false
        schema.forEachAccess(of: target) { if $0.requirementName == name { needed = true } }
        return needed
    }

    /// A requirement event with no such modal up: nothing changes but a record.
    mutating func ignoreRequirementEvent(_ name: String, _ what: String, because reason: String) {
        record(newLinkID(), "\(name) \(what)", .person, .discarded, "\(reason); nothing changed")
    }

    /// Closes the requirement modal that is up, with the notice that explained it.
    mutating func closeRequirementModal() {
        if let modal = state.visible.modal, let notice = state.visible.notice,
            schema.requirementName(presentedBy: modal) != nil, self.notice(notice, mayCover: modal)
        {
            state.visible.notice = nil
        }
        state.visible.modal = nil
        state.visible.transition = .step
    }

    // MARK: Session and staleness

    /// A link waiting for a requirement beyond sign-in when the session ends waits for sign-in
    /// now (its modal closed with the session).
    mutating func reconsiderPendingRequirement() {
        guard case .requirement(let name)? = state.pending?.reason, name != Requirement<Schema>.signInName else {
            return
        }
        replayPending()
    }

    /// Signing in meets the requirements that count a sign-in as meeting them.
    mutating func meetRequirementsBySignIn() {
        for requirement in schema.requirements where requirement.metBySignIn {
            state.requirementsMet[requirement.name] = now
        }
    }

    /// The session ended or changed hands: nothing it met carries over.
    mutating func forgetRequirements() {
        if !state.requirementsMet.isEmpty { state.requirementsMet = [:] }
    }

    /// On a return from the background: requirements older than their maximum age, or away
    /// longer than they allow, lapse. The screens that need them leave every stack; if the
    /// person was on one, that location waits for the requirement and its modal shows.
    mutating func lapseStaleRequirements() {
        defer { state.backgroundedAt = nil }
        guard case .signedIn(let account) = state.session, !state.requirementsMet.isEmpty else { return }
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
        guard firstUnmetRequirement({ schema.forEachAccess(of: target, $0) }, account: account)?.modal != nil else {
            return
        }
        // What it waits for is decided as for any navigation: a gate or a higher modal first.
        guard let reason = blocker(for: target), reason != .signIn else { return }
        let navigation = Navigation(
            id: newLinkID(), target: target, display: display(current), source: .session, arrivedAt: now)
        park(navigation, reason: reason)
        state.visible.transition = .jump
    }
}
