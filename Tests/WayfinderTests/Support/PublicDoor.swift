import Wayfinder

/// A schema with a mistake the audit finds: the public route `/vault` lands on a screen that
/// needs sign-in, so only the screens' access says the waiting link is protected.
struct PublicDoor: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case main
        var description: String { rawValue }
    }
    enum Screen: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case vault
        var description: String { rawValue }
    }
    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn
        var description: String { rawValue }
    }
    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }
    enum Route: Hashable, Sendable { case vault }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["door"])) { LinkRule("/vault", to: Route.vault) }
        } catch {
            preconditionFailure("The PublicDoor link table is declared wrongly: \(error)")
        }
    }()

    var tabs: [Tab] { [.main] }
    var defaultTab: Tab { .main }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }
    func rule(for route: Route) -> RouteRule<PublicDoor> { RouteRule(.public, .tab(.main, [.vault])) }  // the mistake
    func access(for screen: Screen) -> Access { .signedIn }
    func rule(for modal: Modal) -> ModalRule { ModalRule(priority: 100) }
    func modal(for gate: LaunchGate) -> Modal? { nil }
}
