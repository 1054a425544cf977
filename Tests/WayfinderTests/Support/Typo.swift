import Wayfinder

/// A schema with a typo: it declares `step-up` but its security screen, its vault modal and one
/// route ask for `step-upp`, which nothing declares. A schema error to be reported, never a crash.
struct Typo: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case main
        var description: String { rawValue }
    }

    enum Screen: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case about, security
        var description: String { rawValue }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case login, stepUp, vault
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case about, security, vault
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["typo"])) {
                LinkRule("/about", to: .about)
                LinkRule("/security", to: .security)
                LinkRule("/vault", to: .vault)
            }
        } catch {
            preconditionFailure("Typo's link table is declared wrongly: \(error)")
        }
    }()

    static let declared = [Requirement<Typo>(.typoStepUp, modal: .stepUp)]

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .main }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .login }
    var requirements: [Requirement<Typo>] { Self.declared }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }
    var sampleLinks: [SampleLink] { [SampleLink("typo://about"), SampleLink("typo://security")] }

    func rule(for route: Route) -> RouteRule<Typo> {
        switch route {
        case .about: RouteRule(.public, .tab(.main, [.about]))
        case .security: RouteRule(.signedIn, .tab(.main, [.security]))
        case .vault: RouteRule(.signedIn, .modal(.vault))
        }
    }

    func access(for screen: Screen) -> Access {
        switch screen {
        case .about: .public
        case .security: .requirement(.typoStepUpp)
        }
    }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .login: ModalRule(priority: 200)
        case .stepUp: ModalRule(priority: 150, access: .signedIn)
        case .vault: ModalRule(priority: 100, access: .requirement(.typoStepUpp))
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }
}

extension RequirementName {
    /// What `Typo` declares.
    static let typoStepUp = RequirementName("step-up")
    /// What `Typo` uses by mistake.
    static let typoStepUpp = RequirementName("step-upp")
}
