import Wayfinder

/// A team app unlike Shop, built as its adopter ported it: every tab root (`inbox`, `projects`,
/// `settings`) needs sign-in, so no tab is public; sign-in yields to links and cannot be
/// dismissed; an invite sheet (signed in), a public password-reset sheet, and a new-task sheet
/// that asks before discarding.
struct TeamApp: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case inbox, projects, settings
        var description: String { rawValue }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case thread(Int)
        case project(Int)
        case task(Int)
        var description: String {
            switch self {
            case .thread(let id): "thread(\(id))"
            case .project(let id): "project(\(id))"
            case .task(let id): "task(\(id))"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case signIn, invite, reset, newTask
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case linkUnavailable, sessionExpired, signInFailed
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case inbox, projects, settings
        case thread(Int)
        case project(Int)
        case task(project: Int, id: Int)
        case invite
        case reset
        case newTask
    }

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .inbox }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .linkUnavailable, sessionExpired: .sessionExpired, signInFailed: .signInFailed)
    }

    static let table: LinkTable<Route> = {
        // swift-format-ignore
        try! LinkTable(origins: LinkOrigins(schemes: ["team"])) {
            LinkRule("/", to: .inbox)
            LinkRule("/projects", to: .projects)
            LinkRule("/settings", to: .settings)
            LinkRule("/threads/:id", Route.thread) { if case .thread(let id) = $0 { id } else { nil } }
            LinkRule("/projects/:id", Route.project) { if case .project(let id) = $0 { id } else { nil } }
            LinkRule("/projects/:project/tasks/:id", Route.task(project:id:)) {
                if case .task(let project, let id) = $0 { (project, id) } else { nil }
            }
            LinkRule("/invite", to: .invite)
            LinkRule("/reset", to: .reset)
            LinkRule("/tasks/new", to: .newTask)
        }
    }()

    var links: LinkTable<Route> { Self.table }

    func rule(for route: Route) -> RouteRule<TeamApp> {
        switch route {
        case .inbox: RouteRule(.signedIn, .tab(.inbox))
        case .projects: RouteRule(.signedIn, .tab(.projects))
        case .settings: RouteRule(.signedIn, .tab(.settings))
        case .thread(let id): RouteRule(.signedIn, .tab(.inbox, [.thread(id)]))
        case .project(let id): RouteRule(.signedIn, .tab(.projects, [.project(id)]))
        case .task(let project, let id): RouteRule(.signedIn, .tab(.projects, [.project(project), .task(id)]))
        case .invite: RouteRule(.signedIn, .modal(.invite))
        case .reset: RouteRule(.public, .modal(.reset))
        case .newTask: RouteRule(.signedIn, .modal(.newTask))
        }
    }

    func access(for screen: Screen) -> Access { .signedIn }

    func access(forRootOf tab: Tab) -> Access { .signedIn }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .signIn: ModalRule(priority: 200, dismissible: false, arrivals: .yields)
        case .invite: ModalRule(priority: 60, access: .signedIn)
        case .reset: ModalRule(priority: 100)
        case .newTask: ModalRule(priority: 50, access: .signedIn, arrivals: ArrivalPolicy.tapsClose.whenEdited(.asks))
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }

    func route(for screen: Screen) -> Route? {
        switch screen {
        case .thread(let id): .thread(id)
        case .project(let id): .project(id)
        case .task(let id): .task(project: 1, id: id)
        }
    }
}
