/// How a modal behaves: its priority, how it is presented, whether the person can dismiss it.
public struct ModalRule: Hashable, Sendable {
    /// How SwiftUI presents a modal.
    public enum Style: String, Hashable, Sendable, Codable {
        /// `sheet(item:)`.
        case sheet
        /// `fullScreenCover(item:)`.
        case fullScreenCover
    }

    /// Higher wins: a modal shows over the one up only when its priority is higher; of equal
    /// priority, the one up stays. Links, requirements, gates and the app's requests all follow it.
    public var priority: Int
    public var style: Style
    /// Whether the person can dismiss it (swipe down, a close button).
    public var isDismissible: Bool
    /// What the session needs for this modal to show.
    public var access: Access
    /// What a link or tap from outside the modal does while it is up.
    public var arrivals: ArrivalPolicy
    /// Whether the modal helps the person sign in (a password reset opened from mail): while
    /// sign-in is up, a link to it shows it in place of sign-in and keeps the link waiting for
    /// sign-in; when it closes and that link still waits, sign-in shows again. See
    /// <doc:HelpWithSigningIn>.
    public var helpsSignIn: Bool

    /// Creates a modal rule.
    /// - Parameters:
    ///   - priority: Higher wins; of two modals of equal priority, the one up stays.
    ///   - style: How SwiftUI presents it.
    ///   - dismissible: Whether the person can dismiss it.
    ///   - access: What the session needs for it to show.
    ///   - arrivals: What a link or tap from outside does while it is up. By default links wait,
    ///     and a tap closes a dismissible modal first (``ArrivalPolicy/tapsClose``) and waits for
    ///     one that is not (``ArrivalPolicy/waits``).
    ///   - helpsSignIn: Whether it helps the person sign in and may show in place of sign-in.
    public init(
        priority: Int, style: Style = .sheet, dismissible: Bool = true, access: Access = .public,
        arrivals: ArrivalPolicy? = nil, helpsSignIn: Bool = false
    ) {
        self.priority = priority
        self.style = style
        self.isDismissible = dismissible
        self.access = access
        self.arrivals = arrivals ?? (dismissible ? .tapsClose : .waits)
        self.helpsSignIn = helpsSignIn
    }
}
