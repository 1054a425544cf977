public import Wayfinder

/// Checks the invariants (listed in the "How a link lands" article) after every step of a run:
/// the eleven that hold in each window, and the two that hold between windows.
///
/// Each problem is an ``InvariantViolation``: the invariant's number and a sentence. The checks that need
/// a whole flow (the same place signed in and out, Back walking to the root) live in ``Audit``.
public struct InvariantChecker<Schema: NavigationSchema>: Sendable {
    public var schema: Schema

    public init(schema: Schema) { self.schema = schema }

    /// The checks, ready for ``NavigationHarness/checks``.
    public var checks: [@Sendable (HarnessStep<Schema>) -> [InvariantViolation]] {
        let checker = self
        return [{ checker.problems(in: $0) + checker.windowProblems(in: $0) }]
    }

    /// Every invariant broken by one step.
    /// - Parameter step: The step, with the state before and after and the records it produced.
    /// - Returns: One violation per problem; empty when every invariant held.
    /// - Complexity: O(stacks + records of the step): nothing scans the records of earlier steps.
    public func problems(in step: HarnessStep<Schema>) -> [InvariantViolation] {
        var problems: [InvariantViolation] = []
        func add(_ invariant: Invariant, _ message: String) {
            problems.append(InvariantViolation(invariant, message))
        }
        let state = step.after
        let signIn = schema.signInModal

        // 1. One modal; sign-in only under a forced update; notices over sign-in explain it.
        for gate in state.gates {
            if let gateModal = schema.modal(for: gate), state.modal != gateModal,
                schema.modal(gateModal, mayReplace: state.modal)
            {
                add(
                    .oneModal,
                    "the \(gate) gate is raised but \(state.modal.map { "\($0)" } ?? "no modal") is presented"
                )
            }
        }
        if state.modal == signIn, let notice = state.notice, !schema.notices.explainingSignIn.contains(notice) {
            add(.oneModal, "the notice \(notice) covers sign-in without explaining it")
        }
        if let modal = state.modal, modal != signIn, let notice = state.notice,
            let name = schema.requirementName(presentedBy: modal),
            schema.requirement(named: name)?.failedNotice != notice
        {
            add(.oneModal, "the notice \(notice) covers \(modal) (\(name)) without explaining it")
        }

        // 2. Nothing visible that the session may not see: every screen of every stack holds all
        // of its requirements (sign-in, and each declared one met and not lapsed).
        for tab in schema.tabs {
            for screen in state.stack(for: tab) where !schema.mayStay(schema.access(for: screen), in: state) {
                add(
                    .accessHolds,
                    "\(screen) in \(tab) needs \(schema.access(for: screen)) but the session is \(state.session)"
                        + Self.met(schema.access(for: screen), in: state)
                )
            }
        }
        if let modal = state.modal, !schema.mayStay(schema.rule(for: modal).access, in: state) {
            add(
                .accessHolds,
                "the modal \(modal) needs \(schema.rule(for: modal).access) but the session is \(state.session)"
            )
        }

        if let presented = state.presented {
            let inside = (schema.root(of: presented.modal).map { [$0] } ?? []) + presented.stack
            for screen in inside where !schema.mayStay(schema.access(for: screen), in: state) {
                add(
                    .accessHolds,
                    "\(screen) inside \(presented.modal) needs \(schema.access(for: screen)) but the session is \(state.session)"
                )
            }
        }
        problems += flowProblems(in: step)

        // 2 and 10, outward: the handoff link never carries a secret or a personal value, nor leads to a place the session may not
        // see, and there is none behind sign-in, a requirement's modal or a gate. When it changes,
        // its printed link is read back as another device would, through the table.
        // The link follows what is visible, the session and the gates (and requirements met, whose
        // lapse removes screens: invariant 2), so a step that changed none is not checked again.
        let handoffMayHaveChanged =
            step.before.visible != state.visible || step.before.session != state.session
            || step.before.gates != state.gates
        if handoffMayHaveChanged, let route = state.handoffRoute(in: schema) {
            // Printed only for a message: most steps break nothing.
            var shown: String { schema.links.redactedDescription(of: route) }
            if let modal = state.modal, schema.requirementName(presentedBy: modal) != nil {
                add(.accessHolds, "the handoff link \(shown) is advertised while \(modal) is up")
            }
            if !state.gates.isEmpty { add(.accessHolds, "the handoff link \(shown) is advertised while a gate is up") }
            if schema.links.containsSecrets(route) {
                add(.oneRecordWithoutSecrets, "the handoff link \(shown) carries a secret")
            }
            if schema.links.containsPersonalValues(route) {
                add(.oneRecordWithoutSecrets, "the handoff link \(shown) carries a personal value")
            }
            if !schema.mayStay(schema.rule(for: route).access, in: state) {
                add(
                    .accessHolds,
                    "the handoff link \(shown) needs \(schema.rule(for: route).access) but the session is \(state.session)"
                )
            }
            if route != step.before.handoffRoute(in: schema), let link = state.handoffLink(in: schema),
                (try? schema.links.match(link).get()) != route
            {
                add(.oneRecordWithoutSecrets, "the handoff link \(shown) does not parse back to its route")
            }
        }

        problems += protectedRootProblems(in: state)

        // 3 and 10. Exactly one terminal record per navigation; a waiting one has none yet.
        let terminal = step.terminalRecords
        for record in step.newRecords where record.outcome.isTerminal && terminal[record.id, default: 0] > 1 {
            add(
                .oneRecordWithoutSecrets,
                "\(record.id) (\(record.link)) ended twice; the second time as \(record.outcome.rawValue)"
            )
        }
        if let pending = state.pending, terminal[pending.id] != nil {
            add(.onePendingLink, "the pending link \(pending.display) already has a terminal record")
        }
        problems += confirmationProblems(in: step, terminal: terminal)
        if let flight = state.inFlight, terminal[flight.linkID] != nil {
            add(.oneNavigationInFlight, "the resolution in flight for \(flight.display) already has a terminal record")
        }
        if case .launched = step.event, let pending = state.pending,
            !step.newRecords.contains(where: { $0.id == pending.id })
        {
            add(.onePendingLink, "the pending link \(pending.display) survived a launch")
        }

        // 5. A rejected link lands on the fallback (unless a modal or gate holds the screen), or
        // signed out with a protected default root, on the public tab in its place.
        for record in step.newRecords
        where record.outcome == .rejected && (record.source.isExternal || record.source == .app) {
            if let landing = record.landing, landing.modal == nil, state.gates.isEmpty,
                landing != RecordedLocation(tab: schema.fallbackTab(in: state).description)
            {
                add(.unknownLinksFallBack, "the rejected link \(record.link) landed on \(landing), not the fallback")
            }
        }

        // 6. A late answer changes nothing.
        if case .resolutionFinished(let id, _) = step.event, step.before.inFlight?.id != id {
            if step.before.location != state.location || step.before.presented != state.presented
                || step.before.notice != state.notice
                || !step.newRecords.isEmpty
            {
                add(.oneNavigationInFlight, "a late answer for \(id) changed the state")
            }
        }

        // 9. Sign-out and account change drop protected navigation.
        let accountChanged: Bool = {
            guard case .signedIn(let account) = state.session, let previous = step.before.session.account else {
                return false
            }
            return previous != account
        }()
        if case .signedOut = step.event {
            if let pending = state.pending, isProtected(pending.target) {
                add(.signOutClearsProtected, "the protected pending link \(pending.display) survived sign-out")
            }
        }
        if accountChanged, let old = step.before.pending, isProtected(old.target), state.pending?.id == old.id {
            add(.signOutClearsProtected, "the protected pending link \(old.display) survived an account change")
        }

        // 10. No secrets in records, and no personal value long enough to be told from a record's
        // own words (a value such as `draft` or `home` is one of them).
        let (secrets, personal) = hiddenValues(in: step)
        for record in step.newRecords {
            for secret in secrets {
                let fields =
                    [record.link, record.landing?.description ?? ""]
                    + (secret.count >= 8 ? [record.reason.description] : [])
                if fields.contains(where: { $0.contains(secret) }) {
                    add(.oneRecordWithoutSecrets, "a record for \(record.id) contains a secret value")
                }
            }
            for value in personal {
                let fields = [record.link, record.landing?.description ?? "", record.reason.description]
                if fields.contains(where: { $0.contains(value) }) {
                    add(.oneRecordWithoutSecrets, "a record for \(record.id) contains a personal value")
                }
            }
        }
        return problems
    }

