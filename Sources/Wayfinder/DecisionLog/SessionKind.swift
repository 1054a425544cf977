/// The kind of a session, as records carry it: no account identifier.
public enum SessionKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Still restoring stored credentials.
    case unknown
    /// Nobody is signed in.
    case signedOut = "signed-out"
    /// Someone is signed in.
    case signedIn = "signed-in"
    case expired

    /// The kind of `session`.
    public init(_ session: Session) {
        switch session {
        case .unknown: self = .unknown
        case .signedOut: self = .signedOut
        case .signedIn: self = .signedIn
        case .expired: self = .expired
        }
    }
}
