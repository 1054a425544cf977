/// What the alert for a notice says: a title, an optional message and the title of its one
/// button.
///
/// The host asks the app for it with the `notice` closure, so the core's notices stay plain
/// values (`ShopNotice.sessionExpired`) and the words stay with the app, where they are
/// localized:
///
/// ```swift
/// notice: { notice in
///     switch notice {
///     case .sessionExpired: NoticeContent(title: String(localized: "Please sign in again"))
///     // …
///     }
/// }
/// ```
///
/// The strings are shown as they are (`Text` with a string value is not looked up again), so
/// pass text that is already localized.
public struct NoticeContent: Hashable, Sendable {
    /// The alert's title.
    public var title: String
    /// The alert's message, if any.
    public var message: String?
    /// The title of the alert's one button, which dismisses the notice.
    public var button: String

    /// Creates the content of a notice's alert.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The alert's message, if any.
    ///   - button: The title of the one button; `OK` unless you say otherwise.
    public init(title: String, message: String? = nil, button: String = "OK") {
        self.title = title
        self.message = message
        self.button = button
    }
}
