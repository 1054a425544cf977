/// What a resolver decided about a route (does the record exist, is the invite valid).
public enum Resolution<Schema: EventTypes>: Sendable {
    /// Land on the route's destination. `prefetched` travels to what the destination shows so it
    /// need not load again: its screen, through ``Navigator/prefetched(for:as:)-(Schema.Screen,_)``,
    /// or a modal without a screen of its own (a share preview, a paywall), through
    /// ``Navigator/prefetched(for:as:)-(Schema.Modal,_)``.
    case proceed(prefetched: (any Sendable)? = nil)
    /// Land on `destination`, the whole place the backend knows for this route, instead of the
    /// rule's destination: a document in its folder, `.lands(.tab(.library, [.folder(7),
    /// .document(703)]))`, or a modal with the screens inside it. It is still this route that
    /// lands (a `landed` record, delivered as this route), and it is the canonical route of the
    /// screen on top of `destination` (Handoff, the place to return to after an expiry, the
    /// journal) when ``NavigationSchema/route(for:)`` names it for that screen and the rule's
    /// destination shows that screen on top, in the same tab or modal:
    /// `RouteRule(.signedIn, .tab(.library, [.document(id)]), needsResolution: true)`.
    ///
    /// `destination` passes the same checks as the rule's would: what it needs and the session
    /// lacks (sign-in, a requirement) is asked for first, and the resolver answers again once it is
    /// met; what the session can never reach is rejected; a destination that breaks the container
    /// rule is a schema error. `prefetched` travels as for ``proceed(prefetched:)``.
    case lands(Destination<Schema>, prefetched: (any Sendable)? = nil)
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

    /// The data a resolver prefetched for what lands (``proceed(prefetched:)``,
    /// ``lands(_:prefetched:)``), if any.
    package var prefetchedData: (any Sendable)? {
        switch self {
        case .proceed(let data), .lands(_, let data): data
        case .redirect, .unavailable, .signsIn: nil
        }
    }
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
