public import Wayfinder

/// The Shop example's navigation schema: the rules of the "The Shop example" article as one value.
public struct Shop: NavigationSchema {
    public typealias Tab = ShopTab
    public typealias Screen = ShopScreen
    public typealias Modal = ShopModal
    public typealias Notice = ShopNotice
    public typealias Route = ShopRoute

    /// The backend the resolvers ask.
    public let backend: any ShopBackend

    /// Creates the schema over a backend (the simulated one by default).
    public init(backend: any ShopBackend = SimulatedShopBackend()) { self.backend = backend }

    public var tabs: [ShopTab] { ShopTab.allCases }
    public var defaultTab: ShopTab { .home }
    public var links: LinkTable<ShopRoute> { ShopRoute.links }
    public var signInModal: ShopModal { .signIn }

    public var notices: NoticeRoles<ShopNotice> {
        NoticeRoles(
            linkUnavailable: .linkUnavailable, sessionExpired: .sessionExpired, signInFailed: .signInFailed,
            explainingSignIn: [.resetLinkExpired, .signInLinkExpired], alreadySignedIn: .alreadySignedIn
        )
    }

    public func rule(for route: ShopRoute) -> RouteRule<Shop> {
        switch route {
        case .home: RouteRule(.public, .tab(.home))
        case .product(let id): RouteRule(.public, .tab(.home, [.product(id)]))
        case .review(let p, let r): RouteRule(.public, .tab(.home, [.product(p), .review(p, r)]))
        case .search(let query):
            RouteRule(
                .public, query.map { $0.isEmpty ? .tab(.search) : .tab(.search, [.results($0)]) } ?? .tab(.search))
        case .orders: RouteRule(.signedIn, .tab(.account, [.orders]))
        case .order(let id): RouteRule(.signedIn, .tab(.account, [.orders, .order(id)]), needsResolution: true)
        case .billing: RouteRule(.signedIn, .tab(.account, [.billing]))
        case .invoice(let id): RouteRule(.signedIn, .tab(.account, [.billing, .invoice(id)]), needsResolution: true)
        case .project(let id): RouteRule(.signedIn, .tab(.home, [.project(id)]), needsResolution: true)
        case .teamInvite(let team, _):
            RouteRule(.signedIn, .tab(.account, [.teams, .team(team)]), needsResolution: true)
        case .security: RouteRule(.requirement(.stepUp), .tab(.account, [.security]))
        case .passwordReset: RouteRule(.public, .modal(.passwordReset), needsResolution: true)
        // A sign-in link from mail is the sign-in: its resolver signs the person in.
        case .signInLink: RouteRule(.public, Destination(place: .current), needsResolution: true, signsIn: true)
        case .shortLink: RouteRule(.public, .tab(.home), needsResolution: true)
        case .checkout: RouteRule(.signedIn, .modal(.checkout))
        case .checkoutShipping: RouteRule(.signedIn, .modal(.checkout, [.shipping]))
        case .checkoutPayment: RouteRule(.signedIn, .modal(.checkout, [.shipping, .payment]))
        case .compose(let text):
            RouteRule(
                .signedIn,
                text.map { $0.isEmpty ? .modal(.compose) : .modal(.compose, [.draft($0)]) } ?? .modal(.compose))
        }
    }

    public func access(for screen: ShopScreen) -> Access {
        switch screen {
        case .product, .review, .results: .public
        case .orders, .order, .billing, .invoice, .teams, .team, .project: .signedIn
        case .security: .requirement(.stepUp)
        case .cart, .shipping, .payment: .signedIn
        case .topics, .draft, .attachments: .signedIn
        }
    }

    public func root(of modal: ShopModal) -> ShopScreen? {
        switch modal {
        case .checkout: .cart
        case .compose: .topics
        default: nil
        }
    }

    public func modal(owning screen: ShopScreen) -> ShopModal? {
        switch screen {
        case .cart, .shipping, .payment: .checkout
        case .topics, .draft, .attachments: .compose
        default: nil
        }
    }

