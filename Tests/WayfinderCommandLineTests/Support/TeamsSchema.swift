import Wayfinder

/// A second app for the command's tests, so nothing the command prints is shaped to Shop: a team
/// app with an inbox and projects, invites carrying a secret token, no launch gates, no
/// resolvers and no requirements beyond sign-in; "new task" is a two-step sheet.
///
/// With `misfiled`, the new-task link puts the sheet's second step in the projects tab: a schema
/// error, for the audit to find.
struct TeamsSchema: NavigationSchema {
    var misfiled = false

    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case inbox, projects
        var description: String { rawValue }
    }
    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case project(Int)
        case task(Int)
        case invite
        case newTaskTitle, newTaskDetails
        var description: String {
            switch self {
            case .project(let id): "project(\(id))"
            case .task(let id): "task(\(id))"
            case .invite: "invite"
            case .newTaskTitle: "newTaskTitle"
            case .newTaskDetails: "newTaskDetails"
            }
        }
    }
    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn, newTask
        var description: String { rawValue }
    }
    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }
    enum Route: Hashable, Sendable {
        case inbox
        case task(project: Int, task: Int)
        case invite(team: String, token: String)
        case newTask
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["teams"])) {
                LinkRule("/inbox", to: Route.inbox)
                LinkRule("/tasks/new", to: Route.newTask)
                LinkRule("/projects/:p/tasks/:t", Route.task) {
                    if case .task(let p, let t) = $0 { (p, t) } else { nil }
                }
                LinkRule("/join/:team/:token", secrets: ["token"], Route.invite) {
                    if case .invite(let team, let token) = $0 { (team, token) } else { nil }
                }
            }
        } catch {
            preconditionFailure("The TeamsSchema link table is declared wrongly: \(error)")
        }
    }()

    var tabs: [Tab] { [.inbox, .projects] }
    var defaultTab: Tab { .inbox }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }
    func rule(for route: Route) -> RouteRule<TeamsSchema> {
        switch route {
        case .inbox: RouteRule(.public, .tab(.inbox, []))
        case .task(let p, let t): RouteRule(.signedIn, .tab(.projects, [.project(p), .task(t)]))
        case .invite: RouteRule(.signedIn, .tab(.inbox, [.invite]))
        case .newTask:
            misfiled
                ? RouteRule(.signedIn, .tab(.projects, [.newTaskDetails]))
                : RouteRule(.signedIn, .modal(.newTask, [.newTaskDetails]))
        }
    }
    func access(for screen: Screen) -> Access { .signedIn }
    func rule(for modal: Modal) -> ModalRule { ModalRule(priority: modal == .signIn ? 200 : 100) }
    func modal(for gate: LaunchGate) -> Modal? { nil }
    func root(of modal: Modal) -> Screen? { modal == .newTask ? .newTaskTitle : nil }
    func modal(owning screen: Screen) -> Modal? {
        switch screen {
        case .newTaskTitle, .newTaskDetails: .newTask
        default: nil
        }
    }
    var sampleLinks: [SampleLink] {
        [
            SampleLink("teams://inbox", "the inbox"), SampleLink("teams://projects/3/tasks/9", "a task"),
            SampleLink("teams://join/t1/s3cret", "an invite"), SampleLink("teams://tasks/new", "a new task"),
            SampleLink("teams://nowhere", "unknown path"),
        ]
    }
}
