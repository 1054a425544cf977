public import Wayfinder

/// The pre-release checklist, automated: every sample link of a schema, under every
/// ``AuditCondition``, with the flow completed and the invariants checked after every step.
///
/// For each sample link and condition the audit drives a ``NavigationHarness`` with the
/// ``InvariantChecker`` attached:
///
/// 1. it sets up the condition and delivers the link (see ``AuditCondition`` for the exact events);
/// 2. it completes the flow: clears every raised gate (the update is installed), signs in as
///    ``account`` whenever sign-in is up, meets a declared requirement whenever its modal is up
///    (a step-up), until nothing asks for anything;
/// 3. it notes where the person landed (location, modal, notice);
/// 4. it checks what needs the whole flow: the route's declared destination keeps every screen
///    in a container it belongs to, and the schema declares every requirement it uses
///    (`NavigationSchema.undeclaredRequirements`) (invariant 2: such a schema error ends on
///    the fallback in every condition, so no comparison of conditions would find it); nothing
///    is left pending or in flight, every navigation ended in a terminal record (invariants 3
///    and 10); an unknown, foreign or
///    malformed link ended on the fallback (signed out with a protected default tab, the public
///    tab in its place), with the link-unavailable notice when nothing was up (invariant 5); Back from the landing place shortens the stack by one screen per press, stays
///    in the tab and reaches the root in exactly as many presses as there are screens, after
///    which it does nothing (invariant 7);
/// 5. across conditions, a link that ends somewhere after signing in from signed out, expired or
///    unknown must end where it ends when signed in from the start, under the same launch and
///    blocker (invariant 4: location and modal compared); a run that ends without signing in
///    (nothing asked for sign-in) is not compared.
///
/// A sample whose resolver reports its item unavailable (missing data) lands on the resolver's
/// safe place with a notice: that is expected, not a violation.
///
/// ```swift
/// let report = await Audit(schema: Shop(), account: "alice").run()
/// print(report.summary)  // audit: 1350 runs (30 sample links × 45 conditions), no violations
/// #expect(report.violations.isEmpty)
/// ```
public struct Audit<Schema: NavigationSchema>: Sendable {
    public var schema: Schema
    /// The account that signs in when sign-in is asked for, and whose session is signed in or expired.
    public var account: Account
    /// The conditions each sample link runs under; defaults to ``AuditCondition/all(for:)``.
    public var conditions: [AuditCondition]
    /// The sample links audited; defaults to the schema's `NavigationSchema.sampleLinks`.
    public var samples: [SampleLink]

    /// Creates an audit.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - account: The account to sign in as (the first of the app's accounts).
    ///   - conditions: The conditions; `nil` for every combination.
    ///   - samples: The links; `nil` for the schema's sample links.
    public init(schema: Schema, account: Account, conditions: [AuditCondition]? = nil, samples: [SampleLink]? = nil) {
        self.schema = schema
        self.account = account
        self.conditions = conditions ?? AuditCondition.all(for: schema)
        self.samples = samples ?? schema.sampleLinks
    }

    /// Runs every sample under every condition, one sample per child task.
    /// - Returns: The report: one run per sample and condition, sample-major.
    /// - Complexity: samples × conditions runs of a handful of events each.
    public func run() async -> AuditReport<Schema> {
        let start = Start(schema)
        let prepared = samples.map { prepare($0, start) }
        var playable: [AuditCondition] = []
        var unplayed: [AuditReport<Schema>.Unplayed] = []
        for condition in self.conditions {
            if let up = await whyUnreachable(condition, from: start.harness) {
                unplayed.append(.init(condition: condition, actuallyUp: up))
            } else {
                playable.append(condition)
            }
        }
        let conditions = playable
        let rows = await withTaskGroup(of: (Int, [AuditReport<Schema>.Run]).self) { group in
            for (index, sample) in prepared.enumerated() {
                group.addTask {
                    var row: [AuditReport<Schema>.Run] = []
                    for condition in conditions { row.append(await run(sample, under: condition, from: start)) }
                    Self.compareWithSignedIn(
                        &row, needsSignIn: sample.needsSignIn, opensHelper: sample.opensHelper,
                        rootsSignInOpens: start.rootsSignInOpens)
                    return (index, row)
                }
            }
            var rows = Array(repeating: [AuditReport<Schema>.Run](), count: prepared.count)
            for await (index, row) in group { rows[index] = row }
            return rows
        }
        return AuditReport(
            account: account.id,
            samples: prepared.map { AuditReport<Schema>.Sample(link: $0.display, variant: $0.sample.variant) },
            conditions: conditions, runs: rows.flatMap { $0 }, unplayed: unplayed)
    }