    /// 11. Signed out or expired, no protected tab root in view: with a public tab the person is
    /// on one; without, a modal covers the root while the scene is active (sign-in, a gate's
    /// modal above it, or a public modal sign-in comes back after).
    func protectedRootProblems(in state: NavigationState<Schema>) -> [InvariantViolation] {
        guard state.launch != nil else { return [] }
        switch state.session {
        case .signedOut, .expired: break
        case .signedIn, .unknown: return []
        }
        let tab = state.selectedTab
        guard schema.access(forRootOf: tab).isProtected else { return [] }
        if let open = schema.tabs.first(where: { !schema.access(forRootOf: $0).isProtected }) {
            return [
                InvariantViolation(
                    .protectedRootsStayCovered,
                    "the session is \(state.session) and the protected root of \(tab) is selected, though \(open) is public"
                )
            ]
        }
        guard state.modal == nil, state.gates.isEmpty, state.scenePhase == .active else { return [] }
        return [
            InvariantViolation(
                .protectedRootsStayCovered,
                "the session is \(state.session) and the protected root of \(tab) is in view with no sign-in over it")
        ]
    }

    static func met(_ access: Access, in state: NavigationState<Schema>) -> String {
        guard let name = access.requirementName else { return "" }
        return state.lastMet(name).map { " and \(name) was last met at \($0)" } ?? " and \(name) is not met"
    }

