/// What a route, screen or modal requires of the session.
public enum Access: Hashable, Sendable {
    /// Anyone, signed in or not.
    case `public`
    /// A signed-in account with a valid session (the first requirement, sign-in).
    case signedIn
    /// A signed-in account that also meets a requirement the schema declares in
    /// ``NavigationSchema/requirements`` (a step-up, an unlock, accepted terms).
    case requirement(RequirementName)

    /// Whether anything beyond `public` is needed.
    public var isProtected: Bool { self != .public }

    /// The declared requirement it names beyond sign-in, if any.
    public var requirementName: RequirementName? {
        if case .requirement(let name) = self { return name }
        return nil
    }
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
