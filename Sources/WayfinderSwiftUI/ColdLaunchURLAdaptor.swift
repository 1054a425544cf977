// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// It uses no SwiftUI API itself; it is gated with the rest of the module.
#if canImport(SwiftUI)
public import Foundation

/// Carries the URL a cold launch delivers through the scene's connection options into the
/// navigator's launch, and launches the navigator exactly once.
///
/// ## The problem
///
/// When a link starts the app, UIKit hands its URL (or, for a universal link, a web-browsing
/// user activity) to the scene delegate's `scene(_:willConnectTo:options:)` in
/// `UIScene.ConnectionOptions.urlContexts` / `userActivities`. SwiftUI apps have been seen to
/// miss that first URL in `onOpenURL`. And the navigator must hear about it *as the launch
/// link*: ``Navigator/launch(_:url:source:session:gates:)`` restores the saved state for every tab
/// except the one the link targets, which an `open(_:source:)` after the launch
/// cannot arrange.
///
/// ## The adaptor
///
/// 1. In the `App`'s initializer, create the navigator and ``register(_:session:gates:)`` it.
/// 2. Install ``WayfinderSceneDelegate`` as the scene delegate (UIKit platforms; see its
///    documentation for the two lines of app delegate this takes).
/// 3. When the scene connects, the delegate hands over the URL it carried, and the adaptor
///    launches the navigator with it: `navigator.launch(.cold, url: url, session:, gates:)`.
///    Without a scene delegate (macOS, or an app that does not install it), ``NavigationHost``
///    launches it without a URL when it first appears.
///
/// If SwiftUI delivers the same URL to `onOpenURL` as well, the host calls
/// `open(_:source:)`; the core's duplicate window
/// (``NavigationPolicy/duplicateWindow``, 1 s in the Shop example) drops the second delivery
/// with a `duplicate` decision record, so the link navigates once. That holds when the launch
/// happens first, which is why it happens in `scene(_:willConnectTo:options:)`: UIKit calls it
/// when it creates the scene, before the scene shows anything. (This order could not be
/// observed here. Were the host to appear first, it would launch without the URL, and the
/// delegate's URL would then arrive through `open(_:source:)`: it still lands, but the saved
/// state is restored for its tab too, and the launch record does not name it.)
///
/// The launch records the link with the source it came with: `.link` for a URL context,
/// `.activity` for a web-browsing user activity (a universal link, Handoff), `.spotlight` for a
/// Spotlight result, `.shortcut` for a quick action, `.push` for the notification that connected
/// the scene, `.widget` for a widget's marked URL (``SceneConnectionLinks`` reads them all and
/// picks one), `.intent` for an App Intent's route handed over with ``deliver(_:source:)-(Route,_)``.
/// The order of it all is the core's `LaunchHandover`, tested without a device.
///
/// A scene that connects after the launch (a second window on iPad) has its link opened in the
/// running app.
@MainActor
public final class ColdLaunchURLAdaptor {
    /// The one adaptor of the process: a cold launch happens once per process.
    public static let shared = ColdLaunchURLAdaptor()

    /// Whether the registered navigator has been launched.
    public var hasLaunched: Bool { handover.hasLaunched }
    /// The URL the connecting scene carried, until the launch takes it.
    public var capturedURL: URL? { handover.captured.flatMap { URL(string: $0.link) } }

    private var handover = LaunchHandover()
    private var launchNavigator: (@MainActor (String?, LinkSource) -> Void)?
    private var openLink: (@MainActor (String, LinkSource) -> Void)?
    private var routeLink: (@MainActor (any Hashable & Sendable) -> String?)?
    private var openRoute: (@MainActor (any Hashable & Sendable, LinkSource) -> Bool)?

    /// An adaptor of your own, for tests; apps use ``shared``.
    public init() {}

