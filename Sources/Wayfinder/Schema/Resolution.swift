/// What a resolver decided about a route (does the record exist, is the invite valid).
public enum Resolution<Schema: NavigationSchema>: Sendable {
    /// Land on the route's destination. `prefetched` travels to what the destination shows so it
    /// need not load again: its screen, through ``Navigator/prefetched(for:as:)-(Schema.Screen,_)``,
    /// or a modal without a screen of its own (a share preview, a paywall), through
    /// ``Navigator/prefetched(for:as:)-(Schema.Modal,_)``.
    case proceed(prefetched: (any Sendable)? = nil)
    /// Go to another route instead; it passes its own access check and resolver.
    /// Redirects are bounded by ``NavigationPolicy/redirectLimit``; a loop ends in the fallback.
    case redirect(Schema.Route)
    /// The item cannot be shown: raise `notice` and land on `landing`.
    case unavailable(Schema.Notice, landing: Destination<Schema>)
    /// The link is the sign-in (a valid code of a sign-in link from mail, whose rule says
    /// ``RouteRule/signsIn``): sign `account` in, as the sign-in modal would, and land the link
    /// that waited for sign-in. Signed in already, nothing changes: a link never switches
    /// accounts. For a stale code answer ``unavailable(_:landing:)`` with a landing on sign-in.
    case signsIn(Account)

    /// Shorthand for proceeding without prefetched data.
    public static var proceed: Self { .proceed(prefetched: nil) }
}

/// What a resolver is told about the link it resolves.
public struct ResolutionContext: Hashable, Sendable {
    /// The session's account, if any: signed in, or expired (``session`` tells which).
    public var account: Account?
    /// The session as the coordinator knows it when the resolver starts: a resolver tells a
    /// signed-in person from one whose session expired (who must sign in again) here.
    public var session: Session
    /// How many redirects led here.
    public var redirects: Int

    /// A context for `account`, signed in (signed out when `nil`).
    public init(account: Account?, redirects: Int = 0) {
        self.init(session: account.map(Session.signedIn) ?? .signedOut, redirects: redirects)
    }

    /// A context for a session: its account is the session's (signed in or expired).
    public init(session: Session, redirects: Int = 0) {
        self.account = session.account
        self.session = session
        self.redirects = redirects
    }

    /// Whether the person must sign in to reach what needs it: the session is signed out or
    /// expired. A resolver's landing on sign-in (a stale code) is for such a person only; sign-in
    /// never shows over a signed-in session or one not yet known.
    public var mustSignIn: Bool {
        switch session {
        case .signedOut, .expired: true
        case .signedIn, .unknown: false
        }
    }
}
