/// Something a person must have done, beyond signing in, before a screen or route may show: a
/// fresh re-authentication ("step-up"), an unlock after time in the background, accepted terms.
///
/// A schema declares its requirements in ``NavigationSchema/requirements``, in the order they are
/// asked for. Sign-in is always the first requirement (``Access/signedIn``, met by
/// ``NavigationEvent/signedIn(_:)``); the declared ones follow it, one modal at a time. A screen,
/// route or modal names one with ``Access/requirement(_:)``.
///
/// ```swift
/// static let stepUp = Requirement<Shop>(
///     .stepUp, modal: .stepUp, failedNotice: .stepUpFailed, maxAge: .seconds(300), metBySignIn: true)
/// ```
///
/// A requirement is *met* when the account passes ``isMetByAccount`` or when it was last met (the
/// person completed its modal, or signed in when ``metBySignIn``) no longer than ``maxAge`` ago.
/// A link, a tap, a push, a path write, a restore, a redirect's target and a resolver's landing
/// all need it met. A screen already shown stays while it is *held* (it was met and has not
/// lapsed); it lapses only on a return from the background (older than ``maxAge``, or away
/// longer than ``lapsesAfterBackground``) and when the session ends.
public struct Requirement<Schema: NavigationSchema>: Sendable {
    /// What cancelling the requirement's modal does to the link that waits for it.
    public enum Cancellation: Hashable, Sendable {
        /// The waiting link is dropped (`cancelled`); the person stays where they were.
        case dropsLink
        /// The waiting link keeps waiting (until its time to live runs out or a newer link
        /// replaces it); it lands if the requirement is met later.
        case keepsLink
    }

    /// Its identity, as ``Access/requirement(_:)`` and the requirement events name it; its text
    /// form is what scripts and records use (`step-up`).
    public var name: RequirementName
    /// The modal that satisfies it, or `nil` when the app cannot satisfy it in place (a link
    /// that needs it is then rejected with ``NoticeRoles/accessDenied``).
    public var modal: Schema.Modal?
    /// The notice raised when an attempt fails (it may cover the modal).
    public var failedNotice: Schema.Notice?
    /// What cancelling the modal does to the waiting link.
    public var cancellation: Cancellation
    /// How long it stays met after it was last met; `nil` for as long as the session lasts.
    public var maxAge: Duration?
    /// A stay in the background at least this long makes it lapse on the return (an unlock);
    /// `nil` when the background does not matter. `.zero`: every return from the background.
    public var lapsesAfterBackground: Duration?
    /// Whether signing in counts as meeting it at that moment.
    public var metBySignIn: Bool
    /// Whether the account alone meets it (an entitlement, terms accepted on another device, a
    /// purchase the app's store keeps), without any time; `nil` when only its modal meets it. Fed
    /// from the app's store, it outlives a sign-out and a relaunch, which the coordinator's own
    /// memory does not (<doc:Requirements>, *A purchase the app's store remembers*).
    public var isMetByAccount: (@Sendable (Account) -> Bool)?

    /// Declares a requirement.
    /// - Parameters:
    ///   - name: The name ``Access/requirement(_:)`` and the events use. Not ``RequirementName/signIn``.
    ///   - modal: The modal that satisfies it, or `nil` if nothing in the app can.
    ///   - failedNotice: The notice raised when an attempt fails.
    ///   - cancellation: What cancelling does to the waiting link. Defaults to dropping it.
    ///   - maxAge: How long it stays met after it was met; `nil` for the whole session.
    ///   - lapsesAfterBackground: A background stay this long makes it lapse; `nil` if it does not matter.
    ///   - metBySignIn: Whether signing in counts as meeting it.
    ///   - account: Whether the account alone meets it; `nil` if only the modal does.
    public init(
        _ name: RequirementName, modal: Schema.Modal?, failedNotice: Schema.Notice? = nil,
        cancellation: Cancellation = .dropsLink, maxAge: Duration? = nil, lapsesAfterBackground: Duration? = nil,
        metBySignIn: Bool = false, account: (@Sendable (Account) -> Bool)? = nil
    ) {
        self.name = name
        self.modal = modal
        self.failedNotice = failedNotice
        self.cancellation = cancellation
        self.maxAge = maxAge
        self.lapsesAfterBackground = lapsesAfterBackground
        self.metBySignIn = metBySignIn
        self.isMetByAccount = account
    }
}
