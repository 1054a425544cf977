/// What a resolver decided about a route (does the record exist, is the invite valid).
public enum Resolution<Schema: NavigationSchema>: Sendable {
    /// Land on the route's destination. `prefetched` travels to the destination's screen
    /// through ``Navigator/prefetched(for:as:)`` so it need not load again.
    case proceed(prefetched: (any Sendable)? = nil)
    /// Go to another route instead; it passes its own access check and resolver.
    /// Redirects are bounded by ``NavigationPolicy/redirectLimit``; a loop ends in the fallback.
    case redirect(Schema.Route)
    /// The item cannot be shown: raise `notice` and land on `landing`.
    case unavailable(Schema.Notice, landing: Destination<Schema>)

    /// Shorthand for proceeding without prefetched data.
    public static var proceed: Self { .proceed(prefetched: nil) }
}

/// What a resolver is told about the link it resolves.
public struct ResolutionContext: Hashable, Sendable {
    /// The signed-in account, if any.
    public var account: Account?
    /// How many redirects led here.
    public var redirects: Int
    /// Creates a context.
    public init(account: Account?, redirects: Int = 0) {
        self.account = account
        self.redirects = redirects
    }
}
