/// Requirements: sign-in first, then the schema's declared ones in order, one modal at a time.
/// What blocks a navigation, what its modal's events do, and how a requirement lapses.
extension Reduction {
    // MARK: Checks

    /// Whether the session may reach something that needs `access` now. Every admission check
    /// in the reducer goes through here.
    @inlinable
    func permits(_ access: Access) -> Bool { schema.meets(access, in: state) }

    /// Whether the session may reach `screen` now.
    @inlinable
    func permits(_ screen: Schema.Screen) -> Bool { permits(schema.access(for: screen)) }

    /// Whether a screen already shown may stay (met and not lapsed).
    @inlinable
    func keeps(_ screen: Schema.Screen) -> Bool { schema.holds(schema.access(for: screen), in: state) }

    /// The first access `visit` yields that the session does not meet now, if any.
    @inlinable
    func firstUnpermitted(_ visit: ((Access) -> Void) -> Void) -> Access? {
        var unmet: Access?
        visit { access in if unmet == nil && !permits(access) { unmet = access } }
        return unmet
    }

    /// What keeps a navigation whose target needs the accesses `visit` yields from landing now.
    /// Sign-in first, then each declared requirement in order; a requirement without a modal
    /// blocks nothing (the navigation is then rejected by the access check).
    @inlinable
    func blocker(
        landing target: PendingLink<Schema>.Target? = nil, _ visit: ((Access) -> Void) -> Void
    ) -> PendingLink<Schema>.Reason? {
        if state._launch == nil { return .launch }
        if let gate = state._gates.first { return .gate(gate) }
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
            switch state._session {
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
        if let modal = state._visible.modal, !landsInsideFlow(target) { return .modal(modal) }
        return nil
    }

    /// The first declared requirement, in declared order, that the accesses need and the
    /// session does not meet now.
    @inlinable
    func firstUnmetRequirement(_ visit: ((Access) -> Void) -> Void, account: Account) -> Requirement<Schema>? {
        for requirement in schema.requirements {
            var needed = false
            visit { access in if access.requirementName == requirement.name { needed = true } }
            if needed && !schema._isMet(requirement, account: account, in: state, fresh: true) { return requirement }
        }
        return nil
    }

    @inlinable
    func blocker(for target: PendingLink<Schema>.Target) -> PendingLink<Schema>.Reason? {
        let schema = self.schema
        return blocker(landing: target) { schema._forEachAccess(of: target, $0) }
    }

    @inlinable
    func blocker(for destination: Destination<Schema>) -> PendingLink<Schema>.Reason? {
        let schema = self.schema
        return blocker { schema._forEachAccess(of: destination, $0) }
    }

    @inlinable
    func firstUnpermitted(_ target: PendingLink<Schema>.Target) -> Access? {
        let schema = self.schema
        return firstUnpermitted { schema._forEachAccess(of: target, $0) }
    }

    // MARK: Modals

    /// The modal that satisfies the requirement called `name`.
    @inlinable
    func modal(forRequirement name: String) -> Schema.Modal? {
        name == Requirement<Schema>.signInName ? schema.signInModal : schema.requirement(named: name).modal
    }

    /// Whether `notice` may show while the requirement modal `modal` is up: only the notices
    /// that explain it (its failure; for sign-in the schema's ``NoticeRoles/explainingSignIn``).
    @inlinable
    func notice(_ notice: Schema.Notice, mayCover modal: Schema.Modal) -> Bool {
        if modal == schema.signInModal { return schema.notices.explainingSignIn.contains(notice) }
        guard let name = schema.requirementName(presentedBy: modal) else { return true }
        return schema.requirement(named: name).failedNotice == notice
    }

    /// Presents the modal of the requirement a navigation waits for: now, or on the next
    /// foreground while in the background. A modal of higher priority stays.
    @inlinable
    mutating func presentRequirement(_ name: String) {
        if name == Requirement<Schema>.signInName {
            presentSignIn()
            return
        }
        guard let modal = modal(forRequirement: name), case .signedIn = state._session else { return }
        guard state._scenePhase == .active else {
            state._expiryNoticeDue = true
            return
        }
        if let current = state._visible.modal, current != modal, priority(of: current) >= priority(of: modal) {
            return
        }
        if state._visible.modal != modal { state._visible.transition = .step }
        setModal(modal)
    }

    // MARK: Events

    @inlinable
    mutating func meetRequirement(_ name: String) {
        guard name != Requirement<Schema>.signInName else {
            ignoreRequirementEvent(name, "met", because: "sign-in is met by signing in with an account")
            return
        }
        guard isUp(name), case .signedIn = state._session else {
            ignoreRequirementEvent(name, "met", because: upNote(name))
            return
        }
        state._requirementsMet[name] = now
        closeRequirementModal()
        replayPending()
    }

    @inlinable
    mutating func failRequirement(_ name: String) {
        if name == Requirement<Schema>.signInName {
            guard isUp(name) else { return ignoreRequirementEvent(name, "failed", because: upNote(name)) }
            failSignIn()
            return
        }
        guard isUp(name) else { return ignoreRequirementEvent(name, "failed", because: upNote(name)) }
        if let notice = schema.requirement(named: name).failedNotice { show(notice) }
    }

    @inlinable
    mutating func cancelRequirement(_ name: String) {
        guard isUp(name) else { return ignoreRequirementEvent(name, "cancelled", because: upNote(name)) }
        if name == Requirement<Schema>.signInName {
            cancelSignIn()
            return
        }
        closeRequirementModal()
        if schema.requirement(named: name).cancellation == .dropsLink, let pending = state._pending,
            pending.reason == .requirement(name) || needs(pending.target, name)
        {
            state._pending = nil
            record(
                pending.id, pending.display, pending.source, .cancelled, "the person cancelled \(name)",
                target: pending.target)
        }
        replayPending()
    }

    /// Whether the modal of the requirement called `name` is up.
    @inlinable
    func isUp(_ name: String) -> Bool {
        guard schema.declaresRequirement(name) else {
            preconditionFailure(
                "Wayfinder: an event names the requirement \"\(name)\", which \(Schema.self) does not declare: add "
                    + "`Requirement(\"\(name)\", modal: …)` to its `requirements`.")
        }
        guard let modal = modal(forRequirement: name) else { return false }
        return state._visible.modal == modal
    }

    @inlinable
    func upNote(_ name: String) -> String {
        let modal = modal(forRequirement: name).map { "\($0)" } ?? "its modal"
        return "\(modal) is not up"
    }

    @inlinable
    func needs(_ target: PendingLink<Schema>.Target, _ name: String) -> Bool {
        var needed = false
        schema._forEachAccess(of: target) { if $0.requirementName == name { needed = true } }
        return needed
    }

    /// A requirement event with no such modal up: nothing changes but a record.
    @inlinable
    mutating func ignoreRequirementEvent(_ name: String, _ what: String, because reason: String) {
        record(newLinkID(), "\(name) \(what)", .person, .discarded, "\(reason); nothing changed")
    }

    /// Closes the requirement modal that is up, with the notice that explained it.
    @inlinable
    mutating func closeRequirementModal() {
        if let modal = state._visible.modal, let notice = state._visible.notice,
            schema.requirementName(presentedBy: modal) != nil, self.notice(notice, mayCover: modal)
        {
            state._visible.notice = nil
        }
        state._visible.modal = nil
        state._visible.transition = .step
    }

    // MARK: Session and staleness

    /// A link waiting for a requirement beyond sign-in when the session ends waits for sign-in
    /// now (its modal closed with the session).
    @inlinable
    mutating func reconsiderPendingRequirement() {
        guard case .requirement(let name)? = state._pending?.reason, name != Requirement<Schema>.signInName else {
            return
        }
        replayPending()
    }

    /// Signing in meets the requirements that count a sign-in as meeting them.
    @inlinable
    mutating func meetRequirementsBySignIn() {
        for requirement in schema.requirements where requirement.metBySignIn {
            state._requirementsMet[requirement.name] = now
        }
    }

    /// The session ended or changed hands: nothing it met carries over.
    @inlinable
    mutating func forgetRequirements() {
        if !state._requirementsMet.isEmpty { state._requirementsMet = [:] }
    }

    /// On a return from the background: requirements older than their maximum age, or away
    /// longer than they allow, lapse. The screens that need them leave every stack; if the
    /// person was on one, that location waits for the requirement and its modal shows.
    @inlinable
    mutating func lapseStaleRequirements() {
        defer { state._backgroundedAt = nil }
        guard case .signedIn(let account) = state._session, !state._requirementsMet.isEmpty else { return }
        let away = state._backgroundedAt.map { now - $0 }
        var lapsed = false
        for requirement in schema.requirements {
            guard let at = state._requirementsMet[requirement.name] else { continue }
            let old = requirement.maxAge.map { now - at > $0 } ?? false
            let wasAway = requirement.lapsesAfterBackground.map { limit in away.map { $0 >= limit } ?? false } ?? false
            if old || wasAway {
                state._requirementsMet[requirement.name] = nil
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
            id: newLinkID(), target: target, display: display(current), source: .session, arrivedAt: now)
        park(navigation, reason: reason)
        state._visible.transition = .jump
    }
}
