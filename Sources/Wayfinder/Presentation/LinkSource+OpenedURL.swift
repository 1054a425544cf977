public import Foundation

extension LinkSource {
    /// The source of a URL that SwiftUI's `onOpenURL` delivered.
    ///
    /// SwiftUI hands universal links to `onOpenURL` as well as custom-scheme URLs, and the two
    /// are told apart by their scheme: an app cannot claim `http` or `https` as a URL scheme,
    /// so an `http(s)` URL reaching `onOpenURL` is a universal link (recorded as `.activity`,
    /// as UIKit delivers it: a web-browsing user activity), and anything else is a custom
    /// scheme (`.link`).
    /// - Parameter url: The URL `onOpenURL` delivered.
    /// - Returns: `.activity` for `http` and `https` (any case), `.link` otherwise.
    public static func openedURL(_ url: URL) -> LinkSource {
        switch url.scheme?.lowercased() {
        case "http", "https": .activity
        default: .link
        }
    }
}
