/// Every place a Shop link can name (the "The Shop example" article, section "Links").
///
/// Identifiers are strings exactly as they appear in the link after percent-decoding.
public enum ShopRoute: Hashable, Sendable {
    /// `/` or empty: the home tab's root.
    case home
    /// `/products/:id`
    case product(id: String)
    /// `/products/:id/reviews/:rid`
    case review(productID: String, reviewID: String)
    /// `/search?q=QUERY`; without `q`, the search tab's root.
    case search(query: String?)
    /// `/orders`
    case orders
    /// `/orders/:id`
    case order(id: String)
    /// `/billing`
    case billing
    /// `/invoices/:id`
    case invoice(id: String)
    /// `/projects/:id`
    case project(id: String)
    /// `/teams/:tid/invite/:token`; `token` is secret.
    case teamInvite(teamID: String, token: String)
    /// `/account/security`: needs a step-up in the last 5 minutes.
    case security
    /// `/reset-password/:code`; `code` is secret.
    case passwordReset(code: String)
    /// `/sign-in/:code`, a sign-in link from mail (a magic link); `code` is secret.
    case signInLink(code: String)
    /// `/checkout`: the `checkout` sheet at its root, `cart`.
    case checkout
    /// `/checkout/shipping`: `checkout > shipping`.
    case checkoutShipping
    /// `/checkout/payment`: `checkout > shipping > payment`.
    case checkoutPayment
    /// `/r/:slug`, a short link that redirects.
    case shortLink(slug: String)
    /// `/compose?text=DRAFT`: a message to the shop, in the `compose` sheet: at its root, `topics`,
    /// or with `text`, at `compose > draft` holding that text (what the person typed).
    case compose(text: String?)
}