    func isProtected(_ target: PendingLink<Schema>.Target) -> Bool { schema.isProtected(target) }

    /// The secret parameter values of the link an event carries, as the link table captured them,
    /// and its personal values of 8 characters or more (a link, or a route from a tap or an
    /// intent).
    func hiddenValues(in step: HarnessStep<Schema>) -> (secrets: [String], personal: [String]) {
        let parameters: LinkParameters?
        switch step.event {
        case .linkReceived(let link, _): parameters = try? schema.links.matchDetails(link).get().parameters
        case .launched(let launch):
            parameters = launch.link.flatMap { try? schema.links.matchDetails($0).get().parameters }
        case .routeRequested(let route, _): parameters = schema.links.canonicalMatch(for: route)?.parameters
        default: parameters = nil
        }
        guard let items = parameters?.items else { return ([], []) }
        return (
            items.filter { $0.isSecret && !$0.value.isEmpty }.map(\.value),
            // The placeholder is what a personal value prints as: a replayed link carries it.
            items.filter { $0.isPersonal && $0.value.count >= 8 && $0.value != Redaction.personal }.map(\.value)
        )
    }
}

extension InvariantChecker {
    /// Flows inside a modal: a modal without a root holds no stack, every screen is in a container
    /// it may be in, no stack holds a screen twice, and `back` pops exactly one screen of the
    /// topmost stack or, at its root, nothing.
    func flowProblems(in step: HarnessStep<Schema>) -> [InvariantViolation] {
        var problems: [InvariantViolation] = []
        let state = step.after
        func checkOnce(_ stack: [Schema.Screen], _ place: String) {
            if Set(stack).count != stack.count {
                problems.append(InvariantViolation(.backWalksToRoot, "\(place) holds a screen twice: \(stack)"))
            }
        }
        for tab in schema.tabs {
            let stack = state.stack(for: tab)
            checkOnce(stack, "the stack of \(tab)")
            for screen in stack {
                if let owner = schema.modal(owning: screen) {
                    problems.append(InvariantViolation(.accessHolds, "\(screen) of \(owner) is in the stack of \(tab)"))
                }
            }
        }
        if let presented = state.presented {
            checkOnce(presented.stack, "the stack inside \(presented.modal)")
            if schema.root(of: presented.modal) == nil && !presented.stack.isEmpty {
                problems.append(
                    InvariantViolation(.accessHolds, "\(presented.modal) holds no stack but shows \(presented.stack)"))
            }
            for screen in presented.stack {
                if let owner = schema.modal(owning: screen), owner != presented.modal {
                    problems.append(
                        InvariantViolation(.accessHolds, "\(screen) of \(owner) is inside \(presented.modal)"))
                }
            }
        }
        if case .popped = step.event {
            let before = step.before
            let flow = before.presented.flatMap { schema.root(of: $0.modal) != nil ? $0 : nil }
            let old = flow?.stack ?? before.stack(for: before.selectedTab)
            let new = flow != nil ? state.presented?.stack ?? [] : state.stack(for: state.selectedTab)
            let expected = Array(old.dropLast())
            if new != expected || (flow != nil && state.presented?.modal != flow?.modal) {
                problems.append(
                    InvariantViolation(.backWalksToRoot, "back turned \(old) into \(new), not \(expected)"))
            }
        }
        return problems
    }