    /// Runs one sample under one condition (without the cross-condition check of invariant 4).
    /// - Returns: Where it landed and what broke.
    public func run(_ sample: SampleLink, under condition: AuditCondition) async -> AuditReport<Schema>.Run {
        let start = Start(schema)
        return await run(prepare(sample, start), under: condition, from: start)
    }

    /// What every run starts from, made once per audit rather than once per run: reading the
    /// schema for undeclared requirements (which matches and prints every link rule) was most of
    /// the cost of a run when each run made its own harness.
    private struct Start: Sendable {
        /// A fresh harness with the schema's initial state; each run plays a copy.
        var harness: NavigationHarness<Schema>
        /// The same with the invariant checks installed.
        var checked: NavigationHarness<Schema>
        /// Every requirement the schema uses without declaring it, as schema errors.
        var undeclared: [String]
        /// The tabs whose root needs a requirement that signing in meets.
        var rootsSignInOpens: Set<Schema.Tab>

        init(_ schema: Schema) {
            harness = NavigationHarness(schema: schema)
            checked = harness
            checked.checks = InvariantChecker(schema: schema).checks
            undeclared = harness.coordinator.undeclaredRequirements.map { "schema error: \($0)" }
            rootsSignInOpens = Set(
                schema.tabs.filter { tab in
                    schema.access(forRootOf: tab).requirementName.flatMap(schema.requirement(named:))?.metBySignIn
                        == true
                })
        }
    }

    /// What the audit needs to know about a sample once, not once per condition.
    private struct PreparedSample: Sendable {
        var sample: SampleLink
        /// Canonical with secrets redacted, or origin and path when it does not parse.
        var display: String
        /// Whether the link table parses it.
        var matches: Bool
        /// Whether its route's own rule needs sign-in: such a link never ends signed out.
        var needsSignIn = false
        /// Whether it opens a modal that helps sign-in (a password reset): over sign-in it stands
        /// in sign-in's place, a step towards signing in rather than a place of its own.
        var opensHelper = false
        /// What breaks the container rule in its route's destination, if anything, and every
        /// requirement the schema uses without declaring it (invariant 2).
        var schemaErrors: [String] = []
    }

    private func prepare(_ sample: SampleLink, _ start: Start) -> PreparedSample {
        let display = schema.links.redactedDescription(of: sample.link)
        let undeclared = start.undeclared
        guard case .success(let route) = schema.links.match(sample.link) else {
            return PreparedSample(sample: sample, display: display, matches: false, schemaErrors: undeclared)
        }
        let schemaError = ContainerRule.problem(in: schema.rule(for: route).destination, of: schema).map {
            "\(display) lands on a destination that is a schema error: it \($0)"
        }
        let errors = [schemaError].compactMap { $0 } + undeclared
        let helper = schema.rule(for: route).destination.modal.map { schema.rule(for: $0).helpsSignIn } ?? false
        return PreparedSample(
            sample: sample, display: display, matches: true, needsSignIn: schema.rule(for: route).access.isProtected,
            opensHelper: helper, schemaErrors: errors)
    }

