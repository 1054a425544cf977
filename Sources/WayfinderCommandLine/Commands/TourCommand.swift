import Wayfinder
import WayfinderTesting

/// `wayfinder` with no arguments: a guided tour of the schema, then the audit's summary.
///
/// The stops are chosen from the schema's sample links, so the tour works for any app: a deep
/// protected link on a cold launch with an expired session; a protected link carrying a secret
/// while signed out; a link its resolver turns down; a link no pattern parses; a second link
/// arriving while sign-in is up. A stop whose kind of sample the schema lacks is left out.
struct TourCommand<Schema: NavigationSchema>: Sendable {
    let schema: Schema
    let accounts: [Account]
    let name: String

    /// One situation of the tour: what is set up (true by construction), then the lines played.
    /// What happened is told afterwards, from the run's records and states.
    struct Stop {
        var title: String
        var setup: String
        var lines: [ScenarioScript.Line]
    }

    func callAsFunction(console: Console) async -> Int32 {
        let account = accounts[0]
        let tour = await Self.stops(for: schema, account: account)
        let stops = tour.stops
        let declares = TourText.Declarations(
            gates: !schema.launchGates.isEmpty, requirements: !schema.requirements.isEmpty,
            resolvers: schema.sampleLinks.contains { sample in
                guard case .success(let route) = schema.links.match(sample.link) else { return false }
                return schema.rule(for: route).needsResolution
            })
        console.line(TourText.introduction(app: "\(Schema.self)", stops: stops.count, declares: declares))
        var broken = false
        let runner = ScenarioRunner(schema: schema, accounts: Set(accounts))
        for (number, stop) in stops.enumerated() {
            console.line()
            console.line("\(number + 1). \(stop.title)")
            let result: ScenarioResult<Schema>
            do {
                result = try await runner.run(ScenarioScript(file: "tour", lines: stop.lines))
            } catch {
                console.error(error.description)
                return 2
            }
            console.line(TourText.indent(stop.setup + " " + TourNarration.story(of: result), by: "   "))
            console.line()
            for step in result.steps {
                console.line("   " + step.summary)
                for record in step.log { console.line("       ↳ " + record) }
            }
            for violation in result.violations {
                broken = true
                console.line("   ✗ \(violation)")
            }
        }
        console.line()
        console.line(TourText.next(name, example: tour.example, account: account))
        let report = await Audit(schema: schema, account: account).run()
        console.line()
        console.line(TourText.auditIntroduction(declares))
        console.line(report.summary)
        return broken || !report.passed ? 1 : 0
    }

    // MARK: Choosing the stops

    /// Whether `link`, opened while the app is running with `session`, reaches its resolver and
    /// the resolver answers unavailable.
    private static func resolverTurnsDown(_ link: String, session: Session, in schema: Schema) async -> Bool {
        var harness = NavigationHarness(schema: schema)
        await harness.send(.launched(.init(.warm, session: session)))
        await harness.send(.linkReceived(link, source: .link))
        return harness.records.contains { $0.outcome == .unavailable }
    }

    /// What a sample link does, as far as choosing stops needs.
    private struct Probe {
        var link: String
        var display: String
        var matches: Bool
        var isProtected = false
        var hasSecret = false
        var depth = 0
        var resolution: Kind = .lands
        /// Whether it needs a declared requirement beyond sign-in.
        var needsRequirement = false
        /// The first declared requirement beyond sign-in it needs that has a modal, if any.
        var requirement: RequirementName?

        enum Kind { case lands, unavailable, redirect }
    }

