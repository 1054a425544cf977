import Wayfinder

/// A tab of a generated schema, by name.
struct RandomTab: Hashable, Codable, Sendable, CustomStringConvertible {
    var name: String
    var description: String { name }
}

/// A screen of a generated schema: a name and the id of what it shows.
struct RandomScreen: Hashable, Codable, Sendable, CustomStringConvertible {
    var name: String
    var id: Int
    var description: String { "\(name)(\(id))" }
}

/// A modal of a generated schema, by name.
struct RandomModal: Hashable, Codable, Sendable, CustomStringConvertible {
    var name: String
    var description: String { name }
}

/// A notice of a generated schema, by name.
struct RandomNotice: Hashable, Codable, Sendable, CustomStringConvertible {
    var name: String
    var description: String { name }
}

/// A route of a generated schema: which of the blueprint's routes, the id it carries and, for a
/// route with a secret, the secret (`/r3/:id/:code`).
struct RandomRoute: Hashable, Sendable {
    var index: Int
    var id: Int
    var secret: String?
}

/// One `NavigationSchema` type whose tabs, screens, modals, notices and routes are values and
/// whose rules all come from a ``RandomBlueprint``: every generated schema is an instance of it.
struct RandomSchema: NavigationSchema {
    typealias Tab = RandomTab
    typealias Screen = RandomScreen
    typealias Modal = RandomModal
    typealias Notice = RandomNotice
    typealias Route = RandomRoute

    let blueprint: RandomBlueprint
    let links: LinkTable<RandomRoute>
    private let screenAccess: [String: Access]
    private let screenOwner: [String: String]
    private let modalRules: [String: ModalRule]
    private let modalRoots: [String: String]

    init(_ blueprint: RandomBlueprint) {
        self.blueprint = blueprint
        var screenAccess: [String: Access] = [:]
        var screenOwner: [String: String] = [:]
        var modalRules: [String: ModalRule] = [:]
        var modalRoots: [String: String] = [:]
        for screen in blueprint.tabScreens { screenAccess[screen.name] = screen.access }
        for modal in blueprint.allModals {
            modalRules[modal.name] = modal.rule
            if let root = modal.flow.first { modalRoots[modal.name] = root.name }
            for screen in modal.flow {
                screenAccess[screen.name] = screen.access
                screenOwner[screen.name] = modal.name
            }
        }
        self.screenAccess = screenAccess
        self.screenOwner = screenOwner
        self.modalRules = modalRules
        self.modalRoots = modalRoots
        self.links = Self.table(for: blueprint)
    }

    /// `/rN/:id` for each route, `/rN/:id/:code` (a secret) for a route that carries one.
    private static func table(for blueprint: RandomBlueprint) -> LinkTable<RandomRoute> {
        let rules = blueprint.routes.indices.map { index -> LinkRule<RandomRoute> in
            if blueprint.routes[index].secret {
                return LinkRule(
                    "/r\(index)/:id/:code", secrets: ["code"],
                    parse: { (p) throws(LinkRejection) in
                        RandomRoute(index: index, id: try p.value("id"), secret: try p.value("code"))
                    },
                    print: { route in
                        guard route.index == index, let secret = route.secret else { return nil }
                        return ["id": String(route.id), "code": secret]
                    })
            }
            return LinkRule(
                "/r\(index)/:id",
                parse: { (p) throws(LinkRejection) in RandomRoute(index: index, id: try p.value("id"), secret: nil) },
                print: { route in route.index == index && route.secret == nil ? ["id": String(route.id)] : nil })
        }
        do {
            return try LinkTable(origins: LinkOrigins(schemes: [RandomBlueprint.scheme])) {
                for rule in rules { rule }
            }
        } catch {
            fatalError("a generated link table is always valid: \(error)")
        }
    }

    var tabs: [RandomTab] { blueprint.tabs.map { RandomTab(name: $0.name) } }
    var defaultTab: RandomTab { RandomTab(name: blueprint.tabs[blueprint.defaultTab].name) }
    var signInModal: RandomModal { RandomModal(name: blueprint.signIn.name) }

    var notices: NoticeRoles<RandomNotice> {
        NoticeRoles(
            linkUnavailable: RandomNotice(name: "unavailable"), sessionExpired: RandomNotice(name: "expired"),
            signInFailed: RandomNotice(name: "signInFailed"),
            accessDenied: blueprint.accessDeniedNotice ? RandomNotice(name: "denied") : nil,
            explainingSignIn: Set(
                (blueprint.explainingNotice ? [RandomNotice(name: "signInNeeded")] : [])
                    + (blueprint.hasCodeRoutes ? [RandomNotice(name: "codeExpired")] : [])))
    }

