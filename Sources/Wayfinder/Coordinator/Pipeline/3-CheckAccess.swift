/// Stage 3 of *How a link lands*, Check access: what the session may reach now, what blocks a
/// navigation from landing, and the one decision every navigation goes through.
extension Reduction {
    /// The one decision every navigation goes through: wait while something blocks it, reject it
    /// when the account can never meet what it needs, else resolve it (when its route has a
    /// resolver and has not been resolved yet) or land it.
    /// - Parameters:
    ///   - resolved: Whether its resolver has already answered `proceed` (or `lands`).
    ///   - landing: The destination its resolver named (`lands`), which replaces the rule's in
    ///     every check and in the landing; `nil` for the rule's.
    mutating func proceed(
        _ navigation: Navigation<Schema>, resolved: Bool = false, landing: Destination<Schema>? = nil
    ) {
        // The modal that is up says first what a navigation from outside it does.
        if let (modal, response) = arrival(of: navigation), !waitsForWhat(modal, asks: navigation) {
            switch response {
            case .waits: break  // the blocker below parks it for the modal (or what comes first)
            case .yields: yield(modal, to: navigation)
            case .asks:
                park(navigation, reason: .confirmation(modal))
                return
            }
        }
        // A route's rule is asked of the schema once, for every check below and the landing.
        let target = navigation.target
        let routeRule: (route: Schema.Route, rule: RouteRule<Schema>)? =
            if case .route(let route) = target { (route, schema.rule(for: route)) } else { nil }
        let schema = self.schema
        func visit(_ body: (Access) -> Void) {
            guard let rule = routeRule?.rule else { return schema._forEachAccess(of: target, body) }
            body(rule.access)
            schema._forEachAccess(of: landing ?? rule.destination, body)
        }
        // One walk of what the target needs serves the schema-error check and the blocker.
        let needs = accessNeeds(visit)
        // A requirement the schema does not declare is a schema error: refused, never asked for.
        if state.launch != nil, let name = needs.undeclared {
            landOnFallback(
                navigation, notice: schema.notices.linkUnavailable, outcome: .rejected,
                reason: .linkNeedsUndeclaredRequirement(name, schema: "\(Schema.self)", link: navigation.display))
            return
        }
        if let reason = blocker(landing: target, needs, visit) {
            park(navigation, reason: reason)
            return
        }
        if let access = firstUnpermitted(visit) {
            landOnFallback(
                navigation, notice: schema.notices.accessDenied, outcome: .rejected,
                reason: .accessNotMet(access))
            return
        }
        if let (route, rule) = routeRule {
            if rule.needsResolution && !resolved {
                startResolution(navigation, route)
            } else {
                land(
                    navigation, landing ?? rule.destination, outcome: .landed,
                    reason: landedReason(rule, resolved: resolved))
            }
        } else if case .location(let location) = target {
            land(
                navigation, .tab(location.tab, location.stack), outcome: .landed,
                reason: .returnedToWhereThePersonWas)
        }
    }

    /// Whether `navigation` needs what `modal` is up to ask for (sign-in, or the requirement it
    /// presents): it then waits for it, whatever the modal's policy says. Closing the modal for it
    /// would only bring the same modal back, without what the person typed into it.
    func waitsForWhat(_ modal: Schema.Modal, asks navigation: Navigation<Schema>) -> Bool {
        switch blocker(for: navigation.target) {
        case .signIn?: modal == schema.signInModal
        case .requirement(let name)?: schema.requirementName(presentedBy: modal) == name
        default: false
        }
    }

    /// Whether the session may reach something that needs `access` now. Every admission check
    /// in the reducer goes through here.
    func permits(_ access: Access) -> Bool { schema.mayReach(access, in: state) }

    /// Whether the session may reach `screen` now.
    func permits(_ screen: Schema.Screen) -> Bool { permits(schema.access(for: screen)) }

    /// Whether a screen already shown may stay (met and not lapsed).
    func keeps(_ screen: Schema.Screen) -> Bool { schema.mayStay(schema.access(for: screen), in: state) }

    /// The first access `visit` yields that the session does not meet now, if any.
    func firstUnpermitted(_ visit: ((Access) -> Void) -> Void) -> Access? {
        var unmet: Access?
        visit { access in if unmet == nil && !permits(access) { unmet = access } }
        return unmet
    }

    func firstUnpermitted(_ target: PendingLink<Schema>.Target) -> Access? {
        let schema = self.schema
        return firstUnpermitted { schema._forEachAccess(of: target, $0) }
    }