    /// The stops, and a link to suggest trying with `open` (the deepest protected sample).
    static func stops(for schema: Schema, account: Account) async -> (stops: [Stop], example: String?) {
        var probes: [Probe] = []
        for sample in schema.sampleLinks {
            switch schema.links.match(sample.link) {
            case .failure:
                probes.append(
                    Probe(link: sample.link, display: schema.links.redactedDescription(of: sample.link), matches: false)
                )
            case .success(let route):
                let rule = schema.rule(for: route)
                var probe = Probe(
                    link: sample.link, display: schema.links.redactedDescription(of: sample.link), matches: true)
                // Protected by its own access or by anything its destination shows (a tab root, a modal).
                probe.isProtected = schema.isProtected(.route(route))
                probe.needsRequirement = !schema.requirementNames(for: route).isEmpty
                probe.hasSecret = schema.links.containsSecrets(route)
                probe.depth = rule.destination.screens.count
                probe.requirement = schema.requirementNames(for: route).first { name in
                    schema.requirement(named: name)?.modal != nil
                }
                if rule.needsResolution {
                    switch await schema.resolve(route, context: ResolutionContext(account: account)) {
                    case .proceed, .lands: probe.resolution = .lands
                    case .redirect: probe.resolution = .redirect
                    case .unavailable: probe.resolution = .unavailable
                    case .signsIn: probe.resolution = .lands
                    }
                }
                probes.append(probe)
            }
        }
        func deepest(_ candidates: [Probe]) -> Probe? {
            candidates.enumerated().max { a, b in
                a.element.depth < b.element.depth || (a.element.depth == b.element.depth && a.offset > b.offset)
            }?.element
        }
        let landing = probes.filter { $0.matches && $0.resolution == .lands }
        var stops: [Stop] = []
        var builder = ScriptBuilder()
        let deepProtected = deepest(landing.filter { $0.isProtected && !$0.hasSecret })

        if let deep = deepProtected {
            builder.reset()
            builder.add(.launchCold(.init(link: deep.link, session: .expired(account))))
            builder.add(.signIn(account))
            for _ in 0..<deep.depth { builder.add(.back) }
            stops.append(
                Stop(
                    title: "Cold launch with an expired session",
                    setup: """
                        The app is closed; \(deep.display), a link that needs sign-in, launches it while \(account)'s \
                        stored session has expired. Then \(account) signs in and presses Back \(TourText.times(deep.depth)).
                        """,
                    lines: builder.lines
                )
            )
        }
        if let secret = landing.first(where: { $0.isProtected && $0.hasSecret }) {
            builder.reset()
            builder.add(.launchCold(.init(link: secret.link, session: .signedOut)))
            builder.add(.signIn(account))
            stops.append(
                Stop(
                    title: "A link with a secret while signed out",
                    setup: """
                        \(secret.display) carries a secret parameter and needs sign-in; it launches the app while \
                        nobody is signed in, then \(account) signs in. The echoed commands, the pending link and \
                        every record print it with the secret redacted.
                        """,
                    lines: builder.lines
                )
            )
        }
        // Only a link nothing stops before its resolver (no requirement to meet first), so the
        // resolver runs and the stop shows what its title says.
        let unavailable = probes.filter { $0.matches && $0.resolution == .unavailable && !$0.needsRequirement }
        let preferred = unavailable.filter { $0.hasSecret && !$0.isProtected } + unavailable
        // Each candidate is played, signed out first for a public one, then signed in: the stop is
        // the first play in which its resolver runs and answers unavailable. Nothing else tells
        // whether it runs: with no public tab, sign-in is up signed out and a public link waits.
        var chosen: (probe: Probe, session: Session)?
        search: for candidate in preferred {
            let sessions: [Session] = candidate.isProtected ? [.signedIn(account)] : [.signedOut, .signedIn(account)]
            for session in sessions where await resolverTurnsDown(candidate.link, session: session, in: schema) {
                chosen = (candidate, session)
                break search
            }
        }
        if let (stale, session) = chosen {
            builder.reset()
            builder.add(.launchWarm(session: session))
            builder.add(.open(stale.link, source: .link))
            stops.append(
                Stop(
                    title: "A link its resolver turns down",
                    setup: """
                        The app is running (\(session.scriptValue)) when \(stale.display) arrives; its resolver \
                        answers that what it names is not available.
                        """,
                    lines: builder.lines
                )
            )
        }
        if let unknown = probes.first(where: { !$0.matches }) {
            builder.reset()
            builder.add(.launchWarm(session: .signedIn(account)))
            builder.add(.open(unknown.link, source: .link))
            stops.append(
                Stop(
                    title: "A link the app does not know",
                    setup: """
                        The app is running (signed in as \(account)) when \(unknown.display) arrives, a sample \
                        link the link table does not turn into a route.
                        """,
                    lines: builder.lines
                )
            )
        }
        if let first = landing.first(where: { $0.isProtected && !$0.hasSecret }),
            let second = deepest(landing.filter { !$0.isProtected && !$0.hasSecret })
        {
            builder.reset()
            builder.add(.launchCold(.init(link: first.link, session: .signedOut)))
            builder.add(.open(second.link, source: .link))
            builder.add(.signIn(account))
            stops.append(
                Stop(
                    title: "A link while sign-in is up",
                    setup: """
                        \(first.display), a link that needs sign-in, launches the app signed out; while sign-in \
                        is up, \(second.display) arrives; then \(account) signs in.
                        """,
                    lines: builder.lines
                )
            )
        }
        if let guarded = landing.first(where: { $0.requirement != nil && !$0.hasSecret }),
            let name = guarded.requirement, let modal = schema.requirement(named: name)?.modal
        {
            builder.reset()
            builder.add(.launchWarm(session: .signedIn(account)))
            builder.add(.open(guarded.link, source: .link))
            builder.add(.failRequirement(name.rawValue))
            builder.add(.meetRequirement(name.rawValue))
            stops.append(
                Stop(
                    title: "A link that needs \(name)",
                    setup: """
                        The app is running, signed in as \(account), when \(guarded.display) arrives; it needs \
                        \(name) as well as sign-in, which \(modal) satisfies. The first attempt fails, the second \
                        succeeds.
                        """,
                    lines: builder.lines
                )
            )
        }
        return (stops, deepProtected?.display)
    }

