/// The Shop example's tabs.
public enum ShopTab: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    case home, search, account
    public var description: String { rawValue }
}

/// The Shop example's pushed screens, rendered as scripts write them (`order(42)`).
public enum ShopScreen: Hashable, Codable, Sendable, CustomStringConvertible {
    case product(String)
    case review(String, String)
    case results(String)
    case orders
    case order(String)
    case billing
    case invoice(String)
    case teams
    case team(String)
    case project(String)
    /// Security settings: needs a step-up in the last 5 minutes.
    case security
    /// The root of the `checkout` sheet.
    case cart
    /// Inside `checkout` only.
    case shipping
    /// Inside `checkout` only.
    case payment
    /// The root of the `compose` sheet: what the message to the shop is about.
    case topics
    /// Inside `compose` only: the message being written, with its text. Written `draft`: the
    /// text is what the person typed, and a screen's name is printed everywhere.
    case draft(String)
    /// Inside `compose` only: the photos attached to the message. No link shows it: the person
    /// reaches it from the draft.
    case attachments

    public var description: String {
        switch self {
        case .product(let id): "product(\(id))"
        case .review(let p, let r): "review(\(p),\(r))"
        case .results(let query): "results(\(query))"
        case .orders: "orders"
        case .order(let id): "order(\(id))"
        case .billing: "billing"
        case .invoice(let id): "invoice(\(id))"
        case .teams: "teams"
        case .team(let id): "team(\(id))"
        case .project(let id): "project(\(id))"
        case .security: "security"
        case .cart: "cart"
        case .shipping: "shipping"
        case .payment: "payment"
        case .topics: "topics"
        case .draft: "draft"
        case .attachments: "attachments"
        }
    }
}

/// The Shop example's modals, highest priority first.
public enum ShopModal: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// A launch gate: cannot be dismissed; blocks everything until the update is installed.
    case forcedUpdate
    /// A launch gate the person works through on a first run (a full-screen cover); cannot be
    /// dismissed; holds every link until it is cleared, without ageing the pending link.
    case onboarding
    /// Blocks every other modal.
    case signIn
    /// "Confirm it's you": the step-up a signed-in person completes before security settings.
    case stepUp
    /// Opened by a reset link. The code reaches the sheet through `onDeepLink`, never through state.
    case passwordReset
    /// A sheet holding its own stack (root `cart`, then `shipping`, `payment`); signed in.
    case checkout
    /// A message to the shop: a sheet holding its own stack (root `topics`, then `draft`,
    /// `attachments`); signed in.
    case compose
    public var description: String { rawValue }
}

/// The Shop example's notices (alerts).
public enum ShopNotice: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    case linkUnavailable, sessionExpired, itemUnavailable, inviteExpired, inviteNoAccess, resetLinkExpired,
        signInFailed,
        stepUpFailed, signInLinkExpired, alreadySignedIn
    public var description: String { rawValue }
}
