import Wayfinder

/// A wine shop whose catalogue anyone may browse, but whose wines need an age check, signed in
/// or not: `wine(id)` needs ``Access/publicRequiring(_:)`` `age-check`. Reserving a bottle needs
/// sign-in *and* the age check (`reserve(id)`, ``Access/requirement(_:)``); the cellar needs
/// sign-in alone. The account `adult` meets the age check by itself (the backend knows its birth
/// date); anyone else meets it on the `ageCheck` sheet, which is public. Cancelling it drops the
/// link that waits for it.
struct Cellar: NavigationSchema {
    /// A schema error on purpose: the age check's modal needs sign-in, so a person signed out can
    /// never meet it.
    var ageCheckNeedsSignIn = false

    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case shop, account
        var description: String { rawValue }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case wine(Int)
        case about
        case cellar
        case reserve(Int)
        var description: String {
            switch self {
            case .wine(let id): "wine(\(id))"
            case .about: "about"
            case .cellar: "cellar"
            case .reserve(let id): "reserve(\(id))"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case login, ageCheck, info
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed, tooYoung
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case shop, about, cellar
        case wine(Int)
        case reserve(Int)
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["cellar"])) {
                LinkRule("/", to: .shop)
                LinkRule("/about", to: .about)
                LinkRule("/cellar", to: .cellar)
                LinkRule("/wines/:id", Route.wine) { if case .wine(let id) = $0 { id } else { nil } }
                LinkRule("/reserve/:id", Route.reserve) { if case .reserve(let id) = $0 { id } else { nil } }
            }
        } catch {
            preconditionFailure("Cellar's link table is declared wrongly: \(error)")
        }
    }()

    static let declared = [
        Requirement<Cellar>(
            .ageCheck, modal: .ageCheck, failedNotice: .tooYoung, cancellation: .dropsLink,
            account: { $0 == "adult" })
    ]

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .shop }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .login }
    var requirements: [Requirement<Cellar>] { Self.declared }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }

    func rule(for route: Route) -> RouteRule<Cellar> {
        switch route {
        case .shop: RouteRule(.public, .tab(.shop))
        case .about: RouteRule(.public, .tab(.shop, [.about]))
        case .cellar: RouteRule(.signedIn, .tab(.account, [.cellar]))
        case .wine(let id): RouteRule(.publicRequiring(.ageCheck), .tab(.shop, [.wine(id)]))
        case .reserve(let id): RouteRule(.requirement(.ageCheck), .tab(.account, [.cellar, .reserve(id)]))
        }
    }

    func access(for screen: Screen) -> Access {
        switch screen {
        case .wine: .publicRequiring(.ageCheck)
        case .about: .public
        case .cellar: .signedIn
        case .reserve: .requirement(.ageCheck)
        }
    }

    func access(forRootOf tab: Tab) -> Access { tab == .account ? .signedIn : .public }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .login: ModalRule(priority: 200)
        case .ageCheck: ModalRule(priority: 150, access: ageCheckNeedsSignIn ? .signedIn : .public)
        case .info: ModalRule(priority: 100)
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }

    func route(for screen: Screen) -> Route? {
        switch screen {
        case .wine(let id): .wine(id)
        case .about: .about
        case .cellar: .cellar
        case .reserve(let id): .reserve(id)
        }
    }

    var sampleLinks: [SampleLink] {
        ["cellar://wines/7", "cellar://reserve/3", "cellar://cellar", "cellar://about", "cellar://nowhere"].map {
            SampleLink($0)
        }
    }
}

extension RequirementName {
    /// Cellar's age check: asked of anyone, signed in or not; the `adult` account meets it alone.
    static let ageCheck = RequirementName("age-check")
}
