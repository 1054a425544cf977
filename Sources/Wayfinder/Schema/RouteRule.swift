/// What the schema says about one route: who may open it, where it lands, whether a
/// resolver must answer first, and whether it names an action.
public struct RouteRule<Schema: NavigationSchema>: Sendable {
    /// What the session needs.
    public var access: Access
    /// Where it lands when everything goes well.
    public var destination: Destination<Schema>
    /// Whether ``NavigationSchema/resolve(_:context:)`` must answer before it lands.
    public var needsResolution: Bool
    /// Whether the route names an action (pay, delete, transfer). A link to an action lands on
    /// its destination (the confirmation screen) and never performs it.
    public var isAction: Bool
    /// Whether the route is a sign-in link from mail (a magic link): it *is* the sign-in. Its
    /// resolver answers ``Resolution/signsIn(_:)`` for a valid code; it passes sign-in and any
    /// modal that helps it without costing the link that waits for sign-in; signed in already, it
    /// changes nothing (a link never switches accounts). See <doc:HelpWithSigningIn>.
    public var signsIn: Bool

    /// Creates a rule. Reads as a table row:
    /// `RouteRule(.signedIn, .tab(.account, [.orders, .order(id)]), needsResolution: true)`.
    /// A sign-in link reads `RouteRule(.public, Destination(place: .current), needsResolution: true, signsIn: true)`.
    public init(
        _ access: Access, _ destination: Destination<Schema>, needsResolution: Bool = false, action: Bool = false,
        signsIn: Bool = false
    ) {
        self.access = access
        self.destination = destination
        self.needsResolution = needsResolution
        self.isAction = action
        self.signsIn = signsIn
    }
}
