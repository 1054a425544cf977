/// What the question over a modal says when a link arrives that the modal asks about
/// (``ArrivalPolicy/Response/asks``): a title, an optional message, and the titles of its two
/// answers.
///
/// The host asks the app for it with the `confirmation` closure, given the modal that asks and
/// the link that waits (its ``PendingLink/route`` and its redacted ``PendingLink/display``), so
/// the words stay with the app, where they are localized:
///
/// ```swift
/// confirmation: { modal, link in
///     ConfirmationContent(
///         title: String(localized: "Discard your new password?"), leave: String(localized: "Discard"))
/// }
/// ```
///
/// Pass text that is already localized: it is shown as it is.
public struct ConfirmationContent: Hashable, Sendable {
    /// The alert's title.
    public var title: String
    /// The alert's message, if any.
    public var message: String?
    /// The title of the button that leaves the modal for the link (a destructive button).
    public var leave: String
    /// The title of the button that stays in the modal (the cancel button).
    public var stay: String

    /// Creates the content of the question.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The alert's message, if any.
    ///   - leave: The leave button's title; `Leave` unless you say otherwise.
    ///   - stay: The stay button's title; `Stay` unless you say otherwise.
    public init(title: String, message: String? = nil, leave: String = "Leave", stay: String = "Stay") {
        self.title = title
        self.message = message
        self.leave = leave
        self.stay = stay
    }

    /// The words the host uses when the app gives none: "Leave without saving?".
    public static let standard = ConfirmationContent(
        title: "Leave without saving?", message: "What you entered here will be lost.")
}
