import Wayfinder

/// A team app unlike Shop, whose modals use all three arrival policies, whose inbox tab needs
/// sign-in at its root, and whose invite opens a protected sheet without a stack of its own.
struct Teams: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case inbox, projects
        var description: String { rawValue }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case project(Int)
        case task(Int)
        case title, details
        var description: String {
            switch self {
            case .project(let id): "project(\(id))"
            case .task(let id): "task(\(id))"
            case .title: "title"
            case .details: "details"
            }
        }
    }

    enum Modal: Hashable, Codable, Sendable, CustomStringConvertible {
        case login, onboarding
        case joinTeam(Int)
        case newTask, preview, draft
        var description: String {
            switch self {
            case .login: "login"
            case .onboarding: "onboarding"
            case .joinTeam(let id): "joinTeam(\(id))"
            case .newTask: "newTask"
            case .preview: "preview"
            case .draft: "draft"
            }
        }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case unavailable, expired, failed, saveFailed, offline
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case inbox
        case project(Int)
        case task(Int)
        case invite(team: Int, token: String)
        case newTask, newTaskDetails, preview, draft
    }

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .inbox }
    var signInModal: Modal { .login }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }

    static let table: LinkTable<Route> = {
        // swift-format-ignore
        try! LinkTable(origins: LinkOrigins(schemes: ["teams"])) {
            LinkRule("/inbox", to: .inbox)
            LinkRule("/projects/:id", Route.project) { if case .project(let id) = $0 { id } else { nil } }
            LinkRule("/tasks/:id", Route.task) { if case .task(let id) = $0 { id } else { nil } }
            LinkRule("/teams/:team/invite/:token", secrets: ["token"], Route.invite(team:token:)) {
                if case .invite(let team, let token) = $0 { (team, token) } else { nil }
            }
            LinkRule("/tasks/new", to: .newTask)
            LinkRule("/tasks/new/details", to: .newTaskDetails)
            LinkRule("/preview", to: .preview)
            LinkRule("/draft", to: .draft)
        }
    }()

    var links: LinkTable<Route> { Self.table }

    func rule(for route: Route) -> RouteRule<Teams> {
        switch route {
        case .inbox: RouteRule(.signedIn, .tab(.inbox))
        case .project(let id): RouteRule(.public, .tab(.projects, [.project(id)]))
        case .task(let id): RouteRule(.public, .tab(.projects, [.project(1), .task(id)]))
        case .invite(let team, _): RouteRule(.signedIn, .modal(.joinTeam(team)), needsResolution: true)
        case .newTask: RouteRule(.signedIn, .modal(.newTask))
        case .newTaskDetails: RouteRule(.signedIn, .modal(.newTask, [.details]))
        case .preview: RouteRule(.public, .modal(.preview))
        case .draft: RouteRule(.public, .modal(.draft))
        }
    }

    func access(for screen: Screen) -> Access {
        switch screen {
        case .project, .task: .public
        case .title, .details: .signedIn
        }
    }

    func access(forRootOf tab: Tab) -> Access { tab == .inbox ? .signedIn : .public }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .onboarding: ModalRule(priority: 300, style: .fullScreenCover, dismissible: false)
        case .login: ModalRule(priority: 200, arrivals: .waits)
        case .joinTeam: ModalRule(priority: 60, access: .signedIn)
        // Links wait, taps close it; with a title typed, both ask.
        // Public as a modal; its root screen (`title`) needs sign-in.
        case .newTask: ModalRule(priority: 50, arrivals: ArrivalPolicy.tapsClose.whenEdited(.asks))
        // Read-only: gives way to anything, edited or not.
        case .preview: ModalRule(priority: 40, arrivals: .yields)
        // Always asks, even before anything is typed.
        case .draft: ModalRule(priority: 30, arrivals: .asks)
        }
    }

    static let gates: [LaunchGate] = [.onboarding]
    var launchGates: [LaunchGate] { Self.gates }
    func modal(for gate: LaunchGate) -> Modal? { gate == .onboarding ? .onboarding : nil }

    func root(of modal: Modal) -> Screen? { modal == .newTask ? .title : nil }

    func modal(owning screen: Screen) -> Modal? {
        switch screen {
        case .title, .details: .newTask
        case .project, .task: nil
        }
    }

    func route(for screen: Screen) -> Route? {
        switch screen {
        case .project(let id): .project(id)
        case .task(let id): .task(id)
        case .title: .newTask
        case .details: .newTaskDetails
        }
    }

    func resolve(_ route: Route, context: ResolutionContext) async -> Resolution<Teams> { .proceed }
}
