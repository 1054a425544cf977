import Wayfinder

/// A small schema for what Shop does not exercise: action routes, push merges, redirect
/// chains, app-defined requirements, non-persisted screens.
struct Lab: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case main, settings
        var description: String { rawValue }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case list
        case item(Int)
        case confirmPayment(String)
        case admin
        case note(String)
        case detail
        var description: String {
            switch self {
            case .list: "list"
            case .item(let n): "item(\(n))"
            case .confirmPayment(let id): "confirmPayment(\(id))"
            case .admin: "admin"
            case .note: "note"
            case .detail: "detail"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case gate, login, sheet, low
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed, denied
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case item(Int)
        case pay(String)
        case chain(Int)
        case admin, detail
        case note(String)
        case slow
    }

    var redirectChainLength = 10

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .main }
    var signInModal: Modal { .login }
    var launchGates: [LaunchGate] { ["maintenance"] }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(
            linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed, accessDenied: .denied)
    }
    var policy: NavigationPolicy { NavigationPolicy(redirectLimit: 3) }

    var links: LinkTable<Route> {
        // swift-format-ignore
        try! LinkTable(origins: LinkOrigins(schemes: ["lab"])) {
            LinkRule("/items/:n", Route.item) { if case .item(let n) = $0 { n } else { nil } }
            LinkRule("/pay/:id", Route.pay) { if case .pay(let id) = $0 { id } else { nil } }
            LinkRule("/chain/:n", Route.chain) { if case .chain(let n) = $0 { n } else { nil } }
            LinkRule("/admin", to: .admin)
            LinkRule("/detail", to: .detail)
            LinkRule("/slow", to: .slow)
            LinkRule("/notes/:token", secrets: ["token"], Route.note) { if case .note(let t) = $0 { t } else { nil } }
        }
    }

    func rule(for route: Route) -> RouteRule<Lab> {
        switch route {
        case .item(let n): RouteRule(.public, .tab(.main, [.list, .item(n)]))
        case .pay(let id): RouteRule(.signedIn, .tab(.main, [.confirmPayment(id)]), action: true)
        case .chain: RouteRule(.public, .tab(.main), needsResolution: true)
        case .admin: RouteRule(.requirement(.admin), .tab(.settings, [.admin]))
        case .detail: RouteRule(.public, .tab(.main, [.detail], merge: .push))
        case .note(let token): RouteRule(.public, .tab(.settings, [.note(token)]))
        case .slow: RouteRule(.public, .tab(.settings, [.detail]), needsResolution: true)
        }
    }

    func access(for screen: Screen) -> Access {
        switch screen {
        case .list, .item, .detail, .note: .public
        case .confirmPayment: .signedIn
        case .admin: .requirement(.admin)
        }
    }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .gate: ModalRule(priority: 300, style: .fullScreenCover, dismissible: false)
        case .login: ModalRule(priority: 200)
        case .sheet: ModalRule(priority: 100)
        case .low: ModalRule(priority: 50)
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { gate == "maintenance" ? .gate : nil }

    /// `admin`: met by the account alone (`root`); no modal can satisfy it, so a link that needs
    /// it without it is rejected.
    static let declared = [Requirement<Lab>(.admin, modal: nil, account: { $0 == "root" })]
    var requirements: [Requirement<Lab>] { Self.declared }

    func persists(_ screen: Screen) -> Bool {
        if case .note = screen { return false }
        return true
    }

    func resolve(_ route: Route, context: ResolutionContext) async -> Resolution<Lab> {
        switch route {
        case .chain(let n) where n < redirectChainLength: .redirect(.chain(n + 1))
        default: .proceed(prefetched: "data for \(route)")
        }
    }
}

extension RequirementName {
    /// Lab's `admin`, met by the `root` account alone.
    static let admin = RequirementName("admin")
}
