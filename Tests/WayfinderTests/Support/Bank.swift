import Wayfinder

/// A second schema with two requirements beyond sign-in, so the mechanism is not shaped to the
/// step-up alone: `unlock` (a PIN after 30 s or more in the background; not met by signing in;
/// cancelling keeps the link waiting) and `terms` (accepted once per session, or already by the
/// account `veteran`; cancelling drops the link). They are asked for in that order.
struct Bank: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case home, vault
        var description: String { rawValue }
    }

    enum Screen: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case about, accounts, statement, transfer
        var description: String { rawValue }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case login, unlock, terms, info
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed, unlockFailed, missing
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case about, accounts, statement, transfer
        case short(String)
        case lookup(Int)
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["bank"])) {
                LinkRule("/about", to: .about)
                LinkRule("/accounts", to: .accounts)
                LinkRule("/statement", to: .statement)
                LinkRule("/transfer", to: .transfer)
                LinkRule("/s/:slug", Route.short) { if case .short(let s) = $0 { s } else { nil } }
                LinkRule("/lookup/:n", Route.lookup) { if case .lookup(let n) = $0 { n } else { nil } }
            }
        } catch {
            preconditionFailure("Bank's link table is declared wrongly: \(error)")
        }
    }()

    static let declared = [
        Requirement<Bank>(
            .unlock, modal: .unlock, failedNotice: .unlockFailed, cancellation: .keepsLink,
            lapsesAfterBackground: .seconds(30)),
        Requirement<Bank>(.terms, modal: .terms, cancellation: .dropsLink, account: { $0 == "veteran" }),
    ]

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .home }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .login }
    var requirements: [Requirement<Bank>] { Self.declared }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }

    func rule(for route: Route) -> RouteRule<Bank> {
        switch route {
        case .about: RouteRule(.public, .tab(.home, [.about]))
        case .accounts: RouteRule(.signedIn, .tab(.vault, [.accounts]))
        case .statement: RouteRule(.requirement(.unlock), .tab(.vault, [.accounts, .statement]))
        // The route names only `terms`; its destination's `statement` needs `unlock` as well.
        case .transfer: RouteRule(.requirement(.terms), .tab(.vault, [.accounts, .statement, .transfer]))
        case .short: RouteRule(.public, .tab(.home), needsResolution: true)
        case .lookup: RouteRule(.signedIn, .tab(.vault, [.accounts]), needsResolution: true)
        }
    }

    func access(for screen: Screen) -> Access {
        switch screen {
        case .about: .public
        case .accounts: .signedIn
        case .statement: .requirement(.unlock)
        case .transfer: .requirement(.terms)
        }
    }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .login: ModalRule(priority: 200)
        case .unlock: ModalRule(priority: 150, access: .signedIn)
        case .terms: ModalRule(priority: 140, access: .signedIn)
        case .info: ModalRule(priority: 100)
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }

    func route(for screen: Screen) -> Route? {
        switch screen {
        case .about: .about
        case .accounts: .accounts
        case .statement: .statement
        case .transfer: .transfer
        }
    }
}

extension RequirementName {
    /// Bank's unlock, lapsing after 30 s in the background.
    static let unlock = RequirementName("unlock")
    /// Bank's accepted terms, met by the `veteran` account alone.
    static let terms = RequirementName("terms")
}
