import Wayfinder
import WayfinderTesting

/// Everything a ``RandomSchema`` decides, as plain values: generated from a seed by
/// ``RandomBlueprint/generate(seed:options:)``, printed on failure so a schema can be read.
struct RandomBlueprint: Sendable, CustomStringConvertible {
    static let scheme = "rnd"

    struct TabPlan: Sendable {
        var name: String
        var rootAccess: Access
    }

    struct ScreenPlan: Sendable {
        var name: String
        var access: Access
    }

    /// A modal: its rule, and its flow (the root screen first, then the screens it owns), if any.
    struct ModalPlan: Sendable {
        var name: String
        var rule: ModalRule
        var flow: [ScreenPlan] = []
    }

    struct RequirementPlan: Sendable {
        var name: RequirementName
        var modal: String
        var metBySignIn: Bool
        var keepsLink: Bool
        var failedNotice: Bool
    }

    struct GatePlan: Sendable {
        var gate: LaunchGate
        var modal: String?
    }

    enum ResolverPlan: Hashable, Sendable {
        case proceed
        case redirect(Int)
        case unavailable
        /// By the link's code: `stale` answers `unavailable` landing on sign-in (a stale reset or
        /// sign-in code); any other proceeds, or, for a sign-in link, signs in `ada` (odd ids) or
        /// `bob` (even ids).
        case byCode
    }

    enum DestinationPlan: Sendable {
        /// A tab and screens of `tabScreens`, by index.
        case tab(Int, [Int])
        /// A modal by name, with the first `depth` screens it owns after its root.
        case modal(String, depth: Int)
        case tabWithModal(Int, String)
        /// Wherever the person is (a sign-in link moves no one).
        case current
    }

    struct RoutePlan: Sendable {
        var access: Access
        var destination: DestinationPlan
        var resolver: ResolverPlan?
        var secret: Bool
        /// A sign-in link from mail (`RouteRule(…, signsIn: true)`).
        var signsIn = false

        var summary: String {
            var parts = ["\(access)"]
            switch destination {
            case .tab(let tab, let screens): parts.append("tab \(tab) +\(screens.count)")
            case .modal(let name, let depth): parts.append("modal \(name)\(depth > 0 ? " +\(depth)" : "")")
            case .tabWithModal(let tab, let name): parts.append("tab \(tab) + modal \(name)")
            case .current: parts.append("where the person is")
            }
            if let resolver { parts.append("resolver \(resolver)") }
            if secret { parts.append("secret") }
            if signsIn { parts.append("signs in") }
            return parts.joined(separator: ", ")
        }
    }

    var seed: UInt64
    var tabs: [TabPlan]
    var defaultTab: Int
    var tabScreens: [ScreenPlan]
    var signIn: ModalPlan
    /// The app's own modals (neither sign-in, a requirement's nor a gate's).
    var modals: [ModalPlan]
    var requirementModals: [ModalPlan]
    var gateModals: [ModalPlan]
    var requirements: [RequirementPlan]
    var gates: [GatePlan]
    var routes: [RoutePlan]
    var accessDeniedNotice: Bool
    var explainingNotice: Bool
    /// What this schema declares that the package cannot honour, put there on purpose; empty for
    /// a consistent schema.
    var inconsistencies: [String] = []

    /// The name of a modal in `modals` declared as helping sign-in (`ModalRule(…, helpsSignIn:
    /// true)`: a reset sheet shown in place of sign-in), with a route to it carrying a code.
    var helpsSignIn: String? = nil
    /// The index of a route in `routes` that is a sign-in link from mail (`RouteRule(…, signsIn:
    /// true)`: a magic link), answered by its code.
    var completesSignIn: Int? = nil

    /// The routes answered by their code (a reset link, a sign-in link): their stale code shows
    /// `codeExpired`, which explains sign-in.
    var hasCodeRoutes: Bool { routes.contains { $0.resolver == .byCode } }

    var allModals: [ModalPlan] { [signIn] + modals + requirementModals + gateModals }

    func modal(named name: String) -> ModalPlan? { allModals.first { $0.name == name } }