    /// 3, over a modal: at most one link waits, pending or asked; a question is only over the
    /// modal up, whose policy asks at that moment; nothing lands while it is up; it ends once.
    func confirmationProblems(in step: HarnessStep<Schema>, terminal: [LinkID: Int]) -> [InvariantViolation] {
        let state = step.after
        guard let question = state.confirmation else { return [] }
        // With several windows the question is over the modal of the window that took its link;
        // the other windows' states are checked without it.
        if let owner = step.windowsAfter.pendingWindow, let shown = step.windowsAfter.state(of: owner),
            shown.visible != state.visible
        {
            return []
        }
        var problems: [InvariantViolation] = []
        if let pending = state.pending {
            problems.append(
                InvariantViolation(
                    .onePendingLink, "\(pending.display) is pending while \(question.display) waits for an answer"))
        }
        guard case .confirmation(let modal) = question.reason, let presented = state.presented, presented.modal == modal
        else {
            problems.append(
                InvariantViolation(
                    .onePendingLink,
                    "the question for \(question.display) is up over \(state.modal.map { "\($0)" } ?? "no modal")"))
            return problems
        }
        let isTap = question.source == .app || question.source == .person
        let response = schema.rule(for: modal).arrivals.response(isTap: isTap, edited: presented.hasUnsavedInput)
        if response != .asks || schema.requirementName(presentedBy: modal) != nil {
            problems.append(
                InvariantViolation(
                    .onePendingLink, "the question for \(question.display) is up over \(modal), which \(response) now"))
        }
        if let landed = step.newRecords.first(where: { $0.outcome == .landed }) {
            problems.append(
                InvariantViolation(
                    .onePendingLink, "\(landed.link) landed while the question for \(question.display) is up"))
        }
        if terminal[question.id] != nil {
            problems.append(
                InvariantViolation(
                    .onePendingLink, "the question for \(question.display) already has a terminal record"))
        }
        return problems
    }
}

extension NavigationSchema {
    /// The fallback's tab as the session in `state` sees it (invariant 5): the default tab when
    /// it may see its root. Else, signed out or expired with a protected default root, the public
    /// tab the rule of protected roots moves the person to instead (the first in display order);
    /// while the session is unknown, or signed in without a requirement the root needs, the first
    /// tab whose root it may see, the default root waiting for what it needs. With no such tab it
    /// is the default tab.
    func fallbackTab(in state: NavigationState<Self>) -> Tab {
        let root = access(forRootOf: defaultTab)
        if mayReach(root, in: state) { return defaultTab }
        let signedOut: Bool
        switch state.session {
        case .signedOut, .expired: signedOut = true
        case .signedIn, .unknown: signedOut = false
        }
        if signedOut && root.isProtected { return tabs.first { !access(forRootOf: $0).isProtected } ?? defaultTab }
        return tabs.first { mayReach(access(forRootOf: $0), in: state) } ?? defaultTab
    }
}
