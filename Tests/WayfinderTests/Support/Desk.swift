import Wayfinder

/// A small app whose password-reset sheet helps sign-in and makes links wait (unlike Shop's,
/// which yields): `home` (default) and `vault` tabs, both public at their roots; public notes,
/// secrets that need sign-in.
struct Desk: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case home, vault
        var description: String { rawValue }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case note(Int)
        case secret(Int)
        var description: String {
            switch self {
            case .note(let id): "note(\(id))"
            case .secret(let id): "secret(\(id))"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case signIn, reset
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case linkUnavailable, sessionExpired, signInFailed
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case home
        case note(Int)
        case secret(Int)
        case reset
    }

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .home }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .linkUnavailable, sessionExpired: .sessionExpired, signInFailed: .signInFailed)
    }

    static let table: LinkTable<Route> = {
        // swift-format-ignore
        try! LinkTable(origins: LinkOrigins(schemes: ["desk"])) {
            LinkRule("/", to: .home)
            LinkRule("/notes/:id", Route.note) { if case .note(let id) = $0 { id } else { nil } }
            LinkRule("/secrets/:id", Route.secret) { if case .secret(let id) = $0 { id } else { nil } }
            LinkRule("/reset", to: .reset)
        }
    }()

    var links: LinkTable<Route> { Self.table }

    func rule(for route: Route) -> RouteRule<Desk> {
        switch route {
        case .home: RouteRule(.public, .tab(.home))
        case .note(let id): RouteRule(.public, .tab(.home, [.note(id)]))
        case .secret(let id): RouteRule(.signedIn, .tab(.vault, [.secret(id)]))
        case .reset: RouteRule(.public, .modal(.reset))
        }
    }

    func access(for screen: Screen) -> Access {
        switch screen {
        case .note: .public
        case .secret: .signedIn
        }
    }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .signIn: ModalRule(priority: 200, arrivals: .waits)
        // Helps sign-in, and makes links wait while it is up.
        case .reset: ModalRule(priority: 100, arrivals: .waits, helpsSignIn: true)
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }

    func route(for screen: Screen) -> Route? {
        switch screen {
        case .note(let id): .note(id)
        case .secret(let id): .secret(id)
        }
    }
}
