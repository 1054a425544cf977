public import Foundation

extension LinkSource {
    /// The source of a URL that SwiftUI's `onOpenURL` (or a scene's URL context) delivered.
    ///
    /// SwiftUI hands universal links to `onOpenURL` as well as custom-scheme URLs, and the two
    /// are told apart by their scheme: an app cannot claim `http` or `https` as a URL scheme,
    /// so an `http(s)` URL reaching `onOpenURL` is a universal link (recorded as `.activity`,
    /// as UIKit delivers it: a web-browsing user activity), and anything else is a custom
    /// scheme (`.link`). A URL carrying the widget's mark (``WidgetLink``) is `.widget`.
    /// - Parameter url: The URL `onOpenURL` delivered.
    /// - Returns: `.widget` for a marked URL, `.activity` for `http` and `https` (any case),
    ///   `.link` otherwise.
    public static func openedURL(_ url: URL) -> LinkSource {
        if WidgetLink.unmarked(url.absoluteString) != nil { return .widget }
        switch url.scheme?.lowercased() {
        case "http", "https": return .activity
        default: return .link
        }
    }
}