    /// Numbers script lines as they are added.
    private struct ScriptBuilder {
        var lines: [ScenarioScript.Line] = []
        mutating func reset() { lines = [] }
        mutating func add(_ action: ScenarioAction) {
            lines.append(ScenarioScript.Line(number: lines.count + 1, command: .action(action)))
        }
    }
}

/// The tour's own words. Each sentence is true of any schema: what a schema does not declare
/// (launch gates, requirements, resolvers) is not mentioned.
enum TourText {
    /// What the schema declares, as far as the tour's words depend on it.
    struct Declarations {
        var gates: Bool
        var requirements: Bool
        var resolvers: Bool
    }

    static func introduction(app: String, stops: Int, declares: Declarations) -> String {
        let blockers = (declares.gates ? "a launch gate, " : "") + "sign-in, another modal"
        let resolver = declares.resolvers ? " lets a resolver check what it names," : ""
        let pipeline = """
            A link is an intent, not a screen push. Wayfinder parses it into a typed route, checks what \
            the route needs of the session, parks it as the one pending link while something blocks it \
            (\(blockers)),\(resolver) and then lands on a whole navigation state (tab, stack, at most one \
            modal) in one step. Every link ends in a decision record that says what was decided and why.
            """
        let stopsText = """
            Below, \(stops) situations found among \(app)'s sample links play on a manual clock, as \
            scenario scripts do. Each step prints
            """
        return """
            Wayfinder — a guided tour of \(app)'s navigation

            \(indent(pipeline, by: "", width: 94))

            \(indent(stopsText, by: "", width: 94))
                N command → tab > stack · modal · notice · pending link
            and, under it (↳), the decision records it produced: outcome, link, landing, reason, then
            [source, session, launch phase, navigation id at time].
            """
    }

    static func auditIntroduction(_ declares: Declarations) -> String {
        let sessions =
            "signed in\(declares.requirements ? " (with and without its requirements met)" : ""), signed out, expired and still unknown"
        let blockers =
            declares.gates
            ? "with nothing up, sign-in up and each launch gate pending" : "with nothing up and with sign-in up"
        let text = """
            The audit plays every sample link of the schema on a cold launch, a warm one and a return from \
            the background; \(sessions); \(blockers) (a condition that cannot exist in this schema, such as \
            nothing up while signed out when sign-in always shows, is not played). It completes each flow \
            and checks the eleven invariants after every step:
            """
        return indent(text, by: "", width: 94)
    }

    static func next(_ name: String, example: String?, account: Account) -> String {
        let open = "open \(example ?? "URL") --session signed-in:\(account)"
        let rows = [
            (open, "one link, one decision"),
            ("run FILE.scn…", "your checklist as scenario scripts"),
            ("audit", "the whole table behind the summary below"),
            ("map", "the route map (Mermaid; --format dot for Graphviz)"),
            ("links", "every link pattern"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        return
            (["Try next:"]
            + rows.map { "  \(name) \($0.0)" + String(repeating: " ", count: width - $0.0.count + 3) + $0.1 })
            .joined(separator: "\n")
    }

    /// `once`, `twice`, `3 times`.
    static func times(_ n: Int) -> String { n == 1 ? "once" : n == 2 ? "twice" : "\(n) times" }

    static func indent(_ text: String, by prefix: String, width: Int = 96) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(prefix + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(prefix + line) }
        return lines.joined(separator: "\n")
    }
}
