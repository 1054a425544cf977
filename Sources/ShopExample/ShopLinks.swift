public import Wayfinder

extension ShopRoute {
    /// The Shop link table: `shop://` links and universal links on `shop.example.com`
    /// and `www.shop.example.com`.
    public static let links: LinkTable<ShopRoute> = {
        do {
            return try LinkTable(
                origins: LinkOrigins(schemes: ["shop"], hosts: ["shop.example.com", "www.shop.example.com"])
            ) {
                LinkRule("/", to: .home)
                LinkRule("/products/:id", ShopRoute.product(id:)) {
                    if case .product(let id) = $0 { id } else { nil }
                }
                LinkRule("/products/:id/reviews/:rid", ShopRoute.review(productID:reviewID:)) {
                    if case .review(let p, let r) = $0 { (p, r) } else { nil }
                }
                // A search is free text, but Shop's search links are published (mail, ads) and
                // the results screen is named by its query, so Shop says it is not personal.
                LinkRule(
                    "/search?q", notPersonal: ["q"],
                    parse: { .search(query: $0["q"]) },
                    print: { route in
                        guard case .search(let query) = route else { return nil }
                        return query.map { ["q": $0] } ?? [:]
                    }
                )
                LinkRule("/orders", to: .orders)
                LinkRule("/orders/:id", ShopRoute.order(id:)) { if case .order(let id) = $0 { id } else { nil } }
                LinkRule("/billing", to: .billing)
                LinkRule("/invoices/:id", ShopRoute.invoice(id:)) { if case .invoice(let id) = $0 { id } else { nil } }
                LinkRule("/projects/:id", ShopRoute.project(id:)) { if case .project(let id) = $0 { id } else { nil } }
                LinkRule("/teams/:tid/invite/:token", secrets: ["token"], ShopRoute.teamInvite(teamID:token:)) {
                    if case .teamInvite(let t, let token) = $0 { (t, token) } else { nil }
                }
                LinkRule("/account/security", to: .security)
                LinkRule("/reset-password/:code", secrets: ["code"], ShopRoute.passwordReset(code:)) {
                    if case .passwordReset(let code) = $0 { code } else { nil }
                }
                LinkRule("/sign-in/:code", secrets: ["code"], ShopRoute.signInLink(code:)) {
                    if case .signInLink(let code) = $0 { code } else { nil }
                }
                LinkRule("/checkout", to: .checkout)
                LinkRule("/checkout/shipping", to: .checkoutShipping)
                LinkRule("/checkout/payment", to: .checkoutPayment)
                LinkRule("/r/:slug", ShopRoute.shortLink(slug:)) { if case .shortLink(let s) = $0 { s } else { nil } }
                // The draft's text is what the person typed: personal, with nothing to declare.
                LinkRule(
                    "/compose?text",
                    parse: { .compose(text: $0["text"]) },
                    print: { route in
                        guard case .compose(let text) = route else { return nil }
                        return text.map { ["text": $0] } ?? [:]
                    }
                )
            }
        } catch {
            preconditionFailure("The Shop link table is declared wrongly: \(error)")
        }
    }()
}
