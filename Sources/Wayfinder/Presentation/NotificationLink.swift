public import Foundation

/// Reads the link a notification carries, for the notification adaptor.
///
/// A push notification names where it leads in its payload; Wayfinder reads one key of
/// `userInfo` (`"link"` unless the app says otherwise), holding the link as text (what a JSON
/// payload delivers) or as a `URL`. Anything else (no key, another type, text that is not a
/// URL) yields `nil`: the tap opens the app where it was, and nothing is recorded.
public enum NotificationLink {
    /// The key read when the app names none.
    public static let defaultKey = "link"

    /// The link in a notification's `userInfo`.
    /// - Parameters:
    ///   - userInfo: The notification content's `userInfo`.
    ///   - key: The payload key that holds the link.
    /// - Returns: The link, or `nil` when the payload holds none.
    public static func url(in userInfo: [AnyHashable: Any], key: String = defaultKey) -> URL? {
        switch userInfo[key] {
        case let url as URL: return url
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, let url = URL(string: trimmed), url.scheme != nil else { return nil }
            return url
        default: return nil
        }
    }
}