    private func run(
        _ prepared: PreparedSample, under condition: AuditCondition, from start: Start
    ) async -> AuditReport<Schema>.Run {
        let sample = prepared.sample
        var harness = start.checked
        var problems: [InvariantViolation] = []
        func add(_ invariant: Invariant, _ message: String) {
            problems.append(InvariantViolation(invariant, message))
        }

        // 1. The condition, then the link.
        let before: NavigationState<Schema>?
        if condition.deliversLinkAtLaunch {
            await harness.send(
                .launched(.init(.cold, session: session(condition), gates: launchGates(condition), link: sample.link)))
            before = nil
        } else {
            await setUp(condition, in: &harness)
            before = harness.state
            if condition.launch == .background {
                await harness.send(.scenePhaseChanged(.background))
                await harness.send(.linkReceived(sample.link, source: .link))
                await harness.send(.scenePhaseChanged(.active))
            } else {
                await harness.send(.linkReceived(sample.link, source: .link))
            }
        }
        let arrival = harness.state
        // Another link owed sign-in when this one arrived: help for it, whatever its resolver says.
        let arrivedWhileOwed =
            arrival.pending.map { $0.display != prepared.display && schema.isProtected($0.target) } ?? false
        if condition.session == .unknownThenSignedIn { await harness.send(.sessionResolved(.signedIn(account))) }

        // 2. Complete the flow: each round clears one gate or signs in once. A flow still blocked
        // after a few rounds is not going anywhere; the pending check below reports it.
        var helperStoodIn = false
        for _ in 0..<(schema.launchGates.count + 5) {
            if let gate = harness.state.gates.first {
                await harness.send(.gateCleared(gate))
            } else if harness.state.modal == schema.signInModal {
                await harness.send(.signedIn(account))
            } else if let modal = harness.state.modal, let name = schema.requirementName(presentedBy: modal) {
                await harness.send(.requirementMet(name))
            } else if harness.state.confirmation != nil {
                await harness.send(.confirmationAnswered(.leave))  // the person leaves the modal that asks
            } else if case .modal(let modal)? = harness.state.pending?.reason {
                await harness.send(.modalDismissed(modal))  // the person closes the modal it waits for
            } else if let helper = harness.state.modal, schema.rule(for: helper).helpsSignIn,
                harness.state.pending?.reason == .signIn
            {
                helperStoodIn = true
                await harness.send(.modalDismissed(helper))  // the person closes the helper; sign-in comes back
            } else {
                break
            }
        }

        // 3. Where it landed.
        let state = harness.state
        let location = state.location

        // 4. Whole-flow checks. A destination that breaks the container rule ends every run on
        // the fallback, so no run differs from another: the rule is checked on the declaration.
        for error in prepared.schemaErrors { add(.accessHolds, error) }
        if let pending = state.pending {
            add(.onePendingLink, "\(pending.display) is still pending (\(pending.reason)) after the flow was completed")
        }
        if let flight = state.inFlight {
            add(
                .oneNavigationInFlight,
                "the resolution of \(flight.display) is still in flight after the flow was completed")
        }
        for id in harness.unfinishedLinks {
            add(.oneRecordWithoutSecrets, "navigation \(id) has no terminal decision record")
        }
        if !prepared.matches {
            // Signed out with a protected default root, the public tab stands in for it.
            let fallback = Location<Schema>(tab: schema.fallbackTab(in: state))
            if location != fallback {
                add(.unknownLinksFallBack, "the unmatched link ended on \(location), not the fallback \(fallback)")
            }
            // Nothing up: neither before the link (as the condition says) nor after it (a fallback
            // that needs sign-in puts sign-in up, and the notice waits for it).
            let nothingUp = before.map { $0.presented == nil && $0.gates.isEmpty } ?? true
            if condition.blocker == .none, nothingUp, arrival.presented == nil, arrival.gates.isEmpty,
                arrival.notice != schema.notices.linkUnavailable
            {
                add(
                    .unknownLinksFallBack,
                    "the unmatched link arrived with nothing up but showed \(arrival.notice.map { "\($0)" } ?? "no notice"), not \(schema.notices.linkUnavailable)"
                )
            }
        }
        problems += await walkBack(&harness)

        // Signed in as the audit's account: a sign-in link for another account ends elsewhere by
        // design (that account was never on the first one's tabs), so it is not compared.
        let signedIn = state.session == .signedIn(account)
        var run = AuditReport<Schema>.Run(
            link: prepared.display, variant: sample.variant, condition: condition,
            location: location, modal: state.presented, notice: state.notice,
            violations: harness.violations + problems, endedSignedIn: signedIn
        )
        run.helpedOwedSignIn = helperStoodIn || arrivedWhileOwed
        return run
    }