    /// Where a resolver's "unavailable" lands: the first public tab, else the default tab.
    var safeTab: String { (tabs.first { $0.rootAccess == .public } ?? tabs[defaultTab]).name }

    var description: String {
        func rule(_ modal: ModalPlan) -> String {
            let r = modal.rule
            var text =
                "\(modal.name): priority \(r.priority), \(r.isDismissible ? "dismissible" : "not dismissible"), \(r.access), links \(r.arrivals.link), taps \(r.arrivals.tap), edited \(r.arrivals.editedLink)"
            if !modal.flow.isEmpty { text += ", flow \(modal.flow.map { "\($0.name) (\($0.access))" })" }
            return text
        }
        var lines = ["schema of seed \(seed):"]
        lines.append(
            "  tabs: "
                + tabs.enumerated().map { "\($0.element.name) (\($0.element.rootAccess))" }.joined(separator: ", ")
                + "; default \(tabs[defaultTab].name)")
        lines.append("  screens: " + tabScreens.map { "\($0.name) (\($0.access))" }.joined(separator: ", "))
        lines.append("  sign-in " + rule(signIn))
        for modal in modals + requirementModals + gateModals { lines.append("  modal " + rule(modal)) }
        for requirement in requirements {
            lines.append(
                "  requirement \(requirement.name): modal \(requirement.modal), \(requirement.metBySignIn ? "met" : "not met") by sign-in, \(requirement.keepsLink ? "keeps" : "drops") the link on cancel"
            )
        }
        for gate in gates {
            lines.append(
                "  gate \(gate.gate): \(gate.gate.agesPendingLink ? "ages" : "does not age") the link, modal \(gate.modal ?? "none")"
            )
        }
        for (index, route) in routes.enumerated() { lines.append("  route r\(index): \(route.summary)") }
        lines.append(
            "  notices: access denied \(accessDeniedNotice ? "own" : "= unavailable"), explaining sign-in \(explainingNotice)"
        )
        lines.append(
            "  sign-in helper \(helpsSignIn ?? "none"), sign-in link \(completesSignIn.map { "r\($0)" } ?? "none")")
        for problem in inconsistencies { lines.append("  on purpose, cannot be honoured: \(problem)") }
        return lines.joined(separator: "\n")
    }
}

/// Which knobs a generated schema may turn. Every knob is on in the committed tests; one that
/// triggers a defect another branch fixes can be turned off to play the rest today. A knob
/// turned off changes the generated blueprint after it is drawn, so the random stream (and every
/// other choice of the seed) stays the same.
struct RandomSchemaOptions: Sendable, Hashable, CustomStringConvertible {
    /// Tab roots (the default tab's included) that need sign-in or a requirement (defects 2, 6).
    var protectedRoots = true
    /// A sign-in modal declared `dismissible: false` (defect 3).
    var nonDismissibleSignIn = true
    /// A sign-in modal that yields to links or taps (defect 4).
    var yieldingSignIn = true
    /// Requirements that signing in does not meet (defect 7).
    var requirementsUnmetBySignIn = true
    /// Links into sign-in's own flow, some with a resolver (defect 8).
    var linksIntoSignIn = true
    /// Schemas the package cannot honour, made on purpose (expected to be reported, not audited).
    var impossible = true

    static let all = RandomSchemaOptions()

    /// Each knob that can be turned off, with the defect of issue 29 it triggers.
    static let defectKnobs: [(name: String, defect: String, off: RandomSchemaOptions)] = [
        (
            "protected roots", "defects 2 and 6 (seams)",
            {
                var o = all
                o.protectedRoots = false
                return o
            }()
        ),
        (
            "non-dismissible sign-in", "defect 3 (seams)",
            {
                var o = all
                o.nonDismissibleSignIn = false
                return o
            }()
        ),
        (
            "yielding sign-in", "defect 4 (seams)",
            {
                var o = all
                o.yieldingSignIn = false
                return o
            }()
        ),
        (
            "requirements sign-in does not meet", "defect 7 (signin)",
            {
                var o = all
                o.requirementsUnmetBySignIn = false
                return o
            }()
        ),
        (
            "links into sign-in's flow", "defect 8 (signin)",
            {
                var o = all
                o.linksIntoSignIn = false
                return o
            }()
        ),
    ]