    public func rule(for modal: ShopModal) -> ModalRule {
        switch modal {
        case .forcedUpdate: ModalRule(priority: 300, style: .fullScreenCover, dismissible: false)
        case .onboarding: ModalRule(priority: 250, style: .fullScreenCover, dismissible: false)
        case .signIn: ModalRule(priority: 200, arrivals: .waits)
        case .stepUp: ModalRule(priority: 150, access: .signedIn, arrivals: .waits)
        // A reset sheet gives way to any link, but asks before discarding a half-typed password;
        // it helps sign-in, so a reset link shows it in place of sign-in.
        case .passwordReset:
            ModalRule(priority: 100, arrivals: ArrivalPolicy.yields.whenEdited(.asks), helpsSignIn: true)
        // Checkout: a link waits for it, a tap closes it first; with an address typed, both ask.
        case .checkout: ModalRule(priority: 50, access: .signedIn, arrivals: ArrivalPolicy.tapsClose.whenEdited(.asks))
        // A message to the shop: as checkout, with a half-written message.
        case .compose: ModalRule(priority: 40, access: .signedIn, arrivals: ArrivalPolicy.tapsClose.whenEdited(.asks))
        }
    }

    /// The step-up: met by confirming it's you, or by signing in; 5 minutes fresh; a screen that
    /// needs it leaves on a return from the background once it is older.
    public static let stepUp = Requirement<Shop>(
        .stepUp, modal: .stepUp, failedNotice: .stepUpFailed, cancellation: .dropsLink, maxAge: .seconds(300),
        metBySignIn: true)

    private static let declaredRequirements = [stepUp]

    public var requirements: [Requirement<Shop>] { Self.declaredRequirements }

    private static let declaredGates: [LaunchGate] = [.forcedUpdate, .onboarding]

    public var launchGates: [LaunchGate] { Self.declaredGates }

    public func modal(for gate: LaunchGate) -> ShopModal? {
        switch gate {
        case .forcedUpdate: .forcedUpdate
        case .onboarding: .onboarding
        default: nil
        }
    }

    public func resolve(_ route: ShopRoute, context: ResolutionContext) async -> Resolution<Shop> {
        switch route {
        case .order(let id):
            guard let account = context.account, let order = await backend.order(id, for: account) else {
                return .unavailable(.itemUnavailable, landing: .tab(.account, [.orders]))
            }
            return .proceed(prefetched: order)
        case .invoice(let id):
            guard let account = context.account, await backend.invoiceExists(id, for: account) else {
                return .unavailable(.itemUnavailable, landing: .tab(.account, [.billing]))
            }
            return .proceed
        case .project(let id):
            guard let account = context.account, await backend.projectExists(id, for: account) else {
                return .unavailable(.itemUnavailable, landing: .tab(.home))
            }
            return .proceed
        case .teamInvite(let team, let token):
            guard await backend.teamExists(team) else {
                return .unavailable(.itemUnavailable, landing: .tab(.account, [.teams]))
            }
            switch await backend.invite(token) {
            case .valid: return .proceed
            case .expired: return .unavailable(.inviteExpired, landing: .tab(.account, [.teams]))
            case .noAccess: return .unavailable(.inviteNoAccess, landing: .tab(.account, [.teams]))
            }
        case .passwordReset(let code):
            guard await backend.resetCodeIsFresh(code) else {
                // Sign-in only for a person who must sign in; signed in, they stay where they are.
                let landing: Destination<Shop> = context.mustSignIn ? .modal(.signIn) : Destination(place: .current)
                return .unavailable(.resetLinkExpired, landing: landing)
            }
            return .proceed
        case .signInLink(let code):
            guard let account = await backend.signInAccount(code) else {
                return .unavailable(.signInLinkExpired, landing: .modal(.signIn))
            }
            return .signsIn(account)
        case .shortLink(let slug):
            guard let target = await backend.shortLink(slug) else {
                return .unavailable(.linkUnavailable, landing: .tab(.home))
            }
            return .redirect(target)
        case .home, .product, .review, .search, .orders, .billing, .security, .checkout, .checkoutShipping,
            .checkoutPayment, .compose:
            return .proceed
        }
    }