    /// The session a condition launches with.
    private func session(_ condition: AuditCondition) -> Session {
        switch condition.session {
        case .signedIn, .requirementsMet: .signedIn(account)
        case .signedOut: .signedOut
        case .expired: .expired(account)
        case .unknownThenSignedIn: .unknown
        }
    }

    /// The launch gates a condition launches with (a gate raised at launch).
    private func launchGates(_ condition: AuditCondition) -> [LaunchGate] {
        if case .gate(let gate) = condition.blocker { [gate] } else { [] }
    }

    /// Sets up a condition whose link arrives after launch: the launch, the requirements met, the blocker.
    private func setUp(_ condition: AuditCondition, in harness: inout NavigationHarness<Schema>) async {
        await harness.send(.launched(.init(condition.launch == .cold ? .cold : .warm, session: session(condition))))
        if condition.session == .requirementsMet {
            for requirement in schema.requirements {
                guard let modal = requirement.modal else { continue }
                await harness.send(.modalRequested(modal))
                await harness.send(.requirementMet(requirement.name))
            }
        }
        switch condition.blocker {
        case .none: break
        case .signIn: await harness.send(.modalRequested(schema.signInModal))
        case .gate(let gate): await harness.send(.gateRaised(gate))
        case .modal(let name, let edited):
            if let modal = schema.modal(named: name) {
                await harness.send(.modalRequested(modal))
                if edited { await harness.send(.unsavedInputChanged(true)) }
            }
        }
    }

    /// Why a condition cannot exist in this schema, or `nil` when it can: a condition whose link
    /// arrives after launch is set up, and what is then up must be what it names. With a
    /// protected tab root, say, "warm · signed out · no modal" already has sign-in up, and a
    /// public sheet may not show over it.
    /// - Parameter fresh: A harness with the schema's initial state, which is copied.
    func whyUnreachable(_ condition: AuditCondition, from fresh: NavigationHarness<Schema>) async -> String? {
        // The link comes with the launch: nothing can be up before it.
        guard !condition.deliversLinkAtLaunch else { return nil }
        var harness = fresh
        await setUp(condition, in: &harness)
        let state = harness.state
        let up: String =
            if let gate = state.gates.first {
                "\(gate) is pending"
            } else if let modal = state.presented {
                "\(modal.modal) is up" + (state.confirmation == nil ? "" : ", asking")
            } else {
                "nothing is up"
            }
        let matches: Bool =
            switch condition.blocker {
            case .none: state.presented == nil && state.gates.isEmpty
            case .signIn: state.gates.isEmpty && state.modal == schema.signInModal
            case .gate(let gate): state.gates.contains(gate)
            case .modal(let name, _):
                state.gates.isEmpty && state.modal.map { "\($0)" } == name && state.confirmation == nil
            }
        return matches ? nil : up
    }

