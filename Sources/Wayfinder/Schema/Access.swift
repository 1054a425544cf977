/// What a route, screen or modal requires of the session.
public enum Access: Hashable, Sendable {
    /// Anyone, signed in or not.
    case `public`
    /// A signed-in account with a valid session (the first requirement, sign-in).
    case signedIn
    /// A signed-in account that also meets a requirement the schema declares in
    /// ``NavigationSchema/requirements`` (a step-up, an unlock, accepted terms).
    case requirement(RequirementName)
    /// Anyone, signed in or not, who meets a requirement the schema declares in
    /// ``NavigationSchema/requirements`` (an age check): no sign-in is asked for, only the
    /// requirement, with its modal. Signed in, the account may meet it alone
    /// (``Requirement/isMetByAccount``). What a person meets signed out is kept when they sign in
    /// in the same launch; see <doc:Requirements>.
    case publicRequiring(RequirementName)

    /// Whether it needs sign-in: ``signedIn`` and ``requirement(_:)``. `public` and
    /// ``publicRequiring(_:)`` do not, so signing out never clears what needs them for that
    /// reason, and a person signed out is asked only for the requirement.
    public var isProtected: Bool {
        switch self {
        case .public, .publicRequiring: false
        case .signedIn, .requirement: true
        }
    }

    /// The declared requirement it names beyond sign-in, if any.
    public var requirementName: RequirementName? {
        switch self {
        case .requirement(let name), .publicRequiring(let name): name
        case .public, .signedIn: nil
        }
    }
}

extension Access: CustomStringConvertible {
    public var description: String {
        switch self {
        case .public: "public"
        case .signedIn: "signed in"
        case .requirement(let name): "signed in + \(name)"
        case .publicRequiring(let name): "public + \(name)"
        }
    }
}
