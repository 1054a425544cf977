/// The identity of a requirement: what ``Access/requirement(_:)``, a ``Requirement`` declaration,
/// the requirement events and ``PendingLink/Reason/requirement(_:)`` name it by.
///
/// Declare each name once, as a constant, and use the constant everywhere: a misspelt name then
/// does not compile.
///
/// ```swift
/// extension RequirementName {
///     static let stepUp = RequirementName("step-up")
/// }
///
/// case .security: RouteRule(.requirement(.stepUp), .tab(.account, [.security]))
/// ```
///
/// The text inside (``rawValue``) is the name's form at the edges only: scenario scripts, journals,
/// records and the route map print and read it. It must not contain secrets.
public struct RequirementName: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name's text form (`step-up`), as scripts, journals and records write it.
    public let rawValue: String

    /// A requirement name with the text form `rawValue`.
    /// - Parameter rawValue: The text scripts, journals and records use (`step-up`).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A requirement name with the text form `rawValue`; the same as ``init(_:)``.
    /// - Parameter rawValue: The text scripts, journals and records use.
    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// Sign-in, the first requirement: always declared, met by ``NavigationEvent/signedIn(_:)``
    /// and presented by ``NavigationSchema/signInModal``. Its text form is `sign-in`.
    public static let signIn = RequirementName("sign-in")

    /// The requirement the scripts' `step-up` verbs stand for (`step-up` is short for
    /// `requirement-met step-up`), so journals print it that way.
    package static let stepUpVerb = RequirementName("step-up")
}
