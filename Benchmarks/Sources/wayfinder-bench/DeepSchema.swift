import Wayfinder

/// Three tabs whose routes land as deep as the link says (`deep://a/20`), or one screen deep
/// (`deep://a/item/7`, a link of the burst).
struct DeepSchema: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable, LinkParameterValue {
        case a, b, c
        var description: String { rawValue }
        init?(linkParameter: String) { self.init(rawValue: linkParameter) }
        var linkParameter: String { rawValue }
        static var linkParameterExpectation: String { "a, b or c" }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case level(Int)
        var description: String {
            switch self {
            case .level(let n): "level(\(n))"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn, sheet
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case deep(Tab, Int)
        case item(Tab, Int)
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["deep"])) {
                LinkRule("/:tab/:depth", Route.deep) { if case .deep(let t, let d) = $0 { (t, d) } else { nil } }
                LinkRule("/:tab/item/:id", Route.item) { if case .item(let t, let i) = $0 { (t, i) } else { nil } }
            }
        } catch {
            preconditionFailure("The benchmark's link table is declared wrongly: \(error)")
        }
    }()

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .a }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }

    func rule(for route: Route) -> RouteRule<DeepSchema> {
        switch route {
        case .deep(let tab, let depth): RouteRule(.public, .tab(tab, (1...max(depth, 1)).map { .level($0) }))
        case .item(let tab, let id): RouteRule(.public, .tab(tab, [.level(id)]))
        }
    }

    func access(for screen: Screen) -> Access { .public }
    func rule(for modal: Modal) -> ModalRule { ModalRule(priority: modal == .signIn ? 200 : 100) }
    func modal(for gate: LaunchGate) -> Modal? { nil }
}
