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
/// `.activity` for a web-browsing user activity (a universal link), `.push` for a tapped
/// notification handed over with ``deliver(_:source:)``.
///
/// A scene that connects after the launch (a second window on iPad) hands its URL to
/// `open(_:source:)`.
@MainActor
public final class ColdLaunchURLAdaptor {
    /// The one adaptor of the process: a cold launch happens once per process.
    public static let shared = ColdLaunchURLAdaptor()

    /// Whether the registered navigator has been launched.
    public private(set) var hasLaunched = false
    /// The URL the connecting scene carried, until the launch takes it.
    public private(set) var capturedURL: URL?

    private var sceneHasConnected = false
    private var capturedSource = LinkSource.link
    private var launchNavigator: (@MainActor (URL?, LinkSource) -> Void)?
    private var openLink: (@MainActor (URL, LinkSource) -> Void)?

    /// An adaptor of your own, for tests; apps use ``shared``.
    public init() {}

    /// Arranges the cold launch of `navigator`. Call it once, from the `App`'s initializer.
    ///
    /// The navigator is launched once, with the URL the scene connected with, when the scene
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
        launchNavigator = { url, source in
            navigator.launch(.cold, url: url, source: source, session: session, gates: gates)
        }
        openLink = { url, source in navigator.open(url, source: source) }
        if sceneHasConnected { launchIfNeeded() }
    }

    /// Hands over what a connecting scene carried: its first URL, if any.
    ///
    /// ``WayfinderSceneDelegate`` calls this; call it yourself from a scene delegate of your
    /// own.
    /// - Parameters:
    ///   - url: The URL the scene was opened with, or `nil`.
    ///   - source: Where it came from: `.link` for a URL context, `.activity` for a
    ///     web-browsing user activity.
    public func sceneConnected(with url: URL?, source: LinkSource = .link) {
        sceneHasConnected = true
        guard hasLaunched else {
            if url != nil {
                capturedURL = url
                capturedSource = source
            }
            launchIfNeeded()
            return
        }
        if let url, let openLink { openLink(url, source) }
    }

    /// Hands over a link that arrived outside a scene's connection options: a tapped
    /// notification (``WayfinderNotificationDelegate``).
    ///
    /// After the launch it is opened at once. Before it, it becomes the launch link (replacing
    /// one the scene carried, as the newer of the two), so a notification that starts the app
    /// lands like a cold-launch link.
    /// - Parameters:
    ///   - url: The link.
    ///   - source: Where it came from; `.push` for a notification.
    public func deliver(_ url: URL, source: LinkSource) {
        guard hasLaunched else {
            capturedURL = url
            capturedSource = source
            return
        }
        openLink?(url, source)
    }

    /// Launches the registered navigator if it has not been launched, with the captured URL.
    /// Does nothing when nothing is registered. ``NavigationHost`` calls it when it appears.
    public func launchIfNeeded() {
        guard !hasLaunched, let launchNavigator else { return }
        hasLaunched = true
        let url = capturedURL
        capturedURL = nil
        launchNavigator(url, capturedSource)
    }
}

#endif
