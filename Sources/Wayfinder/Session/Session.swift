/// Who is using the app, as far as navigation needs to know.
public enum Session: Hashable, Sendable, Codable {
    /// Still restoring stored credentials; it settles into one of the others.
    case unknown
    /// Nobody is signed in.
    case signedOut
    /// An account is signed in with a valid session.
    case signedIn(Account)
    /// Stored credentials for an account failed to refresh: the person must sign in again.
    case expired(Account)

    /// The account the session belongs to, signed in or expired.
    public var account: Account? {
        switch self {
        case .signedIn(let account), .expired(let account): account
        case .unknown, .signedOut: nil
        }
    }
}

extension Session: CustomStringConvertible {
    /// `signed-in:alice`: the form records and journals print and scripts write
    /// (`session=signed-in:alice`), so a script reads back what a record shows.
    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .signedOut: "signed-out"
        case .signedIn(let account): "signed-in:\(account.id)"
        case .expired(let account): "expired:\(account.id)"
        }
    }
}

/// An account identifier. It is not a secret: it appears in decision records.
public struct Account: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier, for example `alice`.
    public var id: String
    /// Creates an account identifier.
    public init(_ id: String) { self.id = id }
    public init(stringLiteral value: String) { self.id = value }
    public var description: String { id }
}
