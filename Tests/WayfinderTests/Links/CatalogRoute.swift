import Foundation
import Wayfinder

/// The routes of the conformance table: every kind of segment, conversion and query field.
enum CatalogRoute: Hashable, Sendable {
    case home
    case orders
    case order(Int)
    case product(String)
    case newProduct
    case review(String, String)
    case user(UUID)
    case file(String)
    case readme
    case docs(section: String, rest: String)
    case search(query: String?, page: Int?)
    case invite(team: String, token: String)
    case abc
    case axd(String)
    case cpp
    case redeem(String)

    static let origins = LinkOrigins(
        schemes: ["shop", "shop-beta"], hosts: ["app.example.com", "www.app.example.com"])

    /// The conformance table's link table.
    static let links: LinkTable<CatalogRoute> = {
        do {
            return try LinkTable(origins: origins) { entries }
        } catch {
            preconditionFailure("The catalog link table is declared wrongly: \(error)")
        }
    }()

    @LinkTableBuilder<CatalogRoute>
    static var entries: [LinkRule<CatalogRoute>] {
        LinkRule("/", to: .home)
        LinkRule("/orders", to: .orders)
        LinkRule("/orders/:id", CatalogRoute.order) { if case .order(let id) = $0 { id } else { nil } }
        LinkRule("/products/:id", CatalogRoute.product) { if case .product(let id) = $0 { id } else { nil } }
        LinkRule("/products/new", to: .newProduct)
        LinkRule("/products/:id/reviews/:rid", CatalogRoute.review) {
            if case .review(let p, let r) = $0 { (p, r) } else { nil }
        }
        LinkRule("/users/:id", CatalogRoute.user) { if case .user(let id) = $0 { id } else { nil } }
        LinkRule("/files/*path", CatalogRoute.file) { if case .file(let path) = $0 { path } else { nil } }
        LinkRule("/files/readme", to: .readme)
        LinkRule("/docs/:section/*rest", CatalogRoute.docs) {
            if case .docs(let section, let rest) = $0 { (section, rest) } else { nil }
        }
        LinkRule(
            "/search?q&page",
            parse: { p throws(LinkRejection) in
                .search(query: try p.optionalValue("q"), page: try p.optionalValue("page"))
            },
            print: { route in
                guard case .search(let query, let page) = route else { return nil }
                var values: [String: String] = [:]
                values["q"] = query
                values["page"] = page.map(String.init)
                return values
            })
        LinkRule("/teams/:tid/invite/:token", secrets: ["token"], CatalogRoute.invite) {
            if case .invite(let team, let token) = $0 { (team, token) } else { nil }
        }
        LinkRule("/a/b/c", to: .abc)
        LinkRule("/a/:x/d", CatalogRoute.axd) { if case .axd(let x) = $0 { x } else { nil } }
        LinkRule("/c++", to: .cpp)
        LinkRule("/redeem?code", CatalogRoute.redeem) { if case .redeem(let code) = $0 { code } else { nil } }
    }
}