    /// Every knob that triggers another branch's defect off.
    static let noKnownDefects = RandomSchemaOptions(
        protectedRoots: false, nonDismissibleSignIn: false, yieldingSignIn: false, requirementsUnmetBySignIn: false,
        linksIntoSignIn: false, impossible: true)

    var description: String {
        [
            protectedRoots ? nil : "no protected roots", nonDismissibleSignIn ? nil : "sign-in dismissible",
            yieldingSignIn ? nil : "sign-in never yields",
            requirementsUnmetBySignIn ? nil : "sign-in meets every requirement",
            linksIntoSignIn ? nil : "no links into sign-in", impossible ? nil : "no impossible schemas",
        ].compactMap { $0 }.joined(separator: ", ").nonEmpty ?? "every knob on"
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

extension RandomBlueprint {
    /// A whole schema from a seed.
    static func generate(seed: UInt64, options: RandomSchemaOptions = .all) -> RandomBlueprint {
        var draw = Draw(rng: SeededRandom(seed: seed))
        var blueprint = draw.blueprint(seed: seed)
        blueprint.apply(options)
        return blueprint
    }

    /// Turns off what the options turn off, after the blueprint is drawn.
    mutating func apply(_ options: RandomSchemaOptions) {
        if !options.protectedRoots {
            for index in tabs.indices { tabs[index].rootAccess = .public }
        }
        if !options.nonDismissibleSignIn, !signIn.rule.isDismissible {
            let arrivals = signIn.rule.arrivals
            signIn.rule.isDismissible = true
            signIn.rule.arrivals = arrivals
        }
        if !options.yieldingSignIn {
            var arrivals = signIn.rule.arrivals
            func calm(_ response: ArrivalPolicy.Response) -> ArrivalPolicy.Response {
                response == .yields ? .waits : response
            }
            arrivals.link = calm(arrivals.link)
            arrivals.tap = calm(arrivals.tap)
            arrivals.editedLink = calm(arrivals.editedLink)
            arrivals.editedTap = calm(arrivals.editedTap)
            signIn.rule.arrivals = arrivals
        }
        if !options.requirementsUnmetBySignIn {
            for index in requirements.indices { requirements[index].metBySignIn = true }
        }
        if !options.linksIntoSignIn {
            for index in routes.indices {
                if case .modal(let name, _) = routes[index].destination, name == signIn.name {
                    routes[index].destination = .tab(defaultTab, [])
                }
            }
        }
        if !options.impossible, !inconsistencies.isEmpty {
            self = Self.generate(seed: seed &+ 0x1_0000, options: options)
        }
    }

    /// Each knob this schema sets, as `knob=value`.
    var knobs: Set<String> {
        func kind(_ access: Access) -> String {
            switch access {
            case .public: "public"
            case .signedIn: "signedIn"
            case .requirement: "requirement"
            case .publicRequiring: "publicRequiring"
            }
        }
        var knobs: Set<String> = []
        for tab in tabs { knobs.insert("tab root=\(kind(tab.rootAccess))") }
        knobs.insert("default tab=\(tabs[defaultTab].rootAccess.isProtected ? "protected" : "public")")
        knobs.insert("sign-in dismissible=\(signIn.rule.isDismissible)")
        knobs.insert("sign-in links=\(signIn.rule.arrivals.link)")
        knobs.insert("sign-in taps=\(signIn.rule.arrivals.tap)")
        knobs.insert("sign-in flow=\(!signIn.flow.isEmpty)")
        for modal in modals {
            knobs.insert("modal above sign-in=\(modal.rule.priority > signIn.rule.priority)")
            knobs.insert("modal dismissible=\(modal.rule.isDismissible)")
            knobs.insert("modal links=\(modal.rule.arrivals.link)")
            knobs.insert("modal taps=\(modal.rule.arrivals.tap)")
            knobs.insert("modal edited=\(modal.rule.arrivals.editedLink)")
            knobs.insert("modal access=\(kind(modal.rule.access))")
            knobs.insert("modal flow=\(!modal.flow.isEmpty)")
        }
        for modal in requirementModals {
            knobs.insert("requirement modal above sign-in=\(modal.rule.priority > signIn.rule.priority)")
        }
        knobs.insert("gates=\(gates.count)")
        for gate in gates {
            knobs.insert("gate ages link=\(gate.gate.agesPendingLink)")
            knobs.insert("gate modal=\(gate.modal != nil)")
        }
        knobs.insert("requirements=\(requirements.count)")
        for requirement in requirements {
            knobs.insert("requirement met by sign-in=\(requirement.metBySignIn)")
            knobs.insert("requirement cancel keeps link=\(requirement.keepsLink)")
            knobs.insert("requirement failed notice=\(requirement.failedNotice)")
        }
        knobs.insert("notice access denied own=\(accessDeniedNotice)")
        knobs.insert("notice explaining sign-in=\(explainingNotice)")
        for route in routes {
            knobs.insert("route access=\(kind(route.access))")
            knobs.insert("route resolver=\(route.resolver.map { "\($0)".prefix { $0 != "(" } } ?? "none")")
            knobs.insert("route secret=\(route.secret)")
            switch route.destination {
            case .tab(_, let screens): knobs.insert("route to=\(screens.isEmpty ? "tab root" : "tab stack")")
            case .modal(let name, let depth):
                knobs.insert("route to=\(name == signIn.name ? "sign-in flow" : depth > 0 ? "modal flow" : "modal")")
            case .tabWithModal: knobs.insert("route to=tab and modal")
            case .current: knobs.insert("route to=where the person is")
            }
        }
        knobs.insert("sign-in helper=\(helpsSignIn != nil)")
        knobs.insert("sign-in link=\(completesSignIn != nil)")
        if let helper = helpsSignIn, let modal = modal(named: helper) {
            knobs.insert("sign-in helper flow=\(!modal.flow.isEmpty)")
            knobs.insert("sign-in helper links=\(modal.rule.arrivals.link)")
        }
        knobs.insert("consistent=\(inconsistencies.isEmpty)")
        knobs.insert("requirement without sign-in=\(asksWithoutSignIn)")
        return knobs
    }

    /// Every value each knob takes somewhere over enough seeds.
    static let everyKnobValue: Set<String> = {
        var all: Set<String> = []
        let accesses = ["public", "signedIn", "requirement"]
        let responses = ["waits", "yields", "asks"]
        for value in accesses {
            all.insert("tab root=\(value)")
            all.insert("route access=\(value)")
        }
        all.insert("route access=publicRequiring")
        for value in ["public", "signedIn"] { all.insert("modal access=\(value)") }
        for value in ["public", "protected"] { all.insert("default tab=\(value)") }
        for value in responses {
            for knob in ["sign-in links", "sign-in taps", "modal links", "modal taps", "modal edited"] {
                all.insert("\(knob)=\(value)")
            }
        }
        for knob in [
            "sign-in dismissible", "sign-in flow", "modal above sign-in", "modal dismissible", "modal flow",
            "requirement modal above sign-in", "gate ages link", "gate modal", "requirement met by sign-in",
            "requirement cancel keeps link", "requirement failed notice", "notice access denied own",
            "notice explaining sign-in", "route secret", "consistent", "sign-in helper", "sign-in link",
            "sign-in helper flow", "requirement without sign-in",
        ] {
            all.insert("\(knob)=true")
            all.insert("\(knob)=false")
        }
        for value in 0...2 {
            all.insert("gates=\(value)")
            all.insert("requirements=\(value)")
        }
        for value in responses { all.insert("sign-in helper links=\(value)") }
        for value in ["none", "proceed", "redirect", "unavailable", "byCode"] { all.insert("route resolver=\(value)") }
        for value in [
            "tab root", "tab stack", "modal", "modal flow", "sign-in flow", "tab and modal", "where the person is",
        ] {
            all.insert("route to=\(value)")
        }
        return all
    }()
}

/// Draws a blueprint from a seeded stream.
private struct Draw {
    var rng: SeededRandom

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    mutating func access(_ requirements: [RequirementName], public: Int = 50, signedIn: Int = 35) -> Access {
        let roll = int(0...99)
        if roll < `public` { return .public }
        if roll < `public` + signedIn || requirements.isEmpty { return .signedIn }
        return .requirement(pick(requirements))
    }

    mutating func response() -> ArrivalPolicy.Response { pick(ArrivalPolicy.Response.allCases) }

    mutating func arrivals() -> ArrivalPolicy {
        var policy = ArrivalPolicy(link: response(), tap: response())
        if chance(50) { policy = policy.whenEdited(response()) }
        return policy
    }

    mutating func blueprint(seed: UInt64) -> RandomBlueprint {
        let requirementNames = (0..<int(0...2)).map { RequirementName("q\($0)") }
        let tabs = (0..<int(2...3)).map { index in
            RandomBlueprint.TabPlan(name: "t\(index)", rootAccess: access(requirementNames, public: 55, signedIn: 35))
        }
        let defaultTab = int(0...(tabs.count - 1))
        let tabScreens = (0..<int(2...4)).map {
            RandomBlueprint.ScreenPlan(name: "s\($0)", access: access(requirementNames))
        }

        var signIn = RandomBlueprint.ModalPlan(
            name: "signIn",
            rule: ModalRule(priority: int(100...600), dismissible: chance(70), arrivals: arrivals()))
        if chance(40) {
            signIn.flow = [
                .init(name: "signInStart", access: .public), .init(name: "signInHelp", access: .public),
            ]
        }

        var modals: [RandomBlueprint.ModalPlan] = []
        for index in 0..<int(0...3) {
            let name = "m\(index)"
            var modal = RandomBlueprint.ModalPlan(
                name: name,
                rule: ModalRule(
                    priority: chance(20) ? signIn.rule.priority + int(1...100) : int(10...(signIn.rule.priority - 1)),
                    style: chance(30) ? .fullScreenCover : .sheet, dismissible: true,
                    access: chance(60) ? .public : .signedIn, arrivals: arrivals()))
            // Never `dismissible: false`: nothing could close such a modal (the person cannot, no
            // event does), a schema problem the package reports; made only on purpose, below. The
            // draw stays so every other choice of a seed keeps its value.
            _ = chance(15)
            if chance(40) {
                modal.flow = (0..<int(2...3)).map {
                    .init(name: "\(name)f\($0)", access: chance(75) ? .public : .signedIn)
                }
            }
            modals.append(modal)
        }

        var requirementModals: [RandomBlueprint.ModalPlan] = []
        var requirements: [RandomBlueprint.RequirementPlan] = []
        for name in requirementNames {
            let modal = "\(name)Modal"
            requirementModals.append(
                .init(
                    name: modal,
                    rule: ModalRule(
                        priority: chance(20) ? signIn.rule.priority + int(1...100) : signIn.rule.priority - int(1...20),
                        access: chance(70) ? .signedIn : .public)))
            requirements.append(
                .init(
                    name: name, modal: modal, metBySignIn: chance(40), keepsLink: chance(50),
                    failedNotice: chance(50)))
        }

        var gates: [RandomBlueprint.GatePlan] = []
        var gateModals: [RandomBlueprint.ModalPlan] = []
        for index in 0..<int(0...2) {
            let gate = LaunchGate("g\(index)", agesPendingLink: chance(50))
            if chance(70) {
                let modal = "g\(index)Modal"
                gateModals.append(
                    .init(
                        name: modal,
                        rule: ModalRule(priority: 1000 + index, style: .fullScreenCover, dismissible: false)))
                gates.append(.init(gate: gate, modal: modal))
            } else {
                gates.append(.init(gate: gate, modal: nil))
            }
        }

        var routes: [RandomBlueprint.RoutePlan] = []
        for _ in 0..<int(4...9) {
            let destination: RandomBlueprint.DestinationPlan
            let flowModals = modals.filter { !$0.flow.isEmpty }
            switch int(0...99) {
            case 0..<25: destination = .tab(int(0...(tabs.count - 1)), [])
            case 25..<55:
                let depth = int(1...2)
                destination = .tab(
                    int(0...(tabs.count - 1)), Array((0..<tabScreens.count).shuffled(using: &rng).prefix(depth)))
            case 55..<70 where !modals.isEmpty: destination = .modal(pick(modals).name, depth: 0)
            case 70..<82 where !flowModals.isEmpty:
                let modal = pick(flowModals)
                destination = .modal(modal.name, depth: int(0...(modal.flow.count - 1)))
            case 82..<90 where !signIn.flow.isEmpty: destination = .modal(signIn.name, depth: 1)
            case 90..<100 where !modals.isEmpty:
                destination = .tabWithModal(int(0...(tabs.count - 1)), pick(modals).name)
            default: destination = .tab(int(0...(tabs.count - 1)), [int(0...(tabScreens.count - 1))])
            }
            let access = access(requirementNames, public: 45, signedIn: 40)
            let resolver: RandomBlueprint.ResolverPlan? =
                chance(40) ? pick([.proceed, .unavailable, .redirect(-1)]) : nil
            routes.append(.init(access: access, destination: destination, resolver: resolver, secret: chance(20)))
        }
        // A redirect goes to a route without a resolver, or proceeds when there is none.
        let plain = routes.indices.filter { routes[$0].resolver == nil }
        for index in routes.indices where routes[index].resolver == .redirect(-1) {
            routes[index].resolver = plain.isEmpty ? .proceed : .redirect(pick(plain))
        }

        // Sign-in helpers, drawn after everything above so the knobs above keep their values for
        // every seed: a modal that helps sign-in (public, below sign-in, closable: shown in place
        // of sign-in) with a reset link to it, and a sign-in link from mail.
        var helpsSignIn: String?
        if !modals.isEmpty, chance(45) {
            let index = int(0...(modals.count - 1))
            modals[index].rule.helpsSignIn = true
            modals[index].rule.access = .public
            modals[index].rule.priority = min(modals[index].rule.priority, signIn.rule.priority - 1)
            if !modals[index].flow.isEmpty { modals[index].flow[0].access = .public }
            helpsSignIn = modals[index].name
            routes.append(
                .init(
                    access: .public, destination: .modal(modals[index].name, depth: 0), resolver: .byCode,
                    secret: true))
        }
        var completesSignIn: Int?
        if chance(45) {
            routes.append(.init(access: .public, destination: .current, resolver: .byCode, secret: true, signsIn: true))
            completesSignIn = routes.count - 1
        }

        var blueprint = RandomBlueprint(
            seed: seed, tabs: tabs, defaultTab: defaultTab, tabScreens: tabScreens, signIn: signIn, modals: modals,
            requirementModals: requirementModals, gateModals: gateModals, requirements: requirements, gates: gates,
            routes: routes, accessDeniedNotice: chance(50), explainingNotice: chance(50), helpsSignIn: helpsSignIn,
            completesSignIn: completesSignIn)

        // One schema in eight declares something the package cannot honour, on purpose.
        // And one in twelve of the others a modal nothing can close, the rarest problem otherwise.
        if chance(12) {
            blueprint.breakOnPurpose(&self)
        } else if chance(8) {
            blueprint.breakOnPurpose(&self, unclosable: true)
        }
        blueprint.askWithoutSignIn(&self)
        blueprint.noteOutrankedSignIn()
        return blueprint
    }
}

extension RandomBlueprint {
    /// Notes a modal that may show signed out and outranks sign-in: a link that needs sign-in
    /// while it is up would wait for a sign-in that cannot show over it.
    /// Only a modal the package can find is noted: a requirement's, or one a route shows.
    mutating func noteOutrankedSignIn() {
        let shown = Set(
            routes.compactMap { route -> String? in
                switch route.destination {
                case .modal(let name, _), .tabWithModal(_, let name): name
                case .tab, .current: nil
                }
            })
        for modal in modals.filter({ shown.contains($0.name) }) + requirementModals
        where modal.rule.priority > signIn.rule.priority {
            let root = modal.flow.first?.access ?? .public
            guard !modal.rule.access.isProtected, !root.isProtected else { continue }
            inconsistencies.append("\(modal.name) may show signed out and outranks the sign-in modal")
        }
        for (requirement, requirementModal) in zip(requirements, requirementModals) {
            for modal in modals where shown.contains(modal.name) && modal.rule.priority > requirementModal.rule.priority
            {
                guard modal.rule.access != .requirement(requirement.name) else { continue }
                inconsistencies.append("\(modal.name) outranks the modal of requirement \(requirement.name)")
            }
        }
    }

    /// Requirements asked without sign-in (`Access.publicRequiring`), drawn after everything else
    /// and only added at the end of their lists, so every schema a seed made before keeps its
    /// tabs, screens, modals and routes (and the regressions kept for them still mean what they
    /// say): for a requirement whose modal is public (a person signed out must see it), in seven
    /// cases of ten, a tab screen that needs it without sign-in, and a route to that screen that is
    /// public, public with the requirement, or signed in; sometimes behind a public screen,
    /// sometimes resolved.
    fileprivate mutating func askWithoutSignIn(_ draw: inout Draw) {
        for index in requirements.indices where requirementModals[index].rule.access == .public {
            guard draw.chance(70) else { continue }
            let name = requirements[index].name
            let screen = tabScreens.count
            tabScreens.append(.init(name: "w\(index)", access: .publicRequiring(name)))
            let publicScreens = tabScreens.indices.filter { tabScreens[$0].access == .public }
            var stack = [screen]
            if !publicScreens.isEmpty, draw.chance(40) { stack.insert(draw.pick(publicScreens), at: 0) }
            let access = draw.pick([Access.public, .publicRequiring(name), .signedIn])
            let tab = draw.int(0...(tabs.count - 1))
            let resolver: ResolverPlan? = draw.chance(30) ? .proceed : nil
            routes.append(.init(access: access, destination: .tab(tab, stack), resolver: resolver, secret: false))
        }
    }

    /// Whether a tab screen or a route needs a requirement without sign-in.
    var asksWithoutSignIn: Bool {
        (tabScreens.map(\.access) + routes.map(\.access)).contains {
            if case .publicRequiring = $0 { true } else { false }
        }
    }

    /// Declares one thing the package cannot honour, and says what.
    fileprivate mutating func breakOnPurpose(_ draw: inout Draw, unclosable: Bool = false) {
        var choices: [Int] = [0]
        if !signIn.flow.isEmpty { choices.append(1) }
        if !requirements.isEmpty { choices.append(2) }
        if !gateModals.isEmpty { choices.append(3) }
        let shown = Set(
            routes.compactMap { route -> String? in
                switch route.destination {
                case .modal(let name, _), .tabWithModal(_, let name): name
                case .tab, .current: nil
                }
            })
        let closable = modals.indices.filter { shown.contains(modals[$0].name) && modals[$0].name != helpsSignIn }
        // A modal nothing can close, whenever there is one to make so: the rarest of the problems.
        if unclosable && closable.isEmpty { return }
        switch !closable.isEmpty && (unclosable || draw.chance(50)) ? 4 : draw.pick(choices) {
        case 0:
            signIn.rule.access = .signedIn
            inconsistencies.append("the sign-in modal needs sign-in")
        case 1:
            signIn.flow[0].access = .signedIn
            inconsistencies.append("the root of the sign-in modal needs sign-in")
        case 2:
            let index = draw.int(0...(requirementModals.count - 1))
            requirementModals[index].rule.access = .requirement(requirements[index].name)
            inconsistencies.append("the modal of requirement \(requirements[index].name) needs that requirement")
        case 4:
            let index = draw.pick(closable)
            modals[index].rule.isDismissible = false
            inconsistencies.append(
                "\(modals[index].name) is not dismissible, and neither sign-in, a requirement's nor a gate's modal")
        default:
            let index = draw.int(0...(gateModals.count - 1))
            gateModals[index].rule.access = .signedIn
            inconsistencies.append("the modal of a launch gate needs sign-in")
        }
    }
}