    /// What keeps a navigation whose target needs the accesses `visit` yields from landing now.
    /// Sign-in first, then each declared requirement in order; a requirement without a modal
    /// blocks nothing (the navigation is then rejected by the access check).
    func blocker(
        landing target: PendingLink<Schema>.Target? = nil, _ needs: AccessNeeds? = nil,
        _ visit: ((Access) -> Void) -> Void
    ) -> PendingLink<Schema>.Reason? {
        if state.launch == nil { return .launch }
        if let gate = state.gates.first { return .gate(gate) }
        // A sign-in link, or a link into sign-in itself, needs to know who is signed in: signed in
        // already it changes nothing (a link never switches accounts, and sign-in never shows over
        // a session), so it waits for the session to settle rather than land on nothing.
        if self.session == .unknown, case .route(let route)? = target {
            let rule = schema.rule(for: route)
            if rule.signsIn || rule.destination.modal == schema.signInModal { return .sessionUnknown }
        }
        let needs = needs ?? accessNeeds(visit)
        if needs.isProtected {
            switch self.session {
            case .unknown: return .sessionUnknown
            case .signedOut, .expired: return .signIn
            case .signedIn: break
            }
        }
        if needs.requirement, let reason = requirementBlocker(visit) { return reason }
        // A modal that holds a flow does not block a target that lands inside it, nor does sign-in
        // block a modal that helps it or a sign-in link.
        if let modal = visible.modal, !passesModalUp(target) { return .modal(modal) }
        return nil
    }

    func blocker(for target: PendingLink<Schema>.Target) -> PendingLink<Schema>.Reason? {
        let schema = self.schema
        return blocker(landing: target) { schema._forEachAccess(of: target, $0) }
    }

    func blocker(for destination: Destination<Schema>) -> PendingLink<Schema>.Reason? {
        let schema = self.schema
        return blocker { schema._forEachAccess(of: destination, $0) }
    }

    /// What keeps a navigation waiting among the declared requirements its accesses name (sign-in,
    /// when it needs it, is met already): the first one, in declared order, the session does not
    /// meet now. Signed in, it waits for that one when it has a modal. Signed out or expired (only
    /// a requirement without sign-in gets here), when its modal may show to them, and first for
    /// the modal up (sign-in) when that modal may not replace it. While the session is unknown it
    /// waits for the session, whose account may meet it alone. `nil` when nothing does: the access
    /// check then rejects what cannot be met in place.
    func requirementBlocker(_ visit: ((Access) -> Void) -> Void) -> PendingLink<Schema>.Reason? {
        let account = signedInAccount
        guard let requirement = firstUnmetRequirement(visit, account: account) else { return nil }
        if self.session == .unknown { return .sessionUnknown }
        guard let modal = requirement.modal else { return nil }
        if account == nil {
            guard permits(schema.rule(for: modal).access) else { return nil }
            if let up = visible.modal, up != modal, !schema.modal(modal, mayReplace: up) { return .modal(up) }
        }
        return .requirement(requirement.name)
    }

    /// The first declared requirement, in declared order, that the accesses need and the
    /// session does not meet now (`account` is the signed-in account, `nil` when not signed in).
    func firstUnmetRequirement(_ visit: ((Access) -> Void) -> Void, account: Account?) -> Requirement<Schema>? {
        for requirement in schema.requirements {
            var needed = false
            visit { access in if access.requirementName == requirement.name { needed = true } }
            if needed && !schema._isMet(requirement, account: account, in: state, fresh: true) { return requirement }
        }
        return nil
    }

    /// What a navigation's accesses need, gathered in one walk of them.
    struct AccessNeeds {
        /// Whether any needs sign-in.
        var isProtected = false
        /// Whether any names a requirement beyond sign-in.
        var requirement = false
        /// The first requirement named that the schema does not declare, if any.
        var undeclared: RequirementName?

        init() {}
    }

    /// What the accesses `visit` yields need: protection, a requirement, an undeclared one.
    func accessNeeds(_ visit: ((Access) -> Void) -> Void) -> AccessNeeds {
        var needs = AccessNeeds()
        let schema = self.schema
        visit { access in
            if access.isProtected { needs.isProtected = true }
            guard let name = access.requirementName else { return }
            needs.requirement = true
            if needs.undeclared == nil, schema.requirement(named: name) == nil { needs.undeclared = name }
        }
        return needs
    }

    /// The schema error `access` makes when it names a requirement the schema does not declare.
    func undeclaredError(_ access: Access) -> DecisionReason? {
        guard let name = access.requirementName, schema.requirement(named: name) == nil else { return nil }
        return .undeclaredRequirement(name, schema: "\(Schema.self)")
    }

    func needs(_ target: PendingLink<Schema>.Target, _ name: RequirementName) -> Bool {
        var needed = false
        schema._forEachAccess(of: target) { if $0.requirementName == name { needed = true } }
        return needed
    }
}
