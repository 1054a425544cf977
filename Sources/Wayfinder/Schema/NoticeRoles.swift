/// Which of the app's notices the coordinator itself raises, and which may show over sign-in.
public struct NoticeRoles<Notice: Hashable & Sendable>: Sendable {
    /// Unknown, malformed or foreign links, redirect loops, resolver time-outs.
    public var linkUnavailable: Notice
    /// A link or a return to the foreground found the session expired.
    public var sessionExpired: Notice
    /// The sign-in attempt failed.
    public var signInFailed: Notice
    /// A signed-in account does not meet a route's requirement.
    public var accessDenied: Notice
    /// Notices allowed while the sign-in modal is up (they explain it).
    public var explainingSignIn: Set<Notice>
    /// Shown when a sign-in link (``RouteRule/signsIn``) arrives signed in: it changes nothing,
    /// and the person is told. `nil`: nothing is shown (the record still says so).
    public var alreadySignedIn: Notice?

    /// Creates the roles.
    /// - Parameters:
    ///   - linkUnavailable: Raised for unknown, malformed or foreign links, redirect loops, time-outs.
    ///   - sessionExpired: Raised when a link or a return to the foreground finds the session expired.
    ///   - signInFailed: Raised when a sign-in attempt fails.
    ///   - accessDenied: Defaults to `linkUnavailable`.
    ///   - explainingSignIn: Notices, besides `sessionExpired` and `signInFailed`, that may cover sign-in.
    ///   - alreadySignedIn: Shown when a sign-in link arrives signed in; `nil` shows nothing.
    public init(
        linkUnavailable: Notice,
        sessionExpired: Notice,
        signInFailed: Notice,
        accessDenied: Notice? = nil,
        explainingSignIn: Set<Notice> = [],
        alreadySignedIn: Notice? = nil
    ) {
        self.alreadySignedIn = alreadySignedIn
        self.linkUnavailable = linkUnavailable
        self.sessionExpired = sessionExpired
        self.signInFailed = signInFailed
        self.accessDenied = accessDenied ?? linkUnavailable
        self.explainingSignIn = explainingSignIn.union([sessionExpired, signInFailed])
    }
}
