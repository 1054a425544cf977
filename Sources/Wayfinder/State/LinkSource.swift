/// Where a navigation came from.
///
/// The sources a link arrives from outside the app (``isExternal``) all go through the same
/// decisions: access, sign-in, the pending link, requirements, the duplicate window. The source
/// only names the way in, in every decision record, in the journal and in the command line's
/// output. `app` is a control inside the app (a tap: never a duplicate); `restoration`,
/// `person` and `session` are the coordinator's own.
public enum LinkSource: String, Hashable, Sendable, Codable, CaseIterable {
    /// A URL opened from outside (`onOpenURL`, a cold-launch URL).
    case link
    /// A push notification.
    case push
    /// A web-browsing user activity: a universal link, or Handoff from another device.
    case activity
    /// A home-screen quick action (`UIApplicationShortcutItem`) whose type is the route's
    /// canonical link.
    case shortcut
    /// A Spotlight result (`CSSearchableItemActionType`) whose identifier is the route's
    /// canonical link.
    case spotlight
    /// An App Intent, Siri or a Shortcut that opens the app at a route.
    case intent
    /// A widget's `widgetURL(_:)` or `Link` (told apart from a plain link by
    /// ``WidgetLink``'s marker).
    case widget
    /// The app itself (a button tap asking the navigator for a route).
    case app
    /// A restored snapshot.
    case restoration
    /// The person's own move (push, pop, select, present).
    case person
    /// The coordinator (returning the person to a location after sign-in).
    case session

    /// The sources a link arrives from outside the app, in the order scripts list them:
    /// `link`, `push`, `activity`, `shortcut`, `spotlight`, `intent`, `widget`.
    public static let external: [LinkSource] = [.link, .push, .activity, .shortcut, .spotlight, .intent, .widget]

    /// Whether the navigation arrived from outside the app (every source of ``external``).
    /// Such a navigation is decided exactly like a link, duplicate window included.
    public var isExternal: Bool {
        switch self {
        case .link, .push, .activity, .shortcut, .spotlight, .intent, .widget: true
        case .app, .restoration, .person, .session: false
        }
    }
}