    public func route(for screen: ShopScreen) -> ShopRoute? {
        switch screen {
        case .product(let id): .product(id: id)
        case .review(let p, let r): .review(productID: p, reviewID: r)
        case .results(let query): .search(query: query)
        case .orders: .orders
        case .order(let id): .order(id: id)
        case .billing: .billing
        case .invoice(let id): .invoice(id: id)
        case .project(let id): .project(id: id)
        case .security: .security
        case .teams, .team: nil
        case .cart: .checkout
        case .shipping: .checkoutShipping
        case .payment: .checkoutPayment
        case .topics: .compose(text: nil)
        case .draft(let text): .compose(text: text)
        case .attachments: nil
        }
    }

    /// What the default derives from the link table, written out: `shop://` lands on home's root,
    /// `shop://search` on search's; no link lands on account's root.
    public func route(forRootOf tab: ShopTab) -> ShopRoute? {
        switch tab {
        case .home: .home
        case .search: .search(query: nil)
        case .account: nil
        }
    }

    public var sampleLinks: [SampleLink] {
        [
            SampleLink("shop://", "home"),
            SampleLink("shop://products/5", "product"),
            SampleLink("shop://products/5/reviews/2", "review"),
            SampleLink("shop://search?q=shoes", "search with a query"),
            SampleLink("shop://search", "search without a query"),
            SampleLink("shop://orders", "orders list"),
            SampleLink("shop://orders/42", "alice's order"),
            SampleLink("shop://orders/150", "bob's order"),
            SampleLink("shop://orders/999", "missing order"),
            SampleLink("shop://billing", "billing"),
            SampleLink("shop://invoices/7", "alice's invoice"),
            SampleLink("shop://invoices/77", "bob's invoice"),
            SampleLink("https://shop.example.com/projects/42", "project"),
            SampleLink("shop://projects/500", "missing project"),
            SampleLink("shop://teams/7/invite/valid", "valid invite"),
            SampleLink("shop://teams/7/invite/expired", "expired invite"),
            SampleLink("shop://teams/7/invite/foreign", "foreign invite"),
            SampleLink("shop://account/security", "security settings"),
            SampleLink("shop://reset-password/fresh", "fresh reset code"),
            SampleLink("shop://reset-password/old-code", "stale reset code"),
            SampleLink("shop://sign-in/alice-ok", "alice's sign-in link"),
            SampleLink("shop://sign-in/bob-ok", "bob's sign-in link"),
            SampleLink("shop://sign-in/old-code", "stale sign-in link"),
            SampleLink("shop://checkout", "checkout at its cart"),
            SampleLink("shop://checkout/shipping", "checkout at shipping"),
            SampleLink("shop://checkout/payment", "checkout at payment"),
            SampleLink("shop://r/summer", "short link to a product"),
            SampleLink("shop://r/vip", "short link to an order"),
            SampleLink("shop://r/loop", "short link that loops"),
            SampleLink("shop://r/secure", "short link to security settings"),
            SampleLink("shop://compose?text=Where%20is%20my%20parcel%3F", "a message with a draft"),
            SampleLink("shop://nowhere/at/all", "unknown path"),
            SampleLink("https://evil.example.com/orders/1", "foreign host"),
            SampleLink("shop://products/%zz", "malformed escape"),
        ]
    }
}

extension Shop {
    /// The screen no link shows, for scripts to push by name: the message's attachments, inside
    /// the compose sheet's flow.
    public var sampleScreens: [ShopScreen] { [.attachments] }
}

extension RequirementName {
    /// Shop's step-up: confirming it's you again before security settings (`step-up` in scripts).
    public static let stepUp = RequirementName("step-up")
}