    /// Presses Back until the root and once more: each press removes exactly the top screen of
    /// the topmost stack (inside a modal that holds a flow, else the selected tab's).
    private func walkBack(_ harness: inout NavigationHarness<Schema>) async -> [InvariantViolation] {
        if let flow = harness.state.presented, schema.root(of: flow.modal) != nil {
            for presses in 1...(flow.stack.count + 1) {
                await harness.send(.popped)
                let expected = ModalPresentation<Schema>(
                    flow.modal, stack: Array(flow.stack.dropLast(min(presses, flow.stack.count))))
                if harness.state.presented?.modal != expected.modal || harness.state.presented?.stack != expected.stack
                {
                    return [
                        InvariantViolation(
                            .backWalksToRoot,
                            "Back \(presses) time(s) from modal \(flow) went to \(harness.state.presented.map { "modal \($0)" } ?? "no modal"), not modal \(expected)"
                        )
                    ]
                }
            }
            return []
        }
        let tab = harness.state.selectedTab
        let start = harness.state.stack(for: tab)
        for presses in 1...(start.count + 1) {
            await harness.send(.popped)
            let expected = Array(start.dropLast(min(presses, start.count)))
            let now = harness.state.location
            if now.tab != tab || now.stack != expected {
                return [
                    InvariantViolation(
                        .backWalksToRoot,
                        "Back \(presses) time(s) from \(Location<Schema>(tab: tab, stack: start)) went to \(now), not \(Location<Schema>(tab: tab, stack: expected))"
                    )
                ]
            }
        }
        return []
    }

    /// Invariant 4: under the same launch and blocker, every session that ends signed in (the flow
    /// signed in, or the session resolved) ends where signed in from the start ends (without
    /// the requirements beyond sign-in, which signing in does not bring). A run that
    /// ends signed out never signed in: nothing asked for it (a public link, an unknown one), and
    /// where it ends is the place signed out, with nothing to compare; but a link whose route
    /// needs sign-in always asks, so it ending signed out is a violation.
    /// A link that opens a helper of sign-in while a link is owed sign-in (sign-in up, or after
    /// a gate) stands in sign-in's place, or, turned down by its resolver, moves no one: the flow
    /// signs in, so it ends where what waited for sign-in lands, not where it lands signed in;
    /// those runs are not compared.
    /// Signing in meets the requirements ``Requirement/metBySignIn`` names, which a session signed
    /// in from the start has not met: a tab whose root needs one (`rootsSignInOpens`) is a place
    /// the one may see and the other may not, so two runs that differ by it are not compared.
    private static func compareWithSignedIn(
        _ row: inout [AuditReport<Schema>.Run], needsSignIn: Bool, opensHelper: Bool,
        rootsSignInOpens: Set<Schema.Tab>
    ) {
        // Signed in with every requirement met is not compared with signed in without them: a
        // root that needs a requirement is a place one may see and the other may not.
        for index in row.indices where ![.signedIn, .requirementsMet].contains(row[index].condition.session) {
            if opensHelper, row[index].condition.blocker == .signIn || row[index].helpedOwedSignIn { continue }
            guard row[index].endedSignedIn else {
                if needsSignIn {
                    row[index].violations.append(
                        AuditReport<Schema>.Violation(
                            .sameLandingInEverySession,
                            "ended on \(row[index].place) without signing in (\(row[index].condition.session.rawValue)), but the link needs sign-in"
                        ))
                }
                continue
            }
            var reference = row[index].condition
            reference.session = .signedIn
            guard let signedIn = row.first(where: { $0.condition == reference }) else { continue }
            let tabs: Set = [signedIn.place.location.tab, row[index].place.location.tab]
            if signedIn.place != row[index].place, tabs.isDisjoint(with: rootsSignInOpens) {
                row[index].violations.append(
                    AuditReport<Schema>.Violation(
                        .sameLandingInEverySession,
                        "ended on \(row[index].place) after signing in (\(row[index].condition.session.rawValue)), but on \(signedIn.place) when signed in from the start"
                    )
                )
            }
        }
    }
}
