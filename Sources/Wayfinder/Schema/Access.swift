/// What a route, screen or modal requires of the session.
public enum Access: Hashable, Sendable {
    /// Anyone, signed in or not.
    case `public`
    /// A signed-in account with a valid session.
    case signedIn
    /// A signed-in account that also meets an app-defined requirement, checked by
    /// ``NavigationSchema/allows(_:for:)``.
    case requirement(String)

    /// Whether anything beyond `public` is needed.
    public var isProtected: Bool { self != .public }
}

extension Access: CustomStringConvertible {
    public var description: String {
        switch self {
        case .public: "public"
        case .signedIn: "signed in"
        case .requirement(let name): "signed in + \(name)"
        }
    }
}
