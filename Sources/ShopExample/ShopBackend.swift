public import Wayfinder

/// What the Shop resolvers ask of a backend.
public protocol ShopBackend: Sendable {
    /// The order, if it exists and belongs to `account`.
    func order(_ id: String, for account: Account) async -> ShopOrder?
    /// Whether the invoice exists and belongs to `account`.
    func invoiceExists(_ id: String, for account: Account) async -> Bool
    /// Whether the project exists for `account`.
    func projectExists(_ id: String, for account: Account) async -> Bool
    /// Whether the team exists.
    func teamExists(_ id: String) async -> Bool
    /// What an invite token allows.
    func invite(_ token: String) async -> ShopInviteStatus
    /// Whether a password-reset code is still valid.
    func resetCodeIsFresh(_ code: String) async -> Bool
    /// The account a sign-in link's code signs in, or `nil` when the code is stale.
    func signInAccount(_ code: String) async -> Account?
    /// Where a short link points, if anywhere.
    func shortLink(_ slug: String) async -> ShopRoute?
}

/// An order, prefetched by the resolver so the order screen need not load it again.
public struct ShopOrder: Hashable, Sendable {
    public var id: String
    public var account: Account
}

/// What an invite token allows.
public enum ShopInviteStatus: Hashable, Sendable {
    case valid, expired, noAccess
}

/// The deterministic backend of the Shop example: accounts `alice` and `bob`; orders 1–100 and
/// invoices 1–50 are alice's, orders 101–200 and invoices 51–100 bob's; projects 1–99 and teams
/// 1–99 exist; invite tokens `valid`, `expired`, `foreign` (any other is `foreign`); reset code
/// `fresh` is valid, any other stale; sign-in codes `alice-ok` and `bob-ok` sign in that account,
/// any other is stale; short links `summer`, `vip`, `loop`. Any other account (one a session or a
/// replayed journal names) owns no order and no invoice.
public struct SimulatedShopBackend: ShopBackend {
    /// The accounts that can sign in.
    public static let accounts: [Account] = ["alice", "bob"]

    public init() {}

    public func order(_ id: String, for account: Account) async -> ShopOrder? {
        guard let number = Self.number(id),
            Self.owned(account, alice: 1...100, bob: 101...200)?.contains(number) == true
        else { return nil }
        return ShopOrder(id: id, account: account)
    }

    public func invoiceExists(_ id: String, for account: Account) async -> Bool {
        guard let number = Self.number(id) else { return false }
        return Self.owned(account, alice: 1...50, bob: 51...100)?.contains(number) == true
    }

    public func projectExists(_ id: String, for account: Account) async -> Bool {
        Self.number(id).map((1...99).contains) ?? false
    }

    public func teamExists(_ id: String) async -> Bool { Self.number(id).map((1...99).contains) ?? false }

    public func invite(_ token: String) async -> ShopInviteStatus {
        switch token {
        case "valid": .valid
        case "expired": .expired
        default: .noAccess
        }
    }

    public func resetCodeIsFresh(_ code: String) async -> Bool { code == "fresh" }

    public func signInAccount(_ code: String) async -> Account? {
        switch code {
        case "alice-ok": "alice"
        case "bob-ok": "bob"
        default: nil
        }
    }

    public func shortLink(_ slug: String) async -> ShopRoute? {
        switch slug {
        case "summer": .product(id: "5")
        case "vip": .order(id: "7")
        case "loop": .shortLink(slug: "loop")
        case "secure": .security
        default: nil
        }
    }

    /// The record numbers `account` owns: alice's, bob's, or none for any other account (`nil`,
    /// since an empty closed range cannot be formed).
    static func owned(_ account: Account, alice: ClosedRange<Int>, bob: ClosedRange<Int>) -> ClosedRange<Int>? {
        switch account {
        case "alice": alice
        case "bob": bob
        default: nil
        }
    }

    /// A record number: ASCII digits only, no sign, no leading zero.
    static func number(_ id: String) -> Int? {
        guard let first = id.utf8.first, first != UInt8(ascii: "0"), id.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
            return nil
        }
        return Int(id)
    }
}