    func rule(for route: RandomRoute) -> RouteRule<RandomSchema> {
        guard blueprint.routes.indices.contains(route.index) else {
            return RouteRule(.public, .tab(defaultTab))
        }
        let plan = blueprint.routes[route.index]
        return RouteRule(
            plan.access, destination(plan.destination, id: route.id), needsResolution: plan.resolver != nil,
            signsIn: plan.signsIn)
    }

    func destination(_ plan: RandomBlueprint.DestinationPlan, id: Int) -> Destination<RandomSchema> {
        switch plan {
        case .tab(let tab, let screens):
            return .tab(
                RandomTab(name: blueprint.tabs[tab].name),
                screens.map { RandomScreen(name: blueprint.tabScreens[$0].name, id: id) })
        case .modal(let name, let depth):
            let flow = blueprint.modal(named: name)?.flow.dropFirst().prefix(depth) ?? []
            return .modal(RandomModal(name: name), flow.map { RandomScreen(name: $0.name, id: id) })
        case .tabWithModal(let tab, let name):
            return .tab(RandomTab(name: blueprint.tabs[tab].name), [], modal: RandomModal(name: name))
        case .current:
            return Destination(place: .current)
        }
    }

    func access(for screen: RandomScreen) -> Access { screenAccess[screen.name] ?? .public }
    func access(forRootOf tab: RandomTab) -> Access {
        blueprint.tabs.first { $0.name == tab.name }?.rootAccess ?? .public
    }

    func rule(for modal: RandomModal) -> ModalRule { modalRules[modal.name] ?? ModalRule(priority: 1) }
    func root(of modal: RandomModal) -> RandomScreen? {
        modalRoots[modal.name].map { RandomScreen(name: $0, id: 0) }
    }
    func modal(owning screen: RandomScreen) -> RandomModal? { screenOwner[screen.name].map(RandomModal.init) }

    var launchGates: [LaunchGate] { blueprint.gates.map(\.gate) }
    func modal(for gate: LaunchGate) -> RandomModal? {
        blueprint.gates.first { $0.gate == gate }?.modal.map(RandomModal.init)
    }

    var requirements: [Requirement<RandomSchema>] {
        blueprint.requirements.map { plan in
            Requirement(
                plan.name, modal: RandomModal(name: plan.modal),
                failedNotice: plan.failedNotice ? RandomNotice(name: "\(plan.name)Failed") : nil,
                cancellation: plan.keepsLink ? .keepsLink : .dropsLink, metBySignIn: plan.metBySignIn)
        }
    }

    func resolve(_ route: RandomRoute, context: ResolutionContext) async -> Resolution<RandomSchema> {
        guard blueprint.routes.indices.contains(route.index), let plan = blueprint.routes[route.index].resolver else {
            return .proceed
        }
        switch plan {
        case .proceed: return .proceed
        case .redirect(let target): return .redirect(RandomRoute(index: target, id: route.id, secret: nil))
        case .unavailable:
            return .unavailable(RandomNotice(name: "missing"), landing: .tab(RandomTab(name: blueprint.safeTab)))
        case .byCode:
            if route.secret == "stale" {
                return .unavailable(RandomNotice(name: "codeExpired"), landing: .modal(signInModal))
            }
            guard blueprint.routes[route.index].signsIn else { return .proceed }
            return .signsIn(route.id.isMultiple(of: 2) ? "bob" : "ada")
        }
    }

    func route(for screen: RandomScreen) -> RandomRoute? {
        // The first route that lands on exactly this screen on top of its stack, when there is one.
        for (index, plan) in blueprint.routes.enumerated() where !plan.secret && plan.resolver == nil {
            if case .tab(let tab, let screens) = plan.destination, let last = screens.last,
                blueprint.tabScreens[last].name == screen.name, screens.count == 1, tab >= 0
            {
                return RandomRoute(index: index, id: screen.id, secret: nil)
            }
        }
        return nil
    }

    var sampleLinks: [SampleLink] {
        var samples = blueprint.routes.indices.map { index in
            let plan = blueprint.routes[index]
            let link = "\(RandomBlueprint.scheme)://r\(index)/\(index + 1)" + (plan.secret ? "/s3cr3t" : "")
            return SampleLink(link, plan.summary)
        }
        samples.append(SampleLink("\(RandomBlueprint.scheme)://nowhere", "unknown"))
        samples.append(SampleLink("https://elsewhere.example.com/r0/1", "foreign"))
        return samples
    }
}
