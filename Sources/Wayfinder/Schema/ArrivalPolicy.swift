/// What a link or a tap does when it arrives while a modal is up and its destination lies
/// outside that modal: each modal declares it in its ``ModalRule``.
///
/// The answer may depend on whether the person has unsaved input in the modal (the app marks
/// it with ``NavigationEvent/unsavedInputChanged(_:in:)``): a read-only sheet gives way, the
/// same sheet with a half-typed address asks first.
///
/// ```swift
/// // Gives way to any link, but asks before discarding what the person typed.
/// ModalRule(priority: 100, arrivals: ArrivalPolicy(link: .yields, tap: .yields).whenEdited(.asks))
/// ```
///
/// A link or tap whose destination is inside the modal's own flow always lands inside it at
/// once, whatever the policy. A launch gate's modal always makes links wait, and a requirement's
/// modal (sign-in, a step-up) never asks: `asks` there is read as `waits`. A navigation that needs
/// what the modal up asks for (a protected tab while sign-in is up, a link needing the step-up that
/// shows) waits for it whatever the policy: closing the modal for it would only bring the same
/// modal back, without what the person typed.
public struct ArrivalPolicy: Hashable, Sendable {
    /// What one arrival does.
    public enum Response: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
        /// The navigation becomes the pending link and goes on when the modal closes.
        case waits
        /// The modal closes (a record says so) and the navigation goes on at once.
        case yields
        /// The modal stays with its input and the navigation waits for the person's answer:
        /// ``NavigationState/confirmation`` is set until they leave or stay.
        case asks

        public var description: String { rawValue }
    }

    /// What a link (from outside the app: a URL, a notification, an activity) does.
    public var link: Response
    /// What a tap (the app asking for a route) does.
    public var tap: Response
    /// What a link does while the modal holds unsaved input.
    public var editedLink: Response
    /// What a tap does while the modal holds unsaved input.
    public var editedTap: Response

    /// Declares a policy; with unsaved input, the same answers unless ``whenEdited(_:)`` says otherwise.
    /// - Parameters:
    ///   - link: What a link does.
    ///   - tap: What a tap does; the same as a link when `nil`.
    public init(link: Response, tap: Response? = nil) {
        self.link = link
        self.tap = tap ?? link
        self.editedLink = link
        self.editedTap = tap ?? link
    }

    /// Every arrival waits (a modal the person must finish or dismiss).
    public static let waits = ArrivalPolicy(link: .waits)
    /// Every arrival closes the modal and goes on.
    public static let yields = ArrivalPolicy(link: .yields)
    /// Every arrival asks the person first.
    public static let asks = ArrivalPolicy(link: .asks)
    /// Links wait; a tap closes the modal first. What a dismissible modal does unless it says otherwise.
    public static let tapsClose = ArrivalPolicy(link: .waits, tap: .yields)

    /// The same policy, with `response` for links and taps while the modal holds unsaved input.
    public func whenEdited(_ response: Response) -> ArrivalPolicy {
        var policy = self
        policy.editedLink = response
        policy.editedTap = response
        return policy
    }

    /// What an arrival does.
    /// - Parameters:
    ///   - isTap: Whether the app asked for the route (a tap) rather than a link arriving.
    ///   - edited: Whether the modal holds unsaved input.
    package func response(isTap: Bool, edited: Bool) -> Response {
        switch (isTap, edited) {
        case (false, false): link
        case (true, false): tap
        case (false, true): editedLink
        case (true, true): editedTap
        }
    }
}
