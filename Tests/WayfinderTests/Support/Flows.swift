import Wayfinder

/// A small schema with a flow inside a modal and routes that put screens in the wrong container,
/// for the schema errors Shop cannot show.
struct Flows: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case main
        var description: String { rawValue }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case item(Int)
        case start
        case step(Int)
        var description: String {
            switch self {
            case .item(let n): "item(\(n))"
            case .start: "start"
            case .step(let n): "step(\(n))"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case login, wizard, plain
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case wizard(Int)
        case stepInTab
        case listInPlainModal
        case rootPushed
        case twice
    }

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .main }
    var signInModal: Modal { .login }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }

    var links: LinkTable<Route> {
        // swift-format-ignore
        try! LinkTable(origins: LinkOrigins(schemes: ["flows"])) {
            LinkRule("/wizard/:n", Route.wizard) { if case .wizard(let n) = $0 { n } else { nil } }
            LinkRule("/step-in-tab", to: .stepInTab)
            LinkRule("/list-in-plain", to: .listInPlainModal)
            LinkRule("/root-pushed", to: .rootPushed)
            LinkRule("/twice", to: .twice)
        }
    }

    func rule(for route: Route) -> RouteRule<Flows> {
        switch route {
        case .wizard(let n): RouteRule(.public, .modal(.wizard, (1...max(1, n)).map { .step($0) }))
        case .stepInTab: RouteRule(.public, .tab(.main, [.step(1)]))
        case .listInPlainModal: RouteRule(.public, .modal(.plain, [.item(1)]))
        case .rootPushed: RouteRule(.public, .modal(.wizard, [.start]))
        case .twice: RouteRule(.public, .tab(.main, [.item(1), .item(1)]))
        }
    }

    func access(for screen: Screen) -> Access { .public }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .login: ModalRule(priority: 200)
        case .wizard: ModalRule(priority: 100)
        case .plain: ModalRule(priority: 100)
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }

    func root(of modal: Modal) -> Screen? { modal == .wizard ? .start : nil }

    func modal(owning screen: Screen) -> Modal? {
        switch screen {
        case .start, .step: .wizard
        case .item: nil
        }
    }
}
