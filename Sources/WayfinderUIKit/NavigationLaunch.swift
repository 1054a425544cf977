// Compiled only where UIKit's view controllers exist; type-checked on Linux against the
// stand-in in AppleStandIn/. It uses no UIKit API itself; it is gated with the rest of the module.
#if canImport(UIKit) && !os(watchOS)
public import Foundation

/// Where a UIKit app's ways in meet its navigator: the cold launch (launched once, with the link
/// the connecting scene carried), links while the app runs, and the phases of its scenes, folded
/// into the app's.
///
/// ```swift
/// // once, before the first scene connects (the app delegate's didFinishLaunching):
/// NavigationLaunch.shared.register(navigator, session: storedSession)
/// ```
///
/// ``NavigationSceneDelegate`` hands it everything a scene receives; a scene delegate of your
/// own calls ``sceneConnected(with:)``, ``open(_:)``, ``deliver(link:source:)`` and
/// ``scene(_:phase:)`` itself. The order of the cold launch is the core's ``LaunchHandover``
/// (a notification delivered twice, in the connection options and to the notification
/// delegate, lands once); the folding of phases is the core's ``ScenePhases``.
@MainActor
public final class NavigationLaunch {
    /// The one launch of the process.
    public static let shared = NavigationLaunch()

    /// Whether the registered navigator has been launched.
    public var hasLaunched: Bool { handover.hasLaunched }

    private var handover = LaunchHandover()
    private var phases = ScenePhases<ObjectIdentifier>()
    private var launchNavigator: (@MainActor (LaunchLink?) -> Void)?
    private var openLink: (@MainActor (LaunchLink) -> Void)?
    private var phaseChanged: (@MainActor (AppPhase) -> Void)?

    /// A launch of your own, for tests; apps use ``shared``.
    public init() {}

    /// Arranges the cold launch of `navigator`: it launches once, when a scene has connected
    /// (at once if one has), with the link that scene carried.
    /// - Parameters:
    ///   - navigator: The app's navigator (with several windows, the first window's: links and
    ///     phases go where the windows' rules send them).
    ///   - session: The session as known at launch.
    ///   - gates: Launch gates already known to be raised.
    public func register<Schema: NavigationSchema>(
        _ navigator: Navigator<Schema>, session: Session = .unknown, gates: [LaunchGate] = []
    ) {
        launchNavigator = { link in
            navigator.launch(.cold, link: link?.link, source: link?.source ?? .link, session: session, gates: gates)
        }
        openLink = { navigator.open($0.link, source: $0.source) }
        phaseChanged = { navigator.scenePhaseChanged($0) }
        phases = ScenePhases(appPhase: navigator.state.scenePhase)
        perform(handover.register())
    }

    /// Hands over what a connecting scene carried.
    /// - Parameter links: What its connection options carried.
    public func sceneConnected(with links: SceneConnectionLinks) {
        perform(handover.sceneConnected(with: links))
    }

    /// Opens a URL a running scene received (a URL context, a web-browsing activity's
    /// `webpageURL`): `.widget` for a widget's marked URL (opened without the mark), `.activity`
    /// for a universal link, `.link` otherwise (``LinkSource/openedURL(_:)``).
    /// - Parameter url: The URL.
    public func open(_ url: URL) {
        let source = LinkSource.openedURL(url)
        let text = url.absoluteString
        deliver(link: source == .widget ? WidgetLink.unmarked(text) ?? text : text, source: source)
    }

    /// Hands over a link from any other way in: a quick action's type (`.shortcut`), a
    /// Spotlight identifier (`.spotlight`), a notification's link (`.push`). Before the launch it
    /// becomes the launch link; after, it opens, except the second delivery of the launch link.
    /// - Parameters:
    ///   - link: The link as it arrived.
    ///   - source: Where it came from.
    public func deliver(link: String, source: LinkSource) {
        perform(handover.deliver(LaunchLink(link, source: source)))
    }

    /// A scene's phase changed (`nil`: it disconnected); the navigator hears the app's: active
    /// while any scene is, background once every scene is.
    /// - Parameters:
    ///   - scene: The scene (any object that identifies it).
    ///   - phase: Its phase, or `nil` when it went away.
    public func scene(_ scene: AnyObject, phase: AppPhase?) {
        if let changed = phases.update(ObjectIdentifier(scene), phase: phase) { phaseChanged?(changed) }
    }

    private func perform(_ step: LaunchHandover.Step) {
        switch step {
        case .wait: return
        case .launch(let link): launchNavigator?(link)
        case .open(let link): openLink?(link)
        }
    }
}

#endif
