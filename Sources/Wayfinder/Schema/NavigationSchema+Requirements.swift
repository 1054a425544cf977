/// The one access check: whether the session, with what it has done and when, may reach or keep
/// something.
extension NavigationSchema {
    /// The declared requirement called `name`, or `nil` when ``requirements`` does not declare it
    /// (sign-in is not among them: it is ``signInModal`` and ``Access/signedIn``).
    ///
    /// An undeclared name is a schema error, never a crash: ``undeclaredRequirements`` lists
    /// every one the schema uses, a ``Coordinator`` records each at launch, and a navigation that
    /// needs one is refused with a record naming it.
    /// - Parameter name: A name used by ``Access/requirement(_:)``.
    /// - Returns: Its declaration, or `nil`.
    /// - Complexity: O(declared requirements); no allocation.
    package func requirement(named name: RequirementName) -> Requirement<Self>? {
        for requirement in requirements where requirement.name == name { return requirement }
        return nil
    }

    /// Whether the schema declares a requirement called `name` (sign-in is always declared).
    package func declaresRequirement(_ name: RequirementName) -> Bool {
        name == .signIn || requirements.contains { $0.name == name }
    }

    /// The requirement whose modal is `modal`, if it is one (sign-in's is ``signInModal``).
    /// - Returns: The requirement's name, ``RequirementName/signIn`` for the sign-in modal.
    package func requirementName(presentedBy modal: Modal) -> RequirementName? {
        if modal == signInModal { return .signIn }
        for requirement in requirements where requirement.modal == modal { return requirement.name }
        return nil
    }

    /// Whether something needing `access` may be reached now in `state`: signed in (unless the
    /// access is public), and the requirement it names met and not older than its maximum age.
    /// Links, taps, pushes, path writes, restores, redirects and resolver landings all pass here.
    /// - Complexity: O(declared requirements); no allocation.
    public func mayReach(_ access: Access, in state: NavigationState<Self>) -> Bool {
        _check(access, in: state, fresh: true)
    }

    /// Whether something needing `access` that is already shown may stay: signed in (unless the
    /// access is public), and the requirement met and not lapsed (it lapses on a return from the background or when the
    /// session ends, never under the person's eyes). No screen that fails this is ever visible.
    /// - Complexity: O(declared requirements); no allocation.
    public func mayStay(_ access: Access, in state: NavigationState<Self>) -> Bool {
        _check(access, in: state, fresh: false)
    }

    func _check(_ access: Access, in state: NavigationState<Self>, fresh: Bool) -> Bool {
        switch access {
        case .public: return true
        case .signedIn:
            if case .signedIn = state.session { return true }
            return false
        case .requirement(let name):
            // An undeclared requirement is never met (a schema error, recorded where it is used).
            guard case .signedIn(let account) = state.session, let requirement = requirement(named: name) else {
                return false
            }
            return _isMet(requirement, account: account, in: state, fresh: fresh)
        case .publicRequiring(let name):
            guard let requirement = requirement(named: name) else { return false }
            let account: Account? = if case .signedIn(let account) = state.session { account } else { nil }
            return _isMet(requirement, account: account, in: state, fresh: fresh)
        }
    }

    /// Whether `requirement` is met in `state`: by the signed-in `account` alone, or met (and,
    /// when `fresh`, no older than its maximum age). Signed out, `account` is `nil`.
    func _isMet(_ requirement: Requirement<Self>, account: Account?, in state: NavigationState<Self>, fresh: Bool)
        -> Bool
    {
        if let account, let byAccount = requirement.isMetByAccount, byAccount(account) { return true }
        guard let at = state.requirementsMet[requirement.name] else { return false }
        guard fresh, let maxAge = requirement.maxAge else { return true }
        return state.now - at <= maxAge
    }
}

extension NavigationSchema {
    /// The declared requirements beyond sign-in that a route needs, its own and those of every
    /// screen and the modal of its destination, in the order they are asked for. For tools (the
    /// route map, `wayfinder links`, the tour), not for the reducer: it allocates.
    /// - Parameter route: A route.
    /// - Returns: Requirement names.
    package func requirementNames(for route: Route) -> [RequirementName] {
        var names: Set<RequirementName> = []
        _forEachAccess(of: .route(route)) { if let name = $0.requirementName { names.insert(name) } }
        return requirements.map(\.name).filter(names.contains)
    }

    /// Every access a navigation's target needs, in no particular order: a route's own access,
    /// its destination's tab root, each screen and its modal's; a location's tab root and screens.
    func _forEachAccess(of target: PendingLink<Self>.Target, _ body: (Access) -> Void) {
        switch target {
        case .route(let route):
            let rule = rule(for: route)
            body(rule.access)
            _forEachAccess(of: rule.destination, body)
        case .location(let location):
            body(access(forRootOf: location.tab))
            for screen in location.stack { body(access(for: screen)) }
        }
    }

    /// Whether a waiting navigation needs sign-in anywhere (``Access/isProtected``): its route, a
    /// screen it lands on or returns to, or its modal. Sign-out and an account change drop such
    /// links; one that needs only public access, with or without a requirement, stays.
    package func isProtected(_ target: PendingLink<Self>.Target) -> Bool {
        var protected = false
        _forEachAccess(of: target) { if $0.isProtected { protected = true } }
        return protected
    }

    /// Every access a destination needs: its tab root's, each screen's, the modal's, and the
    /// modal's root screen's and each screen of its flow's (a public modal may hold a flow whose
    /// screens need sign-in).
    func _forEachAccess(of destination: Destination<Self>, _ body: (Access) -> Void) {
        if case .tab(let tab, let stack) = destination.place {
            body(access(forRootOf: tab))
            for screen in stack { body(access(for: screen)) }
        }
        if let presentation = destination.presentation {
            body(rule(for: presentation.modal).access)
            if let root = root(of: presentation.modal) { body(access(for: root)) }
            for screen in presentation.stack { body(access(for: screen)) }
        }
    }
}
