/// A link with the way it came in: what a cold launch hands to
/// ``Navigator/launch(_:url:source:session:gates:)``.
public struct LaunchLink: Hashable, Sendable, CustomStringConvertible {
    /// The link as it arrived (a URL's text, a quick action's type, a Spotlight identifier).
    public var link: String
    /// Where it came from.
    public var source: LinkSource

    /// Creates a launch link.
    /// - Parameters:
    ///   - link: The link as it arrived.
    ///   - source: Where it came from.
    public init(_ link: String, source: LinkSource) {
        self.link = link
        self.source = source
    }

    /// `LINK source=SOURCE`, for messages in tests. It is the raw link: do not log it.
    public var description: String { "\(link) source=\(source.rawValue)" }
}

/// Everything a connecting scene carried that can name a place, read from
/// `UIScene.ConnectionOptions` before the first view appears, and the one launch link chosen
/// from it.
///
/// UIKit puts the reason a scene connects in its connection options: the URLs of a link
/// (`urlContexts`), user activities (`userActivities`: a universal link or Handoff as a
/// web-browsing activity, a Spotlight result as `CSSearchableItemActionType`), the quick action
/// the person chose (`shortcutItem`) and the notification they tapped (`notificationResponse`).
/// Each becomes a ``LaunchLink`` with its source, and ``launchLink`` picks the one the launch
/// opens. A scene connects for one reason, so usually one part is set; when several are, the
/// most deliberate act wins, in this order: the notification, the quick action, a URL, a
/// web-browsing activity, a Spotlight result.
public struct SceneConnectionLinks: Hashable, Sendable {
    /// The URLs of the scene's URL contexts, as text (`.link`; `.widget` with the widget's mark;
    /// `.activity` for a universal link, as ``LinkSource/openedURL(_:)`` says).
    public var urls: [String]
    /// The `webpageURL`s of web-browsing user activities (`.activity`).
    public var webpageURLs: [String]
    /// The item identifiers of Spotlight activities, the route's canonical link (`.spotlight`).
    public var spotlightIdentifiers: [String]
    /// The type of the quick action, the route's canonical link (`.shortcut`).
    public var shortcutType: String?
    /// The link of the tapped notification (`NotificationLink`) (`.push`).
    public var notificationLink: String?

    /// Describes what a scene connected with.
    /// - Parameters:
    ///   - urls: The URL contexts' URLs, as text.
    ///   - webpageURLs: The web-browsing activities' `webpageURL`s, as text.
    ///   - spotlightIdentifiers: The Spotlight activities' item identifiers.
    ///   - shortcutType: The quick action's type.
    ///   - notificationLink: The tapped notification's link.
    public init(
        urls: [String] = [], webpageURLs: [String] = [], spotlightIdentifiers: [String] = [],
        shortcutType: String? = nil, notificationLink: String? = nil
    ) {
        self.urls = urls
        self.webpageURLs = webpageURLs
        self.spotlightIdentifiers = spotlightIdentifiers
        self.shortcutType = shortcutType
        self.notificationLink = notificationLink
    }

    /// The link the launch opens, with its source; `nil` when the scene carried none (a launch
    /// from the icon).
    public var launchLink: LaunchLink? {
        if let notificationLink { return LaunchLink(notificationLink, source: .push) }
        if let shortcutType { return LaunchLink(shortcutType, source: .shortcut) }
        if let url = urls.first {
            if let plain = WidgetLink.unmarked(url) { return LaunchLink(plain, source: .widget) }
            let scheme = url.prefix(while: { $0 != ":" }).lowercased()
            return LaunchLink(url, source: scheme == "http" || scheme == "https" ? .activity : .link)
        }
        if let url = webpageURLs.first { return LaunchLink(url, source: .activity) }
        if let identifier = spotlightIdentifiers.first { return LaunchLink(identifier, source: .spotlight) }
        return nil
    }
}