    /// Arranges the cold launch of `navigator`. Call it once, from the `App`'s initializer.
    ///
    /// The navigator is launched once, with the link the scene connected with, when the scene
    /// connects (or at once if it already has), or, failing that, when ``NavigationHost``
    /// first appears.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - session: The session as known at launch; usually ``Session/unknown`` until stored
    ///     credentials are checked (then call ``Navigator/sessionResolved(_:)``).
    ///   - gates: Launch gates already known to be raised (a forced update).
    public func register<Schema: NavigationSchema>(
        _ navigator: Navigator<Schema>, session: Session = .unknown, gates: [LaunchGate] = []
    ) {
        launchNavigator = { link, source in
            navigator.launch(.cold, link: link, source: source, session: session, gates: gates)
        }
        openLink = { link, source in navigator.open(link, source: source) }
        routeLink = { route in (route as? Schema.Route).flatMap { navigator.schema.links.link(for: $0) } }
        openRoute = { route, source in
            guard let route = route as? Schema.Route else { return false }
            navigator.open(route, source: source)
            return true
        }
        perform(handover.register())
    }

    /// Hands over everything a connecting scene carried (``WayfinderSceneDelegate`` reads the
    /// connection options into it). Call it yourself from a scene delegate of your own.
    /// - Parameter links: What the scene's connection options carried.
    public func sceneConnected(with links: SceneConnectionLinks) {
        perform(handover.sceneConnected(with: links))
    }

    /// Hands over what a connecting scene carried: its first URL, if any.
    /// - Parameters:
    ///   - url: The URL the scene was opened with, or `nil`.
    ///   - source: Where it came from: `.link` for a URL context, `.activity` for a
    ///     web-browsing user activity.
    public func sceneConnected(with url: URL?, source: LinkSource = .link) {
        let text = url?.absoluteString
        let links: SceneConnectionLinks =
            switch source {
            case .activity: SceneConnectionLinks(webpageURLs: text.map { [$0] } ?? [])
            case .spotlight: SceneConnectionLinks(spotlightIdentifiers: text.map { [$0] } ?? [])
            case .shortcut: SceneConnectionLinks(shortcutType: text)
            case .push: SceneConnectionLinks(notificationLink: text)
            default: SceneConnectionLinks(urls: text.map { [$0] } ?? [])
            }
        sceneConnected(with: links)
    }

    /// Hands over a link that arrived outside a scene's connection options: a tapped
    /// notification (``WayfinderNotificationDelegate``), a quick action while the app runs.
    ///
    /// After the launch it is opened at once (except UIKit's second delivery of the notification
    /// that connected the scene, which landed already). Before it, it becomes the launch link, so
    /// a link that starts the app lands like a cold-launch link.
    /// - Parameters:
    ///   - url: The link.
    ///   - source: Where it came from; `.push` for a notification.
    public func deliver(_ url: URL, source: LinkSource) {
        deliver(link: url.absoluteString, source: source)
    }

    /// Hands over a link given as text (a quick action's type, a Spotlight identifier).
    /// - Parameters:
    ///   - link: The link.
    ///   - source: Where it came from.
    public func deliver(link: String, source: LinkSource) {
        perform(handover.deliver(LaunchLink(link, source: source)))
    }

    /// Hands over a route from outside the app without a link's text: an App Intent's (`.intent`).
    ///
    /// After the launch the route itself is opened (``Navigator/open(_:source:)-(Schema.Route,_)``),
    /// through the decisions a link goes through. Before it, its canonical link becomes the
    /// launch link; a route without a link waits and opens right after the launch.
    /// - Parameters:
    ///   - route: A route of the registered navigator's schema; another type is ignored.
    ///   - source: Where it came from; `.intent` by default.
    public func deliver<Route: Hashable & Sendable>(_ route: Route, source: LinkSource = .intent) {
        if handover.hasLaunched {
            _ = openRoute?(route, source)
        } else if let link = routeLink?(route) {
            deliver(link: link, source: source)
        } else {
            waitingRoutes.append((route, source))
        }
    }

    private var waitingRoutes: [(any Hashable & Sendable, LinkSource)] = []

    /// Launches the registered navigator if it has not been launched, with the captured link.
    /// Does nothing when nothing is registered. ``NavigationHost`` calls it when it appears.
    public func launchIfNeeded() {
        perform(handover.hostAppeared())
    }

    private func perform(_ step: LaunchHandover.Step) {
        switch step {
        case .wait: return
        case .launch(let link):
            launchNavigator?(link?.link, link?.source ?? .link)
            let routes = waitingRoutes
            waitingRoutes = []
            for (route, source) in routes { _ = openRoute?(route, source) }
        case .open(let link): openLink?(link.link, link.source)
        }
    }
}

#endif
